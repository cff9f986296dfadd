import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { BulkReportsResponse } from '@shared/schemas/reports-bulk';
import { api } from '@web/lib/api-client';
import { refreshAfterChange } from '@web/lib/query-keys';

/** The reports list's filters, as its URL holds them, and how many reports the user confirmed. */
export type ReportsMatching = { matching: Record<string, string | undefined>; count: number };

/**
 * "Select all N matching" then Delete: every report the filters select, in one transaction. The
 * count confirmed goes with them, so a list that changed meanwhile deletes nothing; with no
 * filter, `all` says every report is meant.
 */
export function deleteMatchingReports({ matching, count }: ReportsMatching) {
  // As the list's URL sends them: an empty filter is no filter.
  const filters = Object.fromEntries(Object.entries(matching).filter(([, v]) => v));
  const all = Object.keys(filters).length === 0 ? { all: true as const } : {};
  return api.post<BulkReportsResponse>('/api/reports/delete-matching', { ...filters, ...all, count });
}

export function useDeleteMatchingReports() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMatchingReports,
    onSettled: () => refreshAfterChange(queryClient, 'reports', { trash: true }),
  });
}

/** Undo of a bulk delete: all of them back in one call (one transaction), then the lists refresh. */
export async function restoreReports(queryClient: QueryClient, ids: readonly number[]) {
  try {
    await api.post<BulkReportsResponse>('/api/reports/restore', { ids });
  } finally {
    void refreshAfterChange(queryClient, 'reports', { trash: true });
  }
}
