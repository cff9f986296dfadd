import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SitePlanRow } from '@shared/schemas/devices';
import { api } from '@web/lib/api-client';
import { refreshAfterChange } from '@web/lib/query-keys';

/** `POST /api/locations/{id}/site-plans` (multipart: `name`, then the image as `file`). */
export async function uploadSitePlan(locationId: number, name: string, file: File) {
  return api.upload<SitePlanRow>(`/api/locations/${locationId}/site-plans`, file, { fields: { name } });
}

export function useUploadSitePlan(locationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ name, file }: { name: string; file: File }) => uploadSitePlan(locationId, name, file),
    onSuccess: () => refreshAfterChange(queryClient, 'devices'),
  });
}
