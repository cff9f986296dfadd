import type { SearchResult } from '@shared/schemas/search';

/** A row found for a kind, before the best `limit` of them are kept. */
export interface Candidate extends SearchResult {
  /** Found by its number (`#123`): shown before anything found by its text. */
  byNumber?: boolean;
}

/**
 * The database hands back a few dozen matches of a kind in no order (ordering every match of a
 * common word would read them all); these are ranked here, like a person would: the record found by
 * its number, then a title that is the text, starts with it, has a word starting with it, holds it,
 * and last a match on the subtitle alone (an address, an e-mail). Shorter titles first, then by name;
 * or, `asFound`, in the order the database gave them (reports: newest first).
 */
export function rankCandidates(
  rows: Candidate[],
  text: string,
  limit: number,
  opts: { asFound?: boolean } = {},
): SearchResult[] {
  const needle = text.trim().toLocaleLowerCase();
  const score = (row: Candidate) => {
    if (row.byNumber) return 0;
    if (opts.asFound) return 1;
    const title = row.title.toLocaleLowerCase();
    if (title === needle) return 1;
    if (title.startsWith(needle)) return 2;
    if (title.split(/[\s,.\-/#()]+/).some((word) => word.startsWith(needle))) return 3;
    if (title.includes(needle)) return 4;
    return 5;
  };
  const seen = new Set<number>();
  return rows
    .map((row, index) => ({ row, index, score: score(row) }))
    .sort(
      (a, b) =>
        a.score - b.score ||
        (opts.asFound ? a.index - b.index : 0) ||
        a.row.title.length - b.row.title.length ||
        a.row.title.localeCompare(b.row.title) ||
        a.row.id - b.row.id,
    )
    .filter(({ row }) => !seen.has(row.id) && seen.add(row.id))
    .slice(0, limit)
    .map(({ row }) => ({ kind: row.kind, id: row.id, title: row.title, subtitle: row.subtitle, to: row.to }));
}

/** The parts of a subtitle that are there, joined as the lists join them. */
export const joinParts = (...parts: (string | null | undefined)[]) =>
  parts.filter((p): p is string => Boolean(p && p.trim())).join(' · ');
