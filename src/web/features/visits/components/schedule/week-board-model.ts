/**
 * The week board's data, free of React (issue 33 item 1, decision 0059): a cell per technician
 * (or Unassigned) and day, the load of a cell against the person's hours, and the PATCH a card
 * dragged to another cell sends.
 */
import { addDaysTo } from '@shared/dates';
import type { BoardVisit, VisitRow } from '@shared/schemas/visits';
import { visitMinutes } from '@shared/visit-length';
import { type Change, changeOf, type Moved, rangeOf } from './schedule-model';

/** A cell of the board: a technician's day, or a day of the Unassigned row (`technicianId` null). */
export interface Cell {
  technicianId: number | null;
  date: string;
}

export const cellKey = ({ technicianId, date }: Cell) => `${technicianId ?? 'unassigned'}|${date}`;

/** The seven days of the week holding `date`, Monday first (the schedule's FIRST_DAY_OF_WEEK). */
export function weekDays(date: string): string[] {
  const monday = rangeOf('week', date).from;
  return Array.from({ length: 7 }, (_, i) => addDaysTo(monday, i));
}

export interface Load {
  visits: number;
  minutes: number;
}

/** What a cell's visits ask of the day; a skipped visit asks nothing. */
export function loadOf(visits: Pick<VisitRow, 'start_time' | 'end_time' | 'status'>[]): Load {
  const counted = visits.filter((v) => v.status !== 'skipped');
  return { visits: counted.length, minutes: counted.reduce((sum, v) => sum + visitMinutes(v), 0) };
}

export const isOver = (load: Load, capacityHours: number) => load.minutes > capacityHours * 60;

/**
 * Each visit in the cell of each of its people on its day (a visit of two shows in both rows), or
 * in Unassigned; in a cell, the visits of any time first, then by start.
 */
export function cellsOf(visits: BoardVisit[]): Map<string, BoardVisit[]> {
  const cells = new Map<string, BoardVisit[]>();
  const put = (cell: Cell, visit: BoardVisit) => {
    const key = cellKey(cell);
    const list = cells.get(key);
    if (list) list.push(visit);
    else cells.set(key, [visit]);
  };
  for (const visit of visits) {
    if (visit.technicians.length === 0) put({ technicianId: null, date: visit.date }, visit);
    for (const person of visit.technicians) put({ technicianId: person.id, date: visit.date }, visit);
  }
  for (const list of cells.values()) {
    list.sort(
      (a, b) =>
        (a.start_time ?? '').localeCompare(b.start_time ?? '') ||
        a.job.name.localeCompare(b.job.name) ||
        a.id - b.id,
    );
  }
  return cells;
}

/**
 * A card dragged from one cell to another: the new day with the window kept as it was (a move
 * across days keeps the time of day), and the source row's person replaced by the target's; from
 * Unassigned the target's person is added, to Unassigned the source's is taken off.
 */
export function moveChange(visit: Moved, from: Cell, to: Cell): Change | null {
  const ids = visit.technicians.map((p) => p.id);
  let next = ids;
  if (from.technicianId !== to.technicianId) {
    if (from.technicianId === null) next = to.technicianId === null ? ids : [...ids, to.technicianId];
    else if (to.technicianId === null) next = ids.filter((id) => id !== from.technicianId);
    else next = ids.map((id) => (id === from.technicianId ? to.technicianId! : id));
  }
  return changeOf(visit, { date: to.date, technician_ids: [...new Set(next)] });
}
