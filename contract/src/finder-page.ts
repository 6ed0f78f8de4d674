// The home finder's page address as the host hands it to the public remote (issue 32, decision 0190):
// the canonical query of a finder page, the refused filters it carries for the page to word, and the API
// path the page reads. Built on home-finder.ts's parser and writer; linear, length-capped first.
import { HOME_FINDER_LIMITS, HOME_QUERY_PARAMS, homeQueryString, parseHomeQuery } from './home-finder.js';

/** The parameter of a finder page's address that carries refused filters (`invalid=price_max.min_above_max`):
 *  written by finderPageQuery for the page to word per language, never by a visitor's form. */
export const INVALID_PARAM = 'invalid';

/** The finder page's query as the host passes it to the public remote (and the page computes from its
 *  own address): the canonical string of the filters when they parse; when some are refused, the
 *  canonical string of the others followed by `invalid=<param>.<code>,…` (sorted), so the page draws its
 *  field messages and the homes of the filters that stand. At most HOME_FINDER_LIMITS.query characters:
 *  one page key per search, never the address as typed. */
export function finderPageQuery(raw: string): string {
  const text = raw.startsWith('?') ? raw.slice(1) : raw;
  const tooLong = `${INVALID_PARAM}=query.too_long`;
  if (text.length > HOME_FINDER_LIMITS.query) return tooLong;
  const parsed = parseHomeQuery(text);
  if (parsed.ok) {
    const canonical = homeQueryString(parsed.query);
    return canonical.length > HOME_FINDER_LIMITS.query ? tooLong : canonical;
  }
  const refused = new Set<string>(parsed.errors.map((e) => e.param));
  const kept = new URLSearchParams();
  for (const [name, value] of new URLSearchParams(text))
    if ((HOME_QUERY_PARAMS as readonly string[]).includes(name) && !refused.has(name))
      kept.append(name, value);
  const rest = parseHomeQuery(kept.toString());
  const base = rest.ok ? homeQueryString(rest.query) : '';
  const codes = [...new Set(parsed.errors.map((e) => `${e.param}.${e.code}`))].sort().join(',');
  const out = new URLSearchParams(base);
  out.append(INVALID_PARAM, codes);
  const written = out.toString();
  return written.length > HOME_FINDER_LIMITS.query ? tooLong : written;
}

/** The refusals a finder page's query names (finderPageQuery's `invalid`), as [param, code] pairs. */
export function finderQueryErrors(pageQuery: string): { param: string; code: string }[] {
  const value = new URLSearchParams(pageQuery).get(INVALID_PARAM);
  if (!value) return [];
  return value
    .split(',')
    .slice(0, HOME_QUERY_PARAMS.length * 2)
    .map((pair) => {
      const dot = pair.indexOf('.');
      return { param: pair.slice(0, dot), code: pair.slice(dot + 1) };
    })
    .filter((e) => e.param && e.code);
}

/** The API path of a finder page's homes (as the public client reads it, `homes/?<canonical>`): the
 *  filters that stand, without the page's `invalid`. */
export function homesReadPath(pageQuery: string): string {
  const params = new URLSearchParams(pageQuery);
  params.delete(INVALID_PARAM);
  const query = params.toString();
  return query ? `homes/?${query}` : 'homes/';
}
