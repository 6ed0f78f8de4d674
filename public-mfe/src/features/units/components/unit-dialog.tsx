import { useEffect, useRef, type ReactNode } from 'react';
import { pick } from '@konak/shared-ui';
import { usePublicT } from '../../../i18n/use-lang';
import { areaText } from '../../../i18n/numbers';
import { ResponsiveImage } from '../../../components/responsive-image';
import { Icon } from '../../../components/icons';
import {
  convert,
  formatMoney,
  rateNote,
  type Currency,
  type ExchangeRates,
  type ProjectPlan,
  type PublicUnit,
} from '../unit-data';
import { facingName, floorName, priceText } from './unit-texts';
import { UnitPaymentPlans, type PublicPaymentPlan } from './unit-payment-plans';
import { track } from '../../../analytics/beacon';
import { ShortlistHeart } from './shortlist-heart';
import { ForeignBuyerBadges, foreignKindsOf } from './foreign-buyer';

interface Props {
  unit: PublicUnit;
  plan: ProjectPlan | undefined;
  /** The project's payment plans (with the units answer). */
  paymentPlans: PublicPaymentPlan[];
  currency: Currency;
  rates: ExchangeRates | undefined;
  callBackForm: (message: string, unit: string) => ReactNode;
  onClose: () => void;
}

/** One unit in a modal dialog: its plan, rooms, gross area, facing, floor, price and status, and the
 *  call-back form already saying which unit it is about (the visitor may change the words). The contact
 *  form sends the project from the page's address, as everywhere on a project page. */
export default function UnitDialog({
  unit,
  plan,
  paymentPlans,
  currency,
  rates,
  callBackForm,
  onClose,
}: Props) {
  const { t, lang } = usePublicT();
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    track('unit_opened');
    const dialog = ref.current;
    // A native modal dialog: focus moves in and stays, Escape closes it, the page behind is inert.
    if (dialog && !dialog.open) dialog.showModal?.();
    return () => dialog?.close?.();
  }, []);

  const planName = plan ? pick(plan.name, lang) : '';
  const status = t(`units.status.${unit.status}`);
  const tryPrice = convert(unit.price_try, 'TRY', rates);
  const facts: [string, string][] = [
    [t('units.plan'), planName],
    [t('units.rooms'), plan?.rooms ?? ''],
    [t('units.grossArea'), plan?.area ? areaText(plan.area, lang) : ''],
    [t('units.facingLabel'), facingName(t, unit.facing)],
    [t('units.floorLabel'), floorName(t, unit.floor)],
    [t('units.price'), unit.status === 'sold' ? '' : priceText(t, unit, currency, rates, lang)],
    [t('units.statusLabel'), status],
  ];

  return (
    <dialog
      ref={ref}
      className="pub-unit-dialog"
      aria-labelledby="pub-unit-dialog-title"
      onClose={onClose}
      onCancel={onClose}
      // A tap on the backdrop (the dialog element itself, outside its box) closes it.
      onClick={(e) => e.target === e.currentTarget && onClose()}
      data-testid="unit-dialog"
    >
      <div className="pub-unit-dialog__box">
        <header className="pub-unit-dialog__head">
          <h2 id="pub-unit-dialog-title">{unit.label}</h2>
          <span className={`pub-unit-tag pub-unit--${unit.status}`}>{status}</span>
          {unit.status !== 'sold' && <ShortlistHeart id={unit.id} label={unit.label} />}
          <button
            type="button"
            className="pub-unit-dialog__close"
            onClick={onClose}
            aria-label={t('units.close')}
          >
            <Icon name="close" size={22} />
          </button>
        </header>
        <div className="pub-unit-dialog__body">
          <div className="pub-unit-dialog__plan">
            {plan?.image ? (
              <ResponsiveImage
                src={plan.image}
                alt={`${t('projects.floorPlans')}: ${planName || unit.label}`}
                sizes="(min-width: 960px) 480px, 100vw"
                width={1200}
                height={900}
                eager
              />
            ) : (
              <div className="pub-plans__placeholder" role="img" aria-label={t('projects.planMissing')}>
                <Icon name="pin" size={32} />
                <span>{t('projects.planMissing')}</span>
              </div>
            )}
          </div>
          <div className="pub-unit-dialog__info">
            <dl className="pub-unit-dialog__facts">
              {facts
                .filter(([, value]) => value)
                .map(([label, value]) => (
                  <div key={label}>
                    <dt>{label}</dt>
                    <dd>{value}</dd>
                  </div>
                ))}
            </dl>
            {unit.status !== 'sold' && (
              <ForeignBuyerBadges kinds={foreignKindsOf(unit.price_try, rates)} t={t} />
            )}
            {currency !== 'TRY' && rates && tryPrice !== undefined && unit.status !== 'sold' && (
              <p className="pub-units__rate">
                {formatMoney(tryPrice, 'TRY', lang)} ·{' '}
                {t('units.rate', { note: rateNote(currency, rates, lang) })}
              </p>
            )}
            {unit.status !== 'sold' && unit.price_try !== null && (
              <UnitPaymentPlans
                priceTry={unit.price_try}
                plans={paymentPlans}
                currency={currency}
                rates={rates}
                t={t}
                lang={lang}
              />
            )}
          </div>
        </div>
        <section className="pub-unit-dialog__form" aria-labelledby="pub-unit-dialog-form">
          <h3 id="pub-unit-dialog-form">{t('units.callBack')}</h3>
          {callBackForm(t('units.interested', { label: unit.label }), unit.label)}
        </section>
      </div>
    </dialog>
  );
}
