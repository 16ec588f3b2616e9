// The generic list screen every model uses (spec 2.4): driven by the model name; the server's answer
// decides the filters, columns, options, chart and totals.
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Box, Card, CircularProgress, Typography } from '@mui/material';
import { ListContextProvider, useDataProvider, useTranslate } from 'react-admin';
import type { ExportFormat, ModelDataProvider, RecordId } from '../providers/dataProvider';
import { bulkActions, rowActions, type RowActionName } from './actions/rowActions';
import { useListActions } from './actions/useListActions';
import { exportList } from './exportDownload';
import { ExportJobsPanel } from './exportJobs/ExportJobsPanel';
import { ListToolbar } from './ListToolbar';
import { useExportJobs } from './exportJobs/useExportJobs';
import { SHOW_TRASH, compactFilters, normalizeFilters } from './listParams';
import { NotesDialog } from './notes/NotesDialog';
import { SearchCriteria } from './search/SearchCriteria';
import type { OptionSearch } from './search/SelectFilter';
import { ChartPanel } from './summary/ChartPanel';
import { EstimateNotice } from './summary/EstimateNotice';
import { TotalsCard } from './summary/TotalsCard';
import { BulkActionsBar } from './table/BulkActionsBar';
import { EmptyResults } from './table/EmptyResults';
import { ResultsTable } from './table/ResultsTable';
import { RowActionButtons } from './table/RowActionButtons';
import { useRowFocusKeeper } from './table/useRowFocusKeeper';
import type { FilterField, Filters, Header, RangeField, Row } from './types';
import { useAbilities } from './useAbilities';
import { useModelListContext } from './useModelListContext';
import { useModelListState } from './useModelListState';
import { useEqualValue } from './useEqualValue';
import { useStableCallback } from './useStableCallback';
import { useDocumentTitle } from '../routing/useDocumentTitle';

export interface ModelListProps {
  /** The model name sent to `search` (e.g. `products`). */
  model: string;
  /** Permission subject of spec 6 (e.g. `Product`). */
  subject: string;
  /** Page heading. */
  title?: string;
  /** Row notes (default true; the server's `notable` must allow them too). */
  notes?: boolean;
  onDoubleClick?: (row: Row) => void;
  /** Opens the row's edit screen; without it there is no edit action. */
  onUpdate?: (row: Row) => void;
  /** Delete actions (default true; the server's `deletable` must allow them too). */
  deletable?: boolean;
  /** Opens the create screen; Add New shows when present and permitted. */
  onAddNew?: () => void;
  /** Quick date filters (Today's … Next month's <model>). */
  today?: boolean;
  /** The range field the quick date filters fill; default: the first date range field. */
  todayField?: string;
  /**
   * The model's filter keys (`ModelUi.filterKeys` of the registry): URL keys that are none of them are
   * left out before the first request. Without them, the keys of the model's last answer are used.
   */
  filterKeys?: readonly string[];
  /** More bulk buttons (react-admin's own, or any reading `useListContext().selectedIds`). */
  bulkActionButtons?: ReactNode;
}

const NO_FIELDS: FilterField[] = [];
const NO_RANGE_FIELDS: RangeField[] = [];
const NO_HEADERS: Header[] = [];

export function ModelList(props: ModelListProps) {
  const { model, subject, notes = true, deletable = true, today = false } = props;
  const translate = useTranslate();
  useDocumentTitle(props.title);
  const dataProvider = useDataProvider<ModelDataProvider>();
  const list = useModelListState(model, props.filterKeys);
  const abilities = useAbilities(subject);
  const [selected, setSelected] = useState<Set<string>>(() => new Set());
  const [notesFor, setNotesFor] = useState<RecordId | null>(null);

  // A new query (filters, trash, page…) starts with nothing selected.
  const queryKey = JSON.stringify(list.params);
  useEffect(() => setSelected(new Set()), [queryKey]);

  const rowFocus = useRowFocusKeeper(list.rows);
  const { ask, dialogs } = useListActions({
    model,
    onSuccess: () => {
      setSelected(new Set());
      void list.reload();
    },
    onResultClosed: () => afterResult(),
  });
  const selectAll = useRef<HTMLInputElement>(null);
  // A bulk action clears the selection, so the bulk bar and its focused button go away: the focus goes
  // to the select-all box next to where the bar was, not to the top of the page.
  const afterResult = useStableCallback(() => {
    rowFocus.afterDialog();
    const active = document.activeElement;
    const lost = !active || active === document.body || !active.isConnected || active.closest('[role="dialog"]');
    if (lost && selected.size === 0) selectAll.current?.focus();
  });

  const meta = list.meta;
  const options = meta?.options ?? {};
  const trash = list.params.filters[SHOW_TRASH] === true;
  const notesOn = notes && Boolean(options.notable);
  const deleteOn = deletable && Boolean(options.deletable);
  const hasEnabled = list.rows.some((row) => 'enabled' in row);
  // Kept while equal, so the memoised criteria, chart and totals skip answers that only change the rows.
  const filterFields = useEqualValue(meta?.fields.fields ?? NO_FIELDS);
  const rangeFields = useEqualValue(meta?.fields.rangeFields ?? NO_RANGE_FIELDS);
  // Kept while equal, so a new page of the same columns does not rebuild every cell's renderer.
  const headers = useEqualValue(meta?.headers ?? NO_HEADERS);
  // Keys of the URL that are no filters of the model (`utm_source`, an outdated link) are not shown, so
  // Search drops them from the URL too.
  const applied = useEqualValue(list.applied);
  const charts = useEqualValue(meta?.charts);
  const totals = useEqualValue(meta?.totals);
  const dateShortcutField = today
    ? (props.todayField ?? rangeFields.find((field) => ['timestamp', 'datetime', 'date'].includes(field.type))?.name)
    : undefined;

  const standardBulk = bulkActions({ abilities, deletable: deleteOn }, { trash, hasEnabled });
  const customBulk = trash ? [] : (options.bulkActions ?? []);

  const context = useModelListContext({ resource: model, title: props.title, list, selected, setSelected });
  const selectedIds = context.selectedIds as RecordId[];

  const onRowAction = useStableCallback((row: Row, action: RowActionName) => {
    if (action === 'edit') props.onUpdate?.(row);
    else if (action === 'notes') setNotesFor(row.ID);
    else ask({ action, ids: [row.ID], bulk: false });
  });
  const editable = Boolean(props.onUpdate);
  // Stable while what it draws is the same, so the table's memoised rows are not all redrawn.
  const renderActions = useCallback(
    (row: Row) => (
      <RowActionButtons
        rowId={row.ID}
        actions={rowActions(row, { abilities, notes: notesOn, deletable: deleteOn, editable })}
        onAction={(action) => onRowAction(row, action)}
      />
    ),
    [abilities, notesOn, deleteOn, editable, onRowAction],
  );

  const exportJobs = useExportJobs(dataProvider, model);
  const exportAs = useStableCallback((format: ExportFormat) =>
    exportList(
      dataProvider,
      model,
      { filters: normalizeFilters(compactFilters(applied), filterFields), sort: list.params.sort },
      format,
      exportJobs.track,
    ),
  );
  const optionSearch = useStableCallback(
    (field: FilterField): OptionSearch =>
      (query, signal) =>
        dataProvider.fieldSearch(model, field.name, query, signal),
  );
  const search = useStableCallback((filters: Filters) => list.update({ filters: compactFilters(filters), page: 1 }));
  const reset = useStableCallback(() => list.update({ filters: {}, page: 1 }));
  const addNew = useStableCallback(() => props.onAddNew?.());
  const showExact = useStableCallback(() => list.showExact());

  const sortBy = (field: string) => {
    const desc = list.params.sort?.field === field ? !list.params.sort.desc : false;
    list.update({ sort: { field, desc }, page: 1 });
  };

  return (
    <ListContextProvider value={context}>
      <Box sx={{ py: 2 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2 }}>
          {props.title && (
            <Typography variant="h5" component="h1">
              {props.title}
            </Typography>
          )}
          {!list.loading && (
            <ListToolbar onExport={exportAs} onAddNew={props.onAddNew && abilities.create ? addNew : undefined} />
          )}
        </Box>
        {list.loading ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
            <CircularProgress aria-label={translate('list.loading')} />
          </Box>
        ) : (
          <>
            <SearchCriteria
              model={model}
              fields={filterFields}
              rangeFields={rangeFields}
              applied={applied}
              onSearch={search}
              onReset={reset}
              dateShortcutField={dateShortcutField}
              optionSearch={optionSearch}
              modelTitle={props.title}
            />
            <ExportJobsPanel state={exportJobs} dataProvider={dataProvider} />
            {list.estimated && <EstimateNotice total={list.total} busy={list.fetching} onShowExact={showExact} />}
            {options.chartable && charts && charts.months.length > 0 && (
              <ChartPanel charts={charts} model={model} estimated={list.estimated} />
            )}
            {totals && Object.keys(totals).length > 0 && (
              <TotalsCard
                totals={totals}
                model={model}
                estimated={list.estimated}
                amountTotals={options.amountTotals}
                currency={options.currency}
              />
            )}
            <Card>
              {/* Only once rows are selected, as react-admin's own bulk toolbar. */}
              {selected.size > 0 && (standardBulk.length > 0 || customBulk.length > 0 || props.bulkActionButtons) && (
                <BulkActionsBar
                  selectedCount={selected.size}
                  standard={standardBulk}
                  custom={customBulk}
                  onStandard={(action) => ask({ action, ids: selectedIds, bulk: true })}
                  onClear={() => setSelected(new Set())}
                  onCustom={(action) =>
                    ask({ action: action.name.toLowerCase(), label: action.label, ids: selectedIds, bulk: true })
                  }
                >
                  {props.bulkActionButtons}
                </BulkActionsBar>
              )}
              <ResultsTable
                model={model}
                rows={list.rows}
                headers={headers}
                total={list.total}
                estimated={list.estimated}
                page={list.params.page}
                perPage={list.params.perPage}
                sort={list.params.sort}
                loading={list.fetching}
                selected={selected}
                onSelectionChange={setSelected}
                selectAllRef={selectAll}
                currency={options.currency}
                onSort={sortBy}
                onPageChange={(page) => list.update({ page })}
                onPerPageChange={(perPage) => list.update({ perPage, page: 1 })}
                onRowDoubleClick={props.onDoubleClick}
                bodyProps={rowFocus.bodyProps}
                renderActions={renderActions}
                emptyState={<EmptyResults filtered={Object.keys(applied).length > 0} onClear={reset} />}
              />
            </Card>
          </>
        )}
        {dialogs}
        <NotesDialog model={model} id={notesFor} onClose={() => setNotesFor(null)} />
      </Box>
    </ListContextProvider>
  );
}
