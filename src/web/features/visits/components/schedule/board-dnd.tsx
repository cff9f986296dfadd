import {
  DndContext,
  type DragEndEvent,
  DragOverlay,
  PointerSensor,
  pointerWithin,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { memo, type RefObject, useLayoutEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BoardVisit, ScheduleLane } from '@shared/schemas/visits';
import { dragOf, useBoardAnnouncements } from './board-announcements';
import { type CardDrag, CardFace, cardTextsOf } from './board-card';
import { canMove, type Change } from './schedule-model';
import classes from './week-board.module.css';
import { type Cell, cellKey, moveChange } from './week-board-model';

/** A row drawn on the board: its place among the rows and its lane (null: Unassigned). */
export interface DrawnRow {
  index: number;
  key: string | number;
  lane: ScheduleLane | null;
}

export interface BoardDndProps {
  /** The board's box of rows, where the cards and cells drawn are found. */
  scroller: RefObject<HTMLDivElement | null>;
  rows: DrawnRow[];
  days: string[];
  cells: Map<string, BoardVisit[]>;
  technicians: (ScheduleLane | undefined)[];
  onChange: (visit: BoardVisit, change: Change) => void;
}

/**
 * The week board's drag and drop (@dnd-kit), which is not part of the schedule's first screen
 * (decision 0067, eleventh round): the board draws its rows, cells and cards without it, and this
 * comes after the first screen. It does not wrap the rows (that would draw them anew when it
 * comes, losing a focused card's focus and an open dialog): its draggables and droppables are
 * bindings drawn beside them, one per card and cell drawn, each handing dnd-kit the element the row
 * drew (found by its row, day and visit) and marking it as dnd-kit says (dragged, hovered).
 */
export function BoardDnd({ scroller, rows, days, cells, technicians, onChange }: BoardDndProps) {
  const { t } = useTranslation();
  const [dragging, setDragging] = useState<CardDrag | null>(null);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }));
  const announcements = useBoardAnnouncements(technicians);
  const drop = ({ active, over }: DragEndEvent) => {
    setDragging(null);
    const drag = dragOf(active.data.current);
    const to = over?.data.current as Cell | undefined;
    if (!drag || !to) return;
    // Saved through the same PATCH as the dialog; the card moves when the server has it.
    const change = moveChange(drag.visit, drag.from, to);
    if (change) onChange(drag.visit, change);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={pointerWithin}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: t('schedule.board.dnd.instructions') },
      }}
      onDragStart={({ active }) => setDragging(dragOf(active.data.current) ?? null)}
      onDragCancel={() => setDragging(null)}
      onDragEnd={drop}
    >
      {rows.flatMap(({ index, key, lane }) => {
        const technicianId = lane?.id ?? null;
        return days.flatMap((date) => [
          <CellBinding
            key={`${key}:${date}`}
            scroller={scroller}
            index={index}
            technicianId={technicianId}
            date={date}
          />,
          ...(cells.get(cellKey({ technicianId, date })) ?? [])
            .filter(canMove)
            .map((visit) => (
              <CardBinding
                key={`${key}:${date}:${visit.id}`}
                scroller={scroller}
                index={index}
                technicianId={technicianId}
                date={date}
                visit={visit}
              />
            )),
        ]);
      })}
      <DragOverlay dropAnimation={null}>
        {dragging && (
          <div className={`${classes.card} ${classes.overlay}`}>
            <CardFace visit={dragging.visit} texts={cardTextsOf(t)} />
          </div>
        )}
      </DragOverlay>
    </DndContext>
  );
}

interface Place {
  scroller: RefObject<HTMLDivElement | null>;
  index: number;
  technicianId: number | null;
  date: string;
}

/** The cell the row drew for `index` and `date`, if it is drawn. */
function cellElement({ scroller, index, date }: Place) {
  return (
    scroller.current?.querySelector<HTMLElement>(
      `[role="row"][data-index="${index}"] [role="gridcell"][data-date="${date}"]`,
    ) ?? null
  );
}

/** Sets or removes a data attribute the row does not draw (React leaves it be). */
function mark(element: HTMLElement | null, name: string, on: boolean) {
  if (on) element?.setAttribute(name, '');
  else element?.removeAttribute(name);
}

/** A cell as a drop target: hovered by a dragged card, it is marked `data-drop`. */
const CellBinding = memo(function CellBinding(place: Place) {
  const cell: Cell = { technicianId: place.technicianId, date: place.date };
  const { node, setNodeRef, isOver } = useDroppable({ id: cellKey(cell), data: cell });
  // On each drawing of the binding (it is drawn again only when its props change): the element is
  // the row's, drawn in the same commit before this runs.
  useLayoutEffect(() => {
    const element = cellElement(place);
    if (element !== node.current) setNodeRef(element);
    mark(element, 'data-drop', isOver);
  });
  return null;
});

/**
 * A movable card as a draggable: a press on it starts a drag past 6 px (the card is pressed as
 * the row drew it: its own pointer handler is this one's), it is marked `data-dragging` while
 * dragged, and its button is described by dnd-kit's instructions for a screen reader.
 */
const CardBinding = memo(function CardBinding({ visit, ...place }: Place & { visit: BoardVisit }) {
  const from: Cell = { technicianId: place.technicianId, date: place.date };
  const { node, setNodeRef, listeners, attributes, isDragging } = useDraggable({
    id: `${visit.id}@${from.technicianId ?? 'unassigned'}`,
    data: { visit, from } satisfies CardDrag,
  });
  const press = listeners?.onPointerDown as ((event: { nativeEvent: PointerEvent }) => void) | undefined;
  const describedBy = attributes['aria-describedby'];
  useLayoutEffect(() => {
    const element = cellElement(place)?.querySelector<HTMLElement>(`[data-visit-id="${visit.id}"]`) ?? null;
    if (element !== node.current) setNodeRef(element);
    mark(element, 'data-dragging', isDragging);
    const button = element?.querySelector('button');
    button?.setAttribute('aria-describedby', describedBy);
    // dnd-kit's activator reads the event's `nativeEvent`, as React hands it.
    const down = (event: PointerEvent) => press?.({ nativeEvent: event });
    element?.addEventListener('pointerdown', down);
    return () => {
      element?.removeEventListener('pointerdown', down);
      button?.removeAttribute('aria-describedby');
    };
  });
  return null;
});
