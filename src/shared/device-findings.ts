/*
 * A device's colour key for one visit's findings (issue 17): the site plan on the report view, print
 * page, shared page and PDFs use the same scale, so the screen and the paper agree. Zod-free and pure.
 */
import type { ActivityLevel, ActivityMode, DeviceCondition } from './schemas/device-values';

export type FindingColorKey = 'none' | 'low' | 'medium' | 'high' | 'unseen' | 'missing';

/** What the colour reads of an inspection entry (a deviceInspection answer entry fits). */
export interface FindingEntry {
  activity: ActivityLevel | null;
  captures: Record<string, number> | null;
  condition: DeviceCondition;
}

/**
 * Level types by their level; count types by the visit's total captures (0, 1–2, 3–9, 10+);
 * a device missing or inaccessible is `missing`, one not inspected this visit `unseen`.
 */
export function findingColorKey(
  entry: FindingEntry | null | undefined,
  type: { activity: ActivityMode },
): FindingColorKey {
  if (!entry) return 'unseen';
  if (entry.condition === 'missing' || entry.condition === 'inaccessible') return 'missing';
  if (type.activity === 'level') return entry.activity ?? 'unseen';
  const total = Object.values(entry.captures ?? {}).reduce((sum, n) => sum + n, 0);
  if (total >= 10) return 'high';
  if (total >= 3) return 'medium';
  if (total >= 1) return 'low';
  return 'none';
}
