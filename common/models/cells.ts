// How the list shows a column's value: the `type` of a model's header, read by the server (exports,
// sorting) and the admin (table cells) alike.
export type CellType =
  | 'text'
  | 'html'
  | 'link'
  | 'status'
  | 'rating'
  | 'amount'
  | 'number'
  | 'date'
  | 'datetime'
  | 'image'
  | 'boolean'
  /** The activity log's changed fields and named records (common/activity/changes.ts). */
  | 'changes';

/**
 * Which columns a narrow list keeps: 1 always (with the first column and the actions), 2 while there is
 * room, 3 first to go. Left out, the admin derives it from the cell type (listColumns.ts).
 */
export type ColumnPriority = 1 | 2 | 3;
export const COLUMN_PRIORITIES: readonly ColumnPriority[] = [1, 2, 3];

/** The place of a column on a phone's card; left out, the admin derives it from the types and priorities. */
export type CardRole = 'primary' | 'secondary' | 'status' | 'amount';
export const CARD_ROLES: readonly CardRole[] = ['primary', 'secondary', 'status', 'amount'];
