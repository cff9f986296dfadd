/**
 * The cards a month's cell shows before "+N more" (`@mantine/schedule`'s default): the month view
 * asks for each lane's first cards of a day only, and for the rest of a day when its "+N more" is
 * opened (decision 0079, amended 2026-12-03 evening). Apart from the schemas, so the schedule's
 * first screen and the server's preload name it without zod.
 */
export const MONTH_CARDS_PER_DAY = 2;
export const SCHEDULE_CARDS_PER_DAY_MAX = 10;
