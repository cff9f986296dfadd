/**
 * A corrective action's statuses and priorities, apart from its schemas
 * (schemas/corrective-actions.ts): the actions list's filter needs them, not zod (decision 0067).
 */
export const ACTION_STATUSES = ['open', 'in_progress', 'done', 'verified'] as const;
export type ActionStatus = (typeof ACTION_STATUSES)[number];
export const ACTION_PRIORITIES = ['low', 'medium', 'high'] as const;
export type ActionPriority = (typeof ACTION_PRIORITIES)[number];
