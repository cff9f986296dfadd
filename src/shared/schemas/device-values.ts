/*
 * The Device inspection answer's choices and limits (issue 17), apart from the schemas that check
 * them (devices.ts) so the report form's code can show them without bringing zod to a phone's
 * first screen (decision 0031).
 */

export const CAPTURES_MAX = 9999;
export const INSPECTION_NOTE_MAX = 1000;

export const ACTIVITY_MODES = ['level', 'count'] as const;
export type ActivityMode = (typeof ACTIVITY_MODES)[number];
/** A level inspection's activity, stored as its index (none 0 … high 3) so trends can add levels. */
export const ACTIVITY_LEVELS = ['none', 'low', 'medium', 'high'] as const;
export type ActivityLevel = (typeof ACTIVITY_LEVELS)[number];
export const DEVICE_CONDITIONS = ['good', 'damaged', 'missing', 'inaccessible', 'replaced'] as const;
export type DeviceCondition = (typeof DEVICE_CONDITIONS)[number];
export const DEVICE_ACTIONS = [
  'none',
  'bait_replaced',
  'cleaned',
  'repaired',
  'replaced',
  'relocated',
  'captures_removed',
] as const;
export type DeviceAction = (typeof DEVICE_ACTIONS)[number];

/** The text a device's QR label holds; the scanner accepts only this prefix. */
export const DEVICE_QR_PREFIX = 'FB-D:';
export const deviceQrText = (code: string) => `${DEVICE_QR_PREFIX}${code}`;
export const codeOfQrText = (text: string): string | null =>
  text.startsWith(DEVICE_QR_PREFIX) ? text.slice(DEVICE_QR_PREFIX.length) : null;
