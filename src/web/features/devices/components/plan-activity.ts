/**
 * A device's colour on the site plan from its activity over the last 90 days: the highest one visit
 * found (peak). The same scale as the trend report PDF, so the screen and the paper agree.
 */
import { addDaysTo } from '@shared/dates';
import type { TrendsResponse } from '@shared/schemas/devices';

export type ActivityBand = 'none' | 'low' | 'medium' | 'high' | 'never';

export const BAND_COLORS: Record<ActivityBand, string> = {
  none: 'var(--mantine-color-green-7)',
  low: 'var(--mantine-color-yellow-5)',
  medium: 'var(--mantine-color-orange-6)',
  high: 'var(--mantine-color-red-7)',
  never: 'var(--mantine-color-gray-6)',
};
/** Dark digits where a light colour would hide white ones. */
export const BAND_TEXT: Record<ActivityBand, string> = {
  none: 'white',
  low: 'black',
  medium: 'black',
  high: 'white',
  never: 'white',
};
export const BANDS: readonly ActivityBand[] = ['none', 'low', 'medium', 'high', 'never'];

export const PLAN_TREND_DAYS = 90;
export const PLAN_THRESHOLD = 3;

/** The 90 days ending today (the office's day), both ends included. */
export function planTrendRange(today: string) {
  return { from: addDaysTo(today, -(PLAN_TREND_DAYS - 1)), to: today, threshold: PLAN_THRESHOLD };
}

export function bandOf(peak: number, threshold: number): ActivityBand {
  if (peak >= threshold) return 'high';
  if (peak >= 2) return 'medium';
  if (peak >= 1) return 'low';
  return 'none';
}

/** Each device's band; a device with no inspection in the range is `never`. */
export function bandsOf(trends: TrendsResponse): Map<number, ActivityBand> {
  const bands = new Map<number, ActivityBand>();
  for (const d of trends.devices) {
    const inspected = d.points.some((p) => p.inspections > 0);
    bands.set(d.device_id, inspected ? bandOf(d.peak, trends.threshold) : 'never');
  }
  return bands;
}
