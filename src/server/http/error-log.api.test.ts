import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

/** Issue 11, item 7: the log never holds a failed query's parameters (one held a password hash). */

const logLines: string[] = [];
const SECRET = 'scrypt$32768$8$3$not-a-real-salt$not-a-real-hash';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    { LOG_LEVEL: 'info' },
    {
      logStream: { write: (line) => void logLines.push(line) },
      beforeReady: (app) => {
        // Two queries that fail inside the database with a secret among their parameters: one
        // the database refuses as input (22P02, a 400), one that is the server's fault (a 500).
        app.get('/api/test/refused-input', { config: { access: 'public' } }, async () => {
          await app.db.execute(sql`select ${SECRET}::integer`);
        });
        app.get('/api/test/failed-query', { config: { access: 'public' } }, async () => {
          await app.db.execute(sql`select * from no_such_table where x = ${SECRET}`);
        });
      },
    },
  );
});
afterAll(() => t.close());

describe('the error log', () => {
  it.each([
    ['/api/test/refused-input', 400],
    ['/api/test/failed-query', 500],
  ])('logs %s with its code and query text but without its parameters', async (url, status) => {
    logLines.length = 0;
    const res = await t.request(null, { method: 'GET', url });
    expect(res.statusCode, res.body).toBe(status);
    expect(res.body).not.toContain(SECRET);
    const entries = logLines.map((l) => JSON.parse(l) as { err?: { code?: string; query?: string } });
    const logged = entries.find((e) => e.err);
    expect(logged?.err?.code).toMatch(/^[0-9A-Z]{5}$/);
    expect(logged?.err?.query).toContain('$1');
    expect(logLines.join('')).not.toContain('not-a-real');
  });
});
