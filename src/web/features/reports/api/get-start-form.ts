import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import type { StartForm } from '@shared/schemas/report-start';
import { api } from '@web/lib/api-client';
import { assignedJobsQuery } from './get-assigned-jobs';
import { reportsKeys } from './reports-keys';
import { startTemplatesQuery } from './start-report';

/** The form a report started from the template would have (no answers): kept to start one offline. */
export const startFormQuery = (templateId: number) =>
  queryOptions({
    queryKey: reportsKeys.startForm(templateId),
    queryFn: ({ signal }) =>
      api.get<StartForm>(`/api/reports/templates/${templateId}/form`, undefined, signal),
    // A template's form changes rarely; the copy kept on the device is what an offline start uses.
    staleTime: 5 * 60_000,
  });

/**
 * While a technician's home is open online, what starting a report with no connection needs is
 * fetched, and so kept on the device (app/kept-offline.ts): the jobs, the templates, each one's form.
 */
export function useKeepStartForms() {
  useQuery(assignedJobsQuery());
  const templates = useQuery(startTemplatesQuery());
  useQueries({ queries: (templates.data ?? []).map((t) => startFormQuery(t.id)) });
}
