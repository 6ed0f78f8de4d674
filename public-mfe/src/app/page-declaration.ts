// What a route module tells the server beside its component (like a Remix route's loader and meta): the
// API answers its first render reads, its status and its head. The server entry (server.tsx) reads these;
// the browser never loads them.
import type { Translate } from '../i18n/texts';
import type { PageContext, PageHead } from '../head/page-head';

export interface PageDeclaration {
  /** API paths (as the client reads them, e.g. `projects/<slug>/`) the first render needs. The host
   *  answers them and the page arrives with them, so it paints without a round trip. */
  data?: (params: { slug?: string; page?: string; query?: string }) => string[];
  /** 200 unless the page's own record is missing (an unknown slug: 404). */
  status?: (ctx: PageContext) => number;
  head: (ctx: PageContext, t: Translate) => PageHead;
  /** The image the first screen shows, preloaded by the head, with the `sizes` its <img> has (the
   *  preload must pick the same copy from the srcset as the image, or the phone downloads two). */
  hero?: (ctx: PageContext) => { src: string; sizes: string } | undefined;
}
