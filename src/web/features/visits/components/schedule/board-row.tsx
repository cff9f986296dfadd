import { memo, type Ref, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '@web/lib/date-style';
import type { BoardVisit, ScheduleLane } from '@shared/schemas/visits';
import { formatCount, numberFormatIn } from '@web/lib/number-locale';
import { BoardCard, type CardTexts, cardTextsOf } from './board-card';
import { SickDayAction } from './sick-day-action';
import classes from './week-board.module.css';
import { type Cell, cellKey, isOver, type Load, loadOf } from './week-board-model';

const NONE: BoardVisit[] = [];

/** Hours as the language writes them: `4.5`, `٤٫٥`, `۴٫۵`. */
export function hoursIn(language: string) {
  const format = numberFormatIn(language, { maximumFractionDigits: 2 });
  return (minutes: number) => format.format(minutes / 60);
}

/**
 * What a row's cells write, for the row's language: passed down rather than a `useTranslation`
 * in each of the row's load lines, links and buttons (issue 33, the board's first screen).
 */
export interface RowTexts extends CardTexts {
  language: string;
  hours: (minutes: number) => string;
}

/** "3 visits · 4.5 h / 8 h", marked when the visits ask more than the person's day. */
function LoadLine({ load, capacity, texts }: { load: Load; capacity: number | null; texts: RowTexts }) {
  const { t, hours } = texts;
  const over = capacity !== null && isOver(load, capacity);
  const visits = t('schedule.board.visits', {
    count: load.visits,
    n: formatCount(load.visits, texts.language),
  });
  const text =
    capacity === null
      ? t('schedule.board.loadOnly', { visits, hours: hours(load.minutes) })
      : t('schedule.board.load', { visits, hours: hours(load.minutes), capacity: hours(capacity * 60) });
  return (
    <span
      className={classes.load}
      data-over={over || undefined}
      data-empty={load.visits === 0 || undefined}
      data-testid="cell-load"
    >
      {text}
      {over && <span className={classes.overMark}> · {t('schedule.board.over')}</span>}
    </span>
  );
}

/**
 * The person's day in order on the map (decision 0062), for a day with somewhere to go. A plain
 * link, opened in the app by the board's one handler (`data-board-link`, week-board.tsx).
 */
function RouteLink({ cell, name, texts }: { cell: Cell; name: string; texts: RowTexts }) {
  return (
    <a
      href={`/schedule/route/${cell.technicianId}/${cell.date}`}
      data-board-link
      className={classes.routeLink}
      aria-label={texts.t('schedule.board.routeOf', { name, day: formatDay(cell.date) })}
    >
      {texts.t('schedule.board.route')}
    </a>
  );
}

function BoardCell({
  cell,
  visits,
  capacity,
  today,
  onOpen,
  name,
  texts,
}: {
  cell: Cell;
  visits: BoardVisit[];
  capacity: number | null;
  today: boolean;
  onOpen: (visit: BoardVisit) => void;
  /** The row's person; none for Unassigned. */
  name: string | null;
  texts: RowTexts;
}) {
  const load = loadOf(visits);
  return (
    // A drop target once the board's drag and drop has come (board-dnd.tsx marks it `data-drop`).
    <div role="gridcell" className={classes.cell} data-date={cell.date} data-today={today || undefined}>
      {(capacity !== null || load.visits > 0) && <LoadLine load={load} capacity={capacity} texts={texts} />}
      {name !== null && cell.technicianId !== null && visits.length > 0 && (
        <span className={classes.cellActions}>
          <RouteLink cell={cell} name={name} texts={texts} />
          <SickDayAction userId={cell.technicianId} name={name} day={cell.date} texts={texts} />
        </span>
      )}
      {visits.map((visit) => (
        <BoardCard key={visit.id} visit={visit} onOpen={onOpen} texts={texts} />
      ))}
    </div>
  );
}

export interface BoardRowProps {
  /** A technician's row, or null for Unassigned. */
  lane: ScheduleLane | null;
  days: string[];
  today: string;
  cells: Map<string, BoardVisit[]>;
  onOpen: (visit: BoardVisit) => void;
  index: number;
  ref?: Ref<HTMLDivElement>;
}

/** The row's own cells are what it compares of `cells`: another row's change leaves it be. */
function sameRow(a: BoardRowProps, b: BoardRowProps) {
  for (const key of Object.keys(a) as (keyof BoardRowProps)[]) {
    if (key !== 'cells' && a[key] !== b[key]) return false;
  }
  const technicianId = a.lane?.id ?? null;
  return a.days.every(
    (date) => a.cells.get(cellKey({ technicianId, date })) === b.cells.get(cellKey({ technicianId, date })),
  );
}

/**
 * One row of the board: the person (or Unassigned) and their seven days. Drawn again only when
 * its own props or cells change: a scroll or a row above measured moves the rows (they lie in the
 * flow), it does not redraw their cards.
 */
export const BoardRow = memo(function BoardRow({
  lane,
  days,
  today,
  cells,
  onOpen,
  index,
  ref,
}: BoardRowProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const texts: RowTexts = useMemo(
    () => ({ ...cardTextsOf(t), language, hours: hoursIn(language) }),
    [t, language],
  );
  const { hours } = texts;
  const technicianId = lane?.id ?? null;
  const capacity = lane ? lane.daily_capacity_hours : null;
  return (
    <div
      ref={ref}
      role="row"
      data-index={index}
      aria-rowindex={index + 2}
      data-lane={lane ? lane.name : 'unassigned'}
      className={classes.row}
    >
      <div role="rowheader" className={classes.person}>
        <span className={classes.personName}>{lane ? lane.name : t('schedule.board.unassigned')}</span>
        {lane && (
          <span className={classes.capacity}>
            {t('schedule.board.capacity', { hours: hours(lane.daily_capacity_hours * 60) })}
          </span>
        )}
      </div>
      {days.map((date) => (
        <BoardCell
          key={date}
          cell={{ technicianId, date }}
          visits={cells.get(cellKey({ technicianId, date })) ?? NONE}
          capacity={capacity}
          today={date === today}
          onOpen={onOpen}
          name={lane ? lane.name : null}
          texts={texts}
        />
      ))}
    </div>
  );
}, sameRow);

/**
 * A lane whose page is not read yet (decision 0066, amended 2026-12-03): its place and height in
 * the board, busy, with no name (none is known) and nothing to drop on, until its page comes.
 */
export function PlaceholderRow({
  index,
  days,
  today,
  ref,
}: {
  index: number;
  days: string[];
  today: string;
  ref?: Ref<HTMLDivElement>;
}) {
  return (
    <div
      ref={ref}
      role="row"
      data-index={index}
      aria-rowindex={index + 2}
      aria-busy="true"
      className={classes.row}
      data-testid="lane-placeholder"
    >
      <div role="rowheader" className={classes.person}>
        <span className={classes.placeholderName} />
      </div>
      {days.map((date) => (
        <div key={date} role="gridcell" className={classes.cell} data-today={date === today || undefined} />
      ))}
    </div>
  );
}
