/**
 * The staff lists (applications, payments, visitors, contact messages, newsletter subscribers) are paged by the
 * server: one query shape in, one answer shape out.
 */

/** Rows per page when the query names none. */
export const DEFAULT_PAGE_SIZE = 25;
/** The most rows one request may ask for. */
export const MAX_PAGE_SIZE = 100;
/** The highest page number accepted: far beyond any real list, low enough to keep a skip cheap. */
export const MAX_PAGE = 10_000;
/** The longest search text a list accepts. */
export const LIST_SEARCH_MAX = 100;

/** `?page=2&pageSize=50`: both optional, page counted from 1. */
export interface PageQuery {
  page?: number;
  pageSize?: number;
}

/** A page of rows, newest first, with what a pager needs: `total` rows match the filters. */
export interface PagedList<Item> {
  data: Item[];
  page: number;
  pageSize: number;
  total: number;
}

/** The paging figures of a PagedList without its rows (the payments list carries its rows as `message`). */
export type PageInfo = Omit<PagedList<never>, 'data'>;

/** Pages in a list of `total` rows: at least 1, so an empty list is "page 1 of 1". */
export const pageCount = (info: Pick<PageInfo, 'pageSize' | 'total'>): number =>
  Math.max(1, Math.ceil(info.total / info.pageSize));
