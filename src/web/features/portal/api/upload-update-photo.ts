import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PortalAction } from '@shared/schemas/portal-actions';
import { api } from '@web/lib/api-client';
import { photoAsJpeg } from '@web/lib/photo-jpeg';
import { portalKeys } from './portal-keys';

/** An update's photo (`GET`), and where the contact sends one (`POST`, multipart). */
export const updatePhotoPath = (updateId: number) => `/api/portal/action-updates/${updateId}/photo`;

export async function uploadUpdatePhoto(updateId: number, photo: File) {
  return api.upload<PortalAction>(updatePhotoPath(updateId), await photoAsJpeg(photo));
}

export function useUploadUpdatePhoto(locationId: number, updateId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (photo: File) => uploadUpdatePhoto(updateId, photo),
    onSuccess: () => client.invalidateQueries({ queryKey: portalKeys.actions(locationId) }),
  });
}
