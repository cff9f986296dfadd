import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { freePort } from '../test/postgres-cluster';
import { type ServerProcess, startServer, stopServer } from '../test/server-process';

const ADMIN_PASSWORD = 'shutdown-test-password';
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fieldbook-shutdown-'));
let server: ServerProcess | undefined;
afterAll(async () => {
  await stopServer(server);
  rmSync(dataDir, { recursive: true, force: true });
});

/** A raw HTTP/1.1 connection, so the test decides when each byte of a request is sent. */
function connect(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  socket.on('error', () => undefined);
  const opened = new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('error', reject);
  });
  /** Resolves with the first complete response (head and Content-Length body), or what came before a close. */
  const response = () =>
    new Promise<{ status: number; headers: string; body: string }>((resolve) => {
      const check = () => {
        const end = received.indexOf('\r\n\r\n');
        const length = /content-length: (\d+)/i.exec(received.slice(0, end));
        const complete = end >= 0 && length && received.length >= end + 4 + Number(length[1]);
        if (!complete && !socket.destroyed) return;
        socket.off('data', check);
        const head = end >= 0 ? received.slice(0, end) : received;
        resolve({
          status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0),
          headers: head.toLowerCase(),
          body: end >= 0 ? received.slice(end + 4) : '',
        });
      };
      socket.on('data', check);
      void closed.then(check);
      check();
    });
  return { socket, opened, closed, response };
}

/** A new connection once shutdown began: refused, or (while the listener is still closing) the app's 503. */
async function lateConnection(port: number): Promise<string> {
  const late = connect(port);
  try {
    await late.opened;
  } catch (error) {
    expect((error as NodeJS.ErrnoException).code).toBe('ECONNREFUSED');
    return 'refused';
  }
  late.socket.write('GET /api/health HTTP/1.1\r\nHost: fieldbook\r\n\r\n');
  const res = await late.response();
  late.socket.destroy();
  return `${res.status} ${res.body}`;
}

// A real server process and real sockets: start-up of a PGlite database takes seconds.
it(
  'on SIGTERM closes idle kept-alive connections, finishes the request in flight, answers late ones 503, and exits 0',
  { timeout: 120_000 },
  async () => {
    const port = await freePort();
    server = await startServer({ DATA_DIR: dataDir, ADMIN_PASSWORD, LOG_LEVEL: 'info' }, port);

    // A kept-alive connection that has finished its request and waits for the next one.
    const idle = connect(port);
    await idle.opened;
    idle.socket.write('GET /api/health HTTP/1.1\r\nHost: fieldbook\r\n\r\n');
    expect((await idle.response()).status).toBe(200);

    // A slow client: the login's headers and half its body are in, the rest comes after SIGTERM.
    const body = JSON.stringify({ login: 'admin@example.com', password: ADMIN_PASSWORD });
    const inFlight = connect(port);
    await inFlight.opened;
    inFlight.socket.write(
      `POST /api/auth/login HTTP/1.1\r\nHost: fieldbook\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n` +
        body.slice(0, 20),
    );
    // A request whose last header line arrives only after SIGTERM: a late arrival on an open connection.
    const late = connect(port);
    await late.opened;
    late.socket.write('GET /api/health HTTP/1.1\r\nHost: fieldbook\r\n');
    // Both requests have reached the server before the signal (its log shows the login as incoming).
    await expect.poll(() => server!.output()).toContain('"url":"/api/auth/login"');

    server.child.kill('SIGTERM');

    // The idle kept-alive connection is closed at once, while the login is still open.
    await idle.closed;
    expect(inFlight.socket.destroyed).toBe(false);

    late.socket.write('\r\n');
    const lateRes = await late.response();
    expect(lateRes.status).toBe(503);
    expect(lateRes.headers).toContain('connection: close');
    expect(lateRes.headers).toContain('retry-after: 1');
    expect(JSON.parse(lateRes.body)).toEqual({ code: 'server.shuttingDown', message: expect.any(String) });
    await late.closed;

    // New connections: refused once the listener has closed.
    expect(await lateConnection(port)).toMatch(/^(refused|503 \{"code":"server.shuttingDown")/);

    // The request in flight still finishes: the rest of the body arrives and the login succeeds.
    inFlight.socket.write(body.slice(20));
    const login = await inFlight.response();
    expect(login.status).toBe(200);
    expect(JSON.parse(login.body)).toMatchObject({ email: 'admin@example.com' });
    expect(login.headers).toContain('set-cookie: fieldbook_session=');
    // …and its connection ends with it, so a client keeping it open does not hold the shutdown up.
    expect(login.headers).toContain('connection: close');
    await inFlight.closed;

    expect(await server.exited).toBe(0);
    expect(await lateConnection(port)).toBe('refused');
    expect(server.output()).toContain('SIGTERM received');
  },
);
