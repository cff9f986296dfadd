import type { ActivityMode } from './schemas/device-values';
import type { DeviceInspection } from './schemas/devices';

/**
 * How one visit's findings colour a device on a site plan (issue 17), the same on the web and in
 * the report PDF: the activity's level, or for a count type the total captures in four bands.
 */
export const FINDING_COLOR_KEYS = ['none', 'low', 'medium', 'high', 'missing', 'unseen'] as const;
export type FindingColorKey = (typeof FINDING_COLOR_KEYS)[number];

/** Fill and ring of each key's marker: grey with a dark ring when it could not be read, white when not inspected. */
export const FINDING_COLORS: Record<FindingColorKey, { fill: string; ring: string }> = {
  none: { fill: '#2f9e44', ring: '#212529' },
  low: { fill: '#fab005', ring: '#212529' },
  medium: { fill: '#fd7e14', ring: '#212529' },
  high: { fill: '#e03131', ring: '#212529' },
  missing: { fill: '#adb5bd', ring: '#212529' },
  unseen: { fill: '#ffffff', ring: '#868e96' },
};

/** The legend's English words (the PDF); the web has them under `sitePlanPicture.keys`. */
export const FINDING_LABELS: Record<FindingColorKey, string> = {
  none: 'No activity',
  low: 'Low',
  medium: 'Medium',
  high: 'High',
  missing: 'Missing / inaccessible',
  unseen: 'Not inspected',
};

/** Total captures from which a count type shows low, medium and high. */
const CAPTURE_BANDS = [1, 3, 10] as const;

/** What the colour reads of an inspection entry. */
export type FindingEntry = Pick<DeviceInspection, 'condition' | 'activity' | 'captures'>;

/**
 * The colour key of a device's entry in a Device inspection answer: `unseen` without an entry,
 * `missing` when the device was missing or inaccessible, else by its level (a level type) or its
 * total captures (a count type: 0 none, 1–2 low, 3–9 medium, 10 or more high).
 */
export function findingColorKey(
  entry: FindingEntry | null | undefined,
  type: { activity: ActivityMode },
): FindingColorKey {
  if (!entry) return 'unseen';
  if (entry.condition === 'missing' || entry.condition === 'inaccessible') return 'missing';
  if (type.activity === 'level') return entry.activity ?? 'unseen';
  const total = Object.values(entry.captures ?? {}).reduce((sum, n) => sum + n, 0);
  const band = CAPTURE_BANDS.filter((from) => total >= from).length;
  return (['none', 'low', 'medium', 'high'] as const)[band]!;
}
