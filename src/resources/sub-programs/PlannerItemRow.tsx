// One item of a planner day: its library name, its sets, reps, seconds and rest, and the buttons that move it (the
// keyboard's way to drag). Native inputs and buttons styled by the day's list, because a plan holds hundreds
// of rows and each MUI input or icon button costs a styled component of its own.
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
  place: ItemPlace;
  last: boolean;
  previousKey: string | null;
  nextKey: string | null;
  actions: ItemRowActions;
  onDrop(event: React.DragEvent, index: number): void;
}

const number = (value: string) => (value.trim() === '' ? null : Math.max(0, Math.round(Number(value))));

export function PlannerItemRow({ item, language, place, last, previousKey, nextKey, actions, onDrop }: Props) {
  const translate = useTranslate();
  const kind = translate(`programmes.planner.kinds.${item.kind}`);
  const name = itemName(item, language);
  // The id only when the library row has no name (e.g. deleted for good since it was planned).
  const label = name
    ? translate('programmes.planner.item_named', { kind, name })
    : translate('programmes.planner.item_label', { kind, id: planNumber(item.ref_id, language) });
  const { key, index } = place;
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
      onDrop={(event) => onDrop(event, index)}
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
