// The list's selection boxes, one drawing for the table and the phone's cards: a row's box and the
// select-all box (indeterminate while only some rows are chosen).
import type { RefObject } from 'react';
import { useTranslate } from 'react-admin';

export function RowSelectBox({
  id,
  selected,
  onToggle,
}: {
  id: string;
  selected: boolean;
  onToggle: (id: string) => void;
}) {
  const translate = useTranslate();
  return (
    // A double click on the box selects it only; it does not open the row.
    <label className="select-box" onDoubleClick={(event) => event.stopPropagation()}>
      <input
        type="checkbox"
        checked={selected}
        onChange={() => onToggle(id)}
        aria-label={translate('list.table.select_row', { id })}
      />
    </label>
  );
}

export function SelectAllBox(props: {
  allSelected: boolean;
  someSelected: boolean;
  onToggleAll: (checked: boolean) => void;
  selectAllRef?: RefObject<HTMLInputElement | null>;
}) {
  const translate = useTranslate();
  return (
    <label className="select-box">
      <input
        type="checkbox"
        ref={(box) => {
          if (props.selectAllRef) props.selectAllRef.current = box;
          if (box) box.indeterminate = props.someSelected;
        }}
        checked={props.allSelected}
        onChange={(event) => props.onToggleAll(event.target.checked)}
        aria-label={translate('list.table.select_all')}
      />
    </label>
  );
}
