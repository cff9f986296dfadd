import type { ReportFile } from '@shared/schemas/reports';
import { api } from '@web/lib/api-client';

/**
 * Stores a signature or photo image for a field; the answer then names it by its id. `clientKey`,
 * the device's own id for the image, makes a resend answer the file stored the first time.
 */
export function uploadReportFile(
  reportId: number,
  fieldId: number,
  image: Blob,
  name: string,
  clientKey: string,
) {
  const query = new URLSearchParams({ field_id: String(fieldId), client_key: clientKey });
  return api.upload<ReportFile>(`/api/reports/${reportId}/files?${query}`, image, { name });
}
