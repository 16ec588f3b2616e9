// A details page's small table of entries (payments, changes, referred members): named for assistive
// technology, a text instead when there is none, and per column one header and one cell an entry.
import type { ReactNode } from 'react';
import { Table, TableBody, TableCell, type TableCellProps, TableHead, TableRow, Typography } from '@mui/material';

export interface EntryColumn<T> {
  header: string;
  cell: (entry: T) => ReactNode;
  /** Header and cells alike (figures to the right). */
  align?: TableCellProps['align'];
  /** The cells only: how a value is set out (tabular digits, a reference kept left to right). */
  cellProps?: TableCellProps;
}

interface EntryTableProps<T> {
  label: string;
  /** Shown instead of the table when there are no entries. */
  empty: string;
  entries: readonly T[];
  rowKey: (entry: T) => string | number;
  columns: readonly EntryColumn<T>[];
}

export function EntryTable<T>({ label, empty, entries, rowKey, columns }: EntryTableProps<T>) {
  if (entries.length === 0) return <Typography color="text.secondary">{empty}</Typography>;
  return (
    <Table size="small" aria-label={label}>
      <TableHead>
        <TableRow>
          {columns.map((column) => (
            <TableCell key={column.header} align={column.align}>
              {column.header}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {entries.map((entry) => (
          <TableRow key={rowKey(entry)}>
            {columns.map((column) => (
              <TableCell key={column.header} align={column.align} {...column.cellProps}>
                {column.cell(entry)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
