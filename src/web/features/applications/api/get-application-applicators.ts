import { useQuery } from '@tanstack/react-query';
import { peopleSearchQuery } from '@web/lib/people-search';
import { applicationsKeys } from './applications-keys';

/** The applicator filter's choices: one page of the people with listed records matching the text. */
export const applicationApplicatorsQuery = (search: string) =>
  peopleSearchQuery(applicationsKeys.applicators(search), '/api/applications/applicators', search);

export function useApplicationApplicators(search: string) {
  return useQuery(applicationApplicatorsQuery(search));
}
