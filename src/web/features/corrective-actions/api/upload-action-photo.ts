import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ActionRow } from '@shared/schemas/corrective-actions';
import { api } from '@web/lib/api-client';
import { photoAsJpeg } from '@web/lib/photo-jpeg';
import { refreshAfterChange } from '@web/lib/query-keys';

/** The closing photo's address (`GET`), and where a new one is sent (`POST`, multipart). */
export const actionPhotoPath = (id: number) => `/api/corrective-actions/${id}/photo`;

export async function uploadActionPhoto(id: number, photo: File) {
  return api.upload<ActionRow>(actionPhotoPath(id), await photoAsJpeg(photo));
}

export function useUploadActionPhoto(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (photo: File) => uploadActionPhoto(id, photo),
    onSuccess: () => refreshAfterChange(queryClient, 'correctiveActions'),
  });
}
