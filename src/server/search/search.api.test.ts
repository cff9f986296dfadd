import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReportStatus, Role, Status } from '@shared/constants';
import type { SearchResponse, SearchResult } from '@shared/schemas/search';
import { locations } from '../db/schema/locations';
import { users } from '../db/schema/users';
import { insertJob, insertLocation } from '../jobs/jobs.fixtures';
import { insertChemical, insertReport, insertTemplate } from '../reports/reports.fixtures';
import { createTestApp, type Session, type TestApp } from '../test/test-app';

let t: TestApp;
let admin: Session;
let supervisor: Session;
let technician: Session;
let otherTech: number;
const ids = {} as Record<
  | 'harbor'
  | 'ghostLocation'
  | 'mine'
  | 'notMine'
  | 'idle'
  | 'deletedJob'
  | 'fumigation'
  | 'myReport'
  | 'othersReportOnMine'
  | 'othersReport'
  | 'deletedReport'
  | 'template'
  | 'chemical'
  | 'vole'
  | 'ghostUser',
  number
>;
const ago = (days: number) => new Date(Date.UTC(2026, 5, 20, 12) - days * 86_400_000);

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAs(Role.Admin);
  supervisor = await t.loginAs(Role.Supervisor);
  technician = await t.loginAs(Role.Technician);
  otherTech = await t.createUser({ typeId: Role.Technician, name: 'Olga Other' });
  ids.vole = await t.createUser({
    typeId: Role.Technician,
    name: 'Quincy Vole',
    email: 'q.vole@mailbox.test',
  });
  ids.ghostUser = await t.createUser({ name: 'Quincy Ghost' });
  await t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, ids.ghostUser));

  ids.harbor = await insertLocation(t.db, {
    name: 'Harbor Warehouse',
    address: '1200 Quayside Blvd, Albany',
  });
  await t.db
    .update(locations)
    .set({ customerName: 'Marlowe Provisions Ltd' })
    .where(eq(locations.id, ids.harbor));
  ids.ghostLocation = await insertLocation(t.db, {
    name: 'Harbor Ghost',
    address: '1201 Quayside Blvd',
    deletedAt: new Date(),
  });
  const at = ids.harbor;
  const both = [supervisor.userId, technician.userId];
  ids.mine = await insertJob(t.db, { name: 'Zanzibar gecko removal', locationId: at, assignees: both });
  ids.notMine = await insertJob(t.db, {
    name: 'Zanzibar termite check',
    locationId: at,
    assignees: [otherTech],
  });
  ids.idle = await insertJob(t.db, {
    name: 'Zanzibar idle job',
    locationId: at,
    statusId: Status.Inactive,
    assignees: both,
  });
  ids.deletedJob = await insertJob(t.db, {
    name: 'Zanzibar deleted job',
    locationId: at,
    deletedAt: new Date(),
    assignees: both,
  });
  ids.fumigation = await insertJob(t.db, { name: 'Tent job', category: 'Xylofumigation', locationId: at });

  const template = await insertTemplate(t.db, {
    name: 'Orchard audit sheet',
    companyName: 'GreenLeaf',
    tasks: [],
  });
  ids.template = template.id;
  await insertTemplate(t.db, { name: 'Orchard audit old', deletedAt: new Date(), tasks: [] });
  ids.chemical = await insertChemical(t.db, { name: 'Vexorin Gel' });
  await insertChemical(t.db, { name: 'Vexorin Old', deletedAt: new Date() });

  const report = (jobId: number, userId: number, days: number, deletedAt?: Date) =>
    insertReport(t.db, {
      jobId,
      templateId: template.id,
      userId,
      statusId: ReportStatus.Submitted,
      startDate: ago(days),
      deletedAt,
    });
  ids.myReport = await report(ids.mine, technician.userId, 3);
  ids.othersReportOnMine = await report(ids.mine, otherTech, 2);
  ids.othersReport = await report(ids.notMine, otherTech, 1);
  ids.deletedReport = await report(ids.mine, technician.userId, 0, new Date());
});
afterAll(() => t.close());

async function search(session: Session | null, q: string, extra = ''): Promise<SearchResult[]> {
  const res = await t.request(session, {
    method: 'GET',
    url: `/api/search?q=${encodeURIComponent(q)}${extra}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<SearchResponse>().results;
}
const found = (results: SearchResult[], kind: SearchResult['kind']) =>
  results.filter((r) => r.kind === kind).map((r) => r.id);

describe('an Admin finds each kind by part of a name, an address or a number', () => {
  it('a location by part of its name and of its address, opening its edit page', async () => {
    for (const q of ['bor wareh', 'quaYSIDE blvd']) {
      const results = await search(admin, q);
      expect(results.filter((r) => r.kind === 'location')).toEqual([
        {
          kind: 'location',
          id: ids.harbor,
          title: 'Harbor Warehouse',
          subtitle: '1200 Quayside Blvd, Albany',
          to: `/locations/${ids.harbor}`,
        },
      ]);
    }
  });

  it('a customer by part of its name, opening its location', async () => {
    const results = await search(admin, 'marlowe prov');
    expect(results).toEqual([
      {
        kind: 'customer',
        id: ids.harbor,
        title: 'Marlowe Provisions Ltd',
        subtitle: 'Harbor Warehouse · 1200 Quayside Blvd, Albany',
        to: `/locations/${ids.harbor}`,
      },
    ]);
  });

  it('jobs by name and by category, live ones of any status, each opening the job page', async () => {
    const byName = await search(admin, 'zanzibar');
    expect(found(byName, 'job').sort()).toEqual([ids.mine, ids.notMine, ids.idle].sort());
    expect(byName.find((r) => r.id === ids.mine && r.kind === 'job')).toMatchObject({
      subtitle: 'General · Harbor Warehouse',
      to: `/jobs/${ids.mine}`,
    });
    expect(found(await search(admin, 'fumigat'), 'job')).toEqual([ids.fumigation]);
  });

  it('a job and a report by number, with or without #, first in their kind', async () => {
    for (const q of [String(ids.myReport), `#${ids.myReport}`, ` # ${ids.myReport} `]) {
      const results = await search(admin, q);
      expect(results.find((r) => r.kind === 'report')).toMatchObject({
        id: ids.myReport,
        title: 'Zanzibar gecko removal',
        to: `/reports/${ids.myReport}`,
      });
    }
    const results = await search(admin, `#${ids.fumigation}`);
    expect(found(results, 'job')).toEqual([ids.fumigation]);
  });

  it('reports by their job’s name, newest first, deleted ones never', async () => {
    const results = await search(admin, 'gecko remov');
    expect(found(results, 'report')).toEqual([ids.othersReportOnMine, ids.myReport]);
    expect(results.find((r) => r.id === ids.myReport && r.kind === 'report')?.subtitle).toMatch(
      /^Orchard audit sheet · Test User \d+ · 06\/17\/2026$/,
    );
  });

  it('users by name and by e-mail; templates and chemicals by name', async () => {
    for (const q of ['quincy', 'vole@mailbox']) {
      expect(found(await search(admin, q), 'user')).toEqual([ids.vole]);
    }
    expect((await search(admin, 'orchard')).filter((r) => r.kind === 'template')).toEqual([
      {
        kind: 'template',
        id: ids.template,
        title: 'Orchard audit sheet',
        subtitle: 'GreenLeaf',
        to: `/templates/tasks/${ids.template}`,
      },
    ]);
    expect(await search(admin, 'vexorin')).toEqual([
      {
        kind: 'chemical',
        id: ids.chemical,
        title: 'Vexorin Gel',
        subtitle: '1234-56',
        to: `/chems/${ids.chemical}`,
      },
    ]);
  });

  it('deleted locations, jobs, users, templates and chemicals never', async () => {
    expect(found(await search(admin, 'harbor ghost'), 'location')).toEqual([]);
    expect(found(await search(admin, 'deleted job'), 'job')).toEqual([]);
    expect(found(await search(admin, `${ids.deletedJob}`), 'job')).toEqual([]);
    expect(found(await search(admin, `${ids.deletedReport}`), 'report')).toEqual([]);
    // Nothing else holds these names: the live ones a word off are what is found (issue 33).
    const titles = async (q: string) => (await search(admin, q)).map((r) => r.title);
    expect(await titles('quincy ghost')).not.toContain('Quincy Ghost');
    expect(await titles('orchard audit old')).toEqual(['Orchard audit sheet']);
    expect(await titles('vexorin old')).toEqual(['Vexorin Gel']);
  });
});

describe('what each role may open', () => {
  it('a Technician: their active assigned jobs (to start a report), their own reports, chemicals', async () => {
    const results = await search(technician, 'zanzibar');
    expect(results.map((r) => [r.kind, r.id, r.to])).toEqual([
      ['job', ids.mine, `/my/reports/new?job_id=${ids.mine}`],
      ['report', ids.myReport, `/reports/${ids.myReport}`],
    ]);
    expect(found(await search(technician, `${ids.othersReport}`), 'report')).toEqual([]);
    expect(found(await search(technician, `#${ids.notMine}`), 'job')).toEqual([]);
    expect(found(await search(technician, `#${ids.idle}`), 'job')).toEqual([]);
    expect(found(await search(technician, `#${ids.mine}`), 'job')).toEqual([ids.mine]);
    expect(found(await search(technician, 'vexorin'), 'chemical')).toEqual([ids.chemical]);
  });

  it('a Technician never finds users, locations, customers or templates', async () => {
    for (const q of ['quincy', 'harbor', 'marlowe', 'orchard'])
      expect(await search(technician, q)).toEqual([]);
  });

  it('a Supervisor: the technicians of their jobs, opening their reports, and no other user (issue 33)', async () => {
    const pia = await t.createUser({ typeId: Role.Technician, name: 'Pia Quorndon', email: 'pia@crew.test' });
    const colleague = await t.createUser({ typeId: Role.Supervisor, name: 'Pia Quorn-Boss' });
    await insertJob(t.db, {
      name: 'Yardley rodent round',
      locationId: ids.harbor,
      assignees: [supervisor.userId, pia, colleague],
    });
    const results = await search(supervisor, 'quorn');
    expect(results.filter((r) => r.kind === 'user').map((r) => [r.title, r.to])).toEqual([
      ['Pia Quorndon', `/reports?user_id=${pia}`],
    ]);
    // Misspelt, too; and an Admin's search of the same opens the user's page.
    expect(found(await search(supervisor, 'Pia Quorndn'), 'user')).toEqual([pia]);
    expect((await search(admin, 'quorndon')).find((r) => r.kind === 'user')?.to).toBe(`/users/${pia}/edit`);
    // A technician of someone else's jobs only: not theirs to find.
    expect(await search(supervisor, 'quincy vole')).toEqual([]);
    expect(found(await search(supervisor, 'olga other'), 'user')).toEqual([]);
  });

  it('a Supervisor: their own jobs and their jobs’ reports; every location and template', async () => {
    const results = await search(supervisor, 'zanzibar');
    expect(found(results, 'job').sort()).toEqual([ids.mine, ids.idle].sort());
    expect(found(results, 'report')).toEqual([ids.othersReportOnMine, ids.myReport]);
    expect(found(await search(supervisor, `${ids.othersReport}`), 'report')).toEqual([]);
    expect(found(await search(supervisor, `${ids.othersReportOnMine}`), 'report')).toEqual([
      ids.othersReportOnMine,
    ]);
    expect(found(await search(supervisor, `${ids.notMine}`), 'job')).toEqual([]);
    const place = await search(supervisor, 'quayside');
    expect(place.map((r) => [r.kind, r.to])).toEqual([['location', `/locations/${ids.harbor}`]]);
    expect(found(await search(supervisor, 'orchard'), 'template')).toEqual([ids.template]);
  });

  it('nobody signed in: 401', async () => {
    const res = await t.request(null, { method: 'GET', url: '/api/search?q=harbor' });
    expect(res.statusCode).toBe(401);
  });
});

describe('the text', () => {
  it.each([
    ['no q', '', 'q'],
    ['an empty q', '?q=', 'q'],
    ['only spaces', '?q=%20%20%20', 'q'],
    ['101 characters', `?q=${'a'.repeat(101)}`, 'q'],
    ['a control character', '?q=har%09bor', 'q'],
    ['a limit of 0', '?q=harbor&limit=0', 'limit'],
    ['a limit of 21', '?q=harbor&limit=21', 'limit'],
    ['a limit that is not a number', '?q=harbor&limit=many', 'limit'],
  ])('%s: 400 naming the field', async (_label, query, field) => {
    const res = await t.request(admin, { method: 'GET', url: `/api/search${query}` });
    expect(res.statusCode, res.body).toBe(400);
    const body = res.json<{ code: string; errors: Record<string, string> }>();
    expect(body.code).toBe('common.invalid');
    expect(Object.keys(body.errors)).toEqual([field]);
  });

  it('is trimmed, and 100 characters are fine', async () => {
    expect(found(await search(admin, '   harbor warehouse   '), 'location')).toEqual([ids.harbor]);
    expect(await search(admin, 'h'.repeat(100))).toEqual([]);
  });

  it('under 3 characters matches no names (a number still finds its record)', async () => {
    expect(await search(admin, 'ha')).toEqual([]);
    const short = await search(admin, String(ids.mine));
    expect(found(short, 'job')).toContain(ids.mine);
  });

  it('finds a name typed with a letter wrong or missing, only when nothing matches as typed (issue 33)', async () => {
    const napoli = await insertLocation(t.db, { name: 'Bella Napoli', address: '7 Mulberry St' });
    expect(found(await search(admin, 'Bela Napoli'), 'location')).toEqual([napoli]);
    expect(found(await search(admin, 'bella napolli'), 'location')).toEqual([napoli]);
    expect(found(await search(admin, 'Harbr Warehouse'), 'location')).toEqual([ids.harbor]);
    // Something holds the text as typed: only that, not every name a letter off.
    const exact = await search(admin, 'Napoli');
    expect(exact.map((r) => r.title)).toEqual(['Bella Napoli']);
    // Too far off, or too short to tell (3 letters): nothing.
    expect(await search(admin, 'Bolognese')).toEqual([]);
    expect(await search(admin, 'Npl')).toEqual([]);
  });

  it('matches % and _ literally', async () => {
    expect(await search(admin, '%%%')).toEqual([]);
    expect(await search(admin, '___')).toEqual([]);
  });

  it('gives at most `limit` of a kind, the best matches first', async () => {
    const at = ids.harbor;
    await insertJob(t.db, { name: 'Long Wombat survey of the east wing', locationId: at });
    await insertJob(t.db, { name: 'Survey wombat', locationId: at });
    const wombat = await insertJob(t.db, { name: 'Wombat', locationId: at });
    await insertJob(t.db, { name: 'Wombat fence', locationId: at });
    const results = await search(admin, 'wombat', '&limit=3');
    expect(results.map((r) => r.title)).toEqual(['Wombat', 'Wombat fence', 'Survey wombat']);
    expect(results[0]!.id).toBe(wombat);
    expect(await search(admin, 'wombat')).toHaveLength(4);
  });
});
