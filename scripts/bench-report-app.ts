/**
 * The app in this process for a report benchmark: an in-memory database, files in a throwaway
 * folder, a logged-in Super Admin, and `call` for the API (anything but 200 throws). With
 * `dataDir`, the embedded database and the files are kept there instead (the database in
 * PostgreSQL with `databaseUrl`), for a server started on them after.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Role, Status } from '../src/shared/constants';
import { buildApp } from '../src/server/app';
import { hashPassword } from '../src/server/auth/passwords';
import { type Config, testConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { users } from '../src/server/db/schema/users';

export const BENCH_LOGIN = { login: 'bench@example.com', password: 'Bench-password-1' };

export async function benchReportApp(
  config: Partial<Config> = {},
  opts: { dataDir?: string; databaseUrl?: string } = {},
) {
  const dataDir = opts.dataDir ?? (await mkdtemp(path.join(tmpdir(), 'fieldbook-bench-')));
  const database = await openDatabase({ url: opts.databaseUrl, dataDir: opts.dataDir ?? 'memory://' });
  await database.migrate();
  const app = await buildApp({ config: testConfig({ DATA_DIR: dataDir, ...config }), database });
  await app.ready();
  const { db } = database;

  await db.insert(users).values({
    name: 'Bench Admin',
    email: BENCH_LOGIN.login,
    username: 'bench',
    passwordHash: await hashPassword(BENCH_LOGIN.password),
    typeId: Role.SuperAdmin,
    statusId: Status.Active,
  });
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: BENCH_LOGIN,
  });
  const cookies = login.cookies as { name: string; value: string }[];
  const headers = {
    cookie: cookies.map((c) => `${c.name}=${c.value}`).join('; '),
    'x-csrf-token': cookies.find((c) => c.name === 'XSRF-TOKEN')!.value,
  };
  const call = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, extra = {}) => {
    const res = await app.inject({
      method,
      url,
      payload: payload as string,
      headers: { ...headers, ...extra },
    });
    if (res.statusCode !== 200) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return res;
  };
  const close = async () => {
    await app.close();
    await database.close();
    if (!opts.dataDir) await rm(dataDir, { recursive: true, force: true });
  };
  return { app, db, call, close, headers };
}
