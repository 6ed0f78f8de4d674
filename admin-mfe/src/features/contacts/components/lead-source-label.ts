import type { ContactRequest } from '@konak/shared-ui';

type Source = Pick<ContactRequest, 'utm_source' | 'utm_medium' | 'referrer_host'>;

/** The filter's key for where a request came from: its campaign's source, else the referring site, else
 *  "" (typed in or unknown). */
export function sourceKey(c: Source): string {
  return c.utm_source || c.referrer_host || '';
}

/** What the list, the filter and the CSV say for that source. */
export function sourceLabel(c: Source): string {
  if (c.utm_source) return c.utm_medium ? `${c.utm_source} / ${c.utm_medium}` : c.utm_source;
  return c.referrer_host || 'Doğrudan';
}
