import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Spinner, errorMessage, type AuditEntry } from '@konak/shared-ui';
import { PageHeader } from '../../../components/page-header';
import { paths } from '../../../config/paths';
import { apiClient, body } from '../../../api/client';
import { exactTime, fieldLabel, relativeTime, valueText } from '../model/audit-format';
import { ActionBadge, Actor, itemLink, typeLabel } from './audit-labels';
import './audit.css';

const WHOLE_RECORD = new Set(['create', 'upload']);

/** /admin/etkinlik-kaydi/:id — one entry: who, when, from where, and each changed field before → after. */
export function AuditEntryPage() {
  const id = Number(useParams().id);
  const [entry, setEntry] = useState<AuditEntry | null>(null);
  const [problem, setProblem] = useState('');

  useEffect(() => {
    if (!Number.isInteger(id) || id < 1) return setProblem('Kayıt bulunamadı');
    body(apiClient.GET('/api/audit/{id}', { params: { path: { id } } }))
      .then(setEntry)
      .catch(async (error) => setProblem(await errorMessage(error, 'Kayıt yüklenirken hata oluştu')));
  }, [id]);

  const back = (
    <Link className="kui-btn kui-btn--outline" to={paths.audit.path}>
      ← Etkinlik Kaydı
    </Link>
  );
  if (problem)
    return (
      <>
        <PageHeader title="Etkinlik kaydı" actions={back} />
        <div className="adm-card adm-empty" role="alert">
          {problem}
        </div>
      </>
    );
  if (!entry) return <Spinner label="Yükleniyor..." />;
  const link = itemLink(entry);

  return (
    <>
      <PageHeader
        title={entry.title || typeLabel(entry.type)}
        description={`${typeLabel(entry.type)} · ${exactTime(entry.at)} (${relativeTime(entry.at)})`}
        actions={back}
      />
      <section className="adm-card adm-audit-summary" aria-label="Kim, ne zaman">
        <ActionBadge action={entry.action} />
        <dl>
          <div>
            <dt>Kişi</dt>
            <dd className="adm-audit-who">
              <Actor name={entry.user_name} email={entry.user_email} action={entry.action} />
            </dd>
          </div>
          <div>
            <dt>Zaman</dt>
            <dd>
              <time dateTime={entry.at}>{exactTime(entry.at)}</time>
            </dd>
          </div>
          {entry.client_ip && (
            <div>
              <dt>IP adresi</dt>
              <dd>{entry.client_ip}</dd>
            </div>
          )}
          {link && (
            <div>
              <dt>Şimdi</dt>
              <dd>
                <Link to={link.to}>{link.label} →</Link>
              </dd>
            </div>
          )}
        </dl>
      </section>
      {entry.changes.length === 0 ? (
        <div className="adm-card adm-empty">Bu işlemde alan değişikliği yok.</div>
      ) : (
        <section className="adm-audit-diff" aria-label="Değişen alanlar">
          {entry.changes.map((c) => {
            const { name, lang } = fieldLabel(c.field, entry.type);
            // What a record was created (or restored) with has no "before" worth a box of its own.
            const whole = WHOLE_RECORD.has(entry.action) && valueText(c.before, c.field) === null;
            return (
              <article key={c.field} className="adm-card adm-audit-change">
                <h2>
                  {name}
                  {lang && <span className="adm-audit-lang">{lang.toUpperCase()}</span>}
                </h2>
                {whole ? (
                  <Side label="Değer" value={valueText(c.after, c.field)} tone="after" />
                ) : (
                  <div className="adm-audit-change__sides">
                    <Side label="Önce" value={valueText(c.before, c.field)} tone="before" />
                    <span className="adm-audit-change__arrow" aria-hidden="true">
                      →
                    </span>
                    <Side label="Sonra" value={valueText(c.after, c.field)} tone="after" />
                  </div>
                )}
              </article>
            );
          })}
        </section>
      )}
    </>
  );
}

function Side({ label, value, tone }: { label: string; value: string | null; tone: 'before' | 'after' }) {
  return (
    <div className={`adm-audit-side adm-audit-side--${tone}`}>
      <span className="adm-audit-side__label">{label}</span>
      {value === null ? <span className="adm-audit-side__empty">(boş)</span> : <p>{value}</p>}
    </div>
  );
}
