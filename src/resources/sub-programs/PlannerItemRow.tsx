// One item of a planner day: its library name, its sets, reps, seconds and rest, and the buttons that move it (the
// keyboard's way to drag). Native inputs and buttons styled by the day's list, because a plan holds hundreds
// of rows and each MUI input or icon button costs a styled component of its own.
import { type DragEvent, memo } from 'react';
import { useTranslate } from 'react-admin';
import { itemName, type PlanItem } from '../../../common/programmes/plan';
import { planNumber } from './planNumber';

export const DRAG_TYPE = 'application/x-plan-item';

const NUMBER_FIELDS = [
  ['sets', 'programmes.planner.sets'],
  ['reps', 'programmes.planner.reps'],
  ['duration_seconds', 'programmes.planner.duration'],
  ['rest_seconds', 'programmes.planner.rest_seconds'],
] as const;

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

const number = (value: string) => (value.trim() === '' ? null : Math.max(0, Math.round(Number(value))));

function PlannerItemRowView({ item, language, dayKey: key, index, last, previousKey, nextKey, actions }: Props) {
  const translate = useTranslate();
  const kind = translate(`programmes.planner.kinds.${item.kind}`);
  const name = itemName(item, language);
  // The id only when the library row has no name (e.g. deleted for good since it was planned).
  const label = name
    ? translate('programmes.planner.item_named', { kind, name })
    : translate('programmes.planner.item_label', { kind, id: planNumber(item.ref_id, language) });
  const place = { key, index };
  const button = (text: string, glyph: string, disabled: boolean, onClick: () => void, className?: string) => (
    <button type="button" aria-label={`${translate(text)} — ${label}`} disabled={disabled} onClick={onClick}>
      <span aria-hidden className={className}>
        {glyph}
      </span>
    </button>
  );
  const end = Number.MAX_SAFE_INTEGER;
  return (
    <li
      aria-label={label}
      draggable
      onDragStart={(event) => event.dataTransfer.setData(DRAG_TYPE, JSON.stringify(place))}
      onDrop={(event) => dropOn(event, actions, place)}
    >
      <span>{label}</span>
      <div>
        {NUMBER_FIELDS.map(([name, text]) => (
          <input
            key={name}
            type="number"
            min={0}
            value={item[name] ?? ''}
            placeholder={translate(text)}
            aria-label={`${translate(text)} — ${label}`}
            onChange={(event) => actions.change(key, index, { [name]: number(event.target.value) })}
          />
        ))}
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
    </li>
  );
}

/** Only the rows that change or change place render again after an edit or a drop. */
export const PlannerItemRow = memo(PlannerItemRowView);
