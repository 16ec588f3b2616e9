// A list reordered by drag or by keyboard (@dnd-kit: Space or Enter picks an item up, the arrows move it,
// Space or Enter drops it, Escape cancels), with what happens read out in the screen's language and digits.
import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { ReactNode } from 'react';
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
  const say = (message: string, item: UniqueIdentifier, at: UniqueIdentifier) =>
    translate(`meal_plan.drag.${message}`, {
      name: nameOf(ids.indexOf(String(item))),
      position: formatNumber(ids.indexOf(String(at)) + 1, locale),
      count: formatNumber(ids.length, locale),
    });
  const announcements: Announcements = {
    onDragStart: ({ active }) => say('picked', active.id, active.id),
    onDragOver: ({ active, over }) => (over ? say('moved', active.id, over.id) : undefined),
    onDragEnd: ({ active, over }) => say('dropped', active.id, over?.id ?? active.id),
    onDragCancel: ({ active }) => say('cancelled', active.id, active.id),
  };
  const dropped = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onMove(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
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
