// The call-back list's address and its API query (issue 25), one declaration for the screen, its
// export and the links that open it narrowed (the dashboard's "Yeni talep").
import { CONTACT_STATUSES, type ApiPaths, type ContactStatus } from '@konak/shared-ui';
import { LIST_PARAMS, type ListParam } from '../../../components/use-paged-list';
import { SUSPICIOUS_WORD } from '../../../components/contact-status';
import { STATUS_WORDS } from './status-labels';

export { SUSPICIOUS_WORD };

/** `proje=projesiz`: the requests about no project; `kaynak=dogrudan`: typed in or of unknown origin. */
export const NO_PROJECT_WORD = 'projesiz';
export const DIRECT_WORD = 'dogrudan';
/** `atanan=bana`: "Bana atananlar", the requests assigned to whoever is signed in. */
export const ASSIGNED_TO_ME_WORD = 'bana';

/** The orders of the list, as the address names them ('' is the default, newest first). */
export const SORTS = [
  { word: '', api: '-created_at', label: 'En yeni önce' },
  { word: 'eski', api: 'created_at', label: 'En eski önce' },
  { word: 'ad', api: 'name', label: 'Ada göre (A→Z)' },
  { word: 'ad-ters', api: '-name', label: 'Ada göre (Z→A)' },
  { word: 'durum', api: 'status', label: 'Duruma göre' },
] as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const byWord = <T extends string>(words: Record<T, string>, word: string) =>
  (Object.keys(words) as T[]).find((k) => words[k] === word);

/** A status of the address as the API names it: the Turkish word, or the English one older links used. */
export function statusFromWord(word: string): ContactStatus | undefined {
  return (
    byWord(STATUS_WORDS, word) ??
    (CONTACT_STATUSES.includes(word as ContactStatus) ? (word as ContactStatus) : undefined)
  );
}

export const CONTACT_PARAMS: readonly ListParam[] = [
  { name: LIST_PARAMS.status, api: 'status', toApi: statusFromWord },
  {
    name: LIST_PARAMS.project,
    api: 'project',
    toApi: (w) => (w === NO_PROJECT_WORD ? 'none' : /^[a-z0-9-]{1,120}$/.test(w) ? w : undefined),
  },
  {
    name: LIST_PARAMS.source,
    api: 'source',
    typed: true,
    toApi: (w) => (w.toLocaleLowerCase('tr') === DIRECT_WORD ? 'direct' : w),
  },
  { name: LIST_PARAMS.from, api: 'from', toApi: (w) => (DAY.test(w) ? w : undefined) },
  { name: LIST_PARAMS.to, api: 'to', toApi: (w) => (DAY.test(w) ? w : undefined) },
  { name: LIST_PARAMS.q, api: 'q', typed: true },
  { name: LIST_PARAMS.sort, api: 'sort', toApi: (w) => SORTS.find((s) => s.word === w)?.api },
  {
    name: LIST_PARAMS.suspicious,
    api: 'suspicious',
    toApi: (w) => (w === SUSPICIOUS_WORD ? 'true' : undefined),
  },
  {
    name: LIST_PARAMS.assigned,
    api: 'assigned',
    toApi: (w) => (w === ASSIGNED_TO_ME_WORD ? 'me' : undefined),
  },
];

type ExportFilters = NonNullable<
  ApiPaths['/api/contact/export-link']['post']['requestBody']
>['content']['application/json'];

/** The export's filters: the list's query without its page (the file holds every matching row). */
export function exportFilters(query: Record<string, string | number>): ExportFilters {
  const filters: Record<string, string | boolean> = {};
  for (const [key, value] of Object.entries(query)) {
    if (key === 'page' || key === 'per_page') continue;
    filters[key] = key === 'suspicious' ? value === 'true' : String(value);
  }
  // The keys are CONTACT_PARAMS' API names, checked by the API's validation like any body.
  return filters as ExportFilters;
}
