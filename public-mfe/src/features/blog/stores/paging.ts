import { PER_PAGE, pageCount as pagesFor } from '@konak/contract';

/** Posts per page of the home page's blog teaser (SPEC §9). */
export const TEASER_PAGE_SIZE = 3;
/** The teaser pages through the newest posts only: this many pages of three (a dozen posts). */
export const TEASER_PAGES = 4;
/** Other posts under a post (SPEC §9). */
export const RELATED_POSTS = 3;
/** Posts per page of /blog: the API's default page size of the blog list. */
export const BLOG_PAGE_SIZE = PER_PAGE.blog;

/** The API path of one page of posts with the card's fields only: the key the server preloads it under
 *  and the address the browser reads (the API's paging convention, contract/src/paging.ts). */
export function postsPageKey(page: number, perPage: number = BLOG_PAGE_SIZE): string {
  return `blog/?page=${page}&per_page=${perPage}&fields=summary`;
}

export function pageCount(items: number, size = TEASER_PAGE_SIZE): number {
  return pagesFor(items, size);
}

/** The page between 0 and the page count minus one (SPEC §4). */
export function clampPage(page: number, items: number, size = TEASER_PAGE_SIZE): number {
  return Math.min(Math.max(page, 0), pageCount(items, size) - 1);
}

/** The page number an address names (/blog is page 1, /blog/sayfa/N page N; the route accepts digits only). */
export const blogPageNumber = (params: { page?: string }) => Number(params.page ?? 1);
