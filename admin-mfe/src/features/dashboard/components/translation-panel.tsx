import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { Badge } from '@konak/shared-ui';
import { fieldLink } from '../../../components/field-link';
import { paths } from '../../../config/paths';
import { problemField, problemText, useTranslationsStore } from '../../../components/translation-report';
import './translation-panel.css';

const SHOWN = 5;

/** The dashboard's panel: how many texts need a translator, and the first few with their links. */
export function TranslationPanel() {
  const { report } = useTranslationsStore();
  useEffect(() => {
    void useTranslationsStore.getState().load();
  }, []);
  // Nothing to say until the check has answered (a failed check is the screen's to explain).
  if (!report) return null;
  return (
    <section className="adm-card adm-section adm-tr-panel" aria-labelledby="adm-translations">
      <div className="adm-section__head">
        <h2 id="adm-translations">Çeviri kontrolü</h2>
        <Link to={paths.translations.path} className="adm-link">
          Tümünü gör →
        </Link>
      </div>
      {report.total === 0 ? (
        <p className="adm-muted">Tüm çeviriler tamam.</p>
      ) : (
        <>
          <p className="adm-tr-panel__count">
            <strong>{report.total}</strong> alan çeviri bekliyor ({report.records} kayıt)
          </p>
          <ul className="adm-tr-panel__list">
            {report.items.slice(0, SHOWN).map((p) => (
              <li key={`${p.type}.${p.id}.${p.field}.${p.lang}`}>
                <Link to={fieldLink(p.type, p.id, p.field, p.lang)}>
                  <strong>{p.title}</strong> · {problemField(p)}
                </Link>
                <span>
                  <Badge tone={p.issue === 'missing' ? 'warning' : 'info'}>{p.lang.toUpperCase()}</Badge>{' '}
                  {problemText(p)}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
