/*
 * The limits of a report's answers and files, apart from the schemas that check them (reports.ts)
 * so the report form's code can show them without bringing zod to a phone's first screen
 * (decision 0031).
 */

export const REPORT_FILE_MAX_BYTES = 10 * 1024 * 1024;
export const REPORT_FILE_TYPES = ['image/png', 'image/jpeg'] as const;
export const PHOTOS_MAX = 20;
export const TEXT_MAX = 10_000;
export const REASON_MAX = 1000;
export const DELETE_MAX = 1000;
/** The largest Number answer either way, and the largest chemical amount: beyond is a typo. */
export const NUMBER_ANSWER_MAX = 999_999_999_999;
export const AMOUNT_MAX = 999_999_999;
