// One item of a planner day: its library name, its sets and reps or time and its rest as text with their units
// ("3 sets × 12 reps · rest 60 s"), and the buttons that edit, move (the keyboard's way to drag) or remove it.
// Native buttons styled by the day's list, with their names shown as tips on hover and focus, because a plan
// holds hundreds of rows and each MUI icon button or tooltip costs components of its own; the labelled MUI
// fields are drawn only for the row being edited.
import { type DragEvent, memo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { itemName, type PlanItem } from '../../../common/programmes/plan';
import { PlannerItemFields } from './PlannerItemFields';
import { planNumber } from './planNumber';
import { itemNumbers } from './planText';

export const DRAG_TYPE = 'application/x-plan-item';

export interface ItemPlace {
  key: string;
  index: number;
}

export interface ItemRowActions {
  change(key: string, index: number, change: Partial<PlanItem>): void;
  remove(key: string, index: number): void;
  move(from: ItemPlace, to: ItemPlace): void;
}

interface Props {
  item: PlanItem;
  /** The admin's language, for the library name. */
  language: 'en' | 'ar';
  /** The row's place: its day's key and its index there (plain values, so an unmoved row skips rendering). */
  dayKey: string;
  index: number;
  last: boolean;
  previousKey: string | null;
  nextKey: string | null;
  actions: ItemRowActions;
}

function dragged(event: DragEvent): ItemPlace | null {
  try {
    return JSON.parse(event.dataTransfer.getData(DRAG_TYPE));
  } catch {
    return null;
  }
}

/** Moves the dragged item to `to`: a row's place, or the end of a day dropped on outside its rows. */
export function dropOn(event: DragEvent, actions: ItemRowActions, to: ItemPlace): void {
  event.preventDefault();
  event.stopPropagation();
  const from = dragged(event);
  if (from) actions.move(from, to);
}

function PlannerItemRowView({ item, language, dayKey: key, index, last, previousKey, nextKey, actions }: Props) {
  const translate = useTranslate();
  const kind = translate(`programmes.planner.kinds.${item.kind}`);
  const name = itemName(item, language);
  // The id only when the library row has no name (e.g. deleted for good since it was planned).
  const label = name
    ? translate('programmes.planner.item_named', { kind, name })
    : translate('programmes.planner.item_label', { kind, id: planNumber(item.ref_id, language) });
  const place = { key, index };
  const [editing, setEditing] = useState(false);
  const numbers = itemNumbers(translate, item, language);
  const button = (text: string, glyph: string, disabled: boolean, onClick: () => void, className?: string) => (
    <button
      type="button"
      aria-label={`${translate(text)} — ${label}`}
      data-tip={translate(text)}
      disabled={disabled}
      onClick={onClick}
    >
      <span aria-hidden className={className}>
        {glyph}
      </span>
    </button>
  );
  const end = Number.MAX_SAFE_INTEGER;
  return (
    <li
      aria-label={label}
      // Not draggable while edited, so selecting a field's text does not start a drag.
      draggable={!editing}
      onDragStart={(event) => event.dataTransfer.setData(DRAG_TYPE, JSON.stringify(place))}
      onDrop={(event) => dropOn(event, actions, place)}
    >
      <span>{label}</span>
      <div>
        <span className={numbers ? 'numbers' : 'numbers unset'}>{numbers ?? translate('planner.unset')}</span>
        {button(editing ? 'planner.done' : 'planner.edit', editing ? '✓' : '✎', false, () => setEditing(!editing))}
        {button('programmes.planner.move_up', '↑', index === 0, () => actions.move(place, { key, index: index - 1 }))}
        {button('programmes.planner.move_down', '↓', last, () => actions.move(place, { key, index: index + 1 }))}
        {button(
          'programmes.planner.move_previous_day',
          '‹',
          previousKey === null,
          () => previousKey && actions.move(place, { key: previousKey, index: end }),
          'flips',
        )}
        {button(
          'programmes.planner.move_next_day',
          '›',
          nextKey === null,
          () => nextKey && actions.move(place, { key: nextKey, index: end }),
          'flips',
        )}
        {button('programmes.planner.remove_item', '✕', false, () => actions.remove(key, index))}
      </div>
      {editing && (
        <PlannerItemFields
          item={item}
          label={label}
          language={language}
          onChange={(change) => actions.change(key, index, change)}
        />
      )}
    </li>
  );
}

/** Only the rows that change or change place render again after an edit or a drop. */
export const PlannerItemRow = memo(PlannerItemRowView);
