// One home of the finder's results: a card linking to its cell in its project's grid, its price in the
// currency the page shows (docs/decisions/0201-finder-shows-buyers-currency.md) with the lira beside it,
// its status and foreign-buyer badges; the shortlist's heart beside (not inside) the link.
import { Link } from 'react-router-dom';
import { pick } from '@konak/shared-ui';
import { usePublicT } from '../../../i18n/use-lang';
import { formatArea } from '../../../i18n/numbers';
import { convert, formatMoney, type Currency, type ExchangeRates } from '../unit-data';
import { cellHref, type FoundHome } from '../homes-data';
import { facingName, floorName } from './unit-texts';
import { ShortlistHeart } from './shortlist-heart';
import { ForeignBuyerBadges } from './foreign-buyer';

/** A home's price in the currency shown: the API's conversion when the address asked for that currency
 *  (`answered`), else converted here at the rates the page read (the same rounding); undefined without a
 *  price or a rate. */
export function shownPrice(
  home: Pick<FoundHome, 'price_try' | 'price'>,
  shown: Currency,
  answered: string,
  rates: ExchangeRates | undefined,
): number | undefined {
  if (home.price_try === null) return undefined;
  if (shown === 'TRY') return home.price_try;
  if (shown === answered) return home.price ?? undefined;
  return convert(home.price_try, shown, rates);
}

export function FinderCard({
  home,
  shown,
  answered,
  rates,
}: {
  home: FoundHome;
  shown: Currency;
  answered: string;
  rates: ExchangeRates | undefined;
}) {
  const { t, lang } = usePublicT();
  const facts = [
    home.rooms,
    home.size_m2 !== null ? formatArea(home.size_m2, lang) : null,
    home.facing ? facingName(t, home.facing) : null,
  ].filter(Boolean);
  // One text per line (no React text separators), short class names: nine of these are on the page.
  const place = `${t('homes.unit', { block: home.block, number: home.number })} · ${floorName(t, home.floor)}`;
  const price = shownPrice(home, shown, answered, rates);
  return (
    <li>
      <Link className="pub-finder__link" to={cellHref(lang, home)} data-unit={home.label}>
        <b>{pick(home.project.name, lang)}</b>
        <span>{place}</span>
        <span>{facts.join(' · ')}</span>
        <span className="pub-finder__price">
          {home.price_try === null ? (
            t('units.priceOnRequest')
          ) : price === undefined || shown === 'TRY' ? (
            <strong>{formatMoney(home.price_try, 'TRY', lang)}</strong>
          ) : (
            <>
              <strong>{formatMoney(price, shown, lang)}</strong>
              <small>{formatMoney(home.price_try, 'TRY', lang)}</small>
            </>
          )}
        </span>
        <i className={`pub-finder__status is-${home.status}`}>{t(`units.status.${home.status}`)}</i>
        <ForeignBuyerBadges kinds={home.foreign_buyer} t={t} />
      </Link>
      <ShortlistHeart id={home.id} label={home.label} className="pub-heart--card" />
    </li>
  );
}
