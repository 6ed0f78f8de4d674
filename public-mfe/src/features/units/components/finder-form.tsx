// The home finder's filters (docs/decisions/0190-public-home-finder-page.md): a form that submits without a
// script (GET, the filters in the address) and, once the app runs, reports each change to the page, which
// searches at once (a typed number after a pause). Its currency is the one the cards show (0201), so a
// price typed beside it is in it.
import { type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { HOME_PROJECT_STATUSES, UNIT_FACINGS, type HomeQuery } from '@konak/contract';
import { pick } from '@konak/shared-ui';
import { paths } from '../../../config/paths';
import { usePublicT } from '../../../i18n/use-lang';
import { currenciesWithRates, type Currency, type ExchangeRates } from '../unit-data';
import { ROOM_CHOICES, type ProjectOption, type Refusal } from '../homes-data';
import { facingName } from './unit-texts';
import { ForeignBuyerNote, foreignKindsOffered, foreignOption } from './foreign-buyer';
import { useEarlySelect } from '../../../components/use-early-select';

const SORTS = ['price', '-price', 'size', '-size', 'floor', '-floor'] as const;

export function FinderForm({
  query,
  refusals,
  projects,
  rates,
  currency,
  onChange,
  onSearch,
}: {
  query: HomeQuery;
  refusals: Refusal[];
  projects: ProjectOption[];
  rates: ExchangeRates | undefined;
  /** The currency the cards show: the select's value. */
  currency: Currency;
  onChange: (e: FormEvent<HTMLFormElement>) => void;
  onSearch: (form: HTMLFormElement) => void;
}) {
  const { t, lang } = usePublicT();
  const errorOf = (param: string) => refusals.find((r) => r.param === param);
  const roomOptions = [...new Set([...ROOM_CHOICES, ...query.rooms])].sort((a, b) =>
    a.localeCompare(b, 'en', { numeric: true }),
  );
  const currencies = currenciesWithRates(rates);
  const foreignKinds = foreignKindsOffered(rates);
  const shownCurrencies = currencies.includes(currency) ? currencies : [...currencies, currency];
  // A currency picked before the page went live reaches the form's onChange once it is (issue 26).
  useEarlySelect('pub-finder-currency', currency);
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
    <form
      className="pub-finder__form"
      method="get"
      action={paths.homes(lang)}
      aria-label={t('homes.filters')}
      onChange={onChange}
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(e.currentTarget);
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
          {projects.map((p) => (
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
                <input type="checkbox" name="rooms" value={r} defaultChecked={query.rooms.includes(r)} />
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
        <select id="pub-finder-currency" name="currency" defaultValue={currency} {...field('currency')}>
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
            {[...new Set([...foreignKinds, ...(query.foreign ? [query.foreign] : [])])].map((kind) => (
              <option key={kind} value={kind}>
                {foreignOption(kind, rates, t, lang)}
              </option>
            ))}
          </select>
          {message('foreign')}
          {foreignKinds.length > 0 && rates && <ForeignBuyerNote rates={rates} t={t} lang={lang} />}
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
  );
}
