/** How many messages one page of the inbox shows. */
export const INBOX_PAGE_SIZE = 10;

export interface Page<T> {
  items: T[];
  /** 1-based, clamped to the pages that exist. */
  page: number;
  pageCount: number;
}

/** One page of a list; a page past the end shows the last one, an empty list has one empty page. */
export function pageOf<T>(items: readonly T[], page: number, size = INBOX_PAGE_SIZE): Page<T> {
  const pageCount = Math.max(1, Math.ceil(items.length / size));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
  return { items: items.slice((current - 1) * size, current * size), page: current, pageCount };
}
