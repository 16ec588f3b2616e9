// The results table: selection, server-defined columns with the actions column second, sorting and
// server paging.
import type { ReactNode } from 'react';
import {
  Box,
  Checkbox,
  CircularProgress,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  TableSortLabel,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { PAGE_SIZES, type Header, type Row, type Sort } from '../types';
import { Cell } from './Cell';
import type { RowFocusBodyProps } from './useRowFocusKeeper';

/** Columns never shown. */
const HIDDEN_COLUMNS = new Set(['is_trashed']);
const ACTIONS = '__actions';

interface ResultsTableProps {
  rows: Row[];
  headers: Header[];
  total: number;
  page: number;
  perPage: number;
  sort: Sort | null;
  loading: boolean;
  selected: ReadonlySet<string>;
  onSelectionChange: (selected: Set<string>) => void;
  onSort: (field: string) => void;
  onPageChange: (page: number) => void;
  onPerPageChange: (perPage: number) => void;
  renderActions: (row: Row) => ReactNode;
  onRowDoubleClick?: (row: Row) => void;
  /** Keeps focus in the rows when the focused control goes away (see useRowFocusKeeper). */
  bodyProps?: RowFocusBodyProps;
}

/** Server headers without hidden ones, with the actions column inserted second. */
export function visibleColumns(headers: Header[], actionsLabel: string): Header[] {
  const columns = headers.filter((header) => !HIDDEN_COLUMNS.has(header.value));
  columns.splice(Math.min(1, columns.length), 0, { text: actionsLabel, value: ACTIONS, sortable: false });
  return columns;
}

export function ResultsTable(props: ResultsTableProps) {
  const { rows, headers, total, page, perPage, sort, loading, selected, onSelectionChange } = props;
  const translate = useTranslate();
  const columns = visibleColumns(headers, translate('list.table.actions'));
  const pageIds = rows.map((row) => String(row.ID));
  const selectedOnPage = pageIds.filter((id) => selected.has(id)).length;

  const toggleAll = (checked: boolean) => {
    const next = new Set(selected);
    pageIds.forEach((id) => (checked ? next.add(id) : next.delete(id)));
    onSelectionChange(next);
  };

  const toggle = (id: string) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onSelectionChange(next);
  };

  return (
    <>
      <TableContainer>
        <Table size="small" aria-label={translate('list.table.label')} aria-busy={loading}>
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox">
                <Checkbox
                  checked={pageIds.length > 0 && selectedOnPage === pageIds.length}
                  indeterminate={selectedOnPage > 0 && selectedOnPage < pageIds.length}
                  onChange={(event) => toggleAll(event.target.checked)}
                  slotProps={{ input: { 'aria-label': translate('list.table.select_all') } }}
                />
              </TableCell>
              {columns.map((column) => (
                <TableCell
                  key={column.value}
                  sortDirection={sort?.field === column.value ? (sort.desc ? 'desc' : 'asc') : false}
                >
                  {column.sortable ? (
                    <TableSortLabel
                      active={sort?.field === column.value}
                      direction={sort?.field === column.value && sort.desc ? 'desc' : 'asc'}
                      onClick={() => props.onSort(column.value)}
                    >
                      {column.text}
                    </TableSortLabel>
                  ) : (
                    column.text
                  )}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody {...props.bodyProps}>
            {loading && rows.length === 0 ? (
              <TableRow>
                <TableCell colSpan={columns.length + 1} align="center">
                  <CircularProgress size={28} aria-label={translate('list.loading')} />
                </TableCell>
              </TableRow>
            ) : rows.length === 0 ? (
              <TableRow>
                <TableCell colSpan={columns.length + 1} align="center">
                  {translate('list.table.empty')}
                </TableCell>
              </TableRow>
            ) : (
              rows.map((row) => {
                const id = String(row.ID);
                const open = props.onRowDoubleClick;
                return (
                  <TableRow
                    key={id}
                    hover
                    selected={selected.has(id)}
                    onDoubleClick={() => (open ? open(row) : console.warn('No double-click handler for this list'))}
                    // Enter on a focused row does what a double-click does.
                    tabIndex={open ? 0 : undefined}
                    onKeyDown={
                      open
                        ? (event) => {
                            if (event.key === 'Enter' && event.target === event.currentTarget) open(row);
                          }
                        : undefined
                    }
                  >
                    <TableCell padding="checkbox">
                      <Checkbox
                        checked={selected.has(id)}
                        onChange={() => toggle(id)}
                        onDoubleClick={(event) => event.stopPropagation()}
                        slotProps={{ input: { 'aria-label': translate('list.table.select_row', { id }) } }}
                      />
                    </TableCell>
                    {columns.map((column) => (
                      <TableCell key={column.value}>
                        {column.value === ACTIONS ? props.renderActions(row) : <Cell header={column} value={row[column.value]} />}
                      </TableCell>
                    ))}
                  </TableRow>
                );
              })
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <TablePagination
          component="div"
          count={total}
          page={Math.max(0, page - 1)}
          rowsPerPage={perPage}
          rowsPerPageOptions={[...PAGE_SIZES]}
          onPageChange={(_event, zeroBased) => props.onPageChange(zeroBased + 1)}
          onRowsPerPageChange={(event) => props.onPerPageChange(Number(event.target.value))}
          labelRowsPerPage={translate('list.table.rows_per_page')}
          labelDisplayedRows={({ from, to, count }) => translate('list.table.displayed_rows', { from, to, count })}
          getItemAriaLabel={(type) => translate(`list.table.page_${type}`)}
        />
      </Box>
    </>
  );
}
