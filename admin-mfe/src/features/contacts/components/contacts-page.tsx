import { useEffect, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Badge, Button, CONTACT_STATUSES, Spinner, type ContactRequest, type ContactStatus } from '@konak/shared-ui';
import { PageHeader } from '../../../components/page-header';
import { useConfirmDelete } from '../../../components/confirm-dialog';
import { useContactsStore, type ContactFilter } from '../stores/contacts-store';
import { slugify } from '../../../components/form-rules';
import { CONTACT_FILTER_PARAM, contactDetail, paths } from '../../../config/paths';
import { contactsToCsv, downloadCsv } from './contacts-csv';
import { sourceKey, sourceLabel } from './lead-source-label';
import { receivedAt } from './received-at';
import { STATUS_LABELS, STATUS_TONES } from './status-labels';
import { StatusOptions } from './status-options';
import './contacts.css';

/** The address keeps the narrowing, so a link (or a reload) opens the same list. */
const PROJECT_PARAM = 'proje';
const SOURCE_PARAM = 'kaynak';
/** The filter value of requests about no project / from no known source ("" is "all"). */
const NONE = '-';

const FILTERS: { value: ContactFilter; label: string }[] = [
  { value: 'all', label: 'Tümü' },
  ...CONTACT_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] })),
];
const filterLabel = (f: ContactFilter) => FILTERS.find((x) => x.value === f)?.label ?? '';

const toFilter = (value: string | null): ContactFilter => (CONTACT_STATUSES.includes(value as ContactStatus) ? (value as ContactStatus) : 'all');

/** The values a filter offers: those the loaded requests have, most requests first. */
function options(items: ContactRequest[], key: (c: ContactRequest) => string, label: (value: string) => string) {
  const counts = new Map<string, number>();
  for (const c of items) counts.set(key(c), (counts.get(key(c)) ?? 0) + 1);
  return [...counts]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0], 'tr'))
    .map(([value, count]) => ({ value: value || NONE, label: `${label(value)} (${count})` }));
}

interface FilterSelectProps {
  label: string;
  /** The first choice, which narrows nothing. */
  all: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
}

function FilterSelect({ label, all, value, options: choices, onChange }: FilterSelectProps) {
  return (
    <label>
      {label}
      <select value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{all}</option>
        {choices.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}

export function ContactsPage() {
  const { items: all, titles, filter, status } = useContactsStore();
  const [params, setParams] = useSearchParams();
  const project = params.get(PROJECT_PARAM) ?? '';
  const source = params.get(SOURCE_PARAM) ?? '';
  const { ask: setToDelete, dialog: deleteDialog } = useConfirmDelete<ContactRequest>(
    (item) => `${item.name} adlı kişinin talebini sil (${receivedAt(item.created_at)})`,
    (item) => void useContactsStore.getState().remove(item.id),
  );
  const projectName = (slug: string) => (slug ? titles[slug] || slug : 'Projesiz');
  const projectOptions = useMemo(() => options(all, (c) => c.project, projectName), [all, titles]); // eslint-disable-line react-hooks/exhaustive-deps -- projectName reads titles
  const sourceOptions = useMemo(() => options(all, sourceKey, (v) => v || 'Doğrudan'), [all]);
  // The list holds every request of the status (the API does not page it): project and source narrow it here.
  const items = all.filter(
    (c) => (!project || c.project === (project === NONE ? '' : project)) && (!source || sourceKey(c) === (source === NONE ? '' : source)),
  );
  const narrowed = Boolean(project || source);
  const setParam = (name: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
  };

  useEffect(() => {
    void useContactsStore.getState().load(toFilter(params.get(CONTACT_FILTER_PARAM)));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the address is read once; the chips set it
  }, []);

  const choose = (f: ContactFilter) => {
    setParam(CONTACT_FILTER_PARAM, f === 'all' ? '' : f);
    void useContactsStore.getState().load(f);
  };
  const exportCsv = () =>
    downloadCsv(`iletisim-talepleri-${slugify(filterLabel(filter))}-${new Date().toISOString().slice(0, 10)}.csv`, contactsToCsv(items, titles));

  return (
    <>
      <PageHeader
        title="İletişim Talepleri"
        description="Sitedeki “Sizi arayalım” formundan gelen talepler, en yenisi üstte."
        actions={
          <>
          <Link className="kui-btn kui-btn--ghost" to={paths.dataRequests.path}>
            Kişisel veri talepleri
          </Link>
          <Button variant="outline" onClick={exportCsv} disabled={items.length === 0} title="Listedeki talepleri Excel’de açılan bir dosyaya indirir">
            CSV indir{items.length > 0 && ` (${items.length} talep)`}
          </Button>
          </>
        }
      />
      <div className="adm-filters" role="group" aria-label="Duruma göre süz">
        {FILTERS.map((f) => (
          <button
            key={f.value}
            type="button"
            className="adm-chip"
            aria-pressed={filter === f.value}
            onClick={() => choose(f.value)}
          >
            {f.label}
          </button>
        ))}
      </div>
      <div className="adm-contact-filters">
        <FilterSelect label="Proje" all="Tüm projeler" value={project} options={projectOptions} onChange={(v) => setParam(PROJECT_PARAM, v)} />
        <FilterSelect label="Kaynak" all="Tüm kaynaklar" value={source} options={sourceOptions} onChange={(v) => setParam(SOURCE_PARAM, v)} />
        {narrowed && (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              const next = new URLSearchParams(params);
              next.delete(PROJECT_PARAM);
              next.delete(SOURCE_PARAM);
              setParams(next, { replace: true });
            }}
          >
            Süzmeyi kaldır
          </Button>
        )}
      </div>
      {status === 'loading' && items.length === 0 ? (
        <Spinner label="Yükleniyor..." />
      ) : items.length === 0 ? (
        <div className="adm-card adm-empty">
          {narrowed && all.length > 0 ? (
            'Seçilen proje ve kaynakta talep yok.'
          ) : filter === 'all' ? (
            'Hiç iletişim talebi yok'
          ) : (
            <>
              “{filterLabel(filter)}” durumunda talep yok.
              <Button variant="outline" size="sm" onClick={() => choose('all')}>
                Tüm talepleri göster
              </Button>
            </>
          )}
        </div>
      ) : (
        <div className="adm-list">
          {items.map((c) => (
            <article key={c.id} className="adm-card adm-row adm-contact">
              <div className="adm-row__body">
                <div className="adm-row__meta">
                  <Badge tone={STATUS_TONES[c.status]}>{STATUS_LABELS[c.status] ?? c.status}</Badge>
                  <span>{receivedAt(c.created_at)}</span>
                  {c.project && <span>· {projectName(c.project)}{c.unit && ` (${c.unit})`}</span>}
                  {c.marketing_consent && <Badge tone="success">Pazarlama izni</Badge>}
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
                    onChange={(e) =>
                      void useContactsStore.getState().setStatus(c.id, e.target.value as ContactStatus)
                    }
                  >
                    <StatusOptions />
                  </select>
                </label>
                <Button size="sm" variant="ghost" className="adm-danger-text" onClick={() => setToDelete(c)}>
                  Sil
                </Button>
              </div>
            </article>
          ))}
        </div>
      )}
      {deleteDialog}
    </>
  );
}
