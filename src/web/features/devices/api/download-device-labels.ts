import { ApiError, buildUrl } from '@web/lib/api-client';
import { saveBlob } from '@web/lib/download-export';

/**
 * `GET /api/locations/{id}/device-labels.pdf?ids=…` (staff): the label sheet of the devices given,
 * or of every device in place without ids, saved as a file. A refusal (no devices) is the usual
 * coded JSON, thrown as ApiError in the page's language.
 */
export async function downloadDeviceLabels(locationId: number, ids: readonly number[]) {
  const url = buildUrl(`/api/locations/${locationId}/device-labels.pdf`, {
    ids: ids.length > 0 ? ids.join(',') : undefined,
  });
  const response = await fetch(url, {
    credentials: 'same-origin',
    headers: { Accept: 'application/pdf', 'X-Requested-With': 'XMLHttpRequest' },
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { code?: string; message?: string };
    throw new ApiError(response.status, body.message ?? `The server answered ${response.status}.`, body);
  }
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const name = /filename="([^"]+)"/i.exec(disposition)?.[1] ?? `device-labels-${locationId}.pdf`;
  saveBlob(await response.blob(), name);
}
