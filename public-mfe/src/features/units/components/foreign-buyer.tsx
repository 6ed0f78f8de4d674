// Foreign buyers' thresholds on the public pages (issue 32 item 4, decision 0198): the labelled badges of
// a home whose lira price reaches the office's citizenship or residence-permit value at its dollar rate
// (the contract compares, foreign-buyers.ts), and the finder's note of the values, their day and the
// office's own words. Nothing is shown for a threshold the office left empty or without a dollar rate.
import {
  FOREIGN_BUYER_KINDS,
  foreignBuyerKinds,
  LANG_LOCALES,
  liraThresholds,
  type ForeignBuyerKind,
} from '@konak/contract';
import { pick, type Lang } from '@konak/shared-ui';
import type { usePublicT } from '../../../i18n/use-lang';
import { formatMoney, rateNote, type ExchangeRates } from '../unit-data';
import './foreign-buyer.css';

type T = ReturnType<typeof usePublicT>['t'];

/** The thresholds a visitor can search by: marked, with a dollar rate to compare at. */
export function foreignKindsOffered(rates: ExchangeRates | undefined): ForeignBuyerKind[] {
  const lira = rates?.foreign_buyers ? liraThresholds(rates.foreign_buyers, rates.usd) : {};
  return FOREIGN_BUYER_KINDS.filter((kind) => lira[kind] !== undefined);
}

/** The kinds a home of `priceTry` lira reaches at the office's rates. */
export function foreignKindsOf(
  priceTry: number | null,
  rates: ExchangeRates | undefined,
): ForeignBuyerKind[] {
  if (!rates?.foreign_buyers) return [];
  return foreignBuyerKinds(priceTry, liraThresholds(rates.foreign_buyers, rates.usd));
}

/** A home's badges: words, not a colour alone. `kinds` may be missing: an API deployed before this remote
 *  (each part is deployed on its own) answers homes without `foreign_buyer`, and the finder must still draw. */
export function ForeignBuyerBadges({ kinds, t }: { kinds: readonly ForeignBuyerKind[] | undefined; t: T }) {
  if (!kinds?.length) return null;
  return (
    <span className="pub-foreign" data-testid="foreign-badges">
      {kinds.map((kind) => (
        <em key={kind} className="pub-foreign__badge">
          {t(`homes.foreignBadge.${kind}`)}
        </em>
      ))}
    </span>
  );
}

/** The finder's option text of a kind: "Citizenship (from $400,000)". */
export function foreignOption(kind: ForeignBuyerKind, rates: ExchangeRates | undefined, t: T, lang: Lang) {
  const usd = rates?.foreign_buyers?.[`${kind}_usd`];
  // (A kind the address names but the office no longer marks: its name alone, refused at the field.)
  if (typeof usd !== 'number') return t(`homes.foreignBadge.${kind}`);
  return t(`homes.foreignOption.${kind}`, { amount: formatMoney(usd, 'USD', lang) });
}

/** The values' day, the rate they are compared at, and the office's words in the page's language. */
export function ForeignBuyerNote({ rates, t, lang }: { rates: ExchangeRates; t: T; lang: Lang }) {
  const f = rates.foreign_buyers;
  if (!f) return null;
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(f.as_of);
  const date = day
    ? new Intl.DateTimeFormat(LANG_LOCALES[lang], { dateStyle: 'medium', timeZone: 'UTC' }).format(
        new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]))),
      )
    : '';
  const text = pick(f.text, lang);
  return (
    <small className="pub-foreign__note" id="pub-finder-foreign-note">
      {t('homes.foreignDate', { date, rate: rateNote('USD', rates, lang) })}
      {text && (
        <>
          <br />
          {text}
        </>
      )}
    </small>
  );
}
