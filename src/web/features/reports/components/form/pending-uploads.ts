import { fieldOfFollowup, isFollowupId } from '@shared/schemas/checklist-values';
import { uploadReportFile } from '../../api/upload-report-file';
import { type OutboxEntry, pendingIds, recordUpload } from './outbox';

/** Whether any image of `batch` is still only on the device. */
export const hasUploads = (batch: OutboxEntry[], uploaded: ReadonlyMap<string, number>) =>
  batch.some((entry) => pendingIds(entry.value).some((id) => !uploaded.has(id)));

/**
 * Uploads the images of `batch` still on the device, each once (decision 0013): its file id goes
 * to `uploaded` and onto the outbox's entry, and the image's device id goes with it as the key that
 * makes a resend answer the file stored the first time (decision 0053).
 */
export async function uploadPending(
  reportId: number,
  batch: OutboxEntry[],
  uploaded: Map<string, number>,
  blobs: ReadonlyMap<string, Blob>,
) {
  for (const entry of batch) {
    for (const id of pendingIds(entry.value)) {
      if (uploaded.has(id)) continue;
      const blob = entry.blobs[id] ?? blobs.get(id);
      if (!blob) continue;
      const name = blob.type === 'image/png' ? 'signature.png' : 'photo.jpg';
      // A follow-up's photos are files of its question (the base, positive field id).
      const owner = isFollowupId(entry.fieldId) ? fieldOfFollowup(entry.fieldId) : entry.fieldId;
      const file = await uploadReportFile(reportId, owner, blob, name, id);
      uploaded.set(id, file.id);
      // Should the device refuse the note, a later resend names the image by the same key: the
      // server answers the file it stored the first time.
      await recordUpload(reportId, entry.fieldId, id, file.id).catch(() => undefined);
    }
  }
}

/** The images a value refers to that the entry keeps: blobs not uploaded yet, file ids of the others. */
export function imagesOf(
  value: unknown,
  uploaded: ReadonlyMap<string, number>,
  blobs: ReadonlyMap<string, Blob>,
): Pick<OutboxEntry, 'blobs' | 'uploaded'> {
  const ids = pendingIds(value);
  return {
    blobs: Object.fromEntries(
      ids.flatMap((id) => {
        const blob = uploaded.has(id) ? undefined : blobs.get(id);
        return blob ? [[id, blob] as const] : [];
      }),
    ),
    uploaded: Object.fromEntries(
      ids.flatMap((id) => {
        const fileId = uploaded.get(id);
        return fileId === undefined ? [] : [[id, fileId] as const];
      }),
    ),
  };
}
