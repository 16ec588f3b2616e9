// One row of the results table. Plain table markup styled once by the table (resultsSx.ts), and
// memoised: a new page renders only its new rows, and a header click, the loading state or another
// row's checkbox leaves the 150 rows of a page alone.
import { memo, type ReactNode } from 'react';
import type { Row } from '../types';
import type { CellRenderer } from './cellRenderers';
import { RowSelectBox } from './SelectBoxes';

/** The value of the actions column in the table's column list. */
export const ACTIONS = '__actions';

/** A column as the rows draw it, made once per column by the table. */
export interface RowColumn {
  value: string;
  className: string | undefined;
  render: CellRenderer;
}

interface ResultRowProps {
  row: Row;
  columns: RowColumn[];
  selected: boolean;
  /** The handlers keep their identity across renders, or every row would re-render. */
  onToggle: (id: string) => void;
  onOpen?: (row: Row) => void;
  renderActions: (row: Row) => ReactNode;
}

export const ResultRow = memo(function ResultRow({
  row,
  columns,
  selected,
  onToggle,
  onOpen,
  renderActions,
}: ResultRowProps) {
  const id = String(row.ID);
  return (
    <tr
      className="result-row"
      data-selected={selected}
      // Which record the row shows: rows are reused by position (see useRowFocusKeeper).
      data-row-id={id}
      onDoubleClick={() => (onOpen ? onOpen(row) : console.warn('No double-click handler for this list'))}
      // Enter on a focused row does what a double-click does.
      tabIndex={onOpen ? 0 : undefined}
      onKeyDown={
        onOpen
          ? (event) => {
              if (event.key === 'Enter' && event.target === event.currentTarget) onOpen(row);
            }
          : undefined
      }
    >
      <td className="select-cell">
        <RowSelectBox id={id} selected={selected} onToggle={onToggle} />
      </td>
      {columns.map((column) => (
        <td key={column.value} className={column.className}>
          {column.value === ACTIONS ? renderActions(row) : column.render(row[column.value], row)}
        </td>
      ))}
    </tr>
  );
});
