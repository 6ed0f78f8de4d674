import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import {
  AUDIT_ACTIONS,
  AUDIT_ACTION_LABELS,
  CONTENT_TYPES,
  PER_PAGE,
  type ContentType,
} from '@konak/contract';
import { Button, Spinner, toast, type AuditPage as AuditAnswer } from '@konak/shared-ui';
import { PageHeader } from '../../../components/page-header';
import { Pager } from '../../../components/pager';
import { LIST_PARAMS as P, usePagedList } from '../../../components/use-paged-list';
import { auditEntry } from '../../../config/paths';
import { AUDIT_PARAMS, exactTime, fieldLabel, relativeTime, SIGN_INS_PARAM } from '../model/audit-format';
import { fetchAuditPage, useAuditStore } from '../stores/audit-store';
import { ActionBadge, Actor, itemLink, typeLabel } from './audit-labels';
import './audit.css';

/** How many changed fields a row names before "+N". */
const FIELDS_SHOWN = 3;

const onLoadError = () => toast.error('Etkinlik kaydı yüklenemedi');

/** /admin/etkinlik-kaydi — who changed what and when, newest first; the filters and the page live in the
 *  address (components/use-paged-list.ts), so a link, a reload or the back button opens the same list. */
export function AuditPage() {
  const list = usePagedList<AuditAnswer['items'][number]>({
    params: AUDIT_PARAMS,
    perPage: PER_PAGE.audit,
    fetchPage: fetchAuditPage,
    onError: onLoadError,
  });
  const users = useAuditStore((s) => s.users);
  useEffect(() => {
    void useAuditStore.getState().loadUsers();
  }, []);

  // What the address names, as the log knows it (an unknown value is not sent, so it shows as "all").
  const shown = (name: string) => {
    const spec = AUDIT_PARAMS.find((p) => p.name === name);
    const value = list.value(name);
    return value && spec?.toApi?.(value) !== undefined ? value : '';
  };
  const update = (name: string, value: string) => list.setFilter(name, value);
  // Showing the sign-ins widens the list: it is not a narrowing to take back.
  const narrowed = AUDIT_PARAMS.some((p) => p.name !== SIGN_INS_PARAM && shown(p.name));
  const signIns = shown(SIGN_INS_PARAM) === '1';
  const { items, total, status } = list;

  return (
    <>
      <PageHeader
        title="Etkinlik Kaydı"
        description="Panelde kimin, ne zaman, neyi değiştirdiği; en yenisi üstte. Kayıtlar sonradan değiştirilemez, silinemez."
      />
      <div className="adm-card adm-audit-filters" role="group" aria-label="Kaydı süz">
        <label>
          Kişi
          <select value={shown(P.user)} onChange={(e) => update(P.user, e.target.value)}>
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
          <select value={shown(P.type)} onChange={(e) => update(P.type, e.target.value)}>
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
          <select value={shown(P.action)} onChange={(e) => update(P.action, e.target.value)}>
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
          <input
            type="date"
            value={shown(P.from)}
            max={shown(P.to) || undefined}
            onChange={(e) => update(P.from, e.target.value)}
          />
        </label>
        <label>
          Bitiş
          <input
            type="date"
            value={shown(P.to)}
            min={shown(P.from) || undefined}
            onChange={(e) => update(P.to, e.target.value)}
          />
        </label>
        <label className="adm-audit-filters__check">
          <input
            type="checkbox"
            checked={signIns}
            onChange={(e) => update(SIGN_INS_PARAM, e.target.checked ? '1' : '')}
          />
          Girişleri göster
          <small>Başarısız girişler her zaman listelenir.</small>
        </label>
        {narrowed && (
          <Button variant="ghost" size="sm" onClick={list.clearFilters}>
            Süzmeyi kaldır
          </Button>
        )}
      </div>

      {status === 'loading' && items.length === 0 ? (
        <Spinner label="Yükleniyor..." />
      ) : status === 'error' && items.length === 0 ? (
        <div className="adm-card adm-empty" role="alert">
          Etkinlik kaydı yüklenemedi.
          <Button variant="outline" size="sm" onClick={list.reload}>
            Tekrar dene
          </Button>
        </div>
      ) : items.length === 0 ? (
        <div className="adm-card adm-empty">
          {narrowed
            ? 'Seçilen süzgeçlere uyan kayıt yok.'
            : 'Henüz kayıt yok: panelde yapılan her değişiklik burada görünecek.'}
        </div>
      ) : (
        <>
          <div className="adm-card adm-audit-table-wrap" aria-busy={status === 'loading'}>
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
                      <Actor name={e.user_name} email={e.user_email} action={e.action} />
                    </td>
                    <td>
                      <ActionBadge action={e.action} />
                    </td>
                    <td className="adm-audit-table__what">
                      <small>{typeLabel(e.type)}</small>
                      <Link to={auditEntry.path(e.id)}>{e.title || typeLabel(e.type)}</Link>
                      {itemLink(e) && (
                        <Link className="adm-audit-table__item" to={itemLink(e)!.to}>
                          {itemLink(e)!.label} →
                        </Link>
                      )}
                    </td>
                    <td>
                      {e.fields.length === 0 ? (
                        <span className="adm-muted">—</span>
                      ) : (
                        <div className="adm-audit-table__fields">
                          {e.fields.slice(0, FIELDS_SHOWN).map((f) => (
                            <FieldChip key={f} path={f} type={e.type} />
                          ))}
                          {e.fields.length > FIELDS_SHOWN && (
                            <span className="adm-muted">+{e.fields.length - FIELDS_SHOWN}</span>
                          )}
                        </div>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager
            page={list.page}
            pageCount={list.pageCount}
            total={total}
            noun="kayıt"
            href={list.pageHref}
          />
        </>
      )}
    </>
  );
}

/** A changed field's Turkish name, with its language when it is one of a translated text. */
export function FieldChip({ path, type }: { path: string; type?: ContentType }) {
  const { name, lang } = fieldLabel(path, type);
  return (
    <span className="adm-audit-field">
      {name}
      {lang && <span className="adm-audit-lang">{lang.toUpperCase()}</span>}
    </span>
  );
}
