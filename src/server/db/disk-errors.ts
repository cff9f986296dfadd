import type { ErrorCode } from '@shared/error-codes';

/** What the operating system's answer means for someone looking after the server. */
const CAUSES: Record<string, string> = {
  ENOSPC: 'the disk is full (no space left on the device)',
  EDQUOT: 'the disk quota is used up',
  EROFS: 'it is on a read-only file system',
  EACCES: 'this process may not write there (permission denied)',
  EPERM: 'this process may not write there (operation not permitted)',
  ENOTDIR: 'a part of its path is a file, not a folder',
};

const codeOf = (error: unknown): string | undefined => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code in CAUSES ? code : undefined;
};

/** "the disk is full (…)" for a file-system error that stops writing, else undefined. */
export const diskErrorCause = (error: unknown): string | undefined => {
  const code = codeOf(error);
  return code ? CAUSES[code] : undefined;
};

/**
 * A file write that failed for lack of room (507 Insufficient Storage) or on a storage that refuses
 * writes (503): the client reads the cause, never the path, which the caller logs.
 */
export function diskErrorAnswer(error: unknown): { status: 503 | 507; code: ErrorCode } | undefined {
  const code = codeOf(error);
  if (!code || code === 'ENOTDIR') return undefined;
  return code === 'ENOSPC' || code === 'EDQUOT'
    ? { status: 507, code: 'storage.diskFull' }
    : { status: 503, code: 'storage.readOnly' };
}
