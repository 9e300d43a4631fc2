/** How many drafts My levels shows at a time: a maker with 1,500 drafts gets a page, not 1,500 rows. */
export const DRAFTS_PER_PAGE = 30;

/** One page of a list: its number (kept within the list), the first item and the one past the last. */
export interface Page {
  readonly page: number;
  readonly from: number;
  readonly to: number;
}

/** Page `page` of `count` items (the last page when past it; the first of an empty list). */
export function pageOf(count: number, page: number, size = DRAFTS_PER_PAGE): Page {
  const last = Math.max(0, Math.ceil(count / size) - 1);
  const at = Math.min(Math.max(0, page), last);
  return { page: at, from: at * size, to: Math.min(count, (at + 1) * size) };
}
