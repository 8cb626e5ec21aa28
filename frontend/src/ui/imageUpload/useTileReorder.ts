import { useState, type DragEvent } from 'react';
import type { TileDrag } from './ImageTile.tsx';

/** The drag type of a tile being moved, so a tile drop is never taken for files dropped from outside. */
const TILE_TYPE = 'application/x-plouf-image-index';

/** Reordering the tiles with the mouse: drag a tile onto another to take its place. */
export function useTileReorder(move: (from: number, to: number) => void, enabled: boolean) {
  const [dragged, setDragged] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);

  const end = () => {
    setDragged(null);
    setOver(null);
  };

  const dragProps = (index: number): TileDrag => ({
    draggable: enabled,
    onDragStart: (event: DragEvent) => {
      event.dataTransfer.effectAllowed = 'move';
      event.dataTransfer.setData(TILE_TYPE, String(index));
      setDragged(index);
    },
    onDragOver: (event: DragEvent) => {
      if (dragged === null) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'move';
      if (over !== index) setOver(index);
    },
    onDrop: (event: DragEvent) => {
      if (dragged === null) return;
      event.preventDefault();
      event.stopPropagation();
      move(dragged, index);
      end();
    },
    onDragEnd: end,
  });

  return { dragged, over, dragProps };
}

/** Whether a drag carries files from outside the page (not a tile being moved). */
export function carriesFiles(event: DragEvent): boolean {
  return Array.from(event.dataTransfer.types).includes('Files');
}
