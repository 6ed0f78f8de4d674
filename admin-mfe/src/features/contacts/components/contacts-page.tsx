import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Badge, Button, CONTACT_STATUSES, Spinner, type ContactRequest, type ContactStatus } from '@konak/shared-ui';
import { PageHeader } from '../../../components/page-header';
import { useConfirmDelete } from '../../../components/confirm-dialog';
import { useContactsStore, type ContactFilter } from '../stores/contacts-store';
import { slugify } from '../../../components/form-rules';
import { CONTACT_FILTER_PARAM, contactDetail, paths } from '../../../config/paths';
import { contactsToCsv, downloadCsv } from './contacts-csv';
import { receivedAt } from './received-at';
import { STATUS_LABELS, STATUS_TONES } from './status-labels';

const FILTERS: { value: ContactFilter; label: string }[] = [
  { value: 'all', label: 'Tümü' },
  ...CONTACT_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] })),
];
const filterLabel = (f: ContactFilter) => FILTERS.find((x) => x.value === f)?.label ?? '';

const toFilter = (value: string | null): ContactFilter => (CONTACT_STATUSES.includes(value as ContactStatus) ? (value as ContactStatus) : 'all');

export function ContactsPage() {
  const { items, filter, status } = useContactsStore();
  const [params, setParams] = useSearchParams();
  const { ask: setToDelete, dialog: deleteDialog } = useConfirmDelete<ContactRequest>(
    () => 'Talebi sil',
    (item) => void useContactsStore.getState().remove(item.id),
  );

  useEffect(() => {
    void useContactsStore.getState().load(toFilter(params.get(CONTACT_FILTER_PARAM)));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the address is read once; the chips set it
  }, []);

  const choose = (f: ContactFilter) => {
    setParams(f === 'all' ? {} : { [CONTACT_FILTER_PARAM]: f }, { replace: true });
    void useContactsStore.getState().load(f);
  };
  const exportCsv = () =>
    downloadCsv(`iletisim-talepleri-${slugify(filterLabel(filter))}-${new Date().toISOString().slice(0, 10)}.csv`, contactsToCsv(items));

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
      {status === 'loading' && items.length === 0 ? (
        <Spinner label="Yükleniyor..." />
      ) : items.length === 0 ? (
        <div className="adm-card adm-empty">
          {filter === 'all' ? (
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
                  {c.project && <span>· {c.project}{c.unit && ` (${c.unit})`}</span>}
                  {c.marketing_consent && <Badge tone="success">Pazarlama izni</Badge>}
                </div>
                <h3>
                  <Link to={contactDetail.path(c.id)}>{c.name}</Link>
                </h3>
                <div className="adm-contact__lines">
                  {c.phone ? <a href={`tel:${c.phone}`}>{c.phone}</a> : <span>-</span>}
                  {c.email ? <a href={`mailto:${c.email}`}>{c.email}</a> : <span>-</span>}
                </div>
                {c.message && <p className="adm-contact__msg">{c.message}</p>}
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
                    {CONTACT_STATUSES.map((s) => (
                      <option key={s} value={s}>
                        {STATUS_LABELS[s]}
                      </option>
                    ))}
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
