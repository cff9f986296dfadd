/**
 * Downloads a list's export (GET /api/export/<list>, issue 20) with progress and cancel: the
 * answer is read chunk by chunk (bytes so far, the total rows when the server sent
 * X-Total-Count), then saved through a Blob and a link click. An answer refused before the
 * first byte is the usual JSON error, thrown as ApiError in the page's language.
 */
import { ApiError, buildUrl } from './api-client';

export type ExportFormat = 'csv' | 'xlsx';

export interface ExportProgress {
  bytes: number;
  /** The rows the export holds, when the server knew it cheaply. */
  totalRows?: number;
}

export function exportUrl(
  list: string,
  format: ExportFormat,
  params: Record<string, string | number | undefined | null>,
) {
  return buildUrl(`/api/export/${list}`, { ...params, page: undefined, format });
}

/** The name the server gave (Content-Disposition), else `<list>.<format>`. */
function fileNameOf(response: Response, fallback: string): string {
  const match = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
  return match?.[1] ?? fallback;
}

/** Saves a Blob as a file: a temporary object URL and a link click. */
export function saveBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The click has handed the URL to the download; freeing it later keeps slow browsers safe.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export async function downloadExport(
  url: string,
  opts: { signal: AbortSignal; onProgress: (progress: ExportProgress) => void; fallbackName: string },
): Promise<{ name: string; bytes: number }> {
  const response = await fetch(url, {
    credentials: 'same-origin',
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    signal: opts.signal,
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { message?: string };
    throw new ApiError(response.status, body.message ?? `The server answered ${response.status}.`, body);
  }
  const total = response.headers.get('x-total-count');
  const totalRows = total === null ? undefined : Number(total);
  const parts: Uint8Array[] = [];
  let bytes = 0;
  const reader = response.body?.getReader();
  if (reader) {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parts.push(value);
      bytes += value.byteLength;
      opts.onProgress({ bytes, totalRows });
    }
  }
  const name = fileNameOf(response, opts.fallbackName);
  saveBlob(new Blob(parts as BlobPart[], { type: response.headers.get('content-type') ?? '' }), name);
  return { name, bytes };
}
