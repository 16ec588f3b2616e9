// Which columns a narrow list keeps and how a phone's card is made of them, from the headers alone: a
// model that declares nothing gets both from its cell types; `priority` and `card` on a header (declared
// on the server model) correct the guess.
import type { CardRole, ColumnPriority, Header } from '../types';
import { ACTIONS } from './ResultRow';

const PRIORITY_OF_TYPE: Record<string, ColumnPriority> = {
  status: 1,
  amount: 1,
  link: 1,
  // The activity log's changes are what its rows are read for.
  changes: 1,
  text: 2,
  number: 2,
  rating: 2,
  date: 2,
  datetime: 3,
  boolean: 3,
  image: 3,
  html: 3,
};

/** The first column (the row's title) and the actions always stay. */
export function isPinned(column: Header, index: number): boolean {
  return index === 0 || column.value === ACTIONS;
}

export function priorityOf(column: Header): ColumnPriority {
  return column.priority ?? PRIORITY_OF_TYPE[column.type ?? 'text'] ?? 2;
}

/** The columns a lack of room hides, first to go first: priority 3 before 2 before 1, later before earlier. */
export function dropOrder(columns: readonly Header[], kept: ReadonlySet<string>): string[] {
  return columns
    .map((column, index) => ({ column, index }))
    .filter(({ column, index }) => !isPinned(column, index) && !kept.has(column.value))
    .sort((a, b) => priorityOf(b.column) - priorityOf(a.column) || b.index - a.index)
    .map(({ column }) => column.value);
}

export type CardColumns = Partial<Record<CardRole, Header>>;

const TEXT_TYPES: ReadonlySet<string> = new Set(['text', 'link', 'number', 'date', 'datetime']);

/**
 * A card's title, second line, status and amount. Declared places win; otherwise the title is the first
 * column (or the first text when that is an image), the status the `status` column or else the first
 * status cell, the amount the first amount, and the second line the most important remaining text.
 */
export function cardColumns(headers: readonly Header[]): CardColumns {
  const declared = (role: CardRole) => headers.find((header) => header.card === role);
  const free = (header: Header) => !header.card && header.value !== ACTIONS;
  const textual = headers.filter((header) => free(header) && TEXT_TYPES.has(header.type ?? 'text'));
  const primary =
    declared('primary') ?? (headers[0] && TEXT_TYPES.has(headers[0].type ?? 'text') ? headers[0] : textual[0]);
  const statuses = headers.filter((header) => free(header) && header.type === 'status');
  const status = declared('status') ?? statuses.find((header) => header.value === 'status') ?? statuses[0];
  const amount = declared('amount') ?? headers.find((header) => free(header) && header.type === 'amount');
  const secondary =
    declared('secondary') ??
    textual
      .filter((header) => header !== primary)
      .map((header, index) => ({ header, index }))
      .sort((a, b) => priorityOf(a.header) - priorityOf(b.header) || a.index - b.index)[0]?.header;
  const roles: CardColumns = {};
  if (primary) roles.primary = primary;
  if (secondary) roles.secondary = secondary;
  if (status) roles.status = status;
  if (amount) roles.amount = amount;
  return roles;
}
