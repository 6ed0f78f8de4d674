// Where a visitor came from, for the lead's record (issue 13): the referrer's host and the utm_* of the
// first page of the visit. An ad's link lands on one page and the form is often sent from another, so the
// landing is kept in sessionStorage (this tab, this visit) and read when the form is sent.
import type { ContactInput } from '@konak/shared-ui';

export const LEAD_SOURCE_KEY = 'konak.lead-source';
const UTM = ['utm_source', 'utm_medium', 'utm_campaign'] as const;
type Source = Partial<Pick<ContactInput, 'referrer' | (typeof UTM)[number]>>;

/** What the API accepts in a UTM value (120 characters, no markup or control characters): a crafted
 *  link must never make a person's request fail. */
// eslint-disable-next-line no-control-regex
const PLAIN = /^[^<>\x00-\x1f\x7f]*$/;
const plain = (value: string | null) => {
  const text = value?.trim().slice(0, 120) ?? '';
  return text && PLAIN.test(text) ? text : undefined;
};

/** The landing page's source, read from the current address (the first call of a visit keeps it). */
function landing(): Source {
  const query = new URLSearchParams(window.location.search);
  const source: Source = {};
  for (const key of UTM) {
    const value = plain(query.get(key));
    if (value) source[key] = value;
  }
  // Only another site's address, and only its origin: the full URL may carry a search or a session.
  try {
    const ref = document.referrer ? new URL(document.referrer) : undefined;
    if (ref && /^https?:$/.test(ref.protocol) && ref.host !== window.location.host)
      source.referrer = ref.origin;
  } catch {
    // an unreadable referrer is no source
  }
  return source;
}

/** Keeps the visit's first page's source, once per tab session. */
export function rememberLanding(): void {
  try {
    if (sessionStorage.getItem(LEAD_SOURCE_KEY) === null)
      sessionStorage.setItem(LEAD_SOURCE_KEY, JSON.stringify(landing()));
  } catch {
    // storage off (private mode, quota): leadSource() reads the current page instead
  }
}

/** The source to send with a request: the visit's landing, else this page's. */
export function leadSource(): Source {
  try {
    const kept = sessionStorage.getItem(LEAD_SOURCE_KEY);
    if (kept) {
      const parsed = JSON.parse(kept) as Record<string, unknown>;
      const source: Source = {};
      for (const key of [...UTM, 'referrer'] as const)
        if (typeof parsed[key] === 'string') source[key] = parsed[key] as string;
      return source;
    }
  } catch {
    // fall through to the current page
  }
  return landing();
}

/** The page the form is on, as the API accepts it (a path of at most 512 characters). */
export function currentPage(): string | undefined {
  const path = window.location.pathname;
  return path.startsWith('/') && !path.startsWith('//') && path.length <= 512 ? path : undefined;
}
