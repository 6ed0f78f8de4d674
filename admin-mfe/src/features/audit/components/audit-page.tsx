import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { AUDIT_ACTIONS, AUDIT_ACTION_LABELS, CONTENT_TYPES, type AuditAction, type ContentType } from '@konak/contract';
import { Button, Spinner } from '@konak/shared-ui';
import { PageHeader } from '../../../components/page-header';
import { auditEntry } from '../../../config/paths';
import { exactTime, fieldLabel, readFilters, relativeTime, writeFilters, type AuditFilters } from '../model/audit-format';
import { PER_PAGE, useAuditStore } from '../stores/audit-store';
import { ActionBadge, actorName, typeLabel } from './audit-labels';
import './audit.css';

/** How many changed fields a row names before "+N". */
const FIELDS_SHOWN = 3;

/** /admin/etkinlik-kaydi — who changed what and when, newest first; the filters live in the address so a
 *  link (or a reload) opens the same list. */
export function AuditPage() {
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const { page, users, status } = useAuditStore();
  const key = params.toString();

  useEffect(() => {
    void useAuditStore.getState().load(readFilters(new URLSearchParams(key)));
  }, [key]);

  const update = (change: Partial<AuditFilters>) => setParams(writeFilters({ ...filters, page: 1, ...change }), { replace: true });
  const narrowed = Boolean(filters.user || filters.type || filters.action || filters.from || filters.to);
  const items = page?.items ?? [];
  const total = page?.total ?? 0;
  const first = (filters.page - 1) * PER_PAGE;

  return (
    <>
      <PageHeader title="Etkinlik Kaydı" description="Panelde kimin, ne zaman, neyi değiştirdiği; en yenisi üstte. Kayıtlar sonradan değiştirilemez, silinemez." />
      <div className="adm-card adm-audit-filters" role="group" aria-label="Kaydı süz">
        <label>
          Kişi
          <select value={filters.user} onChange={(e) => update({ user: e.target.value })}>
            <option value="">Herkes</option>
            {users.map((u) => (
              <option key={u.id} value={String(u.id)}>
                {u.name || u.email}
              </option>
            ))}
          </select>
        </label>
        <label>
          İçerik
          <select value={filters.type} onChange={(e) => update({ type: e.target.value as ContentType | '' })}>
            <option value="">Tüm içerikler</option>
            {CONTENT_TYPES.map((t) => (
              <option key={t} value={t}>
                {typeLabel(t)}
              </option>
            ))}
          </select>
        </label>
        <label>
          İşlem
          <select value={filters.action} onChange={(e) => update({ action: e.target.value as AuditAction | '' })}>
            <option value="">Tüm işlemler</option>
            {AUDIT_ACTIONS.map((a) => (
              <option key={a} value={a}>
                {AUDIT_ACTION_LABELS[a]}
              </option>
            ))}
          </select>
        </label>
        <label>
          Başlangıç
          <input type="date" value={filters.from} max={filters.to || undefined} onChange={(e) => update({ from: e.target.value })} />
        </label>
        <label>
          Bitiş
          <input type="date" value={filters.to} min={filters.from || undefined} onChange={(e) => update({ to: e.target.value })} />
        </label>
        {narrowed && (
          <Button variant="ghost" size="sm" onClick={() => setParams(new URLSearchParams(), { replace: true })}>
            Süzmeyi kaldır
          </Button>
        )}
      </div>

      {status === 'loading' && !page ? (
        <Spinner label="Yükleniyor..." />
      ) : status === 'error' && !page ? (
        <div className="adm-card adm-empty" role="alert">
          Etkinlik kaydı yüklenemedi.
          <Button variant="outline" size="sm" onClick={() => void useAuditStore.getState().load(filters)}>
            Tekrar dene
          </Button>
        </div>
      ) : items.length === 0 ? (
        <div className="adm-card adm-empty">
          {narrowed ? 'Seçilen süzgeçlere uyan kayıt yok.' : 'Henüz kayıt yok: panelde yapılan her değişiklik burada görünecek.'}
        </div>
      ) : (
        <>
          <div className="adm-card adm-audit-table-wrap">
            <table className="adm-table adm-audit-table">
              <thead>
                <tr>
                  <th scope="col">Zaman</th>
                  <th scope="col">Kişi</th>
                  <th scope="col">İşlem</th>
                  <th scope="col">İçerik</th>
                  <th scope="col">Değişenler</th>
                </tr>
              </thead>
              <tbody>
                {items.map((e) => (
                  <tr key={e.id}>
                    <td className="adm-audit-table__time">
                      <time dateTime={e.at} title={exactTime(e.at)}>
                        {relativeTime(e.at)}
                      </time>
                      <small>{exactTime(e.at)}</small>
                    </td>
                    <td className="adm-audit-table__who">
                      {actorName(e.user_name)}
                      {e.client_ip && <small>{e.client_ip}</small>}
                    </td>
                    <td>
                      <ActionBadge action={e.action} />
                    </td>
                    <td className="adm-audit-table__what">
                      <small>{typeLabel(e.type)}</small>
                      <Link to={auditEntry.path(e.id)}>{e.title || typeLabel(e.type)}</Link>
                    </td>
                    <td>
                      {e.fields.length === 0 ? (
                        <span className="adm-muted">—</span>
                      ) : (
                        <div className="adm-audit-table__fields">
                          {e.fields.slice(0, FIELDS_SHOWN).map((f) => (
                            <FieldChip key={f} path={f} />
                          ))}
                          {e.fields.length > FIELDS_SHOWN && <span className="adm-muted">+{e.fields.length - FIELDS_SHOWN}</span>}
                        </div>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <nav className="adm-audit-pager" aria-label="Sayfalar">
            <Button variant="outline" size="sm" disabled={filters.page <= 1} onClick={() => update({ page: filters.page - 1 })}>
              ← Daha yeni
            </Button>
            <span>
              {first + 1}–{first + items.length} / {total} kayıt
            </span>
            <Button variant="outline" size="sm" disabled={first + items.length >= total} onClick={() => update({ page: filters.page + 1 })}>
              Daha eski →
            </Button>
          </nav>
        </>
      )}
    </>
  );
}

/** A changed field's Turkish name, with its language when it is one of a translated text. */
export function FieldChip({ path }: { path: string }) {
  const { name, lang } = fieldLabel(path);
  return (
    <span className="adm-audit-field">
      {name}
      {lang && <span className="adm-audit-lang">{lang.toUpperCase()}</span>}
    </span>
  );
}
