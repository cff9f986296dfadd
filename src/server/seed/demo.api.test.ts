import { applicationsValue } from '@shared/schemas/applications';
import { deviceInspectionsValue } from '@shared/schemas/devices';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIELD_TYPE_NAMES, FieldType, ReportStatus, Role, Status } from '@shared/constants';
import type { ReportSnapshot } from '../db/schema/reports';
import { queryRows } from '../db/sql-helpers';
import { createTestApp, type TestApp } from '../test/test-app';
import { seedDemo } from './demo';
import { demoBaseDate } from './demo-random';

let t: TestApp;
// One base date for every seed here, so two seeds compare equal: a start at 23:30 in New York (the
// next day in UTC), whatever the hour the test runs at; demo-plan.test.ts plans every day of two years.
const base = demoBaseDate(new Date('2026-11-29T04:30:00Z'), 'America/New_York');
const DEMO_PASSWORD = 'demo-password-for-tests';
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db, base, DEMO_PASSWORD);
});
afterAll(() => t.close());

const rows = <T>(query: SQL) => queryRows<T>(t.db, query);
const count = async (query: SQL) => Number((await rows<{ n: number }>(query))[0]?.n);
const DAY = 86_400_000;

describe('demo company', () => {
  it('has the staff of a small company, on a fictitious domain, none of them the bootstrap admin', async () => {
    const users = await rows<{ email: string; username: string; type_id: number; status_id: number }>(
      sql`select email, username, type_id, status_id from users`,
    );
    const active = (type: number) => users.filter((u) => u.type_id === type && u.status_id === Status.Active);
    expect(active(Role.SuperAdmin)).toHaveLength(1);
    expect(active(Role.Admin)).toHaveLength(2);
    expect(active(Role.Supervisor).length).toBeGreaterThanOrEqual(4);
    expect(active(Role.Supervisor).length).toBeLessThanOrEqual(6);
    expect(active(Role.Technician).length).toBeGreaterThanOrEqual(10);
    expect(active(Role.Technician).length).toBeLessThanOrEqual(14);
    expect(users.filter((u) => u.status_id === Status.Inactive).length).toBeGreaterThanOrEqual(2);
    for (const u of users) {
      expect(u.email).toMatch(/^[a-z]+\.[a-z]+@greenleaf\.example$/);
      expect(u.username).toMatch(/^[a-z]+$/);
      expect(u.username).not.toBe('admin');
    }
    expect(new Set(users.map((u) => u.username)).size).toBe(users.length);
  });

  it('has groups with a role and members', async () => {
    const groups = await rows<{ name: string; type_id: number; members: number }>(
      sql`select g.name, g.type_id, count(gu.user_id)::int as members
          from groups g left join group_users gu on gu.group_id = g.id group by g.id order by g.id`,
    );
    expect(groups.length).toBeGreaterThanOrEqual(4);
    expect(groups.length).toBeLessThanOrEqual(7);
    expect(groups.map((g) => g.name)).toContain('Lawn Care Crew');
    for (const g of groups) expect(g.members).toBeGreaterThan(0);
  });

  it('has about 30 real places in New York, New Jersey and Connecticut, a few inactive', async () => {
    const locations = await rows<{ address: string; latitude: number; longitude: number; status_id: number }>(
      sql`select address, latitude, longitude, status_id from locations`,
    );
    expect(locations.length).toBeGreaterThanOrEqual(25);
    expect(locations.length).toBeLessThanOrEqual(35);
    const inactive = locations.filter((l) => l.status_id === Status.Inactive).length;
    expect(inactive).toBeGreaterThanOrEqual(2);
    expect(inactive).toBeLessThanOrEqual(5);
    for (const l of locations) {
      expect(Math.abs(l.latitude)).toBeLessThanOrEqual(90);
      expect(Math.abs(l.longitude)).toBeLessThanOrEqual(180);
      // The three states together span roughly 38.9-45.1 N and 71.8-79.8 W.
      expect(l.latitude).toBeGreaterThan(38.9);
      expect(l.latitude).toBeLessThan(45.1);
      expect(l.longitude).toBeGreaterThan(-79.8);
      expect(l.longitude).toBeLessThan(-71.8);
      expect(l.address).toMatch(/, (NY|NJ|CT) \d{5}$/);
    }
    // A location with active jobs cannot be retired (docs/product.md section 6).
    expect(
      await count(sql`select count(*) as n from jobs j join locations l on l.id = j.location_id
                      where l.status_id = ${Status.Inactive} and j.status_id = ${Status.Active}`),
    ).toBe(0);
    // Every demo location is ready for an application record: customer and complete address.
    expect(
      await count(sql`select count(*) as n from locations
                      where address_incomplete or county is null or customer_name = ''`),
    ).toBe(0);
  });

  it('has a year of jobs in every category, mostly active and assigned to one or two field staff', async () => {
    type Job = { id: number; name: string; category: string; status_id: number; created_at: string };
    const jobs = await rows<Job>(sql`select id, name, category, status_id, created_at from jobs`);
    expect(jobs.length).toBeGreaterThanOrEqual(250);
    expect(jobs.length).toBeLessThanOrEqual(350);
    const inactive = jobs.filter((j) => j.status_id === Status.Inactive).length / jobs.length;
    expect(inactive).toBeGreaterThan(0.05);
    expect(inactive).toBeLessThan(0.15);
    const categories =
      'Pest Control,Termite Inspection,Rodent Control,Lawn Care,Mosquito Treatment,Facility Hygiene';
    expect(new Set(jobs.map((j) => j.category))).toEqual(
      new Set([...categories.split(','), 'Bed Bug Treatment']),
    );
    // Last year's service agreements behind the New York filing (demo-last-year.ts) are older.
    const ages = jobs
      .filter((j) => !j.name.startsWith('Pest control service '))
      .map((j) => (base.getTime() - new Date(j.created_at).getTime()) / DAY);
    expect(Math.min(...ages)).toBeGreaterThan(0);
    expect(Math.max(...ages)).toBeLessThan(366);
    expect(Math.max(...ages)).toBeGreaterThan(300);

    const assignees = await rows<{ job_id: number; type_id: number; status_id: number }>(
      sql`select ju.job_id, u.type_id, u.status_id from job_users ju join users u on u.id = ju.user_id`,
    );
    for (const a of assignees) {
      expect([Role.Supervisor, Role.Technician]).toContain(a.type_id);
      expect(a.status_id).toBe(Status.Active);
    }
    const perJob = new Map<number, number>();
    for (const a of assignees) perJob.set(a.job_id, (perJob.get(a.job_id) ?? 0) + 1);
    expect(Math.max(...perJob.values())).toBeLessThanOrEqual(2);
    expect(perJob.size / jobs.length).toBeGreaterThan(0.8);
  });

  it('has a chemical tree three levels deep, with label data on every product', async () => {
    const chemicals = await rows<{
      depth: number;
      is_category: boolean;
      epa_reg_no: string | null;
      signal_word: string | null;
      restricted_use: boolean;
      filepath: string | null;
    }>(
      sql`with recursive tree as (
            select id, 1 as depth from chemicals where parent_id is null
            union all
            select c.id, tree.depth + 1 from chemicals c join tree on c.parent_id = tree.id
          )
          select tree.depth, c.is_category, c.epa_reg_no, c.signal_word, c.restricted_use, c.filepath
          from tree join chemicals c on c.id = tree.id`,
    );
    expect(chemicals.length).toBeGreaterThanOrEqual(25);
    expect(chemicals.length).toBeLessThanOrEqual(40);
    expect(Math.max(...chemicals.map((c) => c.depth))).toBe(3);
    const products = chemicals.filter((c) => !c.is_category);
    expect(products.every((c) => c.depth === 3)).toBe(true);
    for (const p of products) {
      expect(p.epa_reg_no).toMatch(/^\d+-\d+(-\d+)?$/);
      expect(['Caution', 'Warning', 'Danger']).toContain(p.signal_word);
    }
    expect(products.some((p) => p.restricted_use)).toBe(true);
    expect(chemicals.every((c) => c.filepath === null)).toBe(true);
  });

  it('has templates that together use every field type, with options only where allowed', async () => {
    const templates = await rows<{ status_id: number; company_name: string }>(
      sql`select status_id, company_name from templates`,
    );
    expect(templates.length).toBeGreaterThanOrEqual(4);
    expect(templates.length).toBeLessThanOrEqual(6);
    expect(templates.filter((x) => x.status_id === Status.Inactive)).toHaveLength(1);
    expect(templates.every((x) => x.company_name.length > 0)).toBe(true);

    const fields = await rows<{
      field_type: number;
      options: string;
      required: number;
      default_value: string | null;
    }>(sql`select field_type, options, required, default_value from task_fields`);
    expect(new Set(fields.map((f) => f.field_type))).toEqual(new Set(Object.values(FieldType)));
    expect(new Set(fields.map((f) => f.required))).toEqual(new Set([0, 1]));
    for (const f of fields) {
      const options = JSON.parse(f.options) as unknown;
      expect(Array.isArray(options)).toBe(true);
      const n = (options as string[]).length;
      if (f.field_type === FieldType.Radio) expect(n).toBe(2);
      else if (([FieldType.Checkboxes, FieldType.Dropdown] as number[]).includes(f.field_type)) {
        expect(n).toBeGreaterThan(1);
      } else expect(n).toBe(0);
      if (f.field_type === FieldType.Link) expect(f.default_value).toMatch(/^https:\/\/[a-z0-9.-]+\//);
    }
  });
});

describe('demo reports', () => {
  interface ReportRow {
    id: number;
    status_id: number;
    user_id: number;
    user_type: number;
    template_id: number;
    template_status: number;
    start_date: string;
    submitted_at: string | null;
    finished_at: string | null;
    snapshot: ReportSnapshot;
  }
  const loadReports = () =>
    rows<ReportRow>(
      sql`select r.id, r.status_id, r.user_id, u.type_id as user_type, r.template_id,
                 t.status_id as template_status, r.start_date, r.submitted_at, r.finished_at, r.snapshot
          from reports r join users u on u.id = r.user_id join templates t on t.id = r.template_id
          order by r.id`,
    );

  it('exist in every status, started by technicians on active templates, with consistent dates', async () => {
    const reports = await loadReports();
    expect(reports.length).toBeGreaterThanOrEqual(30);
    expect(reports.length).toBeLessThanOrEqual(60);
    expect(new Set(reports.map((r) => r.status_id))).toEqual(new Set(Object.values(ReportStatus)));
    for (const r of reports) {
      expect(r.user_type).toBe(Role.Technician);
      expect(r.template_status).toBe(Status.Active);
      const start = new Date(r.start_date).getTime();
      expect(start).toBeLessThan(base.getTime());
      if (r.status_id === ReportStatus.InProgress) {
        expect(r.submitted_at).toBeNull();
        expect(r.finished_at).toBeNull();
      } else {
        expect(new Date(r.submitted_at!).getTime()).toBeGreaterThan(start);
      }
      if (r.status_id === ReportStatus.Submitted) expect(r.finished_at).toBeNull();
      if (r.status_id === ReportStatus.Finished) {
        expect(new Date(r.finished_at!).getTime()).toBeGreaterThan(new Date(r.submitted_at!).getTime());
      }
    }
  });

  it('keep a snapshot that is exactly their template', async () => {
    const fields = await rows<{
      template_id: number;
      task_id: number;
      task: string;
      task_weight: number;
      id: number;
      field_name: string;
      field_type: number;
      required: number;
      options: string;
      weight: number;
      default_value: string | null;
    }>(
      sql`select k.template_id, k.id as task_id, k.task, k.weight as task_weight, f.id, f.field_name,
                 f.field_type, f.required, f.options, f.weight, f.default_value
          from tasks k join task_fields f on f.task_id = k.id order by k.weight, k.id, f.weight, f.id`,
    );
    const expected = (templateId: number): ReportSnapshot['tasks'] => {
      const tasks: ReportSnapshot['tasks'] = [];
      for (const f of fields.filter((x) => x.template_id === templateId)) {
        let task = tasks.find((x) => x.id === f.task_id);
        if (!task) tasks.push((task = { id: f.task_id, task: f.task, weight: f.task_weight, fields: [] }));
        task.fields.push({
          id: f.id,
          field_name: f.field_name,
          field_type: f.field_type,
          type_name: FIELD_TYPE_NAMES[f.field_type as keyof typeof FIELD_TYPE_NAMES],
          required: f.required as 0 | 1,
          options: JSON.parse(f.options) as string[],
          weight: f.weight,
          default_value: f.default_value,
        });
      }
      return tasks;
    };
    for (const r of await loadReports()) {
      expect(r.snapshot.template.id).toBe(r.template_id);
      expect(r.snapshot.tasks).toEqual(expected(r.template_id));
    }
  });

  it('answer every required non-image field once submitted, each answer typed by its field', async () => {
    const answers = await rows<{ report_id: number; field_id: number; value: unknown }>(
      sql`select report_id, field_id, value from report_answers`,
    );
    const products = new Set(
      (await rows<{ id: number }>(sql`select id from chemicals where not is_category`)).map((c) => c.id),
    );
    const images: number[] = [FieldType.Signature, FieldType.Photo];
    for (const r of await loadReports()) {
      const fields = r.snapshot.tasks.flatMap((task) => task.fields);
      const mine = answers.filter((a) => a.report_id === r.id);
      if (r.status_id !== ReportStatus.InProgress) {
        const required = fields.filter((f) => f.required === 1 && !images.includes(f.field_type));
        expect(required.length).toBeGreaterThan(0);
        for (const f of required) expect(mine.map((a) => a.field_id)).toContain(f.id);
      }
      for (const a of mine) {
        const field = fields.find((f) => f.id === a.field_id);
        expect(field).toBeDefined();
        const v = a.value;
        switch (field!.field_type) {
          case FieldType.Text:
          case FieldType.Paragraph:
            expect(typeof v).toBe('string');
            break;
          case FieldType.Number:
            expect(typeof v).toBe('number');
            break;
          case FieldType.Date:
            expect(v).toMatch(/^\d{4}-\d{2}-\d{2}$/);
            break;
          case FieldType.Checkboxes:
            expect((v as string[]).length).toBeGreaterThan(0);
            for (const o of v as string[]) expect(field!.options).toContain(o);
            break;
          case FieldType.Dropdown:
          case FieldType.Radio:
            expect(field!.options).toContain(v);
            break;
          case FieldType.ChemicalApplication:
            // One application record, of the fixed unit list, whole enough to read.
            expect(applicationsValue.parse(v)).toEqual([
              expect.objectContaining({
                chemical_id: expect.any(Number),
                amount: expect.any(Number),
                unit: expect.any(String),
                area: expect.any(Number),
                target_pests: expect.any(String),
              }),
            ]);
            expect(products.has((v as { chemical_id: number }[])[0]!.chemical_id)).toBe(true);
            break;
          case FieldType.DeviceInspection:
            // The device program's visits: every device of the restaurant (demo-devices.api.test.ts).
            expect(deviceInspectionsValue.parse(v)).toHaveLength(12);
            break;
          default:
            throw new Error(`field type ${field!.field_type} should have no demo answer`);
        }
      }
    }
  });

  it('record each transition, by the technician and then a supervisor', async () => {
    const history = await rows<{
      report_id: number;
      from_status_id: number | null;
      to_status_id: number;
      user_id: number;
      user_type: number;
      reason: string | null;
    }>(
      sql`select h.report_id, h.from_status_id, h.to_status_id, h.user_id, u.type_id as user_type, h.reason
          from report_status_history h join users u on u.id = h.user_id order by h.created_at, h.id`,
    );
    let returned = 0;
    for (const r of await loadReports()) {
      const steps = history.filter((h) => h.report_id === r.id);
      expect(steps[0]).toMatchObject({
        from_status_id: null,
        to_status_id: ReportStatus.InProgress,
        user_id: r.user_id,
      });
      steps.slice(1).forEach((h, i) => expect(h.from_status_id).toBe(steps[i]!.to_status_id));
      expect(steps.at(-1)!.to_status_id).toBe(r.status_id);
      for (const h of steps) {
        if (h.to_status_id === ReportStatus.Submitted) expect(h.user_id).toBe(r.user_id);
        if (h.from_status_id === ReportStatus.Submitted) {
          expect(h.user_type).toBe(Role.Supervisor);
          if (h.to_status_id === ReportStatus.InProgress) {
            expect(h.reason).toBeTruthy();
            returned++;
          }
        }
      }
    }
    expect(returned).toBeGreaterThan(0);
  });
});

describe('demo accounts', () => {
  it('let a technician sign in with the shared demo password and see their jobs', async () => {
    // The technician the end-to-end tests sign in as (e2e/helpers.ts).
    const email = 'marcus.johnson@greenleaf.example';
    const session = await t.login(email, DEMO_PASSWORD);
    const me = await t.request(session, { method: 'GET', url: '/api/get-auth-user' });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email, type_id: Role.Technician });

    const assigned = await count(
      sql`select count(*) as n from job_users ju join jobs j on j.id = ju.job_id
          where ju.user_id = ${session.userId} and j.status_id = ${Status.Active}`,
    );
    expect(assigned).toBeGreaterThan(3);
    const myJobs = await t.request(session, { method: 'GET', url: '/api/my/jobs' });
    expect(myJobs.statusCode).toBe(200);
    expect(myJobs.json()).toHaveLength(assigned);
  });

  it('refuse an inactive account even with the demo password', async () => {
    const [gone] = await rows<{ email: string }>(
      sql`select email from users where status_id = ${Status.Inactive} order by id limit 1`,
    );
    const refused = await t.request(null, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { login: gone!.email, password: DEMO_PASSWORD },
    });
    expect(refused.statusCode).toBe(401);
  });
});

describe('seeding', () => {
  it('gives the same company every time, also inside a caller’s transaction as bootstrap does', async () => {
    const other = await createTestApp();
    try {
      await other.db.transaction(async (tx) => seedDemo(tx, base, DEMO_PASSWORD));
      const fingerprint = async (app: TestApp) => ({
        jobs: await queryRows(
          app.db,
          sql`select name, category, status_id, created_at from jobs order by id`,
        ),
        locations: await queryRows(app.db, sql`select name, latitude, longitude from locations order by id`),
        chemicals: await queryRows(app.db, sql`select name, epa_reg_no from chemicals order by id`),
        reports: await queryRows(
          app.db,
          sql`select j.name, r.status_id, r.start_date from reports r join jobs j on j.id = r.job_id order by r.id`,
        ),
        answers: await queryRows(app.db, sql`select value from report_answers order by id`),
      });
      const [mine, theirs] = [await fingerprint(t), await fingerprint(other)];
      expect(theirs.jobs.length).toBeGreaterThan(0);
      // Chemical ids inside answers are the same too: both databases started empty.
      expect(theirs).toEqual(mine);
    } finally {
      await other.close();
    }
  });
});
