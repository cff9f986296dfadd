import { useDraggable } from '@dnd-kit/core';
import type { TFunction } from 'i18next';
import { memo } from 'react';
import { Link } from 'react-router';
import type { BoardVisit } from '@shared/schemas/visits';
import { ChangeRequestedBadge } from './change-requested-badge';
import { canMove, STATUS_COLORS } from './schedule-model';
import classes from './week-board.module.css';
import type { Cell } from './week-board-model';

/** What a dragged card carries to the cell it is dropped on. */
export interface CardDrag {
  visit: BoardVisit;
  from: Cell;
}

/** The window as the card shows it: `08:00–10:00`, `08:00`, or "Any time". */
export const windowText = (t: TFunction, visit: Pick<BoardVisit, 'start_time' | 'end_time'>) =>
  visit.start_time
    ? `${visit.start_time}${visit.end_time ? `–${visit.end_time}` : ''}`
    : t('schedule.anyTime');

/** The card's first line: its window, the change-request mark and its status when it is not the usual one. */
function CardLine({ visit, t }: { visit: BoardVisit; t: TFunction }) {
  return (
    <span className={classes.cardLine}>
      {visit.change_requested && <ChangeRequestedBadge compact />}
      <span className={classes.time}>{windowText(t, visit)}</span>
      {visit.status !== 'scheduled' && (
        <span className={classes.status}>{t(`schedule.status.${visit.status}`)}</span>
      )}
    </span>
  );
}

/**
 * A visit's face as it is dragged: its window, its status and the customer. `t` comes from the row:
 * a screen holds hundreds of cards, and each `useTranslation` is a subscription.
 */
export function CardFace({ visit, t }: { visit: BoardVisit; t: TFunction }) {
  return (
    <>
      <CardLine visit={visit} t={t} />
      <span className={classes.customer}>{visit.location.name}</span>
    </>
  );
}

/**
 * A visit on the board: dragged with the pointer to another day or person (a done visit stays),
 * opened by click or by Enter (its dialog moves it by keyboard), drawn in the cell of
 * `technicianId` (null: Unassigned) and `date`. The location's name opens the location's page
 * (issue 33: location names link everywhere); the rest of the card is one button stretched under
 * it. Plain elements, no component library: a screen holds hundreds.
 */
export const BoardCard = memo(function BoardCard({
  visit,
  technicianId,
  date,
  onOpen,
  t,
}: {
  visit: BoardVisit;
  technicianId: number | null;
  date: string;
  onOpen: (visit: BoardVisit) => void;
  t: TFunction;
}) {
  const from: Cell = { technicianId, date };
  const movable = canMove(visit);
  const { setNodeRef, listeners, attributes, isDragging } = useDraggable({
    id: `${visit.id}@${from.technicianId ?? 'unassigned'}`,
    data: { visit, from } satisfies CardDrag,
    disabled: !movable,
  });
  const name = t('schedule.board.card', {
    job: visit.job.name,
    location: visit.location.name,
    time: windowText(t, visit),
    status: t(`schedule.status.${visit.status}`),
  });
  return (
    <div
      ref={setNodeRef}
      {...listeners}
      data-visit-id={visit.id}
      data-status={visit.status}
      data-movable={movable || undefined}
      className={classes.card}
      style={{
        ['--card-color' as string]: `var(--mantine-color-${STATUS_COLORS[visit.status]}-6)`,
        background: `var(--mantine-color-${STATUS_COLORS[visit.status]}-light)`,
        opacity: isDragging ? 0.4 : undefined,
      }}
    >
      <button
        type="button"
        className={classes.cardOpen}
        aria-describedby={movable ? attributes['aria-describedby'] : undefined}
        aria-label={name}
        title={`${visit.job.name} · ${visit.location.name}`}
        onClick={() => onOpen(visit)}
      >
        <CardLine visit={visit} t={t} />
      </button>
      <Link to={`/locations/${visit.location.id}`} className={classes.customer} draggable={false}>
        {visit.location.name}
      </Link>
    </div>
  );
});
