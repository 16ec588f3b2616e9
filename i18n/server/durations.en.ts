// Counted units inside server messages (English): one text per plural form of server/search/plural.ts.
/** Indexed by plural form: one, other. */
export const seconds: readonly string[] = ['%{count} second', '%{count} seconds'];
