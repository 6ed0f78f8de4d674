// What the brochure says, in one language: the project's record, its units and the site settings turned
// into the plain data the PDF is drawn from (brochure-pdf.ts). No I/O here; the images come in resized.
import {
  type Lang,
  LANG_LOCALES,
  languageCurrency,
  liraToMinor,
  paymentPlanFigures,
  PROJECT_STATUS_LABELS,
  SITE_TIME_ZONE,
  type PriceCurrency,
} from '@konak/contract';
import type { Localized } from '../database/columns.js';
import type { Project } from '../projects/project.entity.js';
import type { PublicPaymentPlanDto } from '../payment-plans/dto/payment-plan.dto.js';
import type { SiteSettingsDto } from '../settings/dto/settings.dto.js';
import type { ExchangeRatesDto, ProjectUnitsDto } from '../units/dto/units.dto.js';
import type { BrochureContent } from './brochure-model.js';
import { BROCHURE_TEXTS } from './brochure-texts.js';

export interface BrochureImages {
  cover: Buffer | null;
  /** By plan index. */
  plans: (Buffer | null)[];
  map: Buffer | null;
}

export interface BrochureSource {
  project: Project;
  units: ProjectUnitsDto;
  settings: SiteSettingsDto;
  images: BrochureImages;
  lang: Lang;
  now: Date;
  siteUrl?: string;
  /** The office's exchange rates (none: lira only). */
  rates?: ExchangeRatesDto;
  /** The project's payment plans (issue 32; none: no plans section). */
  paymentPlans?: PublicPaymentPlanDto[];
}

const DEFAULT_ACCENT = '#D4A574';
const DEFAULT_INK = '#2D2D2D';

export function brochureContent({
  project,
  units,
  settings,
  images,
  lang,
  now,
  siteUrl,
  rates,
  paymentPlans = [],
}: BrochureSource): BrochureContent {
  const t = BROCHURE_TEXTS[lang];
  // A text missing in this language falls back to Turkish, the language every record has.
  const pick = (value: Localized | undefined) => (value?.[lang] || value?.tr || '').trim();
  const hasUnits = units.counts.total > 0;
  const plansByKey = new Map(project.plans.filter((p) => p.key).map((p) => [p.key!, p]));
  const price = new Intl.NumberFormat(LANG_LOCALES[lang], {
    style: 'currency',
    currency: 'TRY',
    currencyDisplay: 'narrowSymbol',
    maximumFractionDigits: 0,
  });
  const conversion = rates ? languageConversion(lang, rates, LANG_LOCALES[lang]) : null;
  const numbers = brochureNumbers(lang);

  const figures: { label: string; value: string }[] = [];
  if (hasUnits)
    figures.push({
      label: t.availableUnits,
      value: t.availableOf(units.counts.available, units.counts.total),
    });
  else if (project.technical_info?.total_units)
    figures.push({ label: t.totalUnits, value: numbers.count(project.technical_info.total_units) });
  if (project.technical_info?.iskan_date)
    figures.push({ label: t.handover, value: project.technical_info.iskan_date });
  const types = [
    ...new Set(
      [
        ...project.plans.map((p) => p.rooms),
        ...(project.technical_info?.units ?? []).map((u) => pick(u.type)),
      ].filter(Boolean),
    ),
  ];
  if (types.length)
    figures.push({
      label: t.unitTypes,
      value: types.length > 2 ? `${types[0]} – ${types[types.length - 1]}` : types.join(' · '),
    });
  figures.push({ label: t.statusLabel, value: PROJECT_STATUS_LABELS[lang][project.status] });

  const perPlan = new Map<string, { total: number; available: number }>();
  for (const u of units.units) {
    if (!u.plan_key) continue;
    const c = perPlan.get(u.plan_key) ?? { total: 0, available: 0 };
    c.total++;
    if (u.status === 'available') c.available++;
    perPlan.set(u.plan_key, c);
  }

  const location = project.location;
  return {
    texts: t,
    siteName: pick(settings.site_name),
    accent: colour(settings.primary_color, DEFAULT_ACCENT, (l) => l > 0.2 && l < 0.8),
    ink: colour(settings.secondary_color, DEFAULT_INK, (l) => l < 0.3),
    title: pick(project.title),
    subtitle: pick(project.subtitle),
    status: PROJECT_STATUS_LABELS[lang][project.status],
    description: pick(project.description),
    cover: images.cover,
    figures,
    unitTypes: (project.technical_info?.units ?? [])
      .map((u) => ({
        type: pick(u.type),
        count: u.count ? numbers.count(u.count) : '',
        area: numbers.typed(u.area ?? ''),
      }))
      .filter((u) => u.type),
    features: project.features.map((f) => pick(f.title)).filter(Boolean),
    plans: project.plans.map((p, i) => ({
      name: pick(p.name) || p.rooms,
      rooms: p.rooms,
      area: numbers.typed(p.area ?? ''),
      image: images.plans[i] ?? null,
      units: hasUnits && p.key ? (perPlan.get(p.key) ?? { total: 0, available: 0 }) : null,
    })),
    counts: hasUnits ? units.counts : null,
    conversion: conversion
      ? { currency: conversion.currency, note: t.rateNote(conversion.rate, conversion.date) }
      : null,
    paymentPlans: planLines(paymentPlans, units, lang, pick, conversion),
    blocks: units.blocks.map((b) => ({
      name: b.name,
      units: units.units
        .filter((u) => u.block_id === b.id && u.status === 'available')
        .map((u) => {
          const plan = u.plan_key ? plansByKey.get(u.plan_key) : undefined;
          return {
            label: u.label,
            floor: u.floor,
            type: plan ? plan.rooms || pick(plan.name) : '',
            area: numbers.typed(plan?.area ?? ''),
            facing: t.facings[u.facing] ?? '',
            price: u.price_try === null ? t.priceOnRequest : price.format(u.price_try),
            converted: u.price_try === null || !conversion ? '' : conversion.format(u.price_try),
          };
        }),
    })),
    location: {
      description: pick(location?.description),
      map: images.map,
      nearby: (location?.nearby ?? [])
        .map((n) => ({ name: pick(n.name), distance: numbers.typed(n.distance ?? '') }))
        .filter((n) => n.name),
    },
    contact: {
      address: pick(settings.address),
      phone: settings.contact_phone,
      whatsapp: settings.contact_whatsapp,
      email: settings.contact_email,
      web: siteUrl ? new URL(siteUrl).host : '',
    },
    date: new Intl.DateTimeFormat(LANG_LOCALES[lang], { dateStyle: 'long', timeZone: SITE_TIME_ZONE }).format(
      now,
    ),
  };
}

/** A figure as staff type it in an area or a distance: up to six digits, a comma or a point and up to two
 *  decimals ("55,36", "80.66", "9"). Three digits after the sign ("1.250") are a thousands group, not this. */
const TYPED_FIGURE = /\d{1,6}(?:[.,]\d{1,2})?/g;
/** A typed text that is figures only: one or a range ("55,36 – 65,24"), then an optional unit. */
const TYPED_FIGURES =
  /^\s*\d{1,6}(?:[.,]\d{1,2})?(?:\s*[–-]\s*\d{1,6}(?:[.,]\d{1,2})?)?\s*(?:m²|m2|km|m)?\s*$/i;

/** Numbers as the brochure's language writes them (issue 26: "55,36 m²" in the English brochure; the site
 *  shows 55.36): counts, and the figures in what staff type for areas and distances, with the language's
 *  decimal sign and grouping (LANG_LOCALES). A typed text that is not figures ("ca. 120 m² + garden") is
 *  printed as typed. Prices, rates and percentages have their own formats beside it, in the same locale. */
export function brochureNumbers(lang: Lang) {
  const number = new Intl.NumberFormat(LANG_LOCALES[lang], { maximumFractionDigits: 2 });
  return {
    count: (value: number) => number.format(value),
    typed: (text: string) =>
      TYPED_FIGURES.test(text)
        ? text.replace(TYPED_FIGURE, (figure) => number.format(Number(figure.replace(',', '.'))))
        : text,
  };
}

/** The language's currency (languageCurrency: English EUR, Russian the office's RUB or EUR) when it is not
 *  lira and its rate is set: how a lira price reads in it, and the rate with its date in the language. */
function languageConversion(lang: Lang, rates: ExchangeRatesDto, locale: string) {
  const currency = languageCurrency(lang, rates.ru_currency);
  if (currency === 'TRY') return null;
  const rate = rates[currency.toLowerCase() as 'eur' | 'usd' | 'rub'];
  if (typeof rate !== 'number' || !(rate > 0)) return null;
  const money = (code: string, digits: number) =>
    new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: code,
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
  const inCurrency = money(currency, 0);
  const day = /^\d{4}-\d{2}-\d{2}$/.test(rates.as_of) ? new Date(`${rates.as_of}T12:00:00Z`) : null;
  return {
    currency,
    perLira: rate,
    format: (priceTry: number) => inCurrency.format(Math.round(priceTry / rate)),
    rate: `${money(currency, 0).format(1)} = ${money('TRY', 2).format(rate)}`,
    date: day
      ? new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: SITE_TIME_ZONE }).format(day)
      : '',
  };
}

/** Each plan's down payment, instalments and cash price (the contract's figures) for the lowest-priced home
 *  for sale, in lira and, with a conversion, in the language's currency beside it. */
function planLines(
  plans: PublicPaymentPlanDto[],
  units: ProjectUnitsDto,
  lang: Lang,
  pick: (value: Localized | undefined) => string,
  conversion: ReturnType<typeof languageConversion>,
): BrochureContent['paymentPlans'] {
  const priced = units.units.filter((u) => u.status === 'available' && u.price_try !== null);
  if (plans.length === 0 || priced.length === 0) return null;
  const home = priced.reduce((a, b) => (b.price_try! < a.price_try! ? b : a));
  const t = BROCHURE_TEXTS[lang];
  const money = (currency: PriceCurrency) =>
    new Intl.NumberFormat(LANG_LOCALES[lang], {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
      maximumFractionDigits: 0,
    });
  const lira = money('TRY');
  const other = conversion && money(conversion.currency);
  const percent = new Intl.NumberFormat(LANG_LOCALES[lang], { style: 'percent', maximumFractionDigits: 2 });
  const whole = (minor: number) => Math.floor(minor / 100 + 0.5);
  const lines = plans.map((plan) => {
    const inLira = paymentPlanFigures(liraToMinor(home.price_try!), plan);
    const inOther =
      conversion && other
        ? paymentPlanFigures(liraToMinor(home.price_try!), plan, conversion.currency, conversion.perLira)
        : null;
    const both = (pickMinor: (f: typeof inLira) => number) =>
      `${lira.format(whole(pickMinor(inLira)))}${inOther && other ? ` (${other.format(whole(pickMinor(inOther)))})` : ''}`;
    return t.paymentPlan({
      name: pick(plan.name),
      down: `${percent.format(plan.down_payment_percent / 100)} · ${both((f) => f.down_payment)}`,
      monthly: inLira.months > 0 ? `${inLira.months} × ${both((f) => f.instalment)}` : null,
      terms:
        plan.annual_rate_percent > 0
          ? t.yearlyRate(percent.format(plan.annual_rate_percent / 100))
          : t.interestFree,
      cash:
        plan.cash_discount_percent > 0
          ? `${both((f) => f.cash_price)} (-${percent.format(plan.cash_discount_percent / 100)})`
          : null,
    });
  });
  return { example: t.paymentExample(home.label, lira.format(home.price_try!)), lines };
}

/** The settings' colour when it is #rrggbb with a lightness `fits` accepts (readable on paper), else the default. */
function colour(value: string | undefined, fallback: string, fits: (lightness: number) => boolean): string {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(value ?? '');
  if (!m) return fallback;
  const [r, g, b] = m.slice(1).map((h) => parseInt(h, 16) / 255);
  return fits(0.2126 * r + 0.7152 * g + 0.0722 * b) ? value! : fallback;
}
