import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { UNIT_STATUSES, type UnitStatus } from '@konak/contract';
import type { Project } from '@konak/shared-ui';
import { readApi } from '../../../api/client';
import { usePublicT } from '../../../i18n/use-lang';
import { useResource } from '../../../components/use-resource';
import { useNearViewport } from '../../../components/use-near-viewport';
import {
  currenciesWithRates,
  floorsOf,
  isFiltered,
  matches,
  NO_FILTERS,
  parsePrice,
  planOf,
  RATES_KEY,
  rateNote,
  roomOptions,
  sortedBlocks,
  type Currency,
  type ExchangeRates,
  type ProjectPlan,
  type UnitFilters,
  type UnitsAnswer,
} from '../unit-data';
import { useCurrencyChoice } from '../currency-choice';
import { floorName, priceText, shortPrice } from './unit-texts';
import { useShortlist } from '../shortlist';
import { ShortlistBar } from './shortlist-heart';
import { useSideScroll } from './use-side-scroll';
import { useEarlySelect } from '../../../components/use-early-select';
import { Icon } from '../../../components/icons';

// The panel of one unit (its plan, facts and the call-back form) is fetched on the first tap: a visit that
// only looks at the grid never downloads it.
/** Homes a floor a phone up to 419 px wide shows whole (4rem cells beside the floors' names): a block
 *  with more says it scrolls from the server's HTML on, so the cue does not push the grid down once the
 *  page is live; units.css shows this guess only on such phones, the browser's measure decides after. */
const PHONE_FITS = 4;

const UnitDialog = lazy(() => import(/* webpackChunkName: "unit-dialog" */ './unit-dialog'));

/** The price range's two fields: the filter each sets and its element id. */
const PRICE_BOUNDS = [
  ['minPrice', 'pub-units-min'],
  ['maxPrice', 'pub-units-max'],
] as const;

/** The unit the address names (`?daire=`), read after hydration (the server's HTML has no dialog open). */
function useWantedUnit(): string | null {
  const { search } = useLocation();
  const [wanted, setWanted] = useState<string | null>(null);
  useEffect(() => {
    const label = new URLSearchParams(search).get('daire');
    setWanted(label && label.length <= 60 ? label : null);
  }, [search]);
  return wanted;
}

/** Block tabs, filters (rooms, status, price in the chosen currency), the legend and each block's floors
 *  top floor first, every unit a cell coloured — and patterned and labelled — by its status. */
export function UnitsBrowser({
  project,
  answer,
  callBackForm,
}: {
  project: Project;
  answer: UnitsAnswer;
  callBackForm: (message: string, unit: string) => ReactNode;
}) {
  const { t, lang } = usePublicT();
  const plans = (project.plans ?? []) as ProjectPlan[];
  const blocks = sortedBlocks(answer.blocks).filter((b) => answer.units.some((u) => u.block_id === b.id));
  const [blockIndex, setBlockIndex] = useState(0);
  const [filters, setFilters] = useState<UnitFilters>(NO_FILTERS);
  const [openId, setOpenId] = useState<number | null>(null);
  const saved = useShortlist();
  const [scrollRef, edges] = useSideScroll<HTMLDivElement>(`${blockIndex}/${blocks.length}`);
  // The office's rates come with the page from the server; drawn in the browser, they are read once the
  // section comes near the screen (prices show in lira until then).
  const [nearRef, near] = useNearViewport();
  const ratesState = useResource<ExchangeRates>(RATES_KEY, () => readApi('/api/exchange-rates'), near);
  const rates = ratesState.status === 'ready' ? ratesState.data : undefined;
  const [currency, setCurrency] = useCurrencyChoice(lang, rates);
  useEarlySelect('pub-units-currency', currency);
  const currencies = currenciesWithRates(rates);

  // A home finder's result links to its cell (`?daire=<label>#daireler`, homeCellPath): once the page is
  // live, that unit's block is shown and its dialog opened.
  const wanted = useWantedUnit();
  const opened = useRef<string | null>(null);
  useEffect(() => {
    const unit = wanted ? answer.units.find((u) => u.label === wanted) : undefined;
    // Once per address: a dialog the visitor closed stays closed when the units are read again.
    if (!unit || opened.current === wanted) return;
    opened.current = wanted;
    const index = blocks.findIndex((b) => b.id === unit.block_id);
    if (index >= 0) setBlockIndex(index);
    setOpenId(unit.id);
    // The units answer and the address decide it (blocks are the answer's, drawn anew each render).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wanted, answer]);

  if (blocks.length === 0) return null;
  const block = blocks[Math.min(blockIndex, blocks.length - 1)];
  const floors = floorsOf(block.id, answer.units);
  const rooms = roomOptions(answer.units, plans);
  const filtered = isFiltered(filters);
  const hits = answer.units.filter((u) => matches(u, filters, plans, currency, rates));
  const hitIds = new Set(hits.map((u) => u.id));
  const open = openId === null ? undefined : answer.units.find((u) => u.id === openId);
  const tabId = (i: number) => `pub-units-tab-${i}`;
  const set = (patch: Partial<UnitFilters>) => setFilters((f) => ({ ...f, ...patch }));
  const hitsIn = (blockId: number) => hits.filter((u) => u.block_id === blockId).length;

  return (
    <div className="pub-units__browser" ref={nearRef}>
      <div className="pub-units__filters" role="group" aria-label={t('units.filters')}>
        {rooms.length > 1 && (
          <fieldset className="pub-units__field pub-units__rooms">
            <legend>{t('units.rooms')}</legend>
            <div className="pub-units__chips">
              {rooms.map((r) => {
                const on = filters.rooms.includes(r);
                return (
                  <button
                    key={r}
                    type="button"
                    className={`pub-chip${on ? ' is-active' : ''}`}
                    aria-pressed={on}
                    onClick={() =>
                      set({ rooms: on ? filters.rooms.filter((x) => x !== r) : [...filters.rooms, r] })
                    }
                  >
                    {r}
                  </button>
                );
              })}
            </div>
          </fieldset>
        )}
        <div className="pub-units__field">
          <label htmlFor="pub-units-status">{t('units.statusFilter')}</label>
          <select
            id="pub-units-status"
            value={filters.status}
            onChange={(e) => set({ status: e.target.value as UnitStatus | '' })}
          >
            <option value="">{t('units.any')}</option>
            {UNIT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`units.status.${s}`)}
              </option>
            ))}
          </select>
        </div>
        {PRICE_BOUNDS.map(([bound, id]) => (
          <div key={bound} className="pub-units__field pub-units__price">
            <label htmlFor={id}>
              {t(`units.${bound}`)} ({currency})
            </label>
            <input
              id={id}
              inputMode="numeric"
              autoComplete="off"
              value={filters[bound] ?? ''}
              onChange={(e) => set({ [bound]: parsePrice(e.target.value) })}
            />
          </div>
        ))}
        {currencies.length > 1 && (
          <div className="pub-units__field">
            <label htmlFor="pub-units-currency">{t('units.currency')}</label>
            <select
              id="pub-units-currency"
              value={currency}
              onChange={(e) => {
                setCurrency(e.target.value as Currency);
                // A range typed in one currency means nothing in another.
                set({ minPrice: null, maxPrice: null });
              }}
            >
              {currencies.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </select>
          </div>
        )}
        {filtered && (
          <button
            type="button"
            className="kui-btn kui-btn--outline kui-btn--sm pub-units__clear"
            onClick={() => setFilters(NO_FILTERS)}
          >
            {t('units.clear')}
          </button>
        )}
      </div>

      {currency !== 'TRY' && rates && (
        <p className="pub-units__rate" data-testid="units-rate">
          {t('units.rate', { note: rateNote(currency, rates, lang) })} · {t('units.rateInfo')}
        </p>
      )}

      <p className="pub-units__result" role="status">
        {filtered
          ? hits.length > 0
            ? t('units.matching', { count: hits.length })
            : t('units.noMatch')
          : t('units.tapHint')}
      </p>

      {blocks.length > 1 && (
        <div className="pub-units__tabs" role="tablist" aria-label={t('units.blocks')}>
          {blocks.map((b, i) => (
            <button
              key={b.id}
              id={tabId(i)}
              type="button"
              role="tab"
              aria-selected={b.id === block.id}
              aria-controls="pub-units-panel"
              tabIndex={b.id === block.id ? 0 : -1}
              className={`pub-chip${b.id === block.id ? ' is-active' : ''}`}
              onClick={() => setBlockIndex(i)}
              onKeyDown={(e) => {
                if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
                const next = (i + (e.key === 'ArrowRight' ? 1 : -1) + blocks.length) % blocks.length;
                setBlockIndex(next);
                document.getElementById(tabId(next))?.focus();
              }}
            >
              {t('units.block', { name: b.name })}
              {filtered && <span className="pub-units__tab-hits"> ({hitsIn(b.id)})</span>}
            </button>
          ))}
        </div>
      )}

      <ul className="pub-units__legend" aria-label={t('units.legend')}>
        {UNIT_STATUSES.map((s) => (
          <li key={s}>
            <span className={`pub-unit-swatch pub-unit--${s}`} aria-hidden="true" />
            {t(`units.status.${s}`)}
          </li>
        ))}
      </ul>

      {/* A block wider than the screen (five homes a floor on a phone) says so: a cue above, a fading
          edge where homes are hidden, the floors' names kept in view, and a region to scroll by keyboard.
          Until measured, the cue is the server's guess (PHONE_FITS). */}
      {(edges.overflows || (!edges.measured && floors.some((f) => f.units.length >= PHONE_FITS + 1))) && (
        <p className="pub-units__scroll-cue" data-testid="units-scroll-cue" data-measured={edges.measured}>
          {t('units.scrollCue')} <Icon name="arrow" size={16} />
        </p>
      )}
      <div
        id="pub-units-panel"
        className={`pub-units__panel${edges.left ? ' has-more-left' : ''}${edges.right ? ' has-more-right' : ''}`}
        {...(blocks.length > 1 ? { role: 'tabpanel', 'aria-labelledby': tabId(blocks.indexOf(block)) } : {})}
        data-testid="units-grid"
      >
        <div
          ref={scrollRef}
          className="pub-units__building"
          {...(edges.overflows ? { role: 'region', 'aria-label': t('units.gridLabel'), tabIndex: 0 } : {})}
        >
          {floors.map(({ floor, units }) => (
            <div key={floor} className="pub-units__floor" role="group" aria-label={floorName(t, floor)}>
              <span className="pub-units__floor-name" aria-hidden="true">
                {floorName(t, floor)}
              </span>
              <div className="pub-units__cells">
                {units.map((u) => {
                  const plan = planOf(u, plans);
                  const status = t(`units.status.${u.status}`);
                  const dim = filtered && !hitIds.has(u.id);
                  const price = u.status === 'sold' ? '' : priceText(t, u, currency, rates, lang);
                  return (
                    <button
                      key={u.id}
                      type="button"
                      className={`pub-unit pub-unit--${u.status}${dim ? ' is-dim' : ''}`}
                      aria-label={[u.label, plan?.rooms, status, price].filter(Boolean).join(', ')}
                      aria-haspopup="dialog"
                      data-unit={u.label}
                      data-status={u.status}
                      onClick={() => setOpenId(u.id)}
                    >
                      {saved.includes(u.id) && <span className="pub-unit__saved" aria-hidden="true" />}
                      <span className="pub-unit__no">{u.number}</span>
                      {plan?.rooms && <span className="pub-unit__rooms">{plan.rooms}</span>}
                      <span className="pub-unit__state">
                        {u.status === 'available'
                          ? shortPrice(u, currency, rates, lang)
                          : t(`units.short.${u.status}`)}
                      </span>
                    </button>
                  );
                })}
              </div>
            </div>
          ))}
        </div>
      </div>

      <ShortlistBar />

      {open && (
        <Suspense fallback={null}>
          <UnitDialog
            unit={open}
            plan={planOf(open, plans)}
            paymentPlans={answer.payment_plans ?? []}
            currency={currency}
            rates={rates}
            callBackForm={callBackForm}
            onClose={() => setOpenId(null)}
          />
        </Suspense>
      )}
    </div>
  );
}
