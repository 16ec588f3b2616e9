// A record's history (a payout request's transitions, a subscription's changes), oldest first: when, who,
// what changed, and the note given with the change.
import type { ReactNode } from 'react';
import { atColumn, byColumn, type EntryColumn, EntryTable } from './EntryTable';

interface HistoryTableProps<T> {
  /** The message prefix of the table's texts (`title`, `empty`, `at`, `by`, `change` and the note's header). */
  texts: string;
  entries: readonly T[];
  rowKey: (entry: T) => string;
  /** What the entry changed, in words. */
  change: (entry: T) => ReactNode;
  /** The note's column (a reason, a transfer reference). */
  note: EntryColumn<T>;
}

export function HistoryTable<T extends { at: string; admin: { label: string } | null }>({
  change,
  note,
  ...table
}: HistoryTableProps<T>) {
  return <EntryTable {...table} columns={[atColumn, byColumn, { header: 'change', cell: change }, note]} />;
}
