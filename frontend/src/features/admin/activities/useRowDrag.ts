import { useState, type DragEvent } from 'react';

/**
 * Dragging a row onto another of the same table to move it there (the up / down buttons do the
 * same by keyboard). `onMove(id, to)` gets the dragged row's id and the index dropped on.
 */
export function useRowDrag(enabled: boolean, onMove: (id: number, to: number) => void) {
  const [dragged, setDragged] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);

  const end = () => {
    setDragged(null);
    setOver(null);
  };

  const rowProps = (id: number, index: number) =>
    enabled
      ? {
          draggable: true,
          onDragStart: (event: DragEvent) => {
            event.dataTransfer.effectAllowed = 'move';
            event.dataTransfer.setData('text/plain', String(id));
            setDragged(id);
          },
          onDragOver: (event: DragEvent) => {
            if (dragged === null) return;
            event.preventDefault();
            event.dataTransfer.dropEffect = 'move';
            setOver(index);
          },
          onDrop: (event: DragEvent) => {
            if (dragged === null) return;
            event.preventDefault();
            if (dragged !== id) onMove(dragged, index);
            end();
          },
          onDragEnd: end,
        }
      : {};

  return { dragged, over, rowProps };
}
