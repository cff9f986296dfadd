import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReportStatus, Role, Status } from '@shared/constants';
import { applications } from '../db/schema/applications';
import { groups } from '../db/schema/groups';
import { mailMessages } from '../db/schema/mail';
import { insertLocation } from '../jobs/jobs.fixtures';
import {
  insertAssignedJob,
  insertChemical,
  insertReports,
  insertTemplate,
} from '../reports/reports.fixtures';
import { insertAction } from '../corrective-actions/corrective-actions.fixtures';
import { createTestApp, type Session, type TestApp } from '../test/test-app';
import { exportCsv, exportIds, exportXlsx, listIds } from './export.fixtures';

let t: TestApp;
let admin: Session;
let supervisor: Session;
let tech: Session;
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAs(Role.Admin);
  supervisor = await t.loginAs(Role.Supervisor);
  tech = await t.loginAs(Role.Technician);
  const sites: number[] = [];
  for (let i = 0; i < 30; i += 1) {
    await t.createUser({
      name: `${i % 2 ? 'Ann' : 'Bob'} Export ${i}`,
      statusId: i % 4 ? Status.Active : Status.Inactive,
    });
    sites.push(
      await insertLocation(t.db, {
        name: `${i % 3 ? 'North' : 'South'} Site ${i}`,
        statusId: i % 5 ? Status.Active : Status.Inactive,
      }),
    );
  }
  // Corrective actions of every status, some past due (before today, whatever today is).
  for (let i = 0; i < 32; i += 1) {
    await insertAction(t.db, {
      title: `Export fix ${i}`,
      locationId: sites[i % 2]!,
      createdBy: admin.userId,
      status: ['open', 'in_progress', 'done', 'verified'][i % 4],
      assigneeId: i % 3 ? tech.userId : null,
      dueDate: i % 5 ? '2020-01-0' + ((i % 9) + 1) : null,
    });
  }
  await t.db.insert(groups).values(
    Array.from({ length: 30 }, (_, i) => ({
      name: `Crew ${i % 2 ? 'Red' : 'Blue'} ${i}`,
      typeId: Role.Technician,
      statusId: Status.Active,
    })),
  );
  for (let i = 0; i < 28; i += 1) {
    await insertTemplate(t.db, {
      name: `Form ${i % 2 ? 'Termite' : 'Rodent'} ${i}`,
      tasks: [],
      statusId: i % 6 ? Status.Active : Status.Inactive,
    });
  }
  const template = await insertTemplate(t.db, { name: 'Export Service', tasks: [] });
  const jobA = await insertAssignedJob(t.db, { name: 'Harbor Cafe', category: 'Rodents' });
  const jobB = await insertAssignedJob(t.db, { name: 'Mill Street', category: 'Termites' });
  const ids = await insertReports(
    t.db,
    Array.from({ length: 60 }, (_, i) => ({
      jobId: i % 2 ? jobA : jobB,
      templateId: template.id,
      userId: i % 3 ? admin.userId : tech.userId,
      statusId: i % 4 ? ReportStatus.InProgress : ReportStatus.Finished,
      startDate: daysAgo(i % 20),
      deletedAt: i % 13 === 0 ? new Date() : undefined,
    })),
  );
  const category = await insertChemical(t.db, { name: 'Insecticides', isCategory: true });
  const sub = await insertChemical(t.db, { name: 'Baits', isCategory: true, parentId: category });
  for (let i = 0; i < 30; i += 1)
    await insertChemical(t.db, { name: `Gel ${i}`, parentId: i % 2 ? sub : category });
  await t.db.insert(mailMessages).values(
    Array.from({ length: 30 }, (_, i) => ({
      kind: i % 2 ? 'report' : 'test',
      recipients: [`r${i}@example.com`],
      subject: `Subject ${i % 3 ? 'alpha' : 'beta'} ${i}`,
      textBody: 'x',
      status: i % 2 ? 'sent' : 'outbox',
      messageId: `<m${i}@example.com>`,
      createdAt: daysAgo(i % 7),
    })),
  );
  const chem = await insertChemical(t.db, { name: 'Listed Gel' });
  await t.db.insert(applications).values(
    ids.slice(0, 40).map((reportId, i) => ({
      reportId,
      fieldId: 1,
      position: i,
      listed: i % 5 !== 0,
      appliedOn: `2027-03-${String((i % 28) + 1).padStart(2, '0')}`,
      startTime: '09:00',
      customerName: 'C',
      customerAddress: 'A',
      customerPhone: 'P',
      locationId: 1,
      locationName: 'L',
      street: 'S',
      municipality: 'M',
      county: i % 2 ? 'Westchester' : 'Kings',
      state: 'NY',
      zip: '10601',
      chemicalId: chem,
      productName: 'Listed Gel',
      epaRegNo: '1-2',
      restrictedUse: i % 3 === 0,
      lot: 'L',
      amount: 1.5 + i,
      unit: 'fl oz',
      area: 1200,
      areaUnit: 'sq ft',
      place: 'P',
      method: 'M',
      targetPests: 'T',
      applicatorId: admin.userId,
      applicatorName: 'Admin',
    })),
  );
});
afterAll(() => t.close());

type Pick = (b: never) => number[];
const arrayIds: Pick = (b: never) => (b as { id: number }[]).map((r) => r.id);
const rowsOf =
  (key: string, id = 'id'): Pick =>
  (b: never) =>
    (b[key] as Record<string, number>[]).map((r) => r[id]!);
const CASES: [string, string, Pick, string[]][] = [
  ['users', '/api/get-users-filtered', arrayIds, ['', '&filter=ann', '&active=inactive']],
  ['groups', '/api/get-groups-filtered', arrayIds, ['', '&filter=red']],
  ['locations', '/api/get-locations-filtered', arrayIds, ['', '&filter=north', '&active=active']],
  [
    'templates',
    '/api/get-templates-filtered',
    rowsOf('templates'),
    ['', '&filter=termite', '&active=inactive'],
  ],
  [
    'reports',
    '/api/get-reports-filtered',
    rowsOf('reports'),
    ['', '&job_filter=harbor', '&filter=termites', '&start_date=2020-01-01&mine=1'],
  ],
  ['applications', '/api/applications', rowsOf('applications'), ['', '&county=kings', '&restricted=1']],
  ['mail', '/api/mail', rowsOf('mails'), ['', '&filter=alpha', '&status=sent']],
  [
    'corrective-actions',
    '/api/corrective-actions',
    rowsOf('actions'),
    ['', '&status=open,in_progress', '&overdue=1', '&status=verified'],
  ],
];

describe('GET /api/export/<list>: exactly the rows the list pages through', () => {
  for (const [list, url, pick, queries] of CASES) {
    it.each(queries)(`${list} with "%s"`, async (query) => {
      const expected = await listIds(t, admin, `${url}?x=1${query}`, pick);
      expect(expected.length).toBeGreaterThan(query === '' ? 25 : 0);
      expect(await exportIds(t, admin, list, query)).toEqual(expected);
    });
  }

  it('chemicals: every chemical of the tree (no categories) by name, with its category path', async () => {
    const { rows, headings } = await exportCsv(t, admin, 'chemicals', '&search=gel');
    expect(headings.slice(0, 3)).toEqual(['Category', 'Name', 'EPA Reg. No.']);
    expect(rows).toHaveLength(31);
    expect(rows.find((r) => r.Name === 'Gel 1')?.Category).toBe('Insecticides / Baits');
    expect(rows.find((r) => r.Name === 'Gel 2')?.Category).toBe('Insecticides');
    expect(rows.some((r) => r.Name === 'Baits')).toBe(false);
  });
});

describe('the corrective actions export (issue 33 item 8)', () => {
  it('has the list’s parts in columns of their own, for Supervisors and Admins only', async () => {
    const { rows, headings } = await exportCsv(t, supervisor, 'corrective-actions', '&overdue=1');
    expect(headings.slice(0, 8)).toEqual([
      'Title',
      'Status',
      'Priority',
      'Due',
      'Overdue',
      'Location',
      'Job',
      'Assignee',
    ]);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.Overdue === 'Yes' && ['open', 'in progress'].includes(r.Status!))).toBe(true);
    expect(rows.every((r) => /^\d\d\/\d\d\/2020$/.test(r.Due!))).toBe(true);
    const res = await t.request(tech, { method: 'GET', url: '/api/export/corrective-actions' });
    expect(res.statusCode).toBe(403);
  });
});

describe('the device types export (issue 33 item 8)', () => {
  it('holds every type the page lists, in its order, pests in one cell', async () => {
    const created = await t.request(admin, {
      method: 'POST',
      url: '/api/device-types',
      payload: { name: 'aaa Export light', activity: 'count', pests: ['Flies', 'Moths'], bait: false },
    });
    expect(created.statusCode, created.body).toBe(200);
    // One answer, not paged.
    const listed = (await t.request(tech, { method: 'GET', url: '/api/device-types' }))
      .json<{ types: { id: number }[] }>()
      .types.map((r) => r.id);
    const { rows, headings } = await exportCsv(t, tech, 'device-types');
    expect(headings).toEqual(['Name', 'Activity', 'Pests', 'Bait', 'Devices', 'ID']);
    expect(rows.map((r) => Number(r.ID))).toEqual(listed);
    expect(rows[0]).toMatchObject({
      Name: 'aaa Export light',
      Activity: 'count',
      Pests: 'Flies, Moths',
      Bait: 'No',
    });
  });
});

describe('export roles and types', () => {
  it("a Technician's reports export holds only their own reports, as their list does", async () => {
    const own = await listIds(t, tech, '/api/get-reports-filtered', rowsOf('reports'));
    expect(own.length).toBeGreaterThan(0);
    const { rows } = await exportCsv(t, tech, 'reports');
    expect(rows.map((r) => Number(r.ID))).toEqual(own);
    expect(new Set(rows.map((r) => r['Started By'])).size).toBe(1);
    // Location is the job's, as the list shows it (issue 33); the template's company beside it.
    const listed = (await t.request(tech, { method: 'GET', url: '/api/get-reports-filtered' })).json<{
      reports: { id: number; location: { name: string }; template: { company_name: string } }[];
    }>().reports;
    for (const report of listed) {
      const row = rows.find((r) => Number(r.ID) === report.id);
      expect([row?.Location, row?.Company]).toEqual([report.location.name, report.template.company_name]);
    }
  });

  it('a Supervisor cannot export users, groups or mail, as they cannot list them', async () => {
    for (const list of ['users', 'groups', 'mail']) {
      const res = await t.request(supervisor, { method: 'GET', url: `/api/export/${list}` });
      expect(res.statusCode, list).toBe(403);
    }
    const res = await t.request(tech, { method: 'GET', url: '/api/export/locations' });
    expect(res.statusCode).toBe(403);
    const anon = await t.request(null, { method: 'GET', url: '/api/export/reports' });
    expect(anon.statusCode).toBe(401);
  });

  it("refuses a report filter the list refuses (end before start) with the list's 400", async () => {
    const res = await t.request(admin, {
      method: 'GET',
      url: '/api/export/reports?start_date=2027-02-01&end_date=2027-01-01',
    });
    expect(res.statusCode).toBe(400);
  });

  it('XLSX: amounts as numbers, dates as dates, restricted use as a boolean', async () => {
    const { sheet } = await exportXlsx(t, admin, 'applications');
    const heading = (sheet.getRow(1).values as unknown[]).slice(1);
    const col = (name: string) => heading.indexOf(name) + 1;
    const row = sheet.getRow(2);
    expect(typeof row.getCell(col('Amount')).value).toBe('number');
    expect(row.getCell(col('Date')).value).toBeInstanceOf(Date);
    expect(typeof row.getCell(col('Restricted Use')).value).toBe('boolean');
    expect(row.getCell(col('Date')).numFmt).toBe('mm/dd/yyyy');
  });
});
