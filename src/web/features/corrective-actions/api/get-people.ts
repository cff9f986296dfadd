import { useQuery } from '@tanstack/react-query';
import { peopleSearchQuery } from '@web/lib/people-search';
import { correctiveActionsKeys } from './corrective-actions-keys';

/**
 * The people an action may be assigned to, one page of matches for the text: active users of any
 * role, for Supervisors as for Admins (the users list itself is Admins only).
 */
export const peopleQuery = (search: string) =>
  peopleSearchQuery(correctiveActionsKeys.people(search), '/api/corrective-actions/assignable', search);

export function usePeople(search: string) {
  return useQuery(peopleQuery(search));
}
