import { type RefObject, useCallback, useEffect, useRef } from 'react';
import { reportFileUrl } from '../../api/get-report';
import { type ImageRef, isPending } from './outbox';

/**
 * Where an image of the form shows: the server's copy, or the device's while it waits to be
 * uploaded (an object URL, let go when the form is left).
 */
export function useImageSrc(
  reportId: number,
  uploaded: RefObject<Map<string, number>>,
  blobs: RefObject<Map<string, Blob>>,
) {
  const blobUrls = useRef(new Map<string, string>());
  useEffect(() => {
    const urls = blobUrls.current;
    return () => {
      for (const url of urls.values()) URL.revokeObjectURL(url);
    };
  }, []);
  return useCallback(
    (ref: ImageRef): string | undefined => {
      if (!isPending(ref)) return reportFileUrl(reportId, ref.file_id);
      const fileId = uploaded.current.get(ref.pending);
      if (fileId !== undefined) return reportFileUrl(reportId, fileId);
      const cached = blobUrls.current.get(ref.pending);
      if (cached) return cached;
      const blob = blobs.current.get(ref.pending);
      if (!blob) return undefined;
      const url = URL.createObjectURL(blob);
      blobUrls.current.set(ref.pending, url);
      return url;
    },
    [reportId, uploaded, blobs],
  );
}
