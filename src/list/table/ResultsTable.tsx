// The results table: selection, server-defined columns with the actions column second, sorting and
// server paging. It shows the columns that fit its width (useColumnFit) and those the admin chose
// (ColumnChooser); below 600 px the rows are cards (ResultsCards).
import { useMemo, useRef, type ReactNode, type RefObject, type UIEvent } from 'react';
import {
  Box,
  CircularProgress,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableRow,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useBasename, useLocale, useTranslate } from 'react-admin';
import type { Header, Row, Sort } from '../types';
import { useStableCallback } from '../useStableCallback';
import { columnClassName } from './columnClasses';
import { cellRenderer } from './cellRenderers';
import { ColumnChooser } from './ColumnChooser';
import { cardColumns, dropOrder, isPinned } from './listColumns';
import { ResultsCards, type CardRenderers } from './ResultsCards';
import { ACTIONS, ResultRow, type RowColumn } from './ResultRow';
import { ResultsHeader } from './ResultsHeader';
import { ResultsPagination, UNKNOWN_COUNT } from './ResultsPagination';
import { resultsCardsSx, resultsTableSx } from './resultsSx';
import { useColumnChoices } from './useColumnChoices';
import { useColumnFit } from './useColumnFit';
import { useRowActionTooltip } from './useRowActionTooltip';
import type { RowFocusBodyProps } from './useRowFocusKeeper';

const NO_ORDER: string[] = [];

/** Columns never shown. */
const HIDDEN_COLUMNS = new Set(['is_trashed']);

interface ResultsTableProps {
  /** The model: the admin's column choices are kept per model. */
  model: string;
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
    .map((header) => ((header.type === 'amount' || header.unitFrom) && currency ? { ...header, currency } : header));
  columns.splice(Math.min(1, columns.length), 0, { text: actionsLabel, value: ACTIONS, sortable: false });
  return columns;
}

/**
 * The count given to the pager. An estimated total could end the paging too early or too late, so while
 * pages come back full the count is left unknown (next stays on); a page that is not full is the last
 * one, and then the exact count is known.
 */
export function pagerCount(total: number, estimated: boolean, page: number, perPage: number, shown: number): number {
  if (!estimated) return total;
  return shown < perPage ? (page - 1) * perPage + shown : UNKNOWN_COUNT;
}

/**
 * Marks the scroller once it is scrolled sideways (scrollLeft is negative in right-to-left). The sticky
 * columns take effect only then: unscrolled they sit where they would anyway, and 300 sticky cells on a
 * page cost every page change about a tenth of its time in layout, paint and hit testing.
 */
function markSideways(event: UIEvent<HTMLDivElement>) {
  const scroller = event.currentTarget;
  const sideways = String(scroller.scrollLeft !== 0);
  if (scroller.dataset.sideways !== sideways) scroller.dataset.sideways = sideways;
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
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const { choices, choose } = useColumnChoices(props.model);
  // The columns not taken away, and the order the others give way in when room is short.
  const candidates = useMemo(
    () => columns.filter((column, index) => isPinned(column, index) || choices[column.value] !== false),
    [columns, choices],
  );
  const order = useMemo(() => {
    const kept = new Set(Object.keys(choices).filter((value) => choices[value]));
    return dropOrder(candidates, kept);
  }, [candidates, choices]);
  const scroller = useRef<HTMLDivElement>(null);
  const droppedCount = useColumnFit(scroller, phone ? NO_ORDER : order, rows);
  const shownColumns = useMemo(() => {
    const dropped = new Set(order.slice(0, droppedCount));
    return candidates.filter((column) => !dropped.has(column.value));
  }, [candidates, order, droppedCount]);
  const shownValues = useMemo(() => new Set(shownColumns.map((column) => column.value)), [shownColumns]);
  const chooserColumns = useMemo(() => columns.filter((column) => column.value !== ACTIONS), [columns]);
  const rowColumns = useMemo<RowColumn[]>(() => {
    const context = { locale, translate, basename };
    return shownColumns.map((column, index) => ({
      value: column.value,
      className: columnClassName(column, index),
      render: cellRenderer(column, context),
    }));
  }, [shownColumns, locale, translate, basename]);
  const cardPlaces = useMemo<CardRenderers>(() => {
    const context = { locale, translate, basename };
    return Object.fromEntries(
      Object.entries(cardColumns(columns)).map(([role, column]) => [
        role,
        { value: column.value, render: cellRenderer(column, context) },
      ]),
    );
  }, [columns, locale, translate, basename]);
  const pageIds = rows.map((row) => String(row.ID));
  const selectedOnPage = pageIds.filter((id) => selected.has(id)).length;

  const toggleAll = useStableCallback((checked: boolean) => {
    const next = new Set(selected);
    pageIds.forEach((id) => (checked ? next.add(id) : next.delete(id)));
    onSelectionChange(next);
  });
  const sortBy = useStableCallback((field: string) => props.onSort(field));
  const changePage = useStableCallback((next: number) => props.onPageChange(next));
  const changePerPage = useStableCallback((next: number) => props.onPerPageChange(next));

  const toggle = useStableCallback((id: string) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onSelectionChange(next);
  });
  const open = useStableCallback((row: Row) => props.onRowDoubleClick?.(row));
  const actionTooltip = useRowActionTooltip();
  const { bodyProps } = props;

  const allSelected = pageIds.length > 0 && selectedOnPage === pageIds.length;
  const someSelected = selectedOnPage > 0 && selectedOnPage < pageIds.length;
  const pagination = (
    <ResultsPagination
      count={pagingCount}
      total={total}
      page={page}
      perPage={perPage}
      onPageChange={changePage}
      onPerPageChange={changePerPage}
    />
  );

  if (phone) {
    return (
      <>
        <Box sx={resultsCardsSx}>
          <ResultsCards
            rows={rows}
            places={cardPlaces}
            loading={loading}
            selected={selected}
            allSelected={allSelected}
            someSelected={someSelected}
            onToggleAll={toggleAll}
            onToggle={toggle}
            onOpen={props.onRowDoubleClick ? open : undefined}
            renderActions={props.renderActions}
            selectAllRef={props.selectAllRef}
            emptyState={props.emptyState}
          />
        </Box>
        {pagination}
      </>
    );
  }

  return (
    <>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', px: 1, pt: 0.5 }}>
        <ColumnChooser columns={chooserColumns} shown={shownValues} onChoose={choose} />
      </Box>
      <TableContainer ref={scroller} className="results-scroller" onScroll={markSideways}>
        <Table size="small" aria-label={translate('list.table.label')} aria-busy={loading} sx={resultsTableSx}>
          <ResultsHeader
            columns={shownColumns}
            sortField={sort?.field}
            sortDesc={sort?.desc === true}
            onSort={sortBy}
            allSelected={allSelected}
            someSelected={someSelected}
            onToggleAll={toggleAll}
            selectAllRef={props.selectAllRef}
          />
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
                <TableCell colSpan={shownColumns.length + 1} align="center">
                  <CircularProgress size={28} aria-label={translate('list.loading')} />
                </TableCell>
              </TableRow>
            ) : rows.length === 0 ? (
              <TableRow>
                <TableCell colSpan={shownColumns.length + 1} align="center">
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
      {pagination}
    </>
  );
}
