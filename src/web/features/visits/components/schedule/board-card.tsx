import type { TFunction } from 'i18next';
import { memo } from 'react';
import type { BoardVisit, VisitStatus } from '@shared/schemas/visits';
import { VISIT_STATUSES } from '@shared/visit-statuses';
import { ChangeRequestedBadge } from './change-requested-badge';
import { canMove, STATUS_COLORS } from './schedule-model';
import classes from './week-board.module.css';
import type { Cell } from './week-board-model';

/** What a dragged card carries to the cell it is dropped on. */
export interface CardDrag {
  visit: BoardVisit;
  from: Cell;
}

/** The window as the card shows it: `08:00–10:00`, `08:00`, or "Any time" (`anyTime`). */
export const windowText = (anyTime: string, visit: Pick<BoardVisit, 'start_time' | 'end_time'>) =>
  visit.start_time ? `${visit.start_time}${visit.end_time ? `–${visit.end_time}` : ''}` : anyTime;

/**
 * What every card writes alike, translated once for a row rather than per card: a screen holds
 * hundreds of cards, and each `t` call and `useTranslation` costs (issue 33, the first screen).
 */
export interface CardTexts {
  t: TFunction;
  status: Record<VisitStatus, string>;
  anyTime: string;
}

export const cardTextsOf = (t: TFunction): CardTexts => ({
  t,
  status: Object.fromEntries(VISIT_STATUSES.map((s) => [s, t(`schedule.status.${s}`)])) as Record<
    VisitStatus,
    string
  >,
  anyTime: t('schedule.anyTime'),
});

/** The card's first line: its window, the change-request mark and its status when it is not the usual one. */
function CardLine({ visit, texts }: { visit: BoardVisit; texts: CardTexts }) {
  return (
    <span className={classes.cardLine}>
      {visit.change_requested && <ChangeRequestedBadge compact />}
      <span className={classes.time}>{windowText(texts.anyTime, visit)}</span>
      {visit.status !== 'scheduled' && <span className={classes.status}>{texts.status[visit.status]}</span>}
    </span>
  );
}

/** A visit's face as it is dragged: its window, its status and the customer. */
export function CardFace({ visit, texts }: { visit: BoardVisit; texts: CardTexts }) {
  return (
    <>
      <CardLine visit={visit} texts={texts} />
      <span className={classes.customer}>{visit.location.name}</span>
    </>
  );
}

/**
 * A visit on the board: dragged with the pointer to another day or person (a done visit stays)
 * once the board's drag and drop has come (board-dnd.tsx, after the first screen), opened by click
 * or by Enter (its dialog moves it by keyboard). The location's name opens the location's page
 * (issue 33: location names link everywhere); the rest of the card is one button stretched under
 * it. Plain elements, no component library and a plain link (the board opens it in the app): a
 * screen holds hundreds.
 */
export const BoardCard = memo(function BoardCard({
  visit,
  onOpen,
  texts,
}: {
  visit: BoardVisit;
  onOpen: (visit: BoardVisit) => void;
  texts: CardTexts;
}) {
  const movable = canMove(visit);
  const name = texts.t('schedule.board.card', {
    job: visit.job.name,
    location: visit.location.name,
    time: windowText(texts.anyTime, visit),
    status: texts.status[visit.status],
  });
  return (
    <div
      data-visit-id={visit.id}
      data-status={visit.status}
      data-movable={movable || undefined}
      className={classes.card}
      style={{
        ['--card-color' as string]: `var(--mantine-color-${STATUS_COLORS[visit.status]}-6)`,
        background: `var(--mantine-color-${STATUS_COLORS[visit.status]}-light)`,
      }}
    >
      <button
        type="button"
        className={classes.cardOpen}
        aria-label={name}
        title={`${visit.job.name} · ${visit.location.name}`}
        onClick={() => onOpen(visit)}
      >
        <CardLine visit={visit} texts={texts} />
      </button>
      <a
        href={`/locations/${visit.location.id}`}
        data-board-link
        className={classes.customer}
        draggable={false}
      >
        {visit.location.name}
      </a>
    </div>
  );
});
