// The compare page's address and reads (docs/decisions/0196-shortlist-and-compare.md): the homes it
// names are the finder's `id` filter (the host passes finderPageQuery of the address), at most four; the
// server draws them from `GET /api/homes?id=…` and the browser reads the same path, so the hydrated page
// is the drawn one. Plain functions shared by the server entry and the page.
import { compareIds, compareReadPath, homeQueryString } from '@konak/contract';

/** The compare page's query: only its homes' ids, canonical ('' for none). One page key per set of homes. */
export function compareAddressQuery(pageQuery: string): string {
  const ids = compareIds(pageQuery);
  return ids.length ? homeQueryString({ ids }) : '';
}

/** The API paths a compare page reads: its homes, when its address names any. */
export function compareReads(pageQuery: string): string[] {
  const path = compareReadPath(compareIds(pageQuery));
  return path ? [path] : [];
}
