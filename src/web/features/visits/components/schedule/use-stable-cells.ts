import { useState } from 'react';
import type { BoardVisit } from '@shared/schemas/visits';
import { cellsOf } from './week-board-model';

type Cells = Map<string, BoardVisit[]>;

const same = (a: BoardVisit[], b: BoardVisit[]) => a.length === b.length && a.every((v, i) => v === b[i]);

/** The cells of `visits`, each cell's list kept from `before` when its visits are the same ones. */
export function keptCells(visits: BoardVisit[], before: Cells): Cells {
  const next = cellsOf(visits);
  for (const [key, list] of next) {
    const old = before.get(key);
    if (old && same(old, list)) next.set(key, old);
  }
  return next;
}

/**
 * The board's cells, each cell's list kept as it was when its visits are the same: a page of
 * lanes arriving, or a card moved, draws again the rows whose cells changed, not every row
 * (decision 0066).
 */
export function useStableCells(visits: BoardVisit[]): Cells {
  const [kept, setKept] = useState(() => ({ visits, cells: cellsOf(visits) }));
  if (kept.visits === visits) return kept.cells;
  // New visits: computed while drawing, as React allows for state derived from props.
  const cells = keptCells(visits, kept.cells);
  setKept({ visits, cells });
  return cells;
}
