import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import {
  Badge,
  Button,
  TextField,
  errorMessage,
  toast,
  type ContactRequest,
  type DataSubject as Subject,
  type DataSubjectLogEntry,
} from '@konak/shared-ui';
import { LIMITS, PER_PAGE } from '@konak/contract';
import { apiClient, body } from '../../../api/client';
import { getPage } from '../../../api/get-page';
import { PageHeader } from '../../../components/page-header';
import { Pager } from '../../../components/pager';
import { usePagedList } from '../../../components/use-paged-list';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { contactDetail, paths } from '../../../config/paths';
import { downloadFile } from './download-file';
import { receivedAt } from './received-at';
import { useContactsStore } from '../stores/contacts-store';
import { STATUS_LABELS, STATUS_TONES } from './status-labels';

const fetchLog = (query: Record<string, string | number>, signal: AbortSignal) =>
  getPage<DataSubjectLogEntry>('/api/data-requests/log', query, signal);

const ACTIONS: Record<DataSubjectLogEntry['action'], string> = {
  erase: 'Silme',
  export: 'Dışa aktarma',
  retention: 'Saklama süresi doldu',
};

/** Who the search found, in words the confirm dialog can name. */
export function personName(rows: ContactRequest[], subject: Subject): string {
  const names = [...new Set(rows.map((r) => r.name).filter((n) => n && n !== 'Silindi'))];
  const who = [subject.email, subject.phone].filter(Boolean).join(', ');
  return names.length ? `${names.join(' / ')} (${who})` : who;
}

/** /admin/contacts/kisisel-veri — KVKK Art. 11: a person asks what we hold about them, for a copy, or
 *  to be forgotten. Find their requests by e-mail or phone, export them, erase them; every export and
 *  erasure is logged with the administrator's name. */
export function DataRequestsPage() {
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const [searched, setSearched] = useState<Subject | null>(null);
  const [rows, setRows] = useState<ContactRequest[]>([]);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  // The log of exports and erasures, newest first, a page at a time (`?sayfa=2`, issue 25).
  const log = usePagedList<DataSubjectLogEntry>({
    params: [],
    perPage: PER_PAGE.dataRequests,
    fetchPage: fetchLog,
  });
  const loadLog = log.reload;
  // A request names its project by the project's name, as the person and the office know it (issue 26).
  const titles = useContactsStore((s) => s.titles);
  useEffect(() => {
    void useContactsStore.getState().loadTitles();
  }, []);

  const search = async (e: FormEvent) => {
    e.preventDefault();
    const subject = { email: email.trim() || undefined, phone: phone.trim() || undefined };
    if (!subject.email && !subject.phone)
      return toast.error('Bir e-posta adresi veya telefon numarası girin');
    setBusy(true);
    try {
      setRows(await body(apiClient.POST('/api/data-requests/search', { body: subject })));
      setSearched(subject);
    } catch (error) {
      toast.error('Arama başarısız', await errorMessage(error, 'Talepler aranırken hata oluştu'));
    } finally {
      setBusy(false);
    }
  };

  const download = async (format: 'json' | 'csv') => {
    if (!searched) return;
    try {
      // The export file's text (the server logs who exported whom).
      const text = await body(
        apiClient.POST('/api/data-requests/export', { body: { ...searched, format }, parseAs: 'text' }),
      );
      downloadFile(
        `kisisel-veri-${new Date().toISOString().slice(0, 10)}.${format}`,
        text,
        format === 'json' ? 'application/json' : undefined,
      );
      toast.success('Dışa aktarıldı', `${rows.length} talep indirildi`);
      loadLog();
    } catch (error) {
      toast.error('Dışa aktarma başarısız', await errorMessage(error, 'Dosya hazırlanamadı'));
    }
  };

  const erase = async () => {
    if (!searched) return;
    setBusy(true);
    try {
      const { erased } = await body(apiClient.POST('/api/data-requests/erase', { body: searched }));
      toast.success('Kişisel veriler silindi', `${erased} talep anonimleştirildi`);
      setConfirming(false);
      setRows(await body(apiClient.POST('/api/data-requests/search', { body: searched })));
      loadLog();
    } catch (error) {
      toast.error('Silme işlemi başarısız', await errorMessage(error, 'Silme sırasında hata oluştu'));
    } finally {
      setBusy(false);
    }
  };

  const live = rows.filter((r) => !r.anonymised);
  return (
    <>
      <PageHeader
        title="Kişisel veri talepleri"
        description="KVKK 11. madde: bir kişinin taleplerini e-posta veya telefonla bulun, dışa aktarın veya silin. Her işlem kayıt altına alınır."
        actions={
          <Link className="kui-btn kui-btn--outline" to={paths.contacts.path}>
            ← İletişim talepleri
          </Link>
        }
      />
      <form className="adm-card adm-section" onSubmit={search} aria-label="Kişi ara" noValidate>
        <div className="adm-grid">
          <TextField
            label="E-posta"
            type="email"
            value={email}
            maxLength={LIMITS.email}
            onChange={(e) => setEmail(e.target.value)}
          />
          <TextField
            label="Telefon"
            type="tel"
            value={phone}
            maxLength={LIMITS.short}
            onChange={(e) => setPhone(e.target.value)}
            hint="Yazılışı önemli değil: rakamlar karşılaştırılır."
          />
        </div>
        <div className="adm-actions adm-section__foot">
          <Button type="submit" disabled={busy}>
            Ara
          </Button>
        </div>
      </form>

      {searched && (
        <section className="adm-card adm-section" aria-labelledby="bulunanlar">
          <div className="adm-section__head">
            <h2 id="bulunanlar">
              {rows.length ? `${rows.length} talep bulundu` : 'Bu kişiye ait talep yok'}
            </h2>
            {rows.length > 0 && (
              <div className="adm-actions">
                <Button variant="outline" size="sm" onClick={() => void download('csv')}>
                  Excel dosyası indir
                </Button>
                <Button
                  variant="outline"
                  size="sm"
                  title="Kişi verilerini başka bir şirkete taşımak isterse: programların okuduğu biçimde (JSON)"
                  onClick={() => void download('json')}
                >
                  Aktarım dosyası indir
                </Button>
                <Button
                  variant="danger"
                  size="sm"
                  disabled={live.length === 0}
                  onClick={() => setConfirming(true)}
                >
                  Kişisel verileri sil
                </Button>
              </div>
            )}
          </div>
          {rows.length > 0 && (
            <ul className="adm-subject-list">
              {rows.map((r) => (
                <li key={r.id}>
                  <Link to={contactDetail.path(r.id)}>{r.name}</Link>{' '}
                  <Badge tone={STATUS_TONES[r.status]}>{STATUS_LABELS[r.status]}</Badge>{' '}
                  {r.anonymised && <Badge>Silindi</Badge>}
                  <span className="adm-muted">
                    {' '}
                    {receivedAt(r.created_at)}
                    {r.phone && ` · ${r.phone}`}
                    {r.email && ` · ${r.email}`}
                    {r.project && ` · ${titles[r.project] || r.project}`}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}

      <section className="adm-card adm-section" aria-labelledby="islem-kaydi">
        <h2 id="islem-kaydi" className="adm-section__title">
          İşlem kaydı
        </h2>
        {log.items.length === 0 ? (
          <p className="adm-muted">
            {log.status === 'loading'
              ? 'Yükleniyor…'
              : log.status === 'error'
                ? 'İşlem kaydı yüklenemedi.'
                : 'Henüz işlem yok.'}
          </p>
        ) : (
          <ul className="adm-subject-list" aria-busy={log.status === 'loading'}>
            {log.items.map((l) => (
              <li key={l.id}>
                <strong>{ACTIONS[l.action]}</strong> · {l.count} talep · {l.admin_email || 'otomatik'} ·{' '}
                {receivedAt(l.created_at)}
              </li>
            ))}
          </ul>
        )}
        {log.total > 0 && (
          <Pager
            page={log.page}
            pageCount={log.pageCount}
            total={log.total}
            noun="işlem"
            href={log.pageHref}
            label="İşlem kaydı sayfaları"
          />
        )}
      </section>

      {confirming && searched && (
        <ConfirmDialog
          title="Kişisel verileri sil"
          message={`${personName(rows, searched)} kişisinin ${live.length} talebindeki ad, telefon, e-posta, mesaj ve IP adresi kalıcı olarak silinecek. Bu işlem geri alınamaz.`}
          confirmLabel="Kalıcı olarak sil"
          busy={busy}
          onCancel={() => setConfirming(false)}
          onConfirm={() => void erase()}
        />
      )}
    </>
  );
}
