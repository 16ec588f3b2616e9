// One item of a SortableList: the element that moves, and the handle that picks it up by pointer or keyboard.
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';

export function useSortableItem(id: string) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
  });
  return {
    itemRef: setNodeRef,
    itemStyle: {
      transform: CSS.Translate.toString(transform),
      transition,
      position: 'relative' as const,
      zIndex: isDragging ? 1 : undefined,
    },
    handleProps: { ref: setActivatorNodeRef, ...attributes, ...listeners },
  };
}
