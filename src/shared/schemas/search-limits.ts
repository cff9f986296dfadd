/**
 * Find anything (issue 18): what the header's search palette needs without zod (it sits in the
 * shell of every first screen, decision 0031). The schemas in search.ts are built from these.
 */
import { ID_MAX } from '../route-id';

/** The kinds of records the search answers, in the order the palette shows their groups. */
export const SEARCH_KINDS = [
  'location',
  'customer',
  'job',
  'report',
  'user',
  'template',
  'chemical',
] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export const SEARCH_TEXT_MAX = 100;

/**
 * Names and addresses are matched from 3 characters: `ILIKE '%ab%'` has no trigram to look up,
 * so PostgreSQL would read every row of a million-row table. A number of any length still finds
 * a job or a report by its id.
 */
export const SEARCH_TEXT_MIN = 3;

export const SEARCH_LIMIT_DEFAULT = 5;
export const SEARCH_LIMIT_MAX = 20;

/** `123` or `#123`: the id a job or a report is known by, or undefined. */
export function searchNumber(text: string): number | undefined {
  const match = /^#?\s*(\d{1,10})$/.exec(text.trim());
  if (!match) return undefined;
  const id = Number(match[1]);
  return id >= 1 && id <= ID_MAX ? id : undefined;
}

/** Whether the text is long enough to be matched in names and addresses. */
export const searchesText = (text: string) => text.trim().length >= SEARCH_TEXT_MIN;
