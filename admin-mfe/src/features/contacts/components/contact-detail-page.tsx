import { CONTACT_REPEATS, type Lang, LANGUAGE_LABELS, LIMITS, requestUnitText } from '@konak/contract';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import {
  Badge,
  Button,
  Spinner,
  errorMessage,
  toast,
  useAuthStore,
  type ContactRequestDetail,
  type ContactStatus,
} from '@konak/shared-ui';
import { PageHeader } from '../../../components/page-header';
import { contactDetail, paths } from '../../../config/paths';
import { apiClient, body } from '../../../api/client';
import { useContactStats } from '../../../components/contact-stats-store';
import { describeMail, MAIL_KIND, MAIL_TONES } from './mail-state';
import { receivedAt } from './received-at';
import { requestBadge, STATUS_LABELS, STATUS_TONES } from './status-labels';
import { StatusOptions } from './status-options';
import { suspiciousReason } from '../../../components/contact-status';
import { useCan } from '../../../components/use-role';
import { useAssigneesStore } from '../stores/assignees-store';
import { useContactsStore } from '../stores/contacts-store';
import './contacts.css';

/** /admin/contacts/:id — one request: who, the KVKK consent it carries, where it came from, and whether
 *  the sales team's alert went out. The alert e-mails link here. */
export function ContactDetailPage() {
  const id = Number(useParams().id);
  const [contact, setContact] = useState<ContactRequestDetail | null>(null);
  const [problem, setProblem] = useState('');
  const [status, setStatus] = useState<ContactStatus>('new');
  const [notes, setNotes] = useState('');
  const [assignee, setAssignee] = useState<number | null>(null);
  const [saving, setSaving] = useState(false);
  const people = useAssigneesStore((s) => s.people);
  const titles = useContactsStore((s) => s.titles);
  const me = useAuthStore((s) => s.user);
  const mayClear = useCan('POST /contact/:id/not-suspicious');
  const [clearing, setClearing] = useState(false);

  const show = (c: ContactRequestDetail) => {
    setContact(c);
    setStatus(c.status);
    setNotes(c.notes);
    setAssignee(c.assigned_to);
  };
  useEffect(() => {
    if (!Number.isInteger(id) || id < 1) return setProblem('Talep bulunamadı');
    body(apiClient.GET('/api/contact/{id}', { params: { path: { id } } }))
      .then(show)
      .catch(async (error) => setProblem(await errorMessage(error, 'Talep yüklenirken hata oluştu')));
    void useAssigneesStore.getState().load();
    void useContactsStore.getState().loadTitles();
  }, [id]);

  const changed =
    !!contact &&
    (status !== contact.status || notes.trim() !== contact.notes || assignee !== contact.assigned_to);
  const save = async () => {
    if (!contact) return;
    setSaving(true);
    try {
      const at = { params: { path: { id: contact.id } } };
      // A new status is logged with who and when; the notes are the call-back's.
      await body(
        apiClient.PUT('/api/contact/{id}', {
          ...at,
          body: {
            ...(status !== contact.status ? { status } : {}),
            ...(assignee !== contact.assigned_to ? { assigned_to: assignee } : {}),
            notes,
          },
        }),
      );
      // Read again: the history names who made the change and when, as the server logged it.
      show(await body(apiClient.GET('/api/contact/{id}', at)));
      void useContactStats.getState().refresh();
      toast.success('Talep güncellendi', contact.name);
    } catch (error) {
      toast.error('Talep güncellenemedi', await errorMessage(error, 'Lütfen tekrar deneyin.'));
    } finally {
      setSaving(false);
    }
  };

  // A suspected request judged a person's: into the normal list, and the sales team's alert goes out now.
  const clearSuspicion = async () => {
    if (!contact) return;
    setClearing(true);
    try {
      const at = { params: { path: { id: contact.id } } };
      await body(apiClient.POST('/api/contact/{id}/not-suspicious', at));
      show(await body(apiClient.GET('/api/contact/{id}', at)));
      void useContactStats.getState().refresh();
      toast.success(
        'Talep normal listeye taşındı',
        contact.alerts_enabled
          ? 'Satış ekibine bildirim gönderilecek.'
          : 'E-posta gönderimi kapalı olduğu için bildirim gönderilmeyecek.',
      );
    } catch (error) {
      toast.error('Talep taşınamadı', await errorMessage(error, 'Lütfen tekrar deneyin.'));
    } finally {
      setClearing(false);
    }
  };

  const back = (
    <Link className="kui-btn kui-btn--outline" to={paths.contacts.path}>
      ← Tüm talepler
    </Link>
  );
  if (problem)
    return (
      <>
        <PageHeader title="İletişim talebi" actions={back} />
        <div className="adm-card adm-empty" role="alert">
          {problem}
        </div>
      </>
    );
  if (!contact) return <Spinner label="Yükleniyor..." />;

  const c = contact;
  const utm = [c.utm_source, c.utm_medium, c.utm_campaign].filter(Boolean).join(' / ');
  return (
    <>
      <PageHeader title={c.name} description={`${receivedAt(c.created_at)} tarihinde geldi`} actions={back} />
      {c.suspicious && (
        <section className="adm-alert adm-alert--error adm-suspicious" aria-label="Şüpheli talep">
          <p>
            <strong>Şüpheli talep: {suspiciousReason(c.suspicious_reason)}.</strong> Normal listede görünmez
            ve satış ekibine bildirim gönderilmedi. Gerçek bir kişiden geldiyse normal listeye taşıyın.
          </p>
          {mayClear && (
            <Button variant="outline" size="sm" onClick={clearSuspicion} disabled={clearing}>
              {clearing ? 'Taşınıyor...' : 'Şüpheli değil'}
            </Button>
          )}
        </section>
      )}
      <div className="adm-detail">
        <section className="adm-card adm-detail__card" aria-labelledby="talep-kisi">
          <h2 id="talep-kisi">Kişi</h2>
          <dl className="adm-dl">
            <dt>Durum</dt>
            <dd>
              <Badge tone={requestBadge(c).tone}>{requestBadge(c).label}</Badge>
            </dd>
            <dt>Telefon</dt>
            <dd>{c.phone ? <a href={`tel:${c.phone.replace(/[^\d+]/g, '')}`}>{c.phone}</a> : '-'}</dd>
            <dt>E-posta</dt>
            <dd>{c.email ? <a href={`mailto:${c.email}`}>{c.email}</a> : '-'}</dd>
            <dt>Dil</dt>
            <dd>{LANGUAGE_LABELS[c.language as Lang] ?? c.language}</dd>
            {c.message && (
              <>
                <dt>Mesaj</dt>
                <dd className="adm-contact__msg">{c.message}</dd>
              </>
            )}
          </dl>
        </section>

        {c.repeat_count > 0 && (
          <section className="adm-card adm-detail__card" aria-labelledby="talep-tekrar">
            <h2 id="talep-tekrar">Bu kişinin {CONTACT_REPEATS.days} gün içindeki diğer talepleri</h2>
            <p className="adm-muted">
              Aynı telefon veya e-postayla, bu talepten en çok {CONTACT_REPEATS.days} gün önce ya da sonra
              gelenler
              {c.repeat_count > c.repeats.length &&
                ` (${c.repeat_count > CONTACT_REPEATS.counted ? `${CONTACT_REPEATS.counted}'dan fazla` : c.repeat_count} talep; en yeni ${c.repeats.length} tanesi burada)`}
              .
            </p>
            <ul className="adm-history adm-repeats">
              {c.repeats.map((r) => {
                const about = [
                  r.project ? titles[r.project] || r.project : '',
                  requestUnitText(r, (slug) => titles[slug] ?? ''),
                ].filter(Boolean);
                return (
                  <li key={r.id}>
                    <Link to={contactDetail.path(r.id)}>{receivedAt(r.created_at)}</Link>{' '}
                    <Badge tone={STATUS_TONES[r.status]}>{STATUS_LABELS[r.status]}</Badge>
                    {about.length > 0 && <span className="adm-muted"> · {about.join(' · ')}</span>}
                  </li>
                );
              })}
            </ul>
          </section>
        )}

        <section className="adm-card adm-detail__card" aria-labelledby="talep-takip">
          <h2 id="talep-takip">Takip</h2>
          <div className="adm-followup">
            <label className="adm-inline-select">
              <span>Durum</span>
              <select value={status} onChange={(e) => setStatus(e.target.value as ContactStatus)}>
                <StatusOptions />
              </select>
            </label>
            <label className="adm-inline-select">
              <span>Atanan kişi</span>
              <select
                value={assignee ?? ''}
                onChange={(e) => setAssignee(e.target.value ? Number(e.target.value) : null)}
              >
                <option value="">— Kimse —</option>
                {people.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.name}
                    {p.id === me?.id ? ' (siz)' : ''}
                  </option>
                ))}
              </select>
            </label>
            <label htmlFor="talep-notlar">Notlar</label>
            <textarea
              id="talep-notlar"
              value={notes}
              maxLength={LIMITS.contactNotes}
              placeholder="Örn. Pazartesi geri ara"
              onChange={(e) => setNotes(e.target.value)}
            />
            <div>
              <Button onClick={() => void save()} disabled={!changed || saving}>
                {saving ? 'Kaydediliyor...' : 'Kaydet'}
              </Button>
            </div>
            <h3>Durum geçmişi</h3>
            {c.history.length === 0 ? (
              <p className="adm-muted">Durum henüz değiştirilmedi.</p>
            ) : (
              <ul className="adm-history" aria-label="Durum geçmişi">
                {c.history.map((h, i) => (
                  <li key={i}>
                    {receivedAt(h.created_at)}: <strong>{STATUS_LABELS[h.from_status]}</strong> →{' '}
                    <strong>{STATUS_LABELS[h.to_status]}</strong>{' '}
                    <span className="adm-muted">({h.admin_email})</span>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </section>

        <section className="adm-card adm-detail__card" aria-labelledby="talep-onay">
          <h2 id="talep-onay">KVKK onayı</h2>
          <dl className="adm-dl">
            <dt>Aydınlatma metni</dt>
            <dd>
              {c.notice_version ? (
                <>
                  Sürüm {c.notice_version}
                  {c.notice_date && ` (${receivedAt(c.notice_date)})`}
                  {/* The fingerprint proves which text was accepted; staff rarely need it, so it is folded. */}
                  <details className="adm-hash-details">
                    <summary>Onaylanan metnin kimliği</summary>
                    <code className="adm-hash" title={c.notice_hash}>
                      {c.notice_hash}
                    </code>
                  </details>
                </>
              ) : (
                'Bilinmiyor (form sürüm bildirmedi)'
              )}
            </dd>
            {c.notice_lang && (
              <>
                {/* The page's language, or Turkish where the notice had none yet (issue 26). */}
                <dt>Gösterilen metnin dili</dt>
                <dd>{LANGUAGE_LABELS[c.notice_lang as Lang] ?? c.notice_lang}</dd>
              </>
            )}
            <dt>Pazarlama izni (açık rıza)</dt>
            <dd>{c.marketing_consent ? <Badge tone="success">Verildi</Badge> : <Badge>Verilmedi</Badge>}</dd>
            <dt>IP adresi</dt>
            <dd>
              {c.client_ip ||
                (c.anonymised ? 'Kişisel verilerle birlikte silindi' : 'Saklama süresi dolduğu için silindi')}
            </dd>
          </dl>
        </section>

        <section className="adm-card adm-detail__card" aria-labelledby="talep-kaynak">
          <h2 id="talep-kaynak">Kaynak</h2>
          <dl className="adm-dl">
            <dt>Geldiği sayfa</dt>
            <dd>{c.page || '-'}</dd>
            <dt>Yönlendiren site</dt>
            <dd>{c.referrer_host || 'Doğrudan'}</dd>
            <dt>Kampanya (UTM)</dt>
            <dd>{utm || '-'}</dd>
            <dt>Proje</dt>
            <dd>{c.project ? titles[c.project] || c.project : '-'}</dd>
            <dt>Daire</dt>
            <dd>{requestUnitText(c, (slug) => titles[slug] ?? '') || '-'}</dd>
          </dl>
        </section>

        <section className="adm-card adm-detail__card" aria-labelledby="talep-bildirim">
          <h2 id="talep-bildirim">Satış ekibine bildirim</h2>
          {!c.alerts_enabled ? (
            <p className="adm-muted">
              E-posta gönderimi kapalı: sunucu yöneticisinin e-posta ayarını yapması gerekir.
            </p>
          ) : c.mails.length === 0 ? (
            <p className="adm-muted">Bu talep için e-posta oluşturulmadı (alıcı adresi yoktu).</p>
          ) : (
            <ul className="adm-mails">
              {c.mails.map((m) => {
                const { label, detail } = describeMail(m);
                return (
                  <li key={m.id}>
                    <strong>{MAIL_KIND[m.kind]}</strong> <Badge tone={MAIL_TONES[m.status]}>{label}</Badge>
                    {detail && <span className="adm-muted"> {detail}</span>}
                    {m.last_error && m.status !== 'sent' && (
                      <span className="adm-mails__error">Sebep: {m.last_error}</span>
                    )}
                  </li>
                );
              })}
            </ul>
          )}
        </section>
      </div>
    </>
  );
}
