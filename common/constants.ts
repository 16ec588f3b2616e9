// Constants the admin and the server must agree on; each lives here once.

/** The page sizes `search` accepts (spec 9); the list offers exactly these. */
export const PAGE_SIZES = [30, 60, 90, 100, 150] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 30;

/** Coupon codes (spec 7.5): upper-case letters, digits and dashes, this many of them. */
export const COUPON_CODE_MIN_LENGTH = 3;
export const COUPON_CODE_MAX_LENGTH = 32;

/** Discount codes: letters, digits, dashes and underscores, at most this many. */
export const DISCOUNT_CODE_MAX_LENGTH = 50;

/** The longest name or title a form takes. */
export const TEXT_MAX_LENGTH = 150;

/** Beyond this an amount or count is a typing mistake (and would overflow the columns). */
export const NUMBER_LIMIT = 1_000_000_000;
