import { entityKey } from '@web/lib/query-keys';

/** Every key of the visits feature (issue 18, decision 0019): the schedule, Today and a job's visits. */
export const visitsKeys = {
  all: entityKey('visits'),
  schedule: (from: string, to: string) => [...visitsKeys.all, 'schedule', from, to] as const,
  /**
   * The week board's page of lanes for a search of them ('' for all): under the range's key, so
   * what refreshes the range refreshes it.
   */
  schedulePage: (from: string, to: string, page: number, search = '') =>
    [...visitsKeys.schedule(from, to), 'lanes', search, page] as const,
  one: (id: number) => [...visitsKeys.all, 'one', id] as const,
  mine: (day: string | undefined) => [...visitsKeys.all, 'mine', day ?? 'today'] as const,
  ofJob: (jobId: number, when: 'coming' | 'past', page: number) =>
    [...visitsKeys.all, 'job', jobId, when, page] as const,
  recurrence: (jobId: number) => [...visitsKeys.all, 'recurrence', jobId] as const,
  changeRequests: (visitId: number) => [...visitsKeys.all, 'change-requests', visitId] as const,
  /** The visit dialog's choice of people, a page of matches for the text. */
  people: (search: string) => [...visitsKeys.all, 'people', search] as const,
  reassignment: (userId: number, day: string) => [...visitsKeys.all, 'reassignment', userId, day] as const,
};
