import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

/** Past Node's 16 KB of request line and headers. */
const HUGE = `/api/health?q=${'x'.repeat(20_000)}`;

/**
 * Writes each request on one kept-alive connection once the answer before it has come, and reads
 * everything until the server closes the connection.
 */
function exchange(...requests: string[]): Promise<{ text: string; reset: boolean }> {
  return new Promise((resolve) => {
    let text = '';
    let reset = false;
    let answers = 0;
    const socket = connect(port, '127.0.0.1', () => socket.write(requests[0]!));
    socket.on('data', (chunk) => {
      text += chunk.toString();
      const complete = text.split(/(?=HTTP\/1\.1 )/).filter((a) => a.includes('\r\n\r\n')).length;
      if (complete > answers && complete < requests.length) socket.write(requests[complete]!);
      answers = complete;
    });
    socket.on('error', () => (reset = true));
    socket.on('close', () => resolve({ text, reset }));
  });
}

const get = (url: string) => `GET ${url} HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n`;

describe('a request Node refuses before the app sees it (issue 31)', () => {
  it('gets 431 in the app’s shape with Connection: close, after the answers before it', async () => {
    const { text, reset } = await exchange(get('/api/health'), get(HUGE));
    const [first, second] = text.split(/(?=HTTP\/1\.1 )/);
    expect(first).toMatch(/^HTTP\/1\.1 200 /);
    expect(second).toMatch(/^HTTP\/1\.1 431 Request Header Fields Too Large\r\n/);
    expect(second).toMatch(/\r\nConnection: close\r\n/i);
    const body = JSON.parse(second!.split('\r\n\r\n')[1]!) as { code: string; message: string };
    expect(body).toEqual({
      code: 'common.headersTooLarge',
      message: 'The request’s address or headers are too long.',
    });
    // Closed in order, not reset: the client reads the whole answer.
    expect(reset).toBe(false);
  });

  it('leaves a keep-alive client able to send its next request', async () => {
    const huge = await fetch(`http://127.0.0.1:${port}${HUGE}`);
    expect(huge.status).toBe(431);
    expect(huge.headers.get('connection')).toBe('close');
    expect(await huge.json()).toMatchObject({ code: 'common.headersTooLarge' });
    const next = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(next.status).toBe(200);
  });

  it('gets 400 in the app’s shape for what is not HTTP', async () => {
    const { text } = await exchange('HELLO\r\n\r\n');
    expect(text).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(text).toMatch(/\r\nConnection: close\r\n/i);
    expect(JSON.parse(text.split('\r\n\r\n')[1]!)).toMatchObject({ code: 'common.badRequest' });
  });
});
