import { useQuery } from '@tanstack/react-query';
import { peopleSearchQuery } from '@web/lib/people-search';
import { visitsKeys } from './visits-keys';

/**
 * Who may be put on a visit, one page of matches for the text: the active Technicians and
 * Supervisors (the people who go out and fill the visit's report), from the server's search that
 * the reports list's filter uses, since the board no longer holds every lane (decision 0066,
 * amended 2026-12-03).
 */
export const visitPeopleQuery = (search: string) =>
  peopleSearchQuery(visitsKeys.people(search.trim()), '/api/reports/technicians', search);

export function useVisitPeople(search: string) {
  return useQuery(visitPeopleQuery(search));
}
