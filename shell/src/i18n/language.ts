import type { Lang } from '@konak/shared-ui';

/** The language a public URL is in: /en/… and /ru/… prefixes, Turkish otherwise; the admin is Turkish. */
export function languageFromPath(pathname: string): Lang {
  const m = pathname.match(/^\/(en|ru)(\/|$)/);
  return (m?.[1] as Lang | undefined) ?? 'tr';
}
