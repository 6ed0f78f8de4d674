// /karsilastir?id=…: the shortlist's homes side by side (docs/decisions/0196-shortlist-and-compare.md).
// The homes come from the address (a shared link is drawn by the server with them); a visit without ids
// shows this browser's stored list once the app runs (the address then names it, so it can be shared).
// A table whose first column stays while the homes scroll sideways on a phone; the homes' one call-back.
import { useEffect, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { compareIds, compareQuery, LANG_LOCALES, shortlistUnitText } from '@konak/contract';
import { pick, Spinner, type Lang } from '@konak/shared-ui';
import { paths } from '../../../config/paths';
import { usePublicT } from '../../../i18n/use-lang';
import { formatArea } from '../../../i18n/numbers';
import type { Translate } from '../../../i18n/texts';
import { useResource } from '../../../components/use-resource';
import { useHydrated } from '../../../components/use-hydrated';
import { PageHero } from '../../../components/page-hero';
import { useFinderQuery } from '../finder-query';
import { compareReads } from '../compare-data';
import { cellHref, isRefused, readHomes, type FoundHome, type HomesAnswer } from '../homes-data';
import { convert, formatMoney, RATES_KEY, rateNote, type ExchangeRates } from '../unit-data';
import { useCurrencyChoice } from '../currency-choice';
import { readApi } from '../../../api/client';
import { replaceShortlist, useShortlist } from '../shortlist';
import { facingName, floorName } from './unit-texts';
import { ShortlistHeart } from './shortlist-heart';
import './compare.css';

/** The price's row (of `rows` below), set in bold. */
const PRICE_ROW = 5;

const same = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join();

function handover(t: Translate, lang: Lang, home: FoundHome): string {
  if (home.project.status === 'completed') return t('shortlist.ready');
  if (!home.project.handover) return t('shortlist.unknown');
  return new Intl.DateTimeFormat(LANG_LOCALES[lang], {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${home.project.handover}T00:00:00Z`));
}

export function ComparePage({
  callBackForm,
}: {
  callBackForm: (message: string, unit: string) => ReactNode;
}) {
  const { t, lang } = usePublicT();
  const navigate = useNavigate();
  const ids = compareIds(useFinderQuery());
  const stored = useShortlist();
  const live = useHydrated();
  // A visit without ids shows the stored list: the address names it, so the page can be shared.
  useEffect(() => {
    if (live && ids.length === 0 && stored.length > 0)
      navigate(paths.compare(lang, compareQuery(stored)), { replace: true });
  }, [live, ids.length, stored, lang, navigate]);

  return (
    <>
      <PageHero
        eyebrow={t('shortlist.eyebrow')}
        title={t('shortlist.title')}
        subtitle={t('shortlist.subtitle')}
      />
      <section className="pub-section pub-compare" aria-label={t('shortlist.title')}>
        <div className="pub-container">
          {ids.length === 0 && stored.length > 0 ? (
            // The stored list, about to be named by the address (the effect above).
            <Spinner label={t('common.loading')} />
          ) : ids.length === 0 ? (
            <div className="pub-empty pub-compare__empty" data-testid="compare-empty">
              <p>{t('shortlist.empty')}</p>
              <Link className="kui-btn kui-btn--primary" to={paths.homes(lang)}>
                {t('shortlist.find')}
              </Link>
            </div>
          ) : (
            <Compared ids={ids} stored={stored} live={live} callBackForm={callBackForm} />
          )}
        </div>
      </section>
    </>
  );
}

function Compared({
  ids,
  stored,
  live,
  callBackForm,
}: {
  ids: number[];
  stored: number[];
  live: boolean;
  callBackForm: (message: string, unit: string) => ReactNode;
}) {
  const { t, lang } = usePublicT();
  const navigate = useNavigate();
  const [key] = compareReads(`id=${ids.join(',')}`);
  const state = useResource<HomesAnswer>(key, () => readHomes(key));
  // Prices in the buyer's currency beside the lira, as on the project page: the language's currency
  // (drawn by the server with the rates it read) or the one the visitor chose on another page.
  const rates = useResource<ExchangeRates>(RATES_KEY, () => readApi('/api/exchange-rates'));
  const ratesData = rates.status === 'ready' ? rates.data : undefined;
  const [currency] = useCurrencyChoice(lang, ratesData);
  const [copied, setCopied] = useState(false);
  const mine = same(ids, stored);
  // While the page shows the visitor's own list, its address follows a heart taken off here.
  const [followed, setFollowed] = useState(stored);
  useEffect(() => {
    if (!live || same(followed, stored)) return;
    if (same(ids, followed)) navigate(paths.compare(lang, compareQuery(stored)), { replace: true });
    setFollowed(stored);
  }, [live, stored, followed, ids, lang, navigate]);

  if (state.status === 'loading') return <Spinner label={t('common.loading')} />;
  if (state.status === 'error' || isRefused(state.data))
    return <p className="pub-empty">{t('homes.loadError')}</p>;
  const homes = state.data.homes;
  const gone = ids.length - homes.length;
  const share = paths.compare(lang, compareQuery(homes.map((h) => h.id)));
  const rows: [string, (home: FoundHome) => ReactNode][] = [
    [t('homes.project'), (h) => pick(h.project.name, lang)],
    [t('units.plan'), (h) => h.rooms ?? '—'],
    [t('units.floorLabel'), (h) => floorName(t, h.floor)],
    [t('units.facingLabel'), (h) => (h.facing ? facingName(t, h.facing) : '—')],
    [t('units.grossArea'), (h) => (h.size_m2 !== null ? formatArea(h.size_m2, lang) : '—')],
    [
      t('units.price'),
      (h) => {
        if (h.price_try === null) return t('units.priceOnRequest');
        // Led by the buyer's currency (as the grid and the finder), the lira beneath.
        const other = currency !== 'TRY' ? convert(h.price_try, currency, ratesData) : undefined;
        if (other === undefined || currency === 'TRY') return formatMoney(h.price_try, 'TRY', lang);
        return (
          <>
            {formatMoney(other, currency, lang)}
            <small className="pub-compare__other">{formatMoney(h.price_try, 'TRY', lang)}</small>
          </>
        );
      },
    ],
    [t('shortlist.handover'), (h) => handover(t, lang, h)],
    [t('units.statusLabel'), (h) => t(`units.status.${h.status}`)],
  ];
  const unit = shortlistUnitText(homes.map((h) => ({ project: h.project.slug, label: h.label })));
  const labels = homes.map((h) => `${pick(h.project.name, lang)} ${h.label}`).join(', ');

  return (
    <>
      {gone > 0 && (
        <p className="pub-compare__gone" data-testid="compare-gone">
          {t('shortlist.gone', { count: gone })}
        </p>
      )}
      {homes.length > 0 && (
        <div className="pub-compare__scroll" role="region" aria-label={t('shortlist.scroll')} tabIndex={0}>
          <table
            className="pub-compare__table"
            style={{ ['--homes' as string]: homes.length }}
            data-testid="compare-table"
          >
            <caption className="visually-hidden">{t('shortlist.title')}</caption>
            <thead>
              <tr>
                <td />
                {homes.map((h) => (
                  <th key={h.id} scope="col" data-home={h.id}>
                    <span className="pub-compare__home">
                      <Link to={cellHref(lang, h)} data-unit={h.label}>
                        {h.label}
                      </Link>
                      <ShortlistHeart id={h.id} label={h.label} />
                    </span>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map(([label, value], i) => (
                <tr key={label} className={i === PRICE_ROW ? 'is-price' : undefined}>
                  <th scope="row">{label}</th>
                  {homes.map((h) => (
                    <td key={h.id}>{value(h)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {homes.length > 0 && currency !== 'TRY' && ratesData && (
        <p className="pub-compare__rate" data-testid="compare-rate">
          {rateNote(currency, ratesData, lang)}
        </p>
      )}
      {homes.length > 0 && (
        <div className="pub-compare__share">
          <div>
            <h2>{t('shortlist.share')}</h2>
            <p>{t('shortlist.shareHint')}</p>
          </div>
          <div className="pub-compare__share-actions">
            <a className="kui-btn kui-btn--outline" href={share} data-testid="compare-share">
              {t('shortlist.link')}
            </a>
            {live && (
              <button
                type="button"
                className="kui-btn kui-btn--primary"
                onClick={() => {
                  const url = new URL(share, location.href).href;
                  // A phone's own share sheet (messages, WhatsApp) where there is one; else the clipboard.
                  if (navigator.share) void navigator.share({ url }).catch(() => undefined);
                  else
                    void navigator.clipboard?.writeText(url).then(
                      () => setCopied(true),
                      () => setCopied(false),
                    );
                }}
              >
                {t('shortlist.copy')}
              </button>
            )}
            {live && !mine && (
              <button
                type="button"
                className="kui-btn kui-btn--outline"
                onClick={() => replaceShortlist(homes.map((h) => h.id))}
                data-testid="compare-keep"
              >
                {t('shortlist.keep')}
              </button>
            )}
          </div>
          <p role="status" className="pub-compare__copied">
            {copied ? t('shortlist.copied') : ''}
          </p>
        </div>
      )}
      {homes.length > 0 && (
        <section className="pub-compare__callback" aria-labelledby="pub-compare-callback">
          <h2 id="pub-compare-callback">{t('shortlist.callBack')}</h2>
          <div key={unit}>{callBackForm(t('shortlist.interested', { labels }), unit)}</div>
        </section>
      )}
      {homes.length === 0 && (
        <p className="pub-compare__empty">
          <Link className="kui-btn kui-btn--primary" to={paths.homes(lang)}>
            {t('shortlist.find')}
          </Link>
        </p>
      )}
    </>
  );
}
