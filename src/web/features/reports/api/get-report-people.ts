import { useQuery } from '@tanstack/react-query';
import { peopleSearchQuery } from '@web/lib/people-search';
import { reportsKeys } from './reports-keys';

/** The technician filter's choices: one page of the people who fill reports matching the text. */
export const reportPeopleQuery = (search: string) =>
  peopleSearchQuery(reportsKeys.people(search), '/api/reports/technicians', search);

export function useReportPeople(search: string) {
  return useQuery(reportPeopleQuery(search));
}
