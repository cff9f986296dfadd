/**
 * A device's history (issue 17): GET /api/devices/{id}/inspections, newest first, 25 a page. A
 * removed device keeps its history, so this answers for it too.
 */
import { z } from 'zod';
import { instantText, pageQuery } from './common';
import { DEVICE_ACTIONS, DEVICE_CONDITIONS, deviceRow } from './devices';

export const deviceHistoryQuery = z.object({ page: pageQuery });

export const deviceHistoryEntry = z.object({
  id: z.number(),
  report_id: z.number(),
  /** When the findings were recorded (ISO instant). */
  inspected_at: instantText,
  /** The device's QR code was scanned (not picked from the list). */
  scanned: z.boolean(),
  /** The level (0 none … 3 high) or the total of the captures; null when it could not be inspected. */
  activity: z.number().nullable(),
  captures: z.record(z.string(), z.number()).nullable(),
  bait_consumed: z.number().nullable(),
  condition: z.enum(DEVICE_CONDITIONS),
  action: z.enum(DEVICE_ACTIONS).nullable(),
  note: z.string(),
  user: z.object({ id: z.number(), name: z.string() }),
});
export type DeviceHistoryEntry = z.infer<typeof deviceHistoryEntry>;

export const deviceHistoryResponse = z.object({
  device: deviceRow,
  inspections: z.array(deviceHistoryEntry),
  total: z.number(),
});
export type DeviceHistoryResponse = z.infer<typeof deviceHistoryResponse>;
