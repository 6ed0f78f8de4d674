import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import {
  finderPageQuery,
  finderQueryErrors,
  HOME_PROJECT_STATUSES,
  homeQueryString,
  UNIT_FACINGS,
  type HomeQuery,
} from '@konak/contract';
import { pick, Spinner } from '@konak/shared-ui';
import { paths } from '../../../config/paths';
import { usePublicT } from '../../../i18n/use-lang';
import { formatArea } from '../../../i18n/numbers';
import { useResource } from '../../../components/use-resource';
import { PageHero } from '../../../components/page-hero';
import { readApi } from '../../../api/client';
import {
  currenciesWithRates,
  formatMoney,
  RATES_KEY,
  rateNote,
  type Currency,
  type ExchangeRates,
} from '../unit-data';
import { finderCurrency, rememberCurrency } from '../currency-choice';
import { facingName, floorName } from './unit-texts';
import { useFinderQuery } from '../finder-query';
import {
  cellHref,
  finderReadPath,
  formQuery,
  isRefused,
  pageOfQuery,
  queryOf,
  readHomes,
  readProjectOptions,
  ROOM_CHOICES,
  PROJECT_SUMMARIES_KEY,
  type ProjectOption,
  type FoundHome,
  type HomesAnswer,
  type HomesPage,
} from '../homes-data';
import { ShortlistBar, ShortlistHeart } from './shortlist-heart';
import { ForeignBuyerBadges, ForeignBuyerNote, foreignKindsOffered, foreignOption } from './foreign-buyer';
import './home-finder.css';

const SORTS = ['price', '-price', 'size', '-size', 'floor', '-floor'] as const;
/** The width from which the filters stand open beside the homes (home-finder.css says the same). */
const WIDE = '(min-width: 960px)';

/** How many filters narrow the search (not its order, page or currency). */
export function activeFilters(query: HomeQuery): number {
  return [
    query.projects.length > 0,
    query.rooms.length > 0,
    query.floor_min !== undefined,
    query.floor_max !== undefined,
    query.facings.length > 0,
    query.size_min !== undefined,
    query.size_max !== undefined,
    query.price_min !== undefined,
    query.price_max !== undefined,
    query.statuses.includes('reserved'),
    query.project_statuses.length > 0,
    query.handover_before !== undefined,
    query.foreign !== undefined,
  ].filter(Boolean).length;
}
/** A change typed into a number field is searched once typing pauses. */
const TYPING_MS = 450;

/** /konutlar: the filters as a form that submits without a script (GET, the filters in the address) and,
 *  once the app runs, searches as they change (the address follows); one page of homes as cards, each
 *  linking to its cell in its project's grid; prev/next pages drawn by the server. */
export function HomeFinder() {
  const { t, lang } = usePublicT();
  const navigate = useNavigate();
  const pageQuery = useFinderQuery();
  const key = finderReadPath(pageQuery);
  const state = useResource<HomesAnswer>(key, () => readHomes(key));
  const projects = useResource<ProjectOption[]>(PROJECT_SUMMARIES_KEY, readProjectOptions);
  const rates = useResource<ExchangeRates>(RATES_KEY, () => readApi('/api/exchange-rates'));
  const query = queryOf(pageQuery);
  const refusals = [
    ...finderQueryErrors(pageQuery),
    ...(state.status === 'ready' && isRefused(state.data) ? state.data.refused : []),
  ];
  const found: HomesPage | undefined =
    state.status === 'ready' && !isRefused(state.data) ? state.data : undefined;
  const errorOf = (param: string) => refusals.find((r) => r.param === param);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // The form is the address's: drawn anew when the address changes by anything but the form itself.
  const ownQuery = useRef(pageQuery);
  const formKey = useRef(0);
  if (ownQuery.current !== pageQuery) {
    ownQuery.current = pageQuery;
    formKey.current += 1;
  }
  useEffect(() => () => clearTimeout(timer.current), []);
  // On a phone the filters fold under one summary (the homes come first); from a laptop's width they
  // are open beside the list (CSS opens them before the app runs, this once it does).
  const [wide, setWide] = useState(false);
  useEffect(() => setWide(window.matchMedia?.(WIDE).matches ?? false), []);
  // An address without a currency is lira, as the server drew it; once live, the buyer's currency (as on
  // the project pages: remembered, else the language's) is added to it in place (no new history entry),
  // and the server answers with its prices.
  const { search: addressSearch } = useLocation();
  const ratesRead = rates.status === 'ready' ? rates.data : undefined;
  const bounded = query.price_min !== undefined || query.price_max !== undefined;
  useEffect(() => {
    const currency = finderCurrency(lang, ratesRead, addressSearch, bounded);
    if (currency && finderQueryErrors(pageQuery).length === 0)
      navigate(paths.homes(lang, homeQueryString({ ...query, currency })), {
        replace: true,
        preventScrollReset: true,
      });
    // (The query is the address's: it changes with addressSearch.)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lang, ratesRead, addressSearch, bounded]);
  const active = activeFilters(query);

  const search = (form: HTMLFormElement) => {
    clearTimeout(timer.current);
    const next = finderPageQuery(formQuery(form));
    ownQuery.current = next;
    navigate(paths.homes(lang, next), { replace: true, preventScrollReset: true });
  };
  const onChange = (e: FormEvent<HTMLFormElement>) => {
    const form = e.currentTarget;
    const typed =
      (e.target as HTMLElement).tagName === 'INPUT' && (e.target as HTMLInputElement).type !== 'checkbox';
    // A currency chosen here is the buyer's on the project pages too.
    if ((e.target as HTMLSelectElement).name === 'currency')
      rememberCurrency((e.target as HTMLSelectElement).value as Currency);
    clearTimeout(timer.current);
    if (typed) timer.current = setTimeout(() => search(form), TYPING_MS);
    else search(form);
  };

  const projectList = projects.status === 'ready' ? projects.data : [];
  const roomOptions = [...new Set([...ROOM_CHOICES, ...query.rooms])].sort((a, b) =>
    a.localeCompare(b, 'en', { numeric: true }),
  );
  const currencies = currenciesWithRates(rates.status === 'ready' ? rates.data : undefined);
  const foreignKinds = foreignKindsOffered(rates.status === 'ready' ? rates.data : undefined);
  const shownCurrencies = currencies.includes(query.currency) ? currencies : [...currencies, query.currency];
  const field = (param: string) => {
    const error = errorOf(param);
    return error ? { 'aria-invalid': true as const, 'aria-describedby': `pub-finder-${param}-error` } : {};
  };
  const message = (param: string) => {
    const error = errorOf(param);
    return error ? (
      <span className="kui-field__error" id={`pub-finder-${param}-error`}>
        {t(`homes.error.${error.code}`)}
      </span>
    ) : null;
  };
  const number = (param: keyof HomeQuery & string, label: string, step?: string) => (
    <div className="pub-finder__field">
      <label htmlFor={`pub-finder-${param}`}>{label}</label>
      <input
        id={`pub-finder-${param}`}
        name={param}
        type="number"
        inputMode="numeric"
        step={step}
        defaultValue={(query[param] as number | undefined) ?? ''}
        {...field(param)}
      />
      {message(param)}
    </div>
  );

  return (
    <>
      <PageHero
        eyebrow={t('homes.eyebrow')}
        title={query.page > 1 ? t('homes.pageTitle', { n: query.page }) : t('homes.title')}
        subtitle={t('homes.subtitle')}
      />
      <section className="pub-section pub-finder" aria-label={t('homes.title')}>
        <div className="pub-container pub-finder__layout">
          <details className="pub-finder__filters" open={wide || undefined}>
            <summary className="pub-finder__summary" data-testid="finder-summary">
              <span>{t('homes.filters')}</span>
              {active > 0 && <span className="pub-finder__active">{active}</span>}
            </summary>
            <form
              key={formKey.current}
              className="pub-finder__form"
              method="get"
              action={paths.homes(lang)}
              aria-label={t('homes.filters')}
              onChange={onChange}
              onSubmit={(e) => {
                e.preventDefault();
                search(e.currentTarget);
              }}
              data-testid="finder-form"
            >
              {refusals.length > 0 && (
                <p className="pub-finder__refused" role="alert">
                  {refusals.some((r) => r.param === 'query') ? t('homes.error.too_long') : t('homes.refused')}
                </p>
              )}
              <div className="pub-finder__field pub-finder__field--wide">
                <label htmlFor="pub-finder-project">{t('homes.project')}</label>
                <select
                  id="pub-finder-project"
                  name="project"
                  defaultValue={query.projects[0] ?? ''}
                  {...field('project')}
                >
                  <option value="">{t('homes.anyProject')}</option>
                  {projectList.map((p) => (
                    <option key={p.slug} value={p.slug}>
                      {pick(p.title, lang)}
                    </option>
                  ))}
                </select>
                {message('project')}
              </div>
              {roomOptions.length > 0 && (
                <fieldset className="pub-finder__field pub-finder__field--wide pub-finder__rooms">
                  <legend>{t('homes.rooms')}</legend>
                  <div className="pub-finder__checks">
                    {roomOptions.map((r) => (
                      <label key={r} className="pub-finder__check">
                        <input
                          type="checkbox"
                          name="rooms"
                          value={r}
                          defaultChecked={query.rooms.includes(r)}
                        />
                        <span>{r}</span>
                      </label>
                    ))}
                  </div>
                  {message('rooms')}
                </fieldset>
              )}
              {number('floor_min', t('homes.floorMin'))}
              {number('floor_max', t('homes.floorMax'))}
              <div className="pub-finder__field">
                <label htmlFor="pub-finder-facing">{t('homes.facing')}</label>
                <select
                  id="pub-finder-facing"
                  name="facing"
                  defaultValue={query.facings[0] ?? ''}
                  {...field('facing')}
                >
                  <option value="">{t('homes.any')}</option>
                  {UNIT_FACINGS.map((f) => (
                    <option key={f} value={f}>
                      {facingName(t, f)}
                    </option>
                  ))}
                </select>
                {message('facing')}
              </div>
              {number('size_min', t('homes.sizeMin'), '0.01')}
              {number('size_max', t('homes.sizeMax'), '0.01')}
              {number('price_min', t('homes.priceMin'))}
              {number('price_max', t('homes.priceMax'))}
              <div className="pub-finder__field">
                <label htmlFor="pub-finder-currency">{t('homes.currency')}</label>
                <select
                  id="pub-finder-currency"
                  name="currency"
                  defaultValue={query.currency}
                  {...field('currency')}
                >
                  {shownCurrencies.map((c) => (
                    <option key={c} value={c}>
                      {c}
                    </option>
                  ))}
                </select>
                {message('currency')}
              </div>
              <div className="pub-finder__field">
                <label htmlFor="pub-finder-project-status">{t('homes.projectStatus')}</label>
                <select
                  id="pub-finder-project-status"
                  name="project_status"
                  defaultValue={query.project_statuses[0] ?? ''}
                  {...field('project_status')}
                >
                  <option value="">{t('homes.any')}</option>
                  {HOME_PROJECT_STATUSES.map((s) => (
                    <option key={s} value={s}>
                      {t(`homes.projectStatuses.${s}`)}
                    </option>
                  ))}
                </select>
                {message('project_status')}
              </div>
              <div className="pub-finder__field">
                <label htmlFor="pub-finder-handover">{t('homes.handoverBefore')}</label>
                <input
                  id="pub-finder-handover"
                  name="handover_before"
                  type="date"
                  defaultValue={query.handover_before ?? ''}
                  {...field('handover_before')}
                />
                {message('handover_before')}
              </div>
              {(foreignKinds.length > 0 || query.foreign) && (
                <div className="pub-finder__field pub-finder__field--wide">
                  <label htmlFor="pub-finder-foreign">{t('homes.foreign')}</label>
                  <select
                    id="pub-finder-foreign"
                    name="foreign"
                    defaultValue={query.foreign ?? ''}
                    {...field('foreign')}
                  >
                    <option value="">{t('homes.foreignAny')}</option>
                    {[...new Set([...foreignKinds, ...(query.foreign ? [query.foreign] : [])])].map(
                      (kind) => (
                        <option key={kind} value={kind}>
                          {foreignOption(kind, rates.status === 'ready' ? rates.data : undefined, t, lang)}
                        </option>
                      ),
                    )}
                  </select>
                  {message('foreign')}
                  {foreignKinds.length > 0 && rates.status === 'ready' && (
                    <ForeignBuyerNote rates={rates.data} t={t} lang={lang} />
                  )}
                </div>
              )}
              <div className="pub-finder__field pub-finder__field--wide">
                <label htmlFor="pub-finder-sort">{t('homes.sort')}</label>
                <select
                  id="pub-finder-sort"
                  name="sort"
                  defaultValue={`${query.order === 'desc' ? '-' : ''}${query.sort}`}
                  {...field('sort')}
                >
                  {SORTS.map((s) => (
                    <option key={s} value={s}>
                      {t(`homes.sorts.${s}`)}
                    </option>
                  ))}
                </select>
                {message('sort')}
              </div>
              <label className="pub-finder__check pub-finder__reserved">
                <input
                  type="checkbox"
                  name="status"
                  value="available,reserved"
                  defaultChecked={query.statuses.includes('reserved')}
                />
                <span>{t('homes.includeReserved')}</span>
              </label>
              <div className="pub-finder__actions">
                <button type="submit" className="kui-btn kui-btn--primary">
                  {t('homes.show')}
                </button>
                <Link className="kui-btn kui-btn--outline" to={paths.homes(lang)} data-testid="finder-clear">
                  {t('homes.clear')}
                </Link>
              </div>
            </form>
          </details>

          <div className="pub-finder__results">
            {state.status === 'loading' && <Spinner label={t('common.loading')} />}
            {state.status === 'error' && <p className="pub-empty">{t('homes.loadError')}</p>}
            {found && <Results found={found} query={query} />}
          </div>
        </div>
      </section>
    </>
  );
}

function Results({ found, query }: { found: HomesPage; query: HomeQuery }) {
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
  const rateDate = found.currency !== 'TRY' && found.rate_date;
  return (
    <>
      <p className="pub-finder__count" role="status" data-testid="finder-count">
        {t('homes.found', { count: found.total })}
        {found.pages > 1 && ` · ${t('homes.pageOf', { n: found.page, pages: found.pages })}`}
      </p>
      {found.currency !== 'TRY' && (
        <p className="pub-finder__rate" data-testid="finder-rate">
          {t('units.rate', {
            note: rateNote(
              found.currency as 'EUR',
              { eur: found.rate, usd: found.rate, rub: found.rate, as_of: rateDate || '' },
              lang,
            ),
          })}{' '}
          · {t('units.rateInfo')}
        </p>
      )}
      <ul className="pub-finder__list" data-testid="finder-list">
        {found.homes.map((home) => (
          <HomeCard key={home.id} home={home} currency={found.currency} />
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

function HomeCard({ home, currency }: { home: FoundHome; currency: string }) {
  const { t, lang } = usePublicT();
  const facts = [
    home.rooms,
    home.size_m2 !== null ? formatArea(home.size_m2, lang) : null,
    home.facing ? facingName(t, home.facing) : null,
  ].filter(Boolean);
  // One text per line (no React text separators), short class names: nine of these are on the page.
  const place = `${t('homes.unit', { block: home.block, number: home.number })} · ${floorName(t, home.floor)}`;
  return (
    <li>
      <Link className="pub-finder__link" to={cellHref(lang, home)} data-unit={home.label}>
        <b>{pick(home.project.name, lang)}</b>
        <span>{place}</span>
        <span>{facts.join(' · ')}</span>
        <span className="pub-finder__price">
          {home.price_try === null ? (
            t('units.priceOnRequest')
          ) : (
            <>
              <strong>{formatMoney(home.price_try, 'TRY', lang)}</strong>
              {currency !== 'TRY' && home.price !== null && (
                <small>{`≈ ${formatMoney(home.price, currency as 'EUR', lang)}`}</small>
              )}
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
