// "Otomatik bildirimler" (webhooks, issue 31, owner only; named for what they do, issue 26): the addresses
// Konak notifies (a CRM), the events each receives,
// the signing secret shown once after adding, pause/resume, delete after a dialog that says what goes
// with it, each address's recent deliveries and a "Test gönder" button. docs/webhooks.md is the
// receiver's side.
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { WEBHOOK_EVENTS, WEBHOOK_EVENT_LABELS, WEBHOOK_LIMITS, type WebhookEvent } from '@konak/contract';
import {
  Badge,
  Button,
  Modal,
  Spinner,
  TextField,
  errorMessage,
  formatDate,
  toast,
  type CreatedWebhook,
  type WebhookEndpoint,
} from '@konak/shared-ui';
import { ConfirmDialog, TRASH_NOTE } from '../../../components/confirm-dialog';
import { PageHeader } from '../../../components/page-header';
import { refusalAt } from '../../../components/server-refusal';
import { createWebhook, deleteWebhook, listWebhooks, sendTest, updateWebhook } from '../api/webhooks-api';
import { WebhookDeliveries } from './webhook-deliveries';

export function WebhooksPage() {
  const [endpoints, setEndpoints] = useState<WebhookEndpoint[]>([]);
  const [status, setStatus] = useState<'loading' | 'ready' | 'error'>('loading');
  const [adding, setAdding] = useState(false);
  const [created, setCreated] = useState<CreatedWebhook | null>(null);
  const [toDelete, setToDelete] = useState<WebhookEndpoint | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  /** Per endpoint, bumped when a test was queued: its deliveries are read again. */
  const [tests, setTests] = useState<Record<number, number>>({});

  const load = useCallback(async () => {
    try {
      setEndpoints(await listWebhooks());
      setStatus('ready');
    } catch {
      setStatus('error');
      toast.error('Otomatik bildirimler yüklenemedi');
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  const act = async (id: number, run: () => Promise<unknown>, success: string, failure: string) => {
    setBusy(id);
    try {
      await run();
      toast.success(success);
      await load();
      return true;
    } catch (error) {
      toast.error(await errorMessage(error, failure));
      return false;
    } finally {
      setBusy(null);
    }
  };

  const test = async (e: WebhookEndpoint) => {
    if (await act(e.id, () => sendTest(e.id), 'Deneme gönderimi sıraya alındı', 'Deneme gönderilemedi'))
      setTests((t) => ({ ...t, [e.id]: (t[e.id] ?? 0) + 1 }));
  };

  return (
    <>
      <PageHeader
        title="Otomatik bildirimler"
        description="Yeni talepler, durum değişiklikleri ve yayınlar, seçtiğiniz adreslere (ör. CRM) imzalı olarak bildirilir. Alıcı imzayı gizli anahtarla doğrular."
        actions={
          <Button
            variant="gold"
            disabled={endpoints.length >= WEBHOOK_LIMITS.endpoints}
            onClick={() => setAdding(true)}
          >
            + Yeni adres
          </Button>
        }
      />
      {status === 'loading' && endpoints.length === 0 ? (
        <Spinner label="Yükleniyor..." />
      ) : endpoints.length === 0 ? (
        <div className="adm-card adm-empty">
          <strong>{status === 'error' ? 'Otomatik bildirimler yüklenemedi' : 'Henüz adres yok'}</strong>
          {status !== 'error' && 'Bir adres ekleyin; seçtiğiniz olaylar oraya gönderilir.'}
        </div>
      ) : (
        <div className="adm-list">
          {endpoints.map((e) => (
            <article key={e.id} className="adm-card adm-webhook" aria-label={e.url}>
              <div className="adm-row">
                <div className="adm-row__body">
                  <div className="adm-row__meta">
                    <Badge tone={e.active ? 'success' : 'neutral'}>{e.active ? 'Etkin' : 'Devre dışı'}</Badge>
                    {e.pending > 0 && <Badge tone="warning">{e.pending} bekliyor</Badge>}
                    {e.failed > 0 && <Badge tone="danger">{e.failed} başarısız</Badge>}
                  </div>
                  <strong className="adm-webhook__url">{e.url}</strong>
                  <p className="adm-muted">
                    {e.events.map((ev) => WEBHOOK_EVENT_LABELS[ev]).join(' · ')} — gizli anahtar{' '}
                    {e.secret_hint} — eklendi {formatDate(e.created_at, 'tr')}
                  </p>
                </div>
                <div className="adm-row__actions">
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={busy === e.id || !e.active}
                    onClick={() => void test(e)}
                  >
                    Test gönder
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={busy === e.id}
                    onClick={() =>
                      void act(
                        e.id,
                        () => updateWebhook(e.id, { active: !e.active }),
                        e.active ? 'Adres devre dışı bırakıldı' : 'Adres etkinleştirildi',
                        'Değiştirilemedi',
                      )
                    }
                  >
                    {e.active ? 'Devre dışı bırak' : 'Etkinleştir'}
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    className="adm-danger-text"
                    disabled={busy === e.id}
                    onClick={() => setToDelete(e)}
                  >
                    Sil
                  </Button>
                </div>
              </div>
              <WebhookDeliveries endpointId={e.id} reloadKey={tests[e.id] ?? 0} />
            </article>
          ))}
        </div>
      )}
      {adding && (
        <AddWebhookModal
          onClose={() => setAdding(false)}
          onCreated={(answer) => {
            setAdding(false);
            setCreated(answer);
            void load();
          }}
        />
      )}
      {created && <SecretModal created={created} onClose={() => setCreated(null)} />}
      {toDelete && (
        <ConfirmDialog
          title="Adres silinsin mi?"
          message={`${toDelete.url} adresine bildirim gönderimi hemen durur, bekleyen gönderimler gönderilmez. Adres, gizli anahtarı ve gönderim geçmişiyle ${TRASH_NOTE.charAt(0).toLowerCase()}${TRASH_NOTE.slice(1)} Yalnızca bir süre durdurmak istiyorsanız "Devre dışı bırak"ı kullanın.`}
          confirmLabel="Çöp kutusuna taşı"
          busy={busy === toDelete.id}
          onCancel={() => setToDelete(null)}
          onConfirm={() =>
            void act(
              toDelete.id,
              () => deleteWebhook(toDelete.id),
              'Adres çöp kutusuna taşındı',
              'Silinemedi',
            ).then(() => setToDelete(null))
          }
        />
      )}
    </>
  );
}

function AddWebhookModal({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (created: CreatedWebhook) => void;
}) {
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEvent[]>([]);
  const [errors, setErrors] = useState<{ url?: string; events?: string }>({});
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const local = {
      url: url.trim() ? undefined : 'Adres girin (https://… ile başlayan)',
      events: events.length ? undefined : 'En az bir olay seçin',
    };
    setErrors(local);
    if (local.url || local.events) return;
    setSaving(true);
    try {
      onCreated(await createWebhook(url.trim(), events));
    } catch (error) {
      const fields = await refusalAt(error);
      const at = (name: string) => fields.find((f) => f.field === name)?.message;
      if (fields.length) setErrors({ url: at('url'), events: at('events') });
      else toast.error(await errorMessage(error, 'Adres eklenemedi'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal title="Yeni bildirim adresi" onClose={onClose}>
      <form onSubmit={submit} noValidate aria-label="Yeni bildirim adresi">
        <TextField
          label="Adres (URL)"
          type="url"
          inputMode="url"
          placeholder="https://crm.example.com/konak"
          value={url}
          error={errors.url}
          onChange={(e) => setUrl(e.target.value)}
        />
        <fieldset className="adm-webhook__events" aria-invalid={!!errors.events}>
          <legend>Gönderilecek olaylar</legend>
          {WEBHOOK_EVENTS.map((ev) => (
            <label key={ev} className="adm-check">
              <input
                type="checkbox"
                checked={events.includes(ev)}
                onChange={(e) =>
                  setEvents(e.target.checked ? [...events, ev] : events.filter((x) => x !== ev))
                }
              />
              {WEBHOOK_EVENT_LABELS[ev]} <code className="adm-muted">{ev}</code>
            </label>
          ))}
          {errors.events && (
            <p className="kui-field__error" role="alert">
              {errors.events}
            </p>
          )}
        </fieldset>
        <div className="adm-actions">
          <Button variant="outline" onClick={onClose}>
            İptal
          </Button>
          <Button type="submit" disabled={saving}>
            {saving ? 'Ekleniyor...' : 'Ekle'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

/** The whole secret, this once: the list shows only its last characters afterwards. */
function SecretModal({ created, onClose }: { created: CreatedWebhook; onClose: () => void }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created.secret);
      setCopied(true);
    } catch {
      toast.error('Kopyalanamadı; anahtarı seçip elle kopyalayın');
    }
  };
  return (
    <Modal title="Gizli anahtar" onClose={onClose}>
      <div className="adm-alert adm-alert--info" role="status">
        Adres eklendi. Bu gizli anahtar yalnızca şimdi gösteriliyor: kopyalayıp alıcı sisteme (CRM) girin.
        Alıcı, her bildirimin Konak-Signature başlığını bu anahtarla doğrular.
      </div>
      <p>
        <code className="adm-webhook__secret" aria-label="Gizli anahtar">
          {created.secret}
        </code>
      </p>
      <div className="adm-actions">
        <Button variant="outline" onClick={() => void copy()}>
          {copied ? 'Kopyalandı' : 'Kopyala'}
        </Button>
        <Button onClick={onClose}>Tamam</Button>
      </div>
    </Modal>
  );
}
