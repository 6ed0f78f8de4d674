// İletişim Talepleri (issue 25): one page of the call-back requests at a time, narrowed by the server.
// The address holds the list's state (`?durum=yeni&proje=gunes-evleri&q=ayşe&sayfa=3`), so a link, a
// reload and the back button open the same list; the CSV is written by the server from the same filters.
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { PER_PAGE, repeatsLabel, requestUnitText } from '@konak/contract';
import {
  Badge,
  Button,
  CONTACT_STATUSES,
  Spinner,
  toast,
  errorMessage,
  type ContactListItem,
  type ContactRequest,
  type ContactStatus,
} from '@konak/shared-ui';
import { apiClient, body } from '../../../api/client';
import { getPage } from '../../../api/get-page';
import { PageHeader } from '../../../components/page-header';
import { useConfirmDelete } from '../../../components/confirm-dialog';
import { formatCount, Pager } from '../../../components/pager';
import { LIST_PARAMS, usePagedList } from '../../../components/use-paged-list';
import { useContactStats } from '../../../components/contact-stats-store';
import { contactDetail, paths } from '../../../config/paths';
import { useContactsStore } from '../stores/contacts-store';
import {
  ASSIGNED_TO_ME_WORD,
  CONTACT_PARAMS,
  DIRECT_WORD,
  exportFilters,
  NO_PROJECT_WORD,
  SORTS,
  statusFromWord,
  SUSPICIOUS_WORD,
} from './contacts-list';
import { useAssigneesStore } from '../stores/assignees-store';
import { sourceLabel } from './lead-source-label';
import { receivedAt } from './received-at';
import { requestBadge, STATUS_LABELS, STATUS_WORDS, suspiciousReason } from './status-labels';
import { StatusOptions } from './status-options';
import { useCan, useCanOpen } from '../../../components/use-role';
import './contacts.css';

const P = LIST_PARAMS;
const fetchContacts = (query: Record<string, string | number>, signal: AbortSignal) =>
  getPage<ContactListItem>('/api/contact', query, signal);
const onLoadError = () => toast.error('İletişim talepleri yüklenirken hata oluştu');

/** The filters a person sets beside the status chips (their presence offers "Süzmeyi kaldır"). */
const NARROWING = [P.q, P.project, P.source, P.from, P.to, P.suspicious, P.assigned];

/** The browser downloads the server's file: a plain link, so nothing is assembled in the page. */
function download(url: string) {
  const a = document.createElement('a');
  a.href = url;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
}

export function ContactsPage() {
  const list = usePagedList<ContactListItem>({
    params: CONTACT_PARAMS,
    perPage: PER_PAGE.contacts,
    fetchPage: fetchContacts,
    onError: onLoadError,
  });
  const titles = useContactsStore((s) => s.titles);
  const stats = useContactStats((s) => s.stats);
  const [exporting, setExporting] = useState(false);
  // On a phone the filters beside the search fold under one button (the list starts on the first screen).
  const [filtersOpen, setFiltersOpen] = useState(false);
  // Sales works the requests; deleting one and the KVKK requests are the owner's.
  const canDelete = useCan('DELETE /contact/:id');
  const canOpenDataRequests = useCanOpen('dataRequests');
  const { ask: setToDelete, dialog: deleteDialog } = useConfirmDelete<ContactRequest>(
    (item) => `${item.name} adlı kişinin talebini sil (${receivedAt(item.created_at)})`,
    (item) =>
      void useContactsStore
        .getState()
        .remove(item.id)
        .then((ok) => ok && list.reload()),
  );

  useEffect(() => {
    void useContactsStore.getState().loadTitles();
    void useAssigneesStore.getState().load();
    void useContactStats.getState().refresh();
  }, []);

  // An older link's English status (`durum=new`) shows as its Turkish chip.
  const status = statusFromWord(list.value(P.status));
  const statusWord = status ? STATUS_WORDS[status] : '';
  const suspicious = list.value(P.suspicious) === SUSPICIOUS_WORD;
  const mine = list.value(P.assigned) === ASSIGNED_TO_ME_WORD;
  const nameOf = useAssigneesStore((s) => s.nameOf);
  const narrowed = NARROWING.some((name) => list.value(name));
  const projectName = (slug: string) => (slug ? titles[slug] || slug : 'Projesiz');

  const changeStatus = async (c: ContactRequest, status: ContactStatus) => {
    list.setItems((items) => items.map((x) => (x.id === c.id ? { ...x, status } : x)));
    const ok = await useContactsStore.getState().setStatus(c.id, c.name, status);
    if (!ok) list.setItems((items) => items.map((x) => (x.id === c.id ? { ...x, status: c.status } : x)));
    // A request that leaves the chosen status (or moves in a list sorted by status) leaves this page.
    else if (statusWord || list.value(P.sort) === 'durum') list.reload();
  };

  const exportCsv = async () => {
    setExporting(true);
    try {
      const { url } = await body(
        apiClient.POST('/api/contact/export-link', { body: exportFilters(list.query) }),
      );
      download(url);
    } catch (error) {
      toast.error(
        'CSV hazırlanamadı',
        await errorMessage(error, 'Sunucu yanıt vermedi; biraz sonra yeniden deneyin.'),
      );
    } finally {
      setExporting(false);
    }
  };

  const chips: { word: string; label: string }[] = [
    { word: '', label: 'Tümü' },
    ...CONTACT_STATUSES.map((s) => ({ word: STATUS_WORDS[s], label: STATUS_LABELS[s] })),
  ];
  const statusLabel = chips.find((c) => c.word === statusWord)?.label;
  const suspiciousCount = stats?.suspicious_count;
  const folded = [P.project, P.source, P.from, P.to, P.sort].filter((name) => list.value(name)).length;
  const firstLoad = list.status === 'loading' && list.items.length === 0;

  return (
    <>
      <PageHeader
        title="İletişim Talepleri"
        description="Sitedeki “Sizi arayalım” formundan gelen talepler, en yenisi üstte."
        actions={
          <>
            {canOpenDataRequests && (
              <Link className="kui-btn kui-btn--ghost" to={paths.dataRequests.path}>
                Kişisel veri talepleri
              </Link>
            )}
            <Button
              variant="outline"
              onClick={() => void exportCsv()}
              disabled={list.total === 0 || exporting}
              title="Süzülen talepleri Excel’de açılan bir dosyaya indirir"
            >
              {exporting
                ? 'CSV hazırlanıyor…'
                : `CSV indir${list.total > 0 ? ` (${formatCount(list.total)}${list.capped ? '+' : ''} talep)` : ''}`}
            </Button>
          </>
        }
      />
      <div className="adm-filters" role="group" aria-label="Duruma göre süz">
        {chips.map((c) => (
          <button
            key={c.label}
            type="button"
            className="adm-chip"
            aria-pressed={statusWord === c.word}
            onClick={() => list.setFilter(P.status, c.word)}
          >
            {c.label}
          </button>
        ))}
        <button
          type="button"
          className="adm-chip adm-chip--suspicious"
          aria-pressed={suspicious}
          onClick={() => list.setFilter(P.suspicious, suspicious ? '' : SUSPICIOUS_WORD)}
          title="Otomatik gönderildiğinden şüphelenilen talepler; silinmez, ayrı tutulur"
        >
          Şüpheli{suspiciousCount ? ` (${formatCount(suspiciousCount)})` : ''}
        </button>
        <button
          type="button"
          className="adm-chip"
          aria-pressed={mine}
          onClick={() => list.setFilter(P.assigned, mine ? '' : ASSIGNED_TO_ME_WORD)}
          title="Geri araması size verilen talepler"
        >
          Bana atananlar
        </button>
      </div>
      <div className="adm-contact-filters">
        <label className="adm-contact-filters__search">
          Ara
          <input
            type="search"
            value={list.value(P.q)}
            onChange={(e) => list.setFilter(P.q, e.target.value)}
            placeholder="Ad, telefon veya e-posta"
            autoComplete="off"
          />
        </label>
        <button
          type="button"
          className="adm-contact-filters__toggle kui-btn kui-btn--outline kui-btn--sm"
          aria-expanded={filtersOpen}
          aria-controls="adm-contact-more"
          onClick={() => setFiltersOpen((o) => !o)}
        >
          Süzgeçler{folded > 0 && ` (${folded})`}
        </button>
        <div id="adm-contact-more" className="adm-contact-filters__more" data-open={filtersOpen}>
          <label>
            Proje
            <select value={list.value(P.project)} onChange={(e) => list.setFilter(P.project, e.target.value)}>
              <option value="">Tüm projeler</option>
              {Object.entries(titles).map(([slug, title]) => (
                <option key={slug} value={slug}>
                  {title}
                </option>
              ))}
              <option value={NO_PROJECT_WORD}>Projesiz</option>
              {/* A link may name a project this list does not know (deleted): it stays chosen, by its word. */}
              {list.value(P.project) &&
                list.value(P.project) !== NO_PROJECT_WORD &&
                !(list.value(P.project) in titles) && (
                  <option value={list.value(P.project)}>{list.value(P.project)}</option>
                )}
            </select>
          </label>
          <label>
            Kaynak
            <input
              value={list.value(P.source)}
              onChange={(e) => list.setFilter(P.source, e.target.value)}
              list="adm-contact-sources"
              placeholder="ör. instagram"
              autoComplete="off"
              aria-describedby="adm-contact-source-hint"
            />
            <span id="adm-contact-source-hint" className="visually-hidden">
              Kampanya kaynağı; doğrudan gelenler için “{DIRECT_WORD}” yazın
            </span>
            <datalist id="adm-contact-sources">
              <option value={DIRECT_WORD}>Doğrudan gelenler</option>
              {[...new Set(list.items.map((c) => c.utm_source).filter(Boolean))].map((s) => (
                <option key={s} value={s} />
              ))}
            </datalist>
          </label>
          <label>
            Başlangıç
            <input
              type="date"
              value={list.value(P.from)}
              max={list.value(P.to) || undefined}
              onChange={(e) => list.setFilter(P.from, e.target.value)}
            />
          </label>
          <label>
            Bitiş
            <input
              type="date"
              value={list.value(P.to)}
              min={list.value(P.from) || undefined}
              onChange={(e) => list.setFilter(P.to, e.target.value)}
            />
          </label>
          <label>
            Sırala
            <select value={list.value(P.sort)} onChange={(e) => list.setFilter(P.sort, e.target.value)}>
              {SORTS.map((s) => (
                <option key={s.word} value={s.word}>
                  {s.label}
                </option>
              ))}
            </select>
          </label>
        </div>
        {narrowed && (
          <Button variant="ghost" size="sm" onClick={list.clearFilters}>
            Süzmeyi kaldır
          </Button>
        )}
      </div>
      {suspicious && (
        <p className="adm-alert adm-alert--info">
          Otomatik gönderildiğinden şüphelenilen talepler: silinmez, ayrı tutulur ve bunlar için satış ekibine
          e-posta gitmez. Gerçek bir alıcıysa diğer talepler gibi çalışabilirsiniz.
        </p>
      )}
      {firstLoad ? (
        <Spinner label="Yükleniyor..." />
      ) : list.items.length === 0 ? (
        <div className="adm-card adm-empty" role="status">
          {list.status === 'error' ? (
            'Talepler yüklenemedi.'
          ) : list.total > 0 ? (
            <>
              Bu sayfada talep yok.
              <Link className="kui-btn kui-btn--outline kui-btn--sm" to={list.pageHref(1)}>
                İlk sayfaya dön
              </Link>
            </>
          ) : narrowed ? (
            <>
              Bu süzmeye uyan talep yok.
              <Button variant="outline" size="sm" onClick={list.clearFilters}>
                Süzmeyi kaldır
              </Button>
            </>
          ) : statusLabel && statusWord ? (
            <>
              “{statusLabel}” durumunda talep yok.
              <Button variant="outline" size="sm" onClick={() => list.setFilter(P.status, '')}>
                Tüm talepleri göster
              </Button>
            </>
          ) : (
            'Hiç iletişim talebi yok'
          )}
        </div>
      ) : (
        <div className="adm-list" aria-busy={list.status === 'loading'}>
          {list.items.map((c) => (
            <article key={c.id} className="adm-card adm-row adm-contact">
              <div className="adm-row__body">
                <div className="adm-row__meta">
                  <Badge tone={requestBadge(c).tone}>{requestBadge(c).label}</Badge>
                  <span>{receivedAt(c.created_at)}</span>
                  {c.project && (
                    <span>
                      · {projectName(c.project)}
                      {c.unit && ` (${c.unit})`}
                    </span>
                  )}
                  {!c.project && c.unit && (
                    <span data-testid="contact-homes">
                      · Kısa liste: {requestUnitText(c, (slug) => titles[slug] ?? '')}
                    </span>
                  )}
                  {c.marketing_consent && <Badge tone="success">Pazarlama izni</Badge>}
                  {c.suspicious && (
                    <Badge tone="danger">Şüpheli: {suspiciousReason(c.suspicious_reason)}</Badge>
                  )}
                  {c.assigned_to !== null && nameOf(c.assigned_to) && (
                    <Badge tone="info">Atanan: {nameOf(c.assigned_to)}</Badge>
                  )}
                  {c.repeat_count > 0 && <Badge tone="warning">{repeatsLabel(c.repeat_count)}</Badge>}
                </div>
                <h3>
                  <Link to={contactDetail.path(c.id)}>{c.name}</Link>
                </h3>
                <div className="adm-contact__lines">
                  {c.phone ? <a href={`tel:${c.phone}`}>{c.phone}</a> : <span>-</span>}
                  {c.email ? <a href={`mailto:${c.email}`}>{c.email}</a> : <span>-</span>}
                </div>
                <div className="adm-contact__source">
                  Kaynak: {sourceLabel(c)}
                  {c.page && ` · Sayfa: ${c.page}`}
                </div>
                {c.message && <p className="adm-contact__msg">{c.message}</p>}
                {c.notes && <p className="adm-contact__notes">Not: {c.notes}</p>}
              </div>
              <div className="adm-row__actions">
                <label className="adm-inline-select">
                  <span aria-hidden="true">Durum</span>
                  <select
                    aria-label={`${c.name} için durum`}
                    value={c.status}
                    onChange={(e) => void changeStatus(c, e.target.value as ContactStatus)}
                  >
                    <StatusOptions />
                  </select>
                </label>
                {canDelete && (
                  <Button
                    size="sm"
                    variant="ghost"
                    className="adm-danger-text"
                    onClick={() => setToDelete(c)}
                  >
                    Sil
                  </Button>
                )}
              </div>
            </article>
          ))}
        </div>
      )}
      {!firstLoad && list.total > 0 && (
        <Pager
          page={list.page}
          pageCount={list.pageCount}
          total={list.total}
          capped={list.capped}
          noun="talep"
          href={list.pageHref}
        />
      )}
      {deleteDialog}
    </>
  );
}
