// How the Etkinlik Kaydı shows an entry: times in Antalya's zone (relative and exact), a changed field's
// Turkish name and language, a value as text. The API stores field paths ("title.ru", "features.2.title.en").
import {
  AUDIT_ACTIONS,
  CONTACT_STATUS_LABELS,
  CONTENT_TYPES,
  PROGRESS_PHASE_LABELS,
  PROJECT_STATUS_LABELS,
  PUBLICATION_LABELS,
  ROLE_LABELS,
  SUSPICIOUS_REASON_LABELS,
  UNIT_FACING_LABELS,
  UNIT_STATUS_LABELS,
} from '@konak/contract';
import { LIST_PARAMS, type ListParam } from '../../../components/use-paged-list';
import { staffDate, staffDateTime, staffToday } from '../../../components/staff-time';

export { fieldLabel, type FieldLabel } from '../../../components/field-names';

/** "26 Kasım 2026 14:05" in Antalya. */
export function exactTime(iso: string): string {
  return staffDateTime(iso);
}

const relative = new Intl.RelativeTimeFormat('tr', { numeric: 'auto' });
const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.35],
  ['month', 12],
  ['year', Infinity],
];

/** "3 dakika önce", "dün"; under a minute, "az önce". */
export function relativeTime(iso: string, now = Date.now()): string {
  let amount = (new Date(iso).getTime() - now) / 1000;
  if (Math.abs(amount) < 60) return 'az önce';
  for (const [unit, size] of STEPS) {
    if (Math.abs(amount) < size) return relative.format(Math.round(amount), unit);
    amount /= size;
  }
  return exactTime(iso);
}

/** Today's date in Antalya as YYYY-MM-DD (the date filters' default end). */
export function antalyaDay(now = Date.now()): string {
  return staffToday(new Date(now));
}

/** Stored codes the admin shows in words: publication, a project's stage, a call-back's status. */
const VALUE_NAMES: Record<string, string> = {
  ...PUBLICATION_LABELS,
  ...PROJECT_STATUS_LABELS.tr,
  ...CONTACT_STATUS_LABELS,
};
/** Codes whose words depend on the field (the contract's labels): a user's role, a stage's key, a home's
 *  status and facing. The field is the path's last key that is not a language or a position. */
const FIELD_VALUE_NAMES: Record<string, Record<string, string>> = {
  role: ROLE_LABELS,
  key: PROGRESS_PHASE_LABELS,
  facing: UNIT_FACING_LABELS,
  suspicious_reason: SUSPICIOUS_REASON_LABELS,
  status: { ...UNIT_STATUS_LABELS, ...VALUE_NAMES },
};
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const lastKey = (path: string) =>
  path
    .split('.')
    .filter((p) => !/^\d+$/.test(p) && !['tr', 'en', 'ru'].includes(p))
    .pop() ?? '';

/** A stored value as the diff shows it; null for "nothing there". `field`, the value's path, picks the
 *  words of a code that only that field has ("owner" as a role is "Sahip"). */
export function valueText(value: unknown, field = ''): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (value === true) return 'Evet';
  if (value === false) return 'Hayır';
  const byField = FIELD_VALUE_NAMES[lastKey(field)];
  if (typeof value === 'string' && byField?.[value]) return byField[value];
  if (typeof value === 'string' && VALUE_NAMES[value]) return VALUE_NAMES[value];
  if (typeof value === 'string' && ISO_TIME.test(value)) return exactTime(value);
  if (typeof value === 'string' && ISO_DAY.test(value)) return staffDate(`${value}T12:00:00Z`) || value;
  if (Array.isArray(value))
    return value.length
      ? value.map((v) => (typeof v === 'string' ? (valueText(v, field) ?? v) : JSON.stringify(v))).join('\n')
      : null;
  if (typeof value === 'object') return JSON.stringify(value, null, 2);
  return String(value);
}

/** `?girisler=1`: the routine sign-ins and sign-outs listed too (decision 0202; hidden by default). */
export const SIGN_INS_PARAM = 'girisler';

/** The log's filters as the address keeps them (components/use-paged-list.ts's names), each mapped to the
 *  API's; a value the log does not know is dropped, never sent. */
export const AUDIT_PARAMS: readonly ListParam[] = [
  { name: LIST_PARAMS.user, api: 'user_id', toApi: (v) => (/^\d{1,10}$/.test(v) ? v : undefined) },
  {
    name: LIST_PARAMS.type,
    api: 'type',
    toApi: (v) => ((CONTENT_TYPES as readonly string[]).includes(v) ? v : undefined),
  },
  {
    name: LIST_PARAMS.action,
    api: 'action',
    toApi: (v) => ((AUDIT_ACTIONS as readonly string[]).includes(v) ? v : undefined),
  },
  { name: LIST_PARAMS.from, api: 'from', toApi: (v) => (DAY.test(v) ? v : undefined) },
  { name: LIST_PARAMS.to, api: 'to', toApi: (v) => (DAY.test(v) ? v : undefined) },
  { name: SIGN_INS_PARAM, api: 'sign_ins', toApi: (v) => (v === '1' ? 'true' : undefined) },
];
const DAY = /^\d{4}-\d{2}-\d{2}$/;
