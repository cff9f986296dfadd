import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SitePlanRow } from '@shared/schemas/devices';
import { api } from '@web/lib/api-client';
import { refreshAfterChange } from '@web/lib/query-keys';

/** What the server takes (and the form checks first, to spare a 20 MB upload that would be refused). */
export const SITE_PLAN_TYPES = ['image/png', 'image/jpeg'] as const;
export const SITE_PLAN_MAX_BYTES = 20 * 1024 * 1024;

/** `POST /api/locations/{id}/site-plans` (multipart: `name`, then the image as `file`). */
export async function uploadSitePlan(locationId: number, name: string, file: File) {
  const form = new FormData();
  // The name first: the server reads the fields before it streams the file.
  form.append('name', name);
  form.append('file', file, file.name);
  return api.post<SitePlanRow>(`/api/locations/${locationId}/site-plans`, form);
}

export function useUploadSitePlan(locationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ name, file }: { name: string; file: File }) => uploadSitePlan(locationId, name, file),
    onSuccess: () => refreshAfterChange(queryClient, 'devices'),
  });
}
