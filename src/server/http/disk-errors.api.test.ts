import { mkdtemp, readdir, rm } from 'node:fs/promises';
import type * as Fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { FieldType, Role } from '@shared/constants';
import { ERROR_TEXTS } from '@shared/error-codes';
import {
  insertAssignedJob,
  insertChemical,
  insertTemplate,
  multipartFile,
} from '../reports/reports.fixtures';
import { photoPng, signaturePng } from '../reports/test-images';
import { createTestApp, type Session, type TestApp } from '../test/test-app';

/**
 * Issue 12, item 4: an upload on a full disk answers 507 with the cause, not "did not arrive whole".
 * The upload's temporary file is sent to /dev/full, where the kernel answers every write with a real
 * ENOSPC: a full disk without the mount rights a small tmpfs would need.
 */
const fullDisk = vi.hoisted(() => ({ on: false }));
vi.mock('node:fs', async (importOriginal) => {
  const fs = await importOriginal<typeof Fs>();
  return {
    ...fs,
    createWriteStream: ((file: string, options?: object) =>
      fullDisk.on && file.endsWith('.part')
        ? fs.createWriteStream('/dev/full', { flags: 'w' })
        : fs.createWriteStream(file, options)) as typeof Fs.createWriteStream,
  };
});

const logLines: string[] = [];
let t: TestApp;
let dataDir: string;
let admin: Session;
let technician: Session;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'fieldbook-disk-'));
  t = await createTestApp(
    { DATA_DIR: dataDir, LOG_LEVEL: 'info' },
    { logStream: { write: (line) => void logLines.push(line) } },
  );
  admin = await t.loginAs(Role.Admin);
  technician = await t.loginAs(Role.Technician);
});
afterEach(() => {
  fullDisk.on = false;
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const upload = (session: Session, url: string, method: string, image: Buffer) => {
  const body = multipartFile(image);
  return t.app.inject({
    method: method as 'POST',
    url,
    payload: body.payload,
    headers: { ...body.headers, cookie: session.cookie, 'x-csrf-token': session.csrf },
  });
};
const stored = async (kind: string) =>
  (await readdir(path.join(dataDir, 'files', kind)).catch(() => [] as string[])).sort();

function expectDiskFull(res: Awaited<ReturnType<typeof upload>>) {
  expect(res.statusCode, res.body).toBe(507);
  expect(res.json()).toEqual({
    code: 'storage.diskFull',
    message: ERROR_TEXTS.storage.diskFull,
    errors: { file: ERROR_TEXTS.storage.diskFull },
    fieldCodes: { file: { code: 'storage.diskFull' } },
  });
  expect(res.body).not.toContain(dataDir);
  const logged = logLines.map((l) => JSON.parse(l) as { msg?: string }).map((l) => l.msg ?? '');
  expect(logged).toContain(
    `could not write a file in DATA_DIR ${dataDir}: the disk is full (no space left on the device)`,
  );
}

describe('an upload on a full disk', () => {
  it('answers 507 for a chemical document, keeps nothing, and works again once there is room', async () => {
    const id = await insertChemical(t.db, { name: 'Full Disk Gel' });
    fullDisk.on = true;
    expectDiskFull(await upload(admin, `/api/chems/${id}/file`, 'PUT', photoPng(64, 64)));
    expect(await stored('chemicals')).toEqual([]);
    fullDisk.on = false;
    expect((await upload(admin, `/api/chems/${id}/file`, 'PUT', photoPng(64, 64))).statusCode).toBe(200);
    expect(await stored('chemicals')).toHaveLength(1);
  });

  it('answers 507 for a report image, keeping nothing', async () => {
    const template = await insertTemplate(t.db, {
      name: 'Disk Visit',
      tasks: [{ task: 'Visit', fields: [{ name: 'Signature', type: FieldType.Signature }] }],
    });
    const jobId = await insertAssignedJob(t.db, { assignees: [technician.userId] });
    const started = await t.request(technician, {
      method: 'POST',
      url: '/api/reports',
      payload: { job_id: jobId, template_id: template.id },
    });
    const reportId = started.json<{ id: number }>().id;
    fullDisk.on = true;
    const url = `/api/reports/${reportId}/files?field_id=${template.fieldIds[0]}`;
    expectDiskFull(await upload(technician, url, 'POST', signaturePng()));
    expect(await stored('reports')).toEqual([]);
  });
});
