import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { finderPageQuery, finderQueryErrors } from '@konak/contract';
import { Spinner } from '@konak/shared-ui';
import { paths } from '../../../config/paths';
import { usePublicT } from '../../../i18n/use-lang';
import { useResource } from '../../../components/use-resource';
import { PageHero } from '../../../components/page-hero';
import { readApi } from '../../../api/client';
import { RATES_KEY, type Currency, type ExchangeRates } from '../unit-data';
import { finderShownCurrency, useRememberedCurrency } from '../currency-choice';
import { useFinderQuery } from '../finder-query';
import {
  finderReadPath,
  formQuery,
  isRefused,
  activeFilters,
  queryOf,
  readHomes,
  readProjectOptions,
  PROJECT_SUMMARIES_KEY,
  type ProjectOption,
  type HomesAnswer,
  type HomesPage,
} from '../homes-data';
import { FinderForm } from './finder-form';
import { FinderResults } from './finder-results';
import './home-finder.css';

/** The width from which the filters stand open beside the homes (home-finder.css says the same). */
const WIDE = '(min-width: 960px)';
/** A change typed into a number field is searched once typing pauses. */
const TYPING_MS = 450;

/** /konutlar: the filters (finder-form.tsx) and one page of homes (finder-results.tsx), each linking to
 *  its cell in its project's grid. The page's data is the address's: a change in the form searches at once
 *  and the address follows (replaced, no new history entry). Prices lead in the buyer's currency
 *  (docs/decisions/0201-finder-shows-buyers-currency.md): the language's as the server draws it, the
 *  remembered choice once live. */
export function HomeFinder() {
  const { t, lang } = usePublicT();
  const navigate = useNavigate();
  const pageQuery = useFinderQuery();
  const key = finderReadPath(pageQuery);
  const state = useResource<HomesAnswer>(key, () => readHomes(key));
  const projects = useResource<ProjectOption[]>(PROJECT_SUMMARIES_KEY, readProjectOptions);
  const rates = useResource<ExchangeRates>(RATES_KEY, () => readApi('/api/exchange-rates'));
  const ratesRead = rates.status === 'ready' ? rates.data : undefined;
  const query = queryOf(pageQuery);
  const [chosen, choose] = useRememberedCurrency();
  const shown = finderShownCurrency(lang, ratesRead, query, chosen);
  const refusals = [
    ...finderQueryErrors(pageQuery),
    ...(state.status === 'ready' && isRefused(state.data) ? state.data.refused : []),
  ];
  const found: HomesPage | undefined =
    state.status === 'ready' && !isRefused(state.data) ? state.data : undefined;
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // The form is the address's: drawn anew when the address changes by anything but the form itself (and
  // when the currency shown changes, which its select names).
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
  const active = activeFilters(query);

  const search = (form: HTMLFormElement) => {
    clearTimeout(timer.current);
    const next = finderPageQuery(formQuery(form));
    ownQuery.current = next;
    navigate(paths.homes(lang, next), { replace: true, preventScrollReset: true });
  };
  const onChange = (e: FormEvent<HTMLFormElement>) => {
    const form = e.currentTarget;
    const target = e.target as HTMLInputElement | HTMLSelectElement;
    const typed = target.tagName === 'INPUT' && target.type !== 'checkbox';
    // A currency chosen here is the buyer's on the project pages too (and here when the address names none).
    if (target.name === 'currency') choose(target.value as Currency);
    clearTimeout(timer.current);
    if (typed) timer.current = setTimeout(() => search(form), TYPING_MS);
    else search(form);
  };

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
            <FinderForm
              key={`${formKey.current}-${shown}`}
              query={query}
              refusals={refusals}
              projects={projects.status === 'ready' ? projects.data : []}
              rates={ratesRead}
              currency={shown}
              onChange={onChange}
              onSearch={search}
            />
          </details>

          <div className="pub-finder__results">
            {state.status === 'loading' && <Spinner label={t('common.loading')} />}
            {state.status === 'error' && <p className="pub-empty">{t('homes.loadError')}</p>}
            {found && <FinderResults found={found} query={query} shown={shown} rates={ratesRead} />}
          </div>
        </div>
      </section>
    </>
  );
}
