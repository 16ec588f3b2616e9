// The results table's header row: the select-all box and the sortable column titles. Memoised on plain
// values, so a new page of rows, the loading flag or a row's selection does not redraw its sort buttons.
import { memo, type RefObject } from 'react';
import { TableCell, TableHead, TableRow, TableSortLabel } from '@mui/material';
import type { Header } from '../types';
import { columnClassName } from './columnClasses';
import { SelectAllBox } from './SelectBoxes';

interface ResultsHeaderProps {
  columns: Header[];
  sortField: string | undefined;
  sortDesc: boolean;
  /** Keep its identity across renders. */
  onSort: (field: string) => void;
  /** Every row of the page is selected / only some are. */
  allSelected: boolean;
  someSelected: boolean;
  /** Keep its identity across renders. */
  onToggleAll: (checked: boolean) => void;
  selectAllRef?: RefObject<HTMLInputElement | null>;
}

export const ResultsHeader = memo(function ResultsHeader(props: ResultsHeaderProps) {
  const { columns, sortField, sortDesc, onSort, selectAllRef } = props;
  return (
    <TableHead>
      <TableRow>
        <TableCell padding="checkbox" className="select-cell">
          <SelectAllBox
            allSelected={props.allSelected}
            someSelected={props.someSelected}
            onToggleAll={props.onToggleAll}
            selectAllRef={selectAllRef}
          />
        </TableCell>
        {columns.map((column, index) => {
          const active = sortField === column.value;
          return (
            <TableCell
              key={column.value}
              data-column={column.value}
              className={columnClassName(column, index)}
              sortDirection={active ? (sortDesc ? 'desc' : 'asc') : false}
            >
              {column.sortable ? (
                <TableSortLabel
                  active={active}
                  direction={active && sortDesc ? 'desc' : 'asc'}
                  onClick={() => onSort(column.value)}
                >
                  {column.text}
                </TableSortLabel>
              ) : (
                column.text
              )}
            </TableCell>
          );
        })}
      </TableRow>
    </TableHead>
  );
});
