/**
 * Dragging with pointer events (mouse, pen and touch alike): the element keeps the pointer while
 * it moves, so a drag ends where it is let go even outside the element. A press that moves less
 * than a few pixels stays a click.
 */
import { type PointerEvent, useRef, useState } from 'react';

const START_DISTANCE = 4;

export interface DragPoint {
  x: number;
  y: number;
}

export function usePointerDrag(onDrop: (point: DragPoint) => void) {
  const start = useRef<DragPoint | null>(null);
  const moved = useRef(false);
  const [point, setPoint] = useState<DragPoint | null>(null);

  const handlers = {
    onPointerDown: (e: PointerEvent<HTMLElement>) => {
      if (e.button !== 0) return;
      start.current = { x: e.clientX, y: e.clientY };
      moved.current = false;
      // The test DOM and old browsers lack pointer capture; the drag still works while over the element.
      e.currentTarget.setPointerCapture?.(e.pointerId);
    },
    onPointerMove: (e: PointerEvent<HTMLElement>) => {
      const s = start.current;
      if (!s) return;
      if (!moved.current && Math.hypot(e.clientX - s.x, e.clientY - s.y) < START_DISTANCE) return;
      moved.current = true;
      setPoint({ x: e.clientX, y: e.clientY });
    },
    onPointerUp: (e: PointerEvent<HTMLElement>) => {
      const wasDrag = start.current !== null && moved.current;
      start.current = null;
      setPoint(null);
      if (wasDrag) onDrop({ x: e.clientX, y: e.clientY });
    },
    onPointerCancel: () => {
      start.current = null;
      moved.current = false;
      setPoint(null);
    },
  };
  /** After a drag the click that follows is not a click. */
  const consumeDrag = () => {
    const was = moved.current;
    moved.current = false;
    return was;
  };
  return { point, handlers, consumeDrag };
}
