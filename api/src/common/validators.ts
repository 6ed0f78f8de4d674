// Field rules shared by the DTOs of several domains (SPEC §5): per-language texts, safe links, image URLs,
// slugs, e-mail addresses, lenient integers and the sample data's camelCase names. The rules and limits
// themselves are @konak/contract's, which the admin applies too; messages are Turkish (shown verbatim).
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { registerDecorator, type ValidationOptions } from 'class-validator';
import { applyDecorators } from '@nestjs/common';
import { LANGS, LIMITS, isEmail, isMediaUrl, isSafeLink, isSlug } from '@konak/contract';

/** A text in tr, en and ru (SPEC §3). Used for input and output schemas alike. */
export class LocalizedDto {
  @ApiProperty() tr: string;
  @ApiProperty() en: string;
  @ApiProperty() ru: string;
}

export const EMPTY_LOCALIZED = () => ({ tr: '', en: '', ru: '' });

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  !!v && typeof v === 'object' && !Array.isArray(v);

/** Fills the languages a partial object leaves out with ''; anything else passes through to be refused. */
export function normalizeLocalized(value: unknown): unknown {
  if (!isPlainObject(value)) return value;
  if (Object.keys(value).some((k) => !(LANGS as readonly string[]).includes(k))) return value;
  if (Object.values(value).some((v) => v !== undefined && v !== null && typeof v !== 'string')) return value;
  return { tr: (value.tr as string) ?? '', en: (value.en as string) ?? '', ru: (value.ru as string) ?? '' };
}

/** Sample data has single-language strings where the admin has per-language objects (unit types,
 *  feature lists): a plain string becomes the same text in all three languages. */
export function localizedFromString(value: unknown): unknown {
  return typeof value === 'string' ? { tr: value, en: value, ru: value } : normalizeLocalized(value);
}

function custom(
  name: string,
  message: string | ((args: { value: unknown }) => string),
  test: (value: unknown) => boolean,
  options?: ValidationOptions,
) {
  return (target: object, propertyName: string | symbol) =>
    registerDecorator({
      name,
      target: target.constructor,
      propertyName: String(propertyName),
      options: { message, ...options },
      validator: { validate: test },
    });
}

/** `{tr, en, ru}` with only those keys; with `required`, every language must be filled in; with
 *  `required: 'tr'`, Turkish must be (issue 26: English and Russian may wait for a translator). */
export function IsLocalized(
  {
    required = false,
    maxLength = LIMITS.text as number,
    acceptString = false,
    documented = true,
  }: { required?: boolean | 'tr'; maxLength?: number; acceptString?: boolean; documented?: boolean } = {},
  options?: ValidationOptions,
) {
  const mustFill = (lang: string) => required === true || (required === 'tr' && lang === 'tr');
  // Says which rule failed: the shape, a text over the limit, or (required) an empty language.
  const message = ({ value }: { value: unknown }) => {
    const texts = isPlainObject(value) ? LANGS.map((k) => value[k]) : [];
    if (
      texts.length &&
      texts.every((t) => typeof t === 'string') &&
      Object.keys(value as object).length === LANGS.length
    ) {
      if (texts.some((t) => (t as string).length > maxLength))
        return `Metin en fazla ${maxLength} karakter olabilir`;
    }
    if (required === 'tr' && texts.length && typeof texts[0] === 'string') return 'Türkçe metin zorunludur';
    return required === true
      ? 'Türkçe, İngilizce ve Rusça metinlerin hepsi zorunludur'
      : 'Yalnızca tr, en ve ru anahtarları olan bir nesne olmalıdır';
  };
  return applyDecorators(
    Transform(({ value }) => (acceptString ? localizedFromString(value) : normalizeLocalized(value))),
    documented ? ApiProperty({ type: LocalizedDto, required: !!required }) : () => undefined,
    custom(
      'isLocalized',
      message,
      (value) => {
        if (!isPlainObject(value)) return false;
        if (Object.keys(value).some((k) => !(LANGS as readonly string[]).includes(k))) return false;
        return LANGS.every(
          (k) =>
            typeof value[k] === 'string' &&
            (value[k] as string).length <= maxLength &&
            (!mustFill(k) || (value[k] as string).trim() !== ''),
        );
      },
      options,
    ),
  );
}

export const IsSafeLink = (options?: ValidationOptions) =>
  custom(
    'isSafeLink',
    'Bağlantı https://, http://, mailto:, tel: ile ya da / veya # ile başlamalıdır',
    isSafeLink,
    options,
  );

export const IsMediaUrl = (options?: ValidationOptions) =>
  custom('isMediaUrl', 'Adres /api/uploads/ ile ya da http(s):// ile başlamalıdır', isMediaUrl, options);

export const IsSlug = () =>
  custom('isSlug', 'Slug yalnızca küçük harf, rakam ve tire içerebilir (ör. gunes-evleri)', isSlug);

/** An e-mail address (the contract's rule, the admin's too), at most LIMITS.email characters. */
export const IsEmailAddress = (options?: ValidationOptions) =>
  custom('isEmail', 'Geçerli bir e-posta adresi girin', isEmail, options);

/** Integers the admin types as text (SPEC §5: total units, unit counts): anything unparsable is 0. */
export const ToIntOrZero = () =>
  Transform(({ value }) => {
    const n =
      typeof value === 'number' ? value : typeof value === 'string' ? Number.parseInt(value, 10) : Number.NaN;
    return Number.isFinite(n) ? Math.max(0, Math.trunc(n)) : 0;
  });

/** Numbers and booleans that arrive as text (query strings, forms) become real ones; others stay as
 *  they are for the validator to refuse. */
export const ToInt = () =>
  Transform(({ value }) =>
    typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value) : value,
  );
export const ToBoolean = () =>
  Transform(({ value }) =>
    value === 'true' || value === '1' ? true : value === 'false' || value === '0' ? false : value,
  );

/** Lists of URLs typed by hand: entries trimmed, empty ones dropped (SPEC §5, gallery). */
export const TrimList = () =>
  Transform(({ value }) =>
    Array.isArray(value)
      ? value.map((v) => (typeof v === 'string' ? v.trim() : v)).filter((v) => v !== '')
      : value,
  );

/** The sample data names some fields in camelCase (coverImages, totalUnits, floorPlansText…). Input
 *  keys are turned into SPEC's snake_case before validation, unless the snake_case key is also present;
 *  the API only ever answers in snake_case. */
export function snakeCaseKeys(value: unknown, depth = 0): unknown {
  if (depth > 8) return value;
  if (Array.isArray(value)) return value.map((v) => snakeCaseKeys(v, depth + 1));
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    const snake = key.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();
    // JSON.parse makes "__proto__" an own key; assigning it would set the copy's prototype instead.
    if (snake === '__proto__') continue;
    if (snake !== key && Object.hasOwn(value, snake)) continue;
    out[snake] = snakeCaseKeys(v, depth + 1);
  }
  return out;
}
