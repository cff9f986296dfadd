import { entityKey } from '@web/lib/query-keys';

/** Every key of the day routes feature (decision 0062): a person's day in order. */
export const dayRoutesKeys = {
  all: entityKey('dayRoutes'),
  day: (userId: number, day: string) => [...dayRoutesKeys.all, userId, day] as const,
};
