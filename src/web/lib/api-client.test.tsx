import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from './api-client';

// The document is shared with the next test file: the session's cookie goes with each test.
afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'XSRF-TOKEN=; path=/; max-age=0';
});

/** The one call fetch was given, with its multipart body's parts in order. */
function sentOf(fetchMock: ReturnType<typeof vi.fn>) {
  const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
  const form = init.body as FormData;
  return {
    url,
    method: init.method,
    headers: init.headers as Record<string, string>,
    parts: [...form.entries()],
  };
}

describe('api.upload, the one way the web app sends a file', () => {
  it('sends the text fields first, then the file as "file", with the CSRF header and no JSON type', async () => {
    document.cookie = 'XSRF-TOKEN=token-1; path=/';
    const fetchMock = vi.fn(async () => Response.json({ id: 7 }));
    vi.stubGlobal('fetch', fetchMock);
    const plan = new File([new Uint8Array([1, 2, 3])], 'floor.png', { type: 'image/png' });
    await expect(
      api.upload<{ id: number }>('/api/locations/3/site-plans', plan, { fields: { name: 'Ground floor' } }),
    ).resolves.toEqual({ id: 7 });
    const sent = sentOf(fetchMock);
    expect(sent).toMatchObject({ url: '/api/locations/3/site-plans', method: 'POST' });
    expect(sent.parts.map(([key]) => key)).toEqual(['name', 'file']);
    expect(sent.parts[0]![1]).toBe('Ground floor');
    const file = sent.parts[1]![1] as File;
    expect(file.name).toBe('floor.png');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]));
    expect(sent.headers['X-CSRF-Token']).toBe('token-1');
    expect(sent.headers['Content-Type']).toBeUndefined();
  });

  it('names the file as asked, and replaces with PUT when asked', async () => {
    const fetchMock = vi.fn(async () => Response.json({}));
    vi.stubGlobal('fetch', fetchMock);
    const scan = new File(['%PDF'], 'IMG_0001.pdf', { type: 'application/pdf' });
    await api.upload('/api/chems/4/file', scan, { name: 'sds.pdf', method: 'PUT' });
    const sent = sentOf(fetchMock);
    expect(sent.method).toBe('PUT');
    expect(sent.parts.map(([key]) => key)).toEqual(['file']);
    expect((sent.parts[0]![1] as File).name).toBe('sds.pdf');
  });
});
