import { createHash } from 'node:crypto';
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { FieldType, Role, type RoleId, Status } from '@shared/constants';
import type { Db } from '../db/client';
import { users } from '../db/schema/users';
import { queryRows } from '../db/sql-helpers';
import {
  insertAssignedJob,
  insertChemical,
  insertTemplate,
  multipartFile,
} from '../reports/reports.fixtures';
import { photoPng, signaturePng } from '../reports/test-images';
import { seedDemo } from '../seed/demo';
import { demoBaseDate } from '../seed/demo-random';

export const DEMO_PASSWORD = 'demo-password-for-backups';

export interface Login {
  email: string;
  cookie: string;
  csrf: string;
}

export async function login(app: FastifyInstance, email: string, password = DEMO_PASSWORD): Promise<Login> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { login: email, password },
  });
  expect(res.statusCode, res.body).toBe(200);
  const cookies = res.cookies as { name: string; value: string }[];
  return {
    email,
    cookie: cookies.map((c) => `${c.name}=${c.value}`).join('; '),
    csrf: cookies.find((c) => c.name === 'XSRF-TOKEN')!.value,
  };
}

export async function call(
  app: FastifyInstance,
  who: Login,
  method: string,
  url: string,
  body?: { payload: unknown; headers?: Record<string, string> },
) {
  return app.inject({
    method: method as 'GET',
    url,
    payload: body?.payload as Buffer | undefined,
    headers: { cookie: who.cookie, 'x-csrf-token': who.csrf, ...body?.headers },
  });
}

async function firstDemoUser(db: Db, role: RoleId): Promise<string> {
  const [row] = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.typeId, role), eq(users.statusId, Status.Active), isNull(users.deletedAt)))
    .orderBy(asc(users.id))
    .limit(1);
  return row!.email;
}

/**
 * A database worth backing up: the demo company, plus through the API a chemical's document and a
 * finished report with a signature and a photo (so files, audit rows and sessions exist too).
 */
export async function fillWithData(app: FastifyInstance, db: Db, now: Date) {
  await seedDemo(db, demoBaseDate(now, app.config.APP_TIMEZONE), DEMO_PASSWORD);
  const admin = await login(app, await firstDemoUser(db, Role.Admin));
  const supervisor = await login(app, await firstDemoUser(db, Role.Supervisor));
  const technician = await login(app, await firstDemoUser(db, Role.Technician));
  const [tech] = await db.select({ id: users.id }).from(users).where(eq(users.email, technician.email));

  const chemicalId = await insertChemical(db, { name: 'Backup Test Gel' });
  const doc = multipartFile(photoPng(200, 100), { filename: 'label.png' });
  expect((await call(app, admin, 'PUT', `/api/chems/${chemicalId}/file`, doc)).statusCode).toBe(200);

  const template = await insertTemplate(db, {
    name: 'Backup Visit',
    tasks: [
      {
        task: 'Visit',
        fields: [
          { name: 'Signature', type: FieldType.Signature },
          { name: 'Photos', type: FieldType.Photo },
        ],
      },
    ],
  });
  const jobId = await insertAssignedJob(db, { name: 'Backup Street Depot', assignees: [tech!.id] });
  const started = await call(app, technician, 'POST', '/api/reports', {
    payload: { job_id: jobId, template_id: template.id },
  });
  expect(started.statusCode, started.body).toBe(200);
  const reportId = started.json<{ id: number }>().id;
  const [signatureField, photoField] = template.fieldIds;
  const upload = async (fieldId: number, image: Buffer) => {
    const res = await call(
      app,
      technician,
      'POST',
      `/api/reports/${reportId}/files?field_id=${fieldId}`,
      multipartFile(image),
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ id: number }>().id;
  };
  const signature = await upload(signatureField!, signaturePng());
  const photo = await upload(photoField!, photoPng(320, 240));
  const saved = await call(app, technician, 'PUT', `/api/reports/${reportId}/answers`, {
    payload: {
      answers: [
        { field_id: signatureField, value: { file_id: signature } },
        { field_id: photoField, value: [{ file_id: photo }] },
      ],
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  expect((await call(app, technician, 'POST', `/api/reports/${reportId}/submit`)).statusCode).toBe(200);
  expect((await call(app, supervisor, 'POST', `/api/reports/${reportId}/finish`)).statusCode).toBe(200);
  return { reportId, chemicalId, admin, photo };
}

/**
 * Every table's row count and a hash of its rows, computed here in SQL (not by the backup code):
 * what a round trip must keep equal.
 */
export async function tableDigests(db: Db): Promise<Record<string, { rows: number; md5: string }>> {
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select tablename::text as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  const out: Record<string, { rows: number; md5: string }> = {};
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local time zone 'UTC'`);
    for (const { name } of tables) {
      const [row] = await queryRows<{ rows: string; md5: string }>(
        tx,
        sql`select count(*)::text as rows,
                   coalesce(md5(string_agg(x.j, E'\n' order by x.j)), '') as md5
            from (select row_to_json(t)::text as j from ${sql.identifier(name)} t) x`,
      );
      out[name] = { rows: Number(row!.rows), md5: row!.md5 };
    }
  });
  return out;
}

/** SHA-256 of every file under DATA_DIR/files, read from disk. */
export async function fileDigests(dataDir: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  const root = path.join(dataDir, 'files');
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  for (const entry of entries.filter((e) => e.isFile() && !e.name.startsWith('.'))) {
    const file = path.join(entry.parentPath, entry.name);
    const relative = path.relative(root, file).split(path.sep).join('/');
    out[relative] = createHash('sha256')
      .update(await readFile(file))
      .digest('hex');
  }
  return Object.fromEntries(Object.entries(out).sort(([a], [b]) => (a < b ? -1 : 1)));
}
