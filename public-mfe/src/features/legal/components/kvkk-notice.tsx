import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatDate, Spinner, shownText } from '@konak/shared-ui';
import { paths } from '../../../config/paths';
import { usePublicT } from '../../../i18n/use-lang';
import { useResource } from '../../../components/use-resource';
import { readApi } from '../../../api/client';
import { EMAIL_IN_TEXT, parseNotice, type NoticeBlock } from '../notice-text';
import './kvkk.css';

/** A line of the notice with its e-mail addresses as mailto: links (everything else stays text). */
function withLinks(line: string): ReactNode {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of line.matchAll(EMAIL_IN_TEXT)) {
    parts.push(
      line.slice(last, match.index),
      <a key={match.index} href={`mailto:${match[0]}`}>
        {match[0]}
      </a>,
    );
    last = match.index! + match[0].length;
  }
  parts.push(line.slice(last));
  return parts;
}

function Block({ block }: { block: NoticeBlock }) {
  if (block.kind === 'p')
    return (
      <p>
        {block.lines.map((line, i) => (
          <Fragment key={i}>
            {i > 0 && <br />}
            {withLinks(line)}
          </Fragment>
        ))}
      </p>
    );
  const List = block.kind;
  return (
    <List>
      {block.items.map((item, i) => (
        <li key={i}>{withLinks(item)}</li>
      ))}
    </List>
  );
}

/** /kvkk: the KVKK notice in force (GET /api/kvkk), versioned in the admin — the same text a request's
 *  ledger names by its hash (and the language shown). In the page's language when the admin gave one,
 *  else in Turkish, said so. */
export function KvkkNotice() {
  const { t, lang } = usePublicT();
  // The notice in force (every version stays readable in the admin).
  const state = useResource('kvkk/', () => readApi('/api/kvkk'));
  if (state.status === 'loading') return <Spinner label={t('common.loading')} />;
  if (state.status === 'error')
    return (
      <div className="pub-container pub-kvkk">
        <p role="alert">{t('kvkk.unavailable')}</p>
      </div>
    );
  const notice = state.data;
  // The page's language when the office wrote the notice in it, else the Turkish text, said so (the
  // site's one fallback rule; the contact form's ledger records the same language).
  const text = shownText(notice.text, lang);
  const textLang = text.lang;
  const sections = parseNotice(text.text);
  const date = formatDate(notice.created_at, lang);
  return (
    <div className="pub-container pub-kvkk">
      <nav className="pub-kvkk__toc" aria-label={t('kvkk.contents')}>
        <ol lang={textLang}>
          {sections
            .filter((s) => s.title)
            .map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`}>{s.title}</a>
              </li>
            ))}
        </ol>
      </nav>
      <div className="pub-kvkk__body">
        <p className="pub-kvkk__version" data-testid="kvkk-version">
          {t('kvkk.version', { version: notice.version, date })}
        </p>
        {textLang !== lang && <p className="pub-kvkk__language">{t('kvkk.turkishOnly')}</p>}
        <div lang={textLang}>
          {sections.map((s) => (
            <section key={s.id} id={s.id} aria-labelledby={s.title ? `${s.id}-title` : undefined}>
              {s.title && <h2 id={`${s.id}-title`}>{s.title}</h2>}
              {s.blocks.map((block, i) => (
                <Block key={i} block={block} />
              ))}
            </section>
          ))}
        </div>
        <p>
          <Link className="kui-btn kui-btn--primary" to={paths.home(lang)}>
            {t('common.backHome')}
          </Link>
        </p>
      </div>
    </div>
  );
}
