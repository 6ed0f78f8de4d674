// The finder's results (docs/decisions/0190-public-home-finder-page.md): the count, the rate the prices
// were reckoned at when they are not lira (0201), one page of homes as cards, the shortlist's bar and the
// prev/next pages drawn as links.
import { Link } from 'react-router-dom';
import type { HomeQuery } from '@konak/contract';
import { paths } from '../../../config/paths';
import { usePublicT } from '../../../i18n/use-lang';
import { rateNote, type Currency, type ExchangeRates } from '../unit-data';
import { pageOfQuery, type HomesPage } from '../homes-data';
import { ShortlistBar } from './shortlist-heart';
import { FinderCard } from './finder-card';

/** The rates a note names for `shown`: the answer's own when the address asked for that currency, else
 *  the rates the page read. */
function noteRates(found: HomesPage, shown: Currency, rates: ExchangeRates | undefined) {
  if (found.currency !== shown) return rates;
  return { eur: found.rate, usd: found.rate, rub: found.rate, as_of: found.rate_date || '' };
}

export function FinderResults({
  found,
  query,
  shown,
  rates,
}: {
  found: HomesPage;
  query: HomeQuery;
  /** The currency the cards lead with. */
  shown: Currency;
  rates: ExchangeRates | undefined;
}) {
  const { t, lang } = usePublicT();
  if (found.total === 0)
    return (
      <div className="pub-empty pub-finder__empty" data-testid="finder-empty">
        <p>{t('homes.empty')}</p>
        <Link className="kui-btn kui-btn--outline" to={paths.homes(lang)}>
          {t('homes.clear')}
        </Link>
      </div>
    );
  const noted = shown !== 'TRY' ? noteRates(found, shown, rates) : undefined;
  return (
    <>
      <p className="pub-finder__count" role="status" data-testid="finder-count">
        {t('homes.found', { count: found.total })}
        {found.pages > 1 && ` · ${t('homes.pageOf', { n: found.page, pages: found.pages })}`}
      </p>
      {shown !== 'TRY' && noted && (
        <p className="pub-finder__rate" data-testid="finder-rate">
          {t('units.rate', { note: rateNote(shown, noted, lang) })} · {t('units.rateInfo')}
        </p>
      )}
      <ul className="pub-finder__list" data-testid="finder-list">
        {found.homes.map((home) => (
          <FinderCard key={home.id} home={home} shown={shown} answered={found.currency} rates={rates} />
        ))}
      </ul>
      <ShortlistBar />
      {found.pages > 1 && (
        <nav className="pub-pager pub-finder__pager" aria-label={t('homes.pages')}>
          {found.page > 1 ? (
            <Link
              className="kui-btn kui-btn--outline kui-btn--sm"
              rel="prev"
              to={paths.homes(lang, pageOfQuery(query, found.page - 1))}
            >
              {t('homes.prev')}
            </Link>
          ) : (
            <span />
          )}
          <span className="pub-pager__label">{t('homes.pageOf', { n: found.page, pages: found.pages })}</span>
          {found.page < found.pages ? (
            <Link
              className="kui-btn kui-btn--outline kui-btn--sm"
              rel="next"
              to={paths.homes(lang, pageOfQuery(query, found.page + 1))}
            >
              {t('homes.next')}
            </Link>
          ) : (
            <span />
          )}
        </nav>
      )}
    </>
  );
}
