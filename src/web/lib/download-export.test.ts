import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { downloadExport } from './download-export';

afterEach(() => vi.unstubAllGlobals());

describe('downloadExport', () => {
  it('throws the server’s refusal as an ApiError with its status and text, before any byte is saved', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json(
          { code: 'common.notAllowed', message: 'You are not allowed to do this.' },
          { status: 403 },
        ),
      ),
    );
    const onProgress = vi.fn();
    const attempt = downloadExport('/api/export/users?format=csv', {
      signal: new AbortController().signal,
      onProgress,
      fallbackName: 'users.csv',
    });
    await expect(attempt).rejects.toBeInstanceOf(ApiError);
    await expect(attempt).rejects.toMatchObject({ status: 403, message: 'You are not allowed to do this.' });
    expect(onProgress).not.toHaveBeenCalled();
  });
});
