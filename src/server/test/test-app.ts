import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { Role, type RoleId, Status } from '@shared/constants';
import { buildApp } from '../app';
import { errorContractProblem } from './error-contract';
import { openApiProblem } from './openapi-contract';
import { hashPassword } from '../auth/passwords';
import { testConfig, type Config } from '../config';
import { type Database, type Db, openDatabase } from '../db/client';
import { users } from '../db/schema/users';

export const TEST_PASSWORD = 'Correct-Horse-9';
/**
 * The test accounts' hash cost. Each login verifies the hash at the cost it names, and at the app's
 * own (about 0.3 s of CPU) the logins of the accounts tests were most of their time;
 * passwords.test.ts holds the hashes the app makes to the real cost.
 */
export const TEST_PASSWORD_COST = { n: 1024, r: 8, p: 1 };
let passwordHash: Promise<string> | undefined;
/** One scrypt hash per test process. */
export const testHash = () => (passwordHash ??= hashPassword(TEST_PASSWORD, TEST_PASSWORD_COST));

let snapshot: Promise<Blob> | undefined;
/** The migrated data folder global-setup.pglite.ts archived, read once per test process. */
const migratedSnapshot = () =>
  (snapshot ??= readFile(inject('pgliteSnapshot')).then((bytes) => new Blob([bytes])));

/**
 * A fresh database for one test file: an in-memory PGlite copied from the migrated archive that
 * global-setup.pglite.ts made, or (DB_TARGET=postgres) a copy of the migrated template database
 * in the cluster that global-setup.postgres.ts started.
 */
async function freshDatabase(): Promise<Database> {
  if (process.env.DB_TARGET !== 'postgres') {
    return openDatabase({ dataDir: 'memory://', loadDataDir: await migratedSnapshot() });
  }
  const { url, drop } = await freshPostgresDatabase();
  const database = await openDatabase({ url, dataDir: '' });
  return {
    ...database,
    close: async () => {
      await database.close();
      await drop();
    },
  };
}

/** A migrated, empty database of its own in the test cluster (DB_TARGET=postgres only). */
export async function freshPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const templateUrl = inject('pgTemplateUrl');
  const adminUrl = templateUrl.replace(/\/[^/]+$/, '/postgres');
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name} template fieldbook_template`);
  await admin.end();
  return {
    url: templateUrl.replace(/\/[^/]+$/, `/${name}`),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export interface Session {
  cookie: string;
  csrf: string;
  userId: number;
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  database: Database;
  createUser(
    input?: Partial<{ name: string; email: string; username: string; typeId: RoleId; statusId: number }>,
  ): Promise<number>;
  login(login: string, password?: string): Promise<Session>;
  /** The login delays the server asked for, in order (auth.routes.ts, loginDelayMs). */
  loginDelays: number[];
  /** Creates a user of that role and logs in as them. */
  loginAs(role: RoleId): Promise<Session>;
  /** app.inject with the session's cookies and CSRF header. */
  request(
    session: Session | null,
    opts: { method: string; url: string; payload?: unknown; headers?: Record<string, string> },
  ): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

let seq = 0;

export async function createTestApp(
  overrides: Partial<Config> = {},
  opts: {
    logStream?: { write(line: string): void };
    /** Adds routes of the test's own before the app is ready. */
    beforeReady?: (app: FastifyInstance) => void;
    /** A built web app of the test's own, instead of dist/web. */
    webRoot?: string;
    /**
     * A migrated PostgreSQL database that another test app uses too (`freshPostgresDatabase()`),
     * instead of one of its own: two app processes behind one balancer. Not dropped on close.
     */
    databaseUrl?: string;
    /** The app's clock (app.clock): the moment reports start and are submitted at, "today". */
    clock?: () => Date;
  } = {},
): Promise<TestApp> {
  const database = opts.databaseUrl
    ? await openDatabase({ url: opts.databaseUrl, dataDir: '' })
    : await freshDatabase();
  const loginDelays: number[] = [];
  const app = await buildApp({
    config: testConfig(overrides),
    database,
    logStream: opts.logStream,
    webRoot: opts.webRoot,
    clock: opts.clock,
    // Tests note the login delays instead of sleeping through them.
    loginDelay: async (ms) => void loginDelays.push(ms),
  });
  opts.beforeReady?.(app);
  const contractProblems: string[] = [];
  // Every answer of every API test is held to the error codes' contract and to the served
  // document: a route cannot answer what the document does not say (issue 39).
  app.addHook('onSend', async (request, reply, payload) => {
    const contentType = reply.getHeader('content-type');
    const problem =
      errorContractProblem(reply.statusCode, contentType, payload) ??
      openApiProblem(app, {
        method: request.method,
        routeUrl: request.routeOptions.url,
        status: reply.statusCode,
        contentType,
        payload,
      });
    if (problem) contractProblems.push(`${request.method} ${request.url} → ${reply.statusCode}: ${problem}`);
    return payload;
  });
  await app.ready();
  const db = database.db;

  const createUser: TestApp['createUser'] = async (input = {}) => {
    seq += 1;
    const handle = `user${seq}_${randomBytes(3).toString('hex')}`;
    const [row] = await db
      .insert(users)
      .values({
        name: input.name ?? `Test User ${seq}`,
        email: input.email ?? `${handle}@example.com`,
        username: input.username ?? handle,
        passwordHash: await testHash(),
        typeId: input.typeId ?? Role.Technician,
        statusId: input.statusId ?? Status.Active,
      })
      .returning({ id: users.id });
    return row!.id;
  };

  const login: TestApp['login'] = async (loginName, password = TEST_PASSWORD) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { login: loginName, password },
    });
    if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
    const cookies = res.cookies as { name: string; value: string }[];
    const csrf = cookies.find((c) => c.name === 'XSRF-TOKEN')!.value;
    return {
      cookie: cookies.map((c) => `${c.name}=${c.value}`).join('; '),
      csrf,
      userId: res.json<{ id: number }>().id,
    };
  };

  const loginAs: TestApp['loginAs'] = async (role) => {
    const id = await createUser({ typeId: role });
    const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, id));
    return login(row!.email);
  };

  return {
    app,
    db,
    database,
    loginDelays,
    createUser,
    login,
    loginAs,
    request: (session, { method, url, payload, headers = {} }) =>
      app.inject({
        method: method as 'GET',
        url,
        payload: payload as Record<string, unknown> | undefined,
        headers: session ? { cookie: session.cookie, 'x-csrf-token': session.csrf, ...headers } : headers,
      }),
    close: async () => {
      await app.close();
      await database.close();
      if (contractProblems.length > 0) {
        throw new Error(`Answers outside the contract:\n${contractProblems.join('\n')}`);
      }
    },
  };
}
