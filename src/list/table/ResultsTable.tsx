// The results table: selection, server-defined columns with the actions column second, sorting and
// server paging.
import { useMemo, type ReactNode, type RefObject } from 'react';
import {
  Box,
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
import { useBasename, useLocale, useTranslate } from 'react-admin';
import { PAGE_SIZES } from '../../../common/constants';
import type { Header, Row, Sort } from '../types';
import { useStableCallback } from '../useStableCallback';
import { formatNumber } from '../format';
import { formatEstimate } from '../summary/estimate';
import { columnClassName } from './columnClasses';
import { cellRenderer } from './cellRenderers';
import { ACTIONS, ResultRow, type RowColumn } from './ResultRow';
import { resultsTableSx } from './resultsSx';
import { useRowActionTooltip } from './useRowActionTooltip';
import type { RowFocusBodyProps } from './useRowFocusKeeper';

/** Columns never shown. */
const HIDDEN_COLUMNS = new Set(['is_trashed']);

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
  /** Keep its identity across renders (useCallback): each row re-renders when it changes. */
  renderActions: (row: Row) => ReactNode;
  onRowDoubleClick?: (row: Row) => void;
  /** The ISO 4217 code amount cells are shown in. */
  currency?: string;
  /** The select-all box, for focus to land on when the bulk bar goes away. */
  selectAllRef?: RefObject<HTMLInputElement | null>;
  /** Keeps focus in the rows when the focused control goes away (see useRowFocusKeeper). */
  bodyProps?: RowFocusBodyProps;
  /** Shown instead of the rows when there are none (what happened, and the way out). */
  emptyState?: ReactNode;
  /** `total` is an estimate: the counter says "about", and next stays on while pages are full. */
  estimated?: boolean;
}

/**
 * Server headers without hidden ones, with the actions column inserted second; amount columns carry the
 * list's currency.
 */
export function visibleColumns(headers: Header[], actionsLabel: string, currency?: string): Header[] {
  const columns = headers
    .filter((header) => !HIDDEN_COLUMNS.has(header.value))
    .map((header) => (header.type === 'amount' && currency ? { ...header, currency } : header));
  columns.splice(Math.min(1, columns.length), 0, { text: actionsLabel, value: ACTIONS, sortable: false });
  return columns;
}

/** MUI's count for "not known": the next button stays enabled. */
const UNKNOWN_COUNT = -1;

/**
 * The count given to the pager. An estimated total could end the paging too early or too late, so while
 * pages come back full the count is left unknown (next stays on); a page that is not full is the last
 * one, and then the exact count is known.
 */
export function pagerCount(total: number, estimated: boolean, page: number, perPage: number, shown: number): number {
  if (!estimated) return total;
  return shown < perPage ? (page - 1) * perPage + shown : UNKNOWN_COUNT;
}

export function ResultsTable(props: ResultsTableProps) {
  const { rows, headers, total, page, perPage, sort, loading, selected, onSelectionChange } = props;
  const pagingCount = pagerCount(total, props.estimated === true, page, perPage, rows.length);
  const translate = useTranslate();
  const locale = useLocale();
  const actionsLabel = translate('list.table.actions');
  const columns = useMemo(
    () => visibleColumns(headers, actionsLabel, props.currency),
    [headers, actionsLabel, props.currency],
  );
  const basename = useBasename();
  const rowColumns = useMemo<RowColumn[]>(() => {
    const context = { locale, translate, basename };
    return columns.map((column, index) => ({
      value: column.value,
      className: columnClassName(column, index),
      render: cellRenderer(column, context),
    }));
  }, [columns, locale, translate, basename]);
  const pageIds = rows.map((row) => String(row.ID));
  const selectedOnPage = pageIds.filter((id) => selected.has(id)).length;

  const toggleAll = (checked: boolean) => {
    const next = new Set(selected);
    pageIds.forEach((id) => (checked ? next.add(id) : next.delete(id)));
    onSelectionChange(next);
  };

  const toggle = useStableCallback((id: string) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onSelectionChange(next);
  });
  const open = useStableCallback((row: Row) => props.onRowDoubleClick?.(row));
  const actionTooltip = useRowActionTooltip();
  const { bodyProps } = props;

  return (
    <>
      <TableContainer className="results-scroller">
        <Table size="small" aria-label={translate('list.table.label')} aria-busy={loading} sx={resultsTableSx}>
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox" className="select-cell">
                <label className="select-box">
                  <input
                    type="checkbox"
                    ref={(box) => {
                      if (props.selectAllRef) props.selectAllRef.current = box;
                      if (box) box.indeterminate = selectedOnPage > 0 && selectedOnPage < pageIds.length;
                    }}
                    checked={pageIds.length > 0 && selectedOnPage === pageIds.length}
                    onChange={(event) => toggleAll(event.target.checked)}
                    aria-label={translate('list.table.select_all')}
                  />
                </label>
              </TableCell>
              {columns.map((column) => (
                <TableCell
                  key={column.value}
                  className={columnClassName(column, columns.indexOf(column))}
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
          <TableBody
            ref={bodyProps?.ref}
            onPointerOver={actionTooltip.handlers.onPointerOver}
            onPointerOut={actionTooltip.handlers.onPointerOut}
            onFocus={(event) => {
              bodyProps?.onFocus(event);
              actionTooltip.handlers.onFocus(event);
            }}
            onBlur={(event) => {
              bodyProps?.onBlur(event);
              actionTooltip.handlers.onBlur(event);
            }}
          >
            {loading && rows.length === 0 ? (
              <TableRow>
                <TableCell colSpan={columns.length + 1} align="center">
                  <CircularProgress size={28} aria-label={translate('list.loading')} />
                </TableCell>
              </TableRow>
            ) : rows.length === 0 ? (
              <TableRow>
                <TableCell colSpan={columns.length + 1} align="center">
                  {props.emptyState ?? translate('list.table.empty')}
                </TableCell>
              </TableRow>
            ) : (
              rows.map((row, index) => (
                <ResultRow
                  // By position: a new page updates the rows already drawn instead of removing them all
                  // and creating 150 new ones (rows hold no state of their own record).
                  key={index}
                  row={row}
                  columns={rowColumns}
                  selected={selected.has(String(row.ID))}
                  onToggle={toggle}
                  onOpen={props.onRowDoubleClick ? open : undefined}
                  renderActions={props.renderActions}
                />
              ))
            )}
          </TableBody>
        </Table>
        {actionTooltip.tooltip}
      </TableContainer>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <TablePagination
          component="div"
          count={pagingCount}
          page={Math.max(0, page - 1)}
          rowsPerPage={perPage}
          // The page counter and sizes in the language's digits (Arabic-Indic in Arabic).
          rowsPerPageOptions={PAGE_SIZES.map((size) => ({ value: size, label: formatNumber(size, locale) }))}
          onPageChange={(_event, zeroBased) => props.onPageChange(zeroBased + 1)}
          onRowsPerPageChange={(event) => props.onPerPageChange(Number(event.target.value))}
          labelRowsPerPage={translate('list.table.rows_per_page')}
          labelDisplayedRows={({ from, to, count }) =>
            count === UNKNOWN_COUNT
              ? translate('list.estimate.displayed_rows', {
                  from: formatNumber(from, locale),
                  to: formatNumber(to, locale),
                  count: formatEstimate(total, locale),
                })
              : translate('list.table.displayed_rows', {
                  from: formatNumber(from, locale),
                  to: formatNumber(to, locale),
                  count: formatNumber(count, locale),
                })
          }
          getItemAriaLabel={(type) => translate(`list.table.page_${type}`)}
        />
      </Box>
    </>
  );
}
