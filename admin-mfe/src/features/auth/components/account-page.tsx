// "Hesabım": the signed-in administrator's own name and password (features/users), second factor (turn on with the QR code, turn off with a
// code), and for the owner the security settings: which roles must use it, and how long the audit log
// is kept.
import { useCallback, useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { ROLES, ROLE_LABELS, type Role } from '@konak/contract';
import {
  Badge,
  Button,
  Spinner,
  TextField,
  errorMessage,
  toast,
  useAuthStore,
  type SecuritySettings,
  type TwoFactorStatus,
} from '@konak/shared-ui';
import { ErrorSummary, FormSection } from '../../../components/fields';
import { PageHeader } from '../../../components/page-header';
import { fieldRefusal } from '../../../components/server-refusal';
import { useCan } from '../../../components/use-role';
import {
  disableTwoFactor,
  getSecuritySettings,
  getTwoFactorStatus,
  saveSecuritySettings,
} from '../api/two-factor';
import { TwoFactorCodeField, codeProblem } from './two-factor-code-field';
import { TwoFactorEnrol } from './two-factor-enrol';

/** `children`: what other features add to one's own account (the app composes it: app/account-screen.tsx). */
export function AccountPage({ children }: { children?: ReactNode }) {
  const user = useAuthStore((s) => s.user);
  const ownerSettings = useCan('PUT /settings/security');
  return (
    <section className="adm-account">
      <PageHeader title="Hesabım" description={user ? `${user.name} · ${user.email}` : undefined} />
      {children}
      <TwoFactorSection />
      {ownerSettings && <SecuritySettingsSection />}
    </section>
  );
}

function TwoFactorSection() {
  const [status, setStatus] = useState<TwoFactorStatus | null>(null);
  const [mode, setMode] = useState<'view' | 'enrol' | 'disable'>('view');
  const load = useCallback(() => {
    getTwoFactorStatus().then(setStatus, () => toast.error('İki adımlı doğrulama durumu yüklenemedi'));
  }, []);
  useEffect(load, [load]);

  return (
    <FormSection
      title="İki adımlı doğrulama"
      aside={
        status &&
        mode === 'view' && (
          <Badge tone={status.enabled ? 'success' : 'warning'}>{status.enabled ? 'Açık' : 'Kapalı'}</Badge>
        )
      }
    >
      {!status ? (
        <Spinner label="Yükleniyor" />
      ) : mode === 'enrol' ? (
        <TwoFactorEnrol
          doneLabel="Tamam"
          onCancel={() => setMode('view')}
          onEnabled={() => {
            toast.success('İki adımlı doğrulama açıldı');
            setMode('view');
            load();
          }}
        />
      ) : mode === 'disable' ? (
        <DisableForm
          onCancel={() => setMode('view')}
          onDone={() => {
            toast.success('İki adımlı doğrulama kapatıldı');
            setMode('view');
            load();
          }}
        />
      ) : (
        <div className="adm-2fa__summary">
          {status.enabled ? (
            <p>
              Girişte şifrenizin yanında telefonunuzdaki doğrulama uygulamasının kodu soruluyor. Kullanılmamış
              kurtarma kodu: <strong>{status.recovery_codes_left}</strong>.
            </p>
          ) : (
            <p>
              Şifreniz ele geçirilse bile hesabınıza girilemesin: girişte telefonunuzdaki bir doğrulama
              uygulamasının 6 haneli kodu da sorulsun.
            </p>
          )}
          {status.required && !status.enabled && (
            <div className="adm-alert adm-alert--info" role="status">
              Site sahibi rolünüz için iki adımlı doğrulamayı zorunlu tuttu: bir sonraki girişinizde kurmanız
              istenecek.
            </div>
          )}
          {status.required && status.enabled && (
            <p className="adm-muted">
              Rolünüz için zorunlu: kapatırsanız bir sonraki girişte yeniden kurmanız istenir.
            </p>
          )}
          <div className="adm-actions adm-section__foot">
            {status.enabled ? (
              <Button variant="outline" onClick={() => setMode('disable')}>
                Kapat
              </Button>
            ) : (
              <Button onClick={() => setMode('enrol')}>Etkinleştir</Button>
            )}
          </div>
        </div>
      )}
    </FormSection>
  );
}

function DisableForm({ onCancel, onDone }: { onCancel: () => void; onDone: () => void }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [sending, setSending] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problem = codeProblem(code);
    if (problem) return setError(problem);
    setSending(true);
    try {
      await disableTwoFactor(code.trim());
      onDone();
    } catch (err) {
      setError((await fieldRefusal(err, 'code')) ?? (await errorMessage(err, 'Kapatılamadı')));
      setSending(false);
    }
  };
  return (
    <form onSubmit={submit} noValidate aria-label="İki adımlı doğrulamayı kapat">
      <p>Kapatmak için uygulamadaki güncel kodu ya da bir kurtarma kodunu girin.</p>
      <TwoFactorCodeField value={code} onChange={setCode} error={error} />
      <div className="adm-actions adm-section__foot">
        <Button variant="ghost" onClick={onCancel}>
          Vazgeç
        </Button>
        <Button type="submit" variant="danger" disabled={sending}>
          {sending ? 'Kapatılıyor...' : 'İki adımlı doğrulamayı kapat'}
        </Button>
      </div>
    </form>
  );
}

const RETENTION = { min: 30, max: 3650 };

function SecuritySettingsSection() {
  const [settings, setSettings] = useState<SecuritySettings | null>(null);
  const [roles, setRoles] = useState<Role[]>([]);
  const [days, setDays] = useState('');
  const [problems, setProblems] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const show = (s: SecuritySettings) => {
    setSettings(s);
    setRoles(s.require_2fa_roles);
    setDays(String(s.audit_retention_days));
  };
  useEffect(() => {
    getSecuritySettings().then(show, () => toast.error('Güvenlik ayarları yüklenemedi'));
  }, []);
  if (!settings) return null;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const n = Number(days);
    if (!/^\d+$/.test(days.trim()) || n < RETENTION.min || n > RETENTION.max)
      return setProblems([
        `Etkinlik kaydı saklama süresi ${RETENTION.min} ile ${RETENTION.max} gün arasında olmalıdır`,
      ]);
    setProblems([]);
    setSaving(true);
    try {
      show(await saveSecuritySettings({ require_2fa_roles: roles, audit_retention_days: n }));
      toast.success('Güvenlik ayarları kaydedildi');
    } catch (err) {
      setProblems([await errorMessage(err, 'Kaydedilemedi')]);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Güvenlik ayarları">
      <FormSection title="Güvenlik ayarları">
        <ErrorSummary errors={problems} />
        <fieldset className="adm-2fa__roles">
          <legend>İki adımlı doğrulama zorunlu olan roller</legend>
          {ROLES.map((role) => (
            <label key={role} className="adm-check">
              <input
                type="checkbox"
                checked={roles.includes(role)}
                onChange={(e) =>
                  setRoles(e.target.checked ? [...roles, role] : roles.filter((r) => r !== role))
                }
              />
              {ROLE_LABELS[role]}
            </label>
          ))}
          <p className="adm-muted">
            Zorunlu bir roldeki yönetici, doğrulamayı kurmadan panele giremez; bir sonraki girişinde kurması
            istenir. Kişisel verileri gören Sahip ve Satış rolleri için açmanızı öneririz.
          </p>
        </fieldset>
        <TextField
          label="Etkinlik kaydı saklama süresi (gün)"
          inputMode="numeric"
          value={days}
          onChange={(e) => setDays(e.target.value)}
          hint={`Daha eski kayıtlar otomatik silinir (${RETENTION.min}–${RETENTION.max} gün, varsayılan 365).`}
        />
        <div className="adm-actions adm-section__foot">
          <Button type="submit" disabled={saving}>
            {saving ? 'Kaydediliyor...' : 'Güvenlik ayarlarını kaydet'}
          </Button>
        </div>
      </FormSection>
    </form>
  );
}
