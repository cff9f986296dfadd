import type { ReportFile } from '@shared/schemas/reports';
import { api } from '@web/lib/api-client';

/** Stores a signature or photo image for a field; the answer then names it by its id. */
export function uploadReportFile(reportId: number, fieldId: number, image: Blob, name: string) {
  const form = new FormData();
  form.append('file', image, name);
  return api.post<ReportFile>(`/api/reports/${reportId}/files?field_id=${fieldId}`, form);
}
