// A details page's small table of entries (payments, changes, referred members): named for assistive
// technology, a text instead when there is none, and per column one header and one cell an entry. Its
// texts are the messages under one prefix, so a table states that prefix once.
import type { ReactNode } from 'react';
import { Table, TableBody, TableCell, type TableCellProps, TableHead, TableRow, Typography } from '@mui/material';
import { useLocale, useTranslate } from 'react-admin';
import { formatDate } from '../../list/format';

export interface EntryColumn<T> {
  /** The header's message key under the table's `texts`. */
  header: string;
  cell: (entry: T, locale: string) => ReactNode;
  /** Header and cells alike (figures to the right). */
  align?: TableCellProps['align'];
  /** The cells only: how a value is set out (tabular digits, a reference kept left to right). */
  cellProps?: TableCellProps;
}

interface EntryTableProps<T> {
  /** The message prefix of the table's texts, e.g. `payout.history`. */
  texts: string;
  /** The key of the table's name under `texts` (default `title`). */
  label?: string;
  /** The key of the text shown instead of the table when there are no entries (default `empty`). */
  empty?: string;
  entries: readonly T[];
  /** Default: the entry's `id`. */
  rowKey?: (entry: T) => string | number;
  columns: readonly EntryColumn<T>[];
}

const idOf = (entry: unknown) => String((entry as { id?: unknown }).id);

/** When an entry was made, to the minute (`at`). */
export const atColumn: EntryColumn<{ at: string }> = {
  header: 'at',
  cell: (entry, locale) => formatDate(entry.at, locale, true),
};

/** The admin who made an entry (`by`); a dash for the system. */
export const byColumn: EntryColumn<{ admin: { label: string } | null }> = {
  header: 'by',
  cell: (entry) => entry.admin?.label ?? '—',
};

export function EntryTable<T>({
  texts,
  label = 'title',
  empty = 'empty',
  entries,
  rowKey = idOf,
  columns,
}: EntryTableProps<T>) {
  const translate = useTranslate();
  const locale = useLocale();
  const t = (key: string) => translate(`${texts}.${key}`);
  if (entries.length === 0) return <Typography color="text.secondary">{t(empty)}</Typography>;
  return (
    <Table size="small" aria-label={t(label)}>
      <TableHead>
        <TableRow>
          {columns.map((column) => (
            <TableCell key={column.header} align={column.align}>
              {t(column.header)}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {entries.map((entry) => (
          <TableRow key={rowKey(entry)}>
            {columns.map((column) => (
              <TableCell key={column.header} align={column.align} {...column.cellProps}>
                {column.cell(entry, locale)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
