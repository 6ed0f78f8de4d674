/** Posts per page of the home page's blog teaser (SPEC §9). */
export const TEASER_PAGE_SIZE = 3;
/** Other posts under a post (SPEC §9). */
export const RELATED_POSTS = 3;

export function pageCount(items: number, size = TEASER_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(items / size));
}

/** The page between 0 and the page count minus one (SPEC §4). */
export function clampPage(page: number, items: number, size = TEASER_PAGE_SIZE): number {
  return Math.min(Math.max(page, 0), pageCount(items, size) - 1);
}
