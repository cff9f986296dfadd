/**
 * A visit's statuses, apart from the visits' schemas: the schedule's first screen names them (its
 * legend) without building every Zod schema of the visits' contract on the way (issue 33).
 */
export const VISIT_STATUSES = ['scheduled', 'in_progress', 'done', 'skipped'] as const;
