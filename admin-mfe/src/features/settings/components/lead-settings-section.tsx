import { useEffect, useState, type FormEvent } from 'react';
import {
  Button,
  TextAreaField,
  TextField,
  errorMessage,
  toast,
  type AlertsStatus,
  type LeadSettings,
} from '@konak/shared-ui';
import { ErrorSummary, FormGrid, FormSection } from '../../../components/fields';
import { apiClient, body } from '../../../api/client';

/** Whether e-mail alerts are on (SMTP_URL on the server) and the outbox's counts. */
const readAlerts = () => body(apiClient.GET('/api/contact/alerts'));

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The sales addresses as typed (one per line, or separated by commas). */
export const parseEmails = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((e) => e.trim())
    .filter(Boolean);

interface Draft {
  emails: string;
  reminder: string;
  retention: string;
  ipRetention: string;
}

export function validateLeadSettings(d: Draft): string[] {
  const problems: string[] = [];
  const bad = parseEmails(d.emails).filter((e) => !EMAIL.test(e));
  if (bad.length) problems.push(`Geçerli bir e-posta adresi girin: ${bad.join(', ')}`);
  if (parseEmails(d.emails).length > 10) problems.push('En fazla 10 satış e-posta adresi girilebilir');
  const int = (v: string, min: number, max: number, label: string) => {
    const n = Number(v);
    if (!/^\d+$/.test(v.trim()) || n < min || n > max)
      problems.push(`${label} ${min} ile ${max} arasında bir tam sayı olmalıdır`);
  };
  int(d.reminder, 1, 200, 'Hatırlatma süresi');
  int(d.retention, 30, 3650, 'Talep saklama süresi');
  int(d.ipRetention, 1, 3650, 'IP adresi saklama süresi');
  return problems;
}

const toDraft = (s: LeadSettings): Draft => ({
  emails: s.sales_emails.join('\n'),
  reminder: String(s.reminder_hours),
  retention: String(s.retention_days),
  ipRetention: String(s.ip_retention_days),
});

/** Who hears of a new call-back request, when they are reminded, and how long the ledger keeps it. */
export function LeadSettingsSection() {
  const [draft, setDraft] = useState<Draft | null>(null);
  const [alerts, setAlerts] = useState<AlertsStatus | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    body(apiClient.GET('/api/settings/leads'))
      .then((s) => setDraft(toDraft(s)))
      .catch(() => toast.error('Talep ayarları yüklenirken hata oluştu'));
    readAlerts()
      .then(setAlerts)
      .catch(() => setAlerts(null));
  }, []);

  if (!draft) return null;
  const patch = (part: Partial<Draft>) => setDraft({ ...draft, ...part });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = validateLeadSettings(draft);
    setProblems(found);
    if (found.length) return;
    setSaving(true);
    try {
      const saved = await body(
        apiClient.PUT('/api/settings/leads', {
          body: {
            sales_emails: parseEmails(draft.emails),
            reminder_hours: Number(draft.reminder),
            retention_days: Number(draft.retention),
            ip_retention_days: Number(draft.ipRetention),
          },
        }),
      );
      setDraft(toDraft(saved));
      toast.success('Talep ayarları kaydedildi');
      readAlerts().then(setAlerts, () => undefined);
    } catch (error) {
      setProblems([await errorMessage(error, 'İşlem başarısız')]);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Talep bildirimleri ve saklama süreleri">
      <FormSection title="Talep bildirimleri ve saklama süreleri">
        <p className="adm-muted" role="status">
          {alerts === null
            ? ''
            : alerts.enabled
              ? `E-posta bildirimleri açık (gönderen: ${alerts.from}). Bekleyen: ${alerts.queued + alerts.retrying}, gönderilemeyen: ${alerts.failed}.`
              : 'E-posta gönderimi kapalı: sunucu yöneticisinin e-posta ayarını yapması gerekir. Talepler yine de kaydedilir.'}
        </p>
        <ErrorSummary errors={problems} />
        <TextAreaField
          label="Satış ekibinin e-posta adresleri"
          rows={3}
          value={draft.emails}
          onChange={(e) => patch({ emails: e.target.value })}
          hint="Her satıra bir adres. Boş bırakılırsa bildirimler İletişim sekmesindeki e-posta adresine gider."
        />
        <FormGrid>
          <TextField
            label="Hatırlatma (çalışma saati)"
            inputMode="numeric"
            value={draft.reminder}
            onChange={(e) => patch({ reminder: e.target.value })}
            hint="“Yeni” durumda bu kadar çalışma saati (Pzt–Cum 09:00–18:00) bekleyen talep için hatırlatma gider."
          />
          <TextField
            label="Talep saklama süresi (gün)"
            inputMode="numeric"
            value={draft.retention}
            onChange={(e) => patch({ retention: e.target.value })}
            hint="Daha eski taleplerin kişisel verileri otomatik silinir (varsayılan 730 gün = 2 yıl)."
          />
          <TextField
            label="IP adresi saklama süresi (gün)"
            inputMode="numeric"
            value={draft.ipRetention}
            onChange={(e) => patch({ ipRetention: e.target.value })}
            hint="Gönderenin IP adresi bu süre sonunda silinir (varsayılan 180 gün)."
          />
        </FormGrid>
        <div className="adm-actions adm-section__foot">
          <Button type="submit" disabled={saving}>
            {saving ? 'Kaydediliyor...' : 'Talep ayarlarını kaydet'}
          </Button>
        </div>
      </FormSection>
    </form>
  );
}
