import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@shared/constants';
import { insertLocation } from '../jobs/jobs.fixtures';
import { createTestApp, type Session, type TestApp } from '../test/test-app';

const logs: string[] = [];
let t: TestApp;
let admin: Session;
/** More than the socket's buffers hold, so the export is still reading when the client leaves. */
const JOBS = 100_000;

beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'info' }, { logStream: { write: (line) => void logs.push(line) } });
  admin = await t.loginAs(Role.Admin);
  const site = await insertLocation(t.db, { name: 'Stream Site' });
  // Many jobs share each created_at (ties decided by the id), as imports and seeds make them.
  await t.db.execute(sql`insert into jobs (name, category, location_id, status_id, created_at)
    select 'Stream job ' || g, case when g % 3 = 0 then 'Termites' else 'Rodents' end, ${site}, 1,
           timestamp '2026-01-01 10:00:00.123456' + (g / 7) * interval '1 microsecond'
    from generate_series(1, ${JOBS}) g`);
});
afterAll(() => t.close());

describe('export streaming', () => {
  it('stops reading when the client closes the request', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const received = await new Promise<number>((resolve, reject) => {
      const req = httpRequest(
        { port, path: '/api/export/jobs?format=csv', headers: { cookie: admin.cookie } },
        (res) => {
          expect(res.statusCode).toBe(200);
          res.once('data', (chunk: Buffer) => {
            // One chunk read, then the client goes away (a cancelled download).
            req.destroy();
            resolve(chunk.length);
          });
        },
      );
      req.on('error', (e) => (e.message.includes('socket hang up') ? undefined : reject(e)));
      req.end();
    });
    expect(received).toBeGreaterThan(0);
    await expect
      .poll(() => logs.some((l) => l.includes('export stopped: the request was closed')), { timeout: 10_000 })
      .toBe(true);
    const line = JSON.parse(logs.find((l) => l.includes('export stopped'))!) as { rows: number };
    expect(line.rows).toBeLessThan(JOBS);
  });
});
