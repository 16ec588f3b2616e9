// The results on a phone, as react-admin's SimpleList: one card per row with its title, second line,
// status and amount (listColumns.ts cardColumns), its selection box and its row actions. Plain markup
// styled once by the list (resultsCardsSx), like the table's rows.
import { memo, type ReactNode, type RefObject } from 'react';
import { CircularProgress } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Row } from '../types';
import type { CellRenderer } from './cellRenderers';
import { RowSelectBox, SelectAllBox } from './SelectBoxes';
import type { CardRole } from '../types';

/** A card's place as the cards draw it, made once per place by the table. */
export type CardRenderers = Partial<Record<CardRole, { value: string; render: CellRenderer }>>;

interface ResultsCardsProps {
  rows: Row[];
  places: CardRenderers;
  loading: boolean;
  selected: ReadonlySet<string>;
  allSelected: boolean;
  someSelected: boolean;
  onToggleAll: (checked: boolean) => void;
  onToggle: (id: string) => void;
  onOpen?: (row: Row) => void;
  renderActions: (row: Row) => ReactNode;
  selectAllRef?: RefObject<HTMLInputElement | null>;
  emptyState?: ReactNode;
}

function place(places: CardRenderers, role: CardRole, row: Row): ReactNode {
  const column = places[role];
  return column ? column.render(row[column.value]) : null;
}

const ResultCard = memo(function ResultCard(props: {
  row: Row;
  places: CardRenderers;
  selected: boolean;
  onToggle: (id: string) => void;
  onOpen?: (row: Row) => void;
  renderActions: (row: Row) => ReactNode;
}) {
  const { row, places, selected, onToggle, onOpen } = props;
  const id = String(row.ID);
  const secondary = place(places, 'secondary', row);
  const amount = place(places, 'amount', row);
  return (
    <li
      className="result-card"
      data-selected={selected}
      data-row-id={id}
      onDoubleClick={onOpen ? () => onOpen(row) : undefined}
      tabIndex={onOpen ? 0 : undefined}
      onKeyDown={
        onOpen
          ? (event) => {
              if (event.key === 'Enter' && event.target === event.currentTarget) onOpen(row);
            }
          : undefined
      }
    >
      <RowSelectBox id={id} selected={selected} onToggle={onToggle} />
      <div className="card-body">
        <div className="card-line">
          <span className="card-primary">{place(places, 'primary', row)}</span>
          {place(places, 'status', row)}
        </div>
        {(secondary !== null || amount !== null) && (
          <div className="card-line">
            <span className="card-secondary">{secondary}</span>
            {amount !== null && <span className="card-amount">{amount}</span>}
          </div>
        )}
        <div className="card-actions">{props.renderActions(row)}</div>
      </div>
    </li>
  );
});

export function ResultsCards(props: ResultsCardsProps) {
  const { rows, places, loading, selected, selectAllRef } = props;
  const translate = useTranslate();
  return (
    <div className="result-cards" aria-busy={loading}>
      <div className="cards-head">
        <SelectAllBox
          allSelected={props.allSelected}
          someSelected={props.someSelected}
          onToggleAll={props.onToggleAll}
          selectAllRef={selectAllRef}
        />
      </div>
      {loading && rows.length === 0 ? (
        <div className="cards-message">
          <CircularProgress size={28} aria-label={translate('list.loading')} />
        </div>
      ) : rows.length === 0 ? (
        <div className="cards-message">{props.emptyState ?? translate('list.table.empty')}</div>
      ) : (
        <ul aria-label={translate('columns.cards_label')}>
          {rows.map((row, index) => (
            <ResultCard
              // By position, as the table's rows.
              key={index}
              row={row}
              places={places}
              selected={selected.has(String(row.ID))}
              onToggle={props.onToggle}
              onOpen={props.onOpen}
              renderActions={props.renderActions}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
