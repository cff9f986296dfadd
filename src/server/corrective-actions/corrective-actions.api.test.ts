import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLOCK_INSTANTS } from '@shared/clock-instants.fixtures';
import { Role, Status } from '@shared/constants';
import { addDaysTo } from '@shared/dates';
import { type ActionRow, type ActionsResponse, actionsFilterQuery } from '@shared/schemas/corrective-actions';
import { correctiveActions } from '../db/schema/corrective-actions';
import { locations } from '../db/schema/locations';
import { insertAssignedJob } from '../reports/reports.fixtures';
import { createTestApp, type Session, type TestApp } from '../test/test-app';
import { insertAction, insertFlaggedReport, uploadActionPhoto } from './corrective-actions.fixtures';
import { countOverdue, listActions } from './corrective-actions.repository';
import { jobs } from '../db/schema/jobs';

let dataDir: string;
let t: TestApp;
let admin: Session;
let supervisor: Session;
let technician: Session;
let assigneeId: number;
let locationId: number;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'fieldbook-actions-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  admin = await t.loginAs(Role.Admin);
  supervisor = await t.loginAs(Role.Supervisor);
  technician = await t.loginAs(Role.Technician);
  assigneeId = await t.createUser({ typeId: Role.Technician, name: 'Ana Assignee' });
  const jobId = await insertAssignedJob(t.db, { locationName: 'Harbor Warehouse' });
  const [job] = await t.db.select({ locationId: jobs.locationId }).from(jobs).where(eq(jobs.id, jobId));
  locationId = job!.locationId;
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const call = (session: Session, method: string, url: string, payload?: unknown) =>
  t.request(session, { method, url, payload });
const create = (session: Session, payload: Record<string, unknown>) =>
  call(session, 'POST', '/api/corrective-actions', payload);
const patch = (id: number, payload: Record<string, unknown>, session = supervisor) =>
  call(session, 'PATCH', `/api/corrective-actions/${id}`, payload);
async function newAction(payload: Record<string, unknown> = {}): Promise<ActionRow> {
  const res = await create(supervisor, { title: 'Seal the door gap', location_id: locationId, ...payload });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ActionRow>();
}
const HERE = -1;

describe('making an action by hand', () => {
  it('on a location: open, medium, with the names the list shows', async () => {
    const row = await newAction({ assignee_id: assigneeId, due_date: '2030-01-31', description: ' Door 4 ' });
    expect(row).toMatchObject({
      title: 'Seal the door gap',
      description: 'Door 4',
      status: 'open',
      priority: 'medium',
      due_date: '2030-01-31',
      overdue: false,
      location: { id: locationId, name: 'Harbor Warehouse' },
      job: null,
      report_id: null,
      field_id: null,
      assignee: { id: assigneeId, name: 'Ana Assignee' },
      created_by: { id: supervisor.userId },
      has_closing_photo: false,
      closed_at: null,
      verified_at: null,
    });
  });

  it('on a report: the location and the job are the report’s', async () => {
    const report = await insertFlaggedReport(t.db, { userId: technician.userId });
    const row = await newAction({ location_id: undefined, report_id: report.reportId });
    expect(row).toMatchObject({
      report_id: report.reportId,
      location: { id: report.locationId },
      job: { id: report.jobId },
      field_id: null,
    });
    const mismatch = await create(supervisor, {
      title: 'X',
      report_id: report.reportId,
      location_id: locationId,
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toMatchObject({
      fieldCodes: { location_id: { code: 'correctiveAction.placeMismatch' } },
    });
  });

  it.each([
    ['no place', { title: 'X' }, 'location_id', 'correctiveAction.placeRequired'],
    [
      'an unknown location',
      { title: 'X', location_id: 999999 },
      'location_id',
      'correctiveAction.locationInvalid',
    ],
    ['an unknown report', { title: 'X', report_id: 999999 }, 'report_id', 'correctiveAction.reportInvalid'],
    ['no title', { title: '  ', location_id: HERE }, 'title', 'correctiveAction.titleRequired'],
    ['a long title', { title: 'x'.repeat(201), location_id: HERE }, 'title', 'correctiveAction.titleTooLong'],
    [
      'a due date that is no date',
      { title: 'X', location_id: HERE, due_date: '31/01/2030' },
      'due_date',
      'correctiveAction.dueDate',
    ],
    [
      'an unknown assignee',
      { title: 'X', location_id: HERE, assignee_id: 999999 },
      'assignee_id',
      'correctiveAction.assigneeInvalid',
    ],
  ])('refuses %s (400, coded on the field) and writes nothing', async (_, body, field, code) => {
    // HERE stands for the test's location, made after this table is read.
    const payload =
      'location_id' in body && body.location_id === HERE ? { ...body, location_id: locationId } : body;
    const before = await t.db.select({ id: correctiveActions.id }).from(correctiveActions);
    const res = await create(supervisor, payload);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ fieldCodes: { [field]: { code } } });
    expect(await t.db.select({ id: correctiveActions.id }).from(correctiveActions)).toHaveLength(
      before.length,
    );
  });

  it('refuses a deleted location and an inactive or deleted assignee', async () => {
    const [gone] = await t.db
      .insert(locations)
      .values({
        name: 'Gone',
        address: '1 Gone St',
        latitude: 1,
        longitude: 1,
        statusId: 1,
        deletedAt: new Date(),
      })
      .returning({ id: locations.id });
    const res = await create(supervisor, { title: 'X', location_id: gone!.id });
    expect(res.json()).toMatchObject({ code: 'correctiveAction.locationInvalid' });
    const inactive = await t.createUser({ statusId: Status.Inactive });
    const refused = await create(supervisor, { title: 'X', location_id: locationId, assignee_id: inactive });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'correctiveAction.assigneeInvalid' });
    // Any role may be assigned.
    const admins = await newAction({ assignee_id: admin.userId });
    expect(admins.assignee?.id).toBe(admin.userId);
  });
});

describe('the lifecycle', () => {
  it('open → in progress → done (note required, closed stamps) → verified (verified stamps)', async () => {
    const { id } = await newAction();
    const moving = await patch(id, { status: 'in_progress' });
    expect(moving.json()).toMatchObject({ status: 'in_progress', closed_at: null });

    const noNote = await patch(id, { status: 'done' });
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json()).toMatchObject({
      fieldCodes: { closing_note: { code: 'correctiveAction.closingNoteRequired' } },
    });

    const done = await patch(id, { status: 'done', closing_note: 'Sealed with foam.' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({
      status: 'done',
      closing_note: 'Sealed with foam.',
      closed_by: { id: supervisor.userId },
      verified_at: null,
    });
    expect(done.json<ActionRow>().closed_at).not.toBeNull();

    const verified = await patch(id, { status: 'verified' }, admin);
    expect(verified.json()).toMatchObject({
      status: 'verified',
      closed_by: { id: supervisor.userId },
      verified_by: { id: admin.userId },
    });
    expect(verified.json<ActionRow>().verified_at).not.toBeNull();
    // The note stays required while the action is closed.
    const cleared = await patch(id, { closing_note: null });
    expect(cleared.statusCode).toBe(400);
  });

  it('refuses to verify an action that is not done (409), from open or in progress', async () => {
    const { id } = await newAction();
    for (const from of ['open', 'in_progress']) {
      if (from === 'in_progress') await patch(id, { status: 'in_progress' });
      const res = await patch(id, { status: 'verified', closing_note: 'Done?' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'correctiveAction.verifyNotDone' });
    }
    const res = await call(supervisor, 'GET', `/api/corrective-actions/${id}`);
    expect(res.json()).toMatchObject({ status: 'in_progress', closing_note: null, verified_at: null });
  });

  it('re-opening clears the closed and verified stamps; done from verified clears the verification', async () => {
    const { id } = await newAction();
    await patch(id, { status: 'done', closing_note: 'Fixed' });
    await patch(id, { status: 'verified' });
    const back = await patch(id, { status: 'done' });
    expect(back.json()).toMatchObject({ status: 'done', verified_at: null, verified_by: null });
    expect(back.json<ActionRow>().closed_at).not.toBeNull();
    const reopened = await patch(id, { status: 'open' });
    expect(reopened.json()).toMatchObject({
      status: 'open',
      closed_at: null,
      closed_by: null,
      verified_by: null,
    });
  });

  it('changes one part and keeps the rest (description, priority, assignee, due date)', async () => {
    const { id } = await newAction({
      description: 'Keep me',
      priority: 'high',
      assignee_id: assigneeId,
      due_date: '2030-02-01',
    });
    const res = await patch(id, { title: 'Renamed' });
    expect(res.json()).toMatchObject({
      title: 'Renamed',
      description: 'Keep me',
      priority: 'high',
      assignee: { id: assigneeId },
      due_date: '2030-02-01',
    });
    const cleared = await patch(id, { assignee_id: null, due_date: null });
    expect(cleared.json()).toMatchObject({ assignee: null, due_date: null, description: 'Keep me' });
  });

  it('answers 404 for an unknown or deleted action', async () => {
    expect((await patch(999999, { title: 'X' })).json()).toMatchObject({ code: 'correctiveAction.notFound' });
    const { id } = await newAction();
    expect((await call(admin, 'DELETE', `/api/corrective-actions/${id}`)).statusCode).toBe(200);
    expect((await call(admin, 'GET', `/api/corrective-actions/${id}`)).statusCode).toBe(404);
  });
});

describe('the list', () => {
  let place: number;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    const jobId = await insertAssignedJob(t.db, { locationName: 'List Site' });
    const [job] = await t.db.select({ locationId: jobs.locationId }).from(jobs).where(eq(jobs.id, jobId));
    place = job!.locationId;
    const by = supervisor.userId;
    ids.late = await insertAction(t.db, {
      locationId: place,
      createdBy: by,
      dueDate: '2026-03-09',
      assigneeId,
    });
    ids.dueToday = await insertAction(t.db, { locationId: place, createdBy: by, dueDate: '2026-03-10' });
    ids.lateDone = await insertAction(t.db, {
      locationId: place,
      createdBy: by,
      dueDate: '2026-03-01',
      status: 'done',
    });
    ids.lateWorking = await insertAction(t.db, {
      locationId: place,
      createdBy: by,
      dueDate: '2026-01-01',
      status: 'in_progress',
    });
    ids.noDate = await insertAction(t.db, {
      locationId: place,
      createdBy: by,
      status: 'verified',
      assigneeId,
    });
    ids.deleted = await insertAction(t.db, {
      locationId: place,
      createdBy: by,
      dueDate: '2026-01-01',
      deletedAt: new Date(),
    });
  });
  const query = (q: Record<string, string>) => actionsFilterQuery.parse({ location_id: String(place), ...q });
  const listed = async (q: Record<string, string>, day = '2026-03-10') =>
    (await listActions(t.db, query(q), day)).actions.map((a) => a.id);

  it('filters by statuses, assignee and location, newest first, never a deleted action', async () => {
    expect(await listed({})).toEqual([ids.noDate, ids.lateWorking, ids.lateDone, ids.dueToday, ids.late]);
    expect(await listed({ status: 'open,in_progress' })).toEqual([ids.lateWorking, ids.dueToday, ids.late]);
    expect(await listed({ status: 'verified' })).toEqual([ids.noDate]);
    expect(await listed({ assignee_id: String(assigneeId) })).toEqual([ids.noDate, ids.late]);
  });

  it('overdue: open or in progress, due before the given today', async () => {
    expect(await listed({ overdue: '1' })).toEqual([ids.lateWorking, ids.late]);
    expect(await listed({ overdue: '1' }, '2026-03-11')).toEqual([ids.lateWorking, ids.dueToday, ids.late]);
    expect(await listed({ overdue: '1' }, '2026-01-01')).toEqual([]);
    const rows = (await listActions(t.db, query({}), '2026-03-10')).actions;
    expect(rows.filter((r) => r.overdue).map((r) => r.id)).toEqual([ids.lateWorking, ids.late]);
  });

  it('counts the overdue actions for the home page, for the given today', async () => {
    const [before10, before9] = [
      await countOverdue(t.db, '2026-03-10'),
      await countOverdue(t.db, '2026-03-09'),
    ];
    await insertAction(t.db, { locationId: place, createdBy: supervisor.userId, dueDate: '2026-03-09' });
    expect(await countOverdue(t.db, '2026-03-10')).toBe(before10 + 1);
    expect(await countOverdue(t.db, '2026-03-09')).toBe(before9);
  });

  it('counts and filters overdue through the API against the office’s today, at any hour', async () => {
    const due = (dueDate: string) =>
      insertAction(t.db, { locationId: place, createdBy: supervisor.userId, dueDate });
    try {
      for (const c of CLOCK_INSTANTS) {
        t.app.clock = () => new Date(c.at);
        const [yesterday, todays] = [await due(addDaysTo(c.newYork, -1)), await due(c.newYork)];
        const count = await call(supervisor, 'GET', '/api/corrective-actions/overdue-count');
        expect(count.json(), `${c.at}: ${c.what}`).toEqual({ overdue: await countOverdue(t.db, c.newYork) });
        const res = await call(admin, 'GET', `/api/corrective-actions?overdue=1&location_id=${place}`);
        const actions = res.json<ActionsResponse>().actions;
        const ids = actions.map((a) => a.id);
        expect(ids, `${c.at}: ${c.what}`).toContain(yesterday);
        expect(ids, `${c.at}: ${c.what}`).not.toContain(todays);
        expect(actions.every((a) => a.overdue)).toBe(true);
      }
    } finally {
      t.app.clock = () => new Date();
    }
  });

  it('pages by 25 with the total', async () => {
    const jobId = await insertAssignedJob(t.db, { locationName: 'Paged Site' });
    const [job] = await t.db.select({ locationId: jobs.locationId }).from(jobs).where(eq(jobs.id, jobId));
    const made: number[] = [];
    for (let i = 0; i < 27; i++) {
      made.push(
        await insertAction(t.db, {
          locationId: job!.locationId,
          createdBy: supervisor.userId,
          title: `A${i}`,
        }),
      );
    }
    const page = (n: number) =>
      call(admin, 'GET', `/api/corrective-actions?location_id=${job!.locationId}&page=${n}`).then((r) =>
        r.json<ActionsResponse>(),
      );
    const [first, second] = [await page(1), await page(2)];
    expect(first.total).toBe(27);
    expect(first.actions).toHaveLength(25);
    expect(second.actions.map((a) => a.id)).toEqual([made[1], made[0]]);
  });

  it('refuses an unknown status (400, coded)', async () => {
    const res = await call(admin, 'GET', '/api/corrective-actions?status=open,closed');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ fieldCodes: { status: { code: 'correctiveAction.statusUnknown' } } });
  });
});

describe('roles', () => {
  it('a Technician is refused every office route (403)', async () => {
    const { id } = await newAction();
    // The list answers a Technician one location's where they work (location-reader.api.test.ts).
    expect((await call(technician, 'GET', '/api/corrective-actions')).statusCode).toBe(400);
    for (const [method, url, payload] of [
      ['GET', '/api/corrective-actions/overdue-count'],
      ['GET', `/api/corrective-actions/${id}`],
      ['POST', '/api/corrective-actions', { title: 'X', location_id: locationId }],
      ['PATCH', `/api/corrective-actions/${id}`, { status: 'done', closing_note: 'x' }],
      ['DELETE', `/api/corrective-actions/${id}`],
    ] as const) {
      expect((await call(technician, method, url, payload)).statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await call(supervisor, 'GET', `/api/corrective-actions/${id}`)).json()).toMatchObject({
      status: 'open',
    });
  });

  it('only Admins delete; a deleted action is in the Trash and comes back', async () => {
    const { id } = await newAction({ title: 'Trash me' });
    expect((await call(supervisor, 'DELETE', `/api/corrective-actions/${id}`)).statusCode).toBe(403);
    expect((await call(admin, 'DELETE', `/api/corrective-actions/${id}`)).json()).toEqual({
      status: 'success',
      id,
    });
    const trash = await call(admin, 'GET', '/api/trash?entity=correctiveActions');
    expect(trash.json<{ items: unknown[] }>().items).toContainEqual(
      expect.objectContaining({ entity: 'correctiveActions', id, name: 'Trash me' }),
    );
    expect((await call(admin, 'POST', `/api/trash/correctiveActions/${id}/restore`)).statusCode).toBe(200);
    expect((await call(admin, 'GET', `/api/corrective-actions/${id}`)).json()).toMatchObject({
      id,
      title: 'Trash me',
    });
  });
});

describe('the closing photo', () => {
  it('stores a PNG or JPEG and serves it to the office', async () => {
    const { id } = await newAction();
    const up = await uploadActionPhoto(t, supervisor, id);
    expect(up.statusCode, up.body).toBe(200);
    expect(up.json()).toMatchObject({ id, has_closing_photo: true });
    const got = await call(admin, 'GET', `/api/corrective-actions/${id}/photo`);
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/png');
    expect(got.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    // A Technician with no report there does not see it.
    expect((await call(technician, 'GET', `/api/corrective-actions/${id}/photo`)).statusCode).toBe(404);
  });

  it('refuses a file that is not an image (400) and keeps nothing', async () => {
    const { id } = await newAction();
    const res = await uploadActionPhoto(t, supervisor, id, Buffer.from('%PDF-1.4 not an image'), {
      filename: 'photo.png',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'report.fileType' });
    expect((await call(supervisor, 'GET', `/api/corrective-actions/${id}`)).json()).toMatchObject({
      has_closing_photo: false,
    });
    const none = await call(supervisor, 'GET', `/api/corrective-actions/${id}/photo`);
    expect(none.json()).toMatchObject({ code: 'correctiveAction.noPhoto' });
  });
});
