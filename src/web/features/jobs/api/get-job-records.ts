import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApplicationsResponse } from '@shared/schemas/applications';
import type { ActionsResponse } from '@shared/schemas/corrective-actions';
import type { ReportsResponse } from '@shared/schemas/report-list';
import { api } from '@web/lib/api-client';
import { entityKey } from '@web/lib/query-keys';

/**
 * The first page of a job's reports, applications and corrective actions for the job page, each
 * from its own list filtered by `job_id` and keyed under that list's entity, so a change there
 * refreshes the job page too.
 */
export const jobReportsQuery = (jobId: number) =>
  queryOptions({
    queryKey: [...entityKey('reports'), 'ofJob', jobId] as const,
    queryFn: ({ signal }) =>
      api.get<ReportsResponse>('/api/get-reports-filtered', { job_id: jobId, page: 1 }, signal),
  });

export const jobApplicationsQuery = (jobId: number) =>
  queryOptions({
    queryKey: [...entityKey('applications'), 'ofJob', jobId] as const,
    queryFn: ({ signal }) =>
      api.get<ApplicationsResponse>('/api/applications', { job_id: jobId, page: 1 }, signal),
  });

export const jobActionsQuery = (jobId: number) =>
  queryOptions({
    queryKey: [...entityKey('correctiveActions'), 'ofJob', jobId] as const,
    queryFn: ({ signal }) =>
      api.get<ActionsResponse>('/api/corrective-actions', { job_id: jobId, page: 1 }, signal),
  });

export const useJobReports = (jobId: number) => useQuery(jobReportsQuery(jobId));
export const useJobApplications = (jobId: number) => useQuery(jobApplicationsQuery(jobId));
export const useJobActions = (jobId: number) => useQuery(jobActionsQuery(jobId));
