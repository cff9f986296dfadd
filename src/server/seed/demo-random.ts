import { dayIn } from '@shared/dates';

/** A small seeded generator (mulberry32): the demo is the same on every run, on every machine. */
export interface Rng {
  /** In [0, 1). */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** `k` distinct items, in their original order. */
  sample<T>(items: readonly T[], k: number): T[];
}

export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[int(0, items.length - 1)] as T;
  };
  const sample = <T>(items: readonly T[], k: number): T[] => {
    const chosen = new Set<number>();
    while (chosen.size < Math.min(k, items.length)) chosen.add(int(0, items.length - 1));
    return items.filter((_, i) => chosen.has(i));
  };
  return { next, int, chance: (p) => next() < p, pick, sample };
}

export const DAY_MS = 86_400_000;

/**
 * Midnight UTC of the office's today (`now`'s day in APP_TIMEZONE): every demo date is a whole number
 * of days before it plus office hours, so the demo always looks recent yet two seeds on the same day
 * are identical, its "today" (visits, last year) is the office's, and nothing is in the future. East
 * of UTC the office's day begins before UTC's; there the UTC day is taken until it catches up, or the
 * demo's New York office hours of the day before would still be to come.
 */
export function demoBaseDate(now: Date, timeZone: string): Date {
  const office = dayIn(now, timeZone);
  const utc = dayIn(now, 'UTC');
  return new Date(`${office < utc ? office : utc}T00:00:00Z`);
}

/** `daysAgo` days before `base`, at `hourUtc` (13-21 UTC is 8 or 9 am to 4 or 5 pm in New York). */
export function daysBefore(base: Date, daysAgo: number, hourUtc: number, minute = 0): Date {
  return new Date(base.getTime() - daysAgo * DAY_MS + (hourUtc * 60 + minute) * 60_000);
}

/** `days` calendar days after `d`'s UTC date, at `hourUtc`: the next office hours rather than the middle of the night. */
export function daysAfter(d: Date, days: number, hourUtc: number, minute = 0): Date {
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + days, hourUtc, minute));
}

export const addMinutes = (d: Date, minutes: number) => new Date(d.getTime() + minutes * 60_000);

export const addDays = (d: Date, days: number) => new Date(d.getTime() + days * DAY_MS);

/** The calendar date in UTC, which the office-hours times above share with New York. */
export const isoDate = (d: Date) => d.toISOString().slice(0, 10);
