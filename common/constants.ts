// Constants the admin and the server must agree on; each lives here once.

/** The page sizes `search` accepts (spec 9); the list offers exactly these. */
export const PAGE_SIZES = [30, 60, 90, 100, 150] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 30;
