// A list reordered by drag or by keyboard (@dnd-kit: Space or Enter picks an item up, the arrows move it,
// Space or Enter drops it, Escape cancels), with what happens read out in the screen's language and digits.
import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  type DragStartEvent,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { type ReactNode, useRef } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatNumber } from '../../layout/formatNumber';

interface SortableListProps {
  ids: string[];
  /** What an item is called when its moves are read out (read when they happen, so typed names count). */
  nameOf: (index: number) => string;
  onMove: (from: number, to: number) => void;
  children: ReactNode;
}

export function SortableList({ ids, nameOf, onMove, children }: SortableListProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const sensors = useSensors(
    // A few pixels before a drag starts, so a click on the handle stays a click.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const count = formatNumber(ids.length, locale);
  // What is read out is fixed when it happens: by the time dnd-kit reads out a drop, the form has already
  // moved the item, so its name and places are kept from the moment it was picked up and dropped.
  const moving = useRef({ name: '', start: 0, end: 0, place: '' as UniqueIdentifier });
  const say = (message: string, position: number) =>
    translate(`meal_plan.drag.${message}`, {
      name: moving.current.name,
      position: formatNumber(position + 1, locale),
      count,
    });
  const announcements: Announcements = {
    onDragStart: () => say('picked', moving.current.start),
    onDragOver: ({ over }) => {
      // dnd-kit also reports the place the item starts from, which would drown out "picked up".
      if (!over || over.id === moving.current.place) return undefined;
      moving.current.place = over.id;
      return say('moved', ids.indexOf(String(over.id)));
    },
    onDragEnd: () => say('dropped', moving.current.end),
    onDragCancel: () => say('cancelled', moving.current.start),
  };
  const picked = ({ active }: DragStartEvent) => {
    const start = ids.indexOf(String(active.id));
    moving.current = { name: nameOf(start), start, end: start, place: active.id };
  };
  const dropped = ({ active, over }: DragEndEvent) => {
    moving.current.end = ids.indexOf(String(over?.id ?? active.id));
    if (!over || active.id === over.id) return;
    onMove(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragStart={picked}
      onDragEnd={dropped}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: translate('meal_plan.drag.instructions') },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}
