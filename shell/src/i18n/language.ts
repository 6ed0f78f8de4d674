import { pathLanguage } from '@konak/contract';
import type { Lang } from '@konak/shared-ui';

/** The language a public URL is in: /en/… and /ru/… prefixes, Turkish otherwise; the admin is Turkish. */
export const languageFromPath: (pathname: string) => Lang = pathLanguage;
