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
