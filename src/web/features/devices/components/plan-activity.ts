/**
 * A device's colour on the site plan from its activity over the last 90 days: the highest one visit
 * found (peak). The same scale as the trend report PDF, so the screen and the paper agree.
 */
import { addDaysTo } from '@shared/dates';
import type { TrendsResponse } from '@shared/schemas/devices';
import { type MarkerColors, PLAN_MARKER_COLORS } from '@web/components/site-plan-picture';

export type ActivityBand = 'none' | 'low' | 'medium' | 'high' | 'never';

/** The site plans' one palette; a device never inspected in the range is plain grey. */
export const BAND_MARKER: Record<ActivityBand, MarkerColors> = {
  none: PLAN_MARKER_COLORS.none,
  low: PLAN_MARKER_COLORS.low,
  medium: PLAN_MARKER_COLORS.medium,
  high: PLAN_MARKER_COLORS.high,
  never: { background: 'var(--mantine-color-gray-6)', text: 'white', ring: 'white' },
};
/** A marker not coloured by activity (no trends yet). */
export const PLAIN_MARKER: MarkerColors = {
  background: 'var(--mantine-color-blue-7)',
  text: 'white',
  ring: 'white',
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
