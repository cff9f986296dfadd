import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FieldType, Role } from '@shared/constants';
import { BIDI_CONTROLS_MESSAGE, CONTROL_CHARACTERS_MESSAGE } from '@shared/schemas/common';
import { insertAssignedJob, insertChemical, insertReport, insertTemplate } from '../reports/reports.fixtures';
import { createTestApp, type Session, type TestApp } from '../test/test-app';

/**
 * Issue 11, item 7: a NUL (or any other control character) in a text input is a 400 naming the
 * field, never a 500 (the log's side: error-log.api.test.ts).
 */

const logLines: string[] = [];

let t: TestApp;
let superAdmin: Session;
let technician: Session;
let reportId: number;
let fields: { text: number; paragraph: number; chemical: number };
let chemicalId: number;

beforeAll(async () => {
  t = await createTestApp(
    { LOG_LEVEL: 'info' },
    {
      logStream: { write: (line) => void logLines.push(line) },
    },
  );
  superAdmin = await t.loginAs(Role.SuperAdmin);
  technician = await t.loginAs(Role.Technician);
  const template = await insertTemplate(t.db, {
    tasks: [
      {
        task: 'Visit',
        fields: [
          { name: 'Contact', type: FieldType.Text },
          { name: 'Notes', type: FieldType.Paragraph },
          { name: 'Product', type: FieldType.ChemicalApplication },
        ],
      },
    ],
  });
  const [text, paragraph, chemical] = template.fieldIds as [number, number, number];
  fields = { text, paragraph, chemical };
  chemicalId = await insertChemical(t.db);
  const job = await insertAssignedJob(t.db, { assignees: [technician.userId] });
  reportId = await insertReport(t.db, { jobId: job, templateId: template.id, userId: technician.userId });
});
afterAll(() => t.close());

type Who = 'anonymous' | 'superAdmin' | 'technician';
interface Call {
  name: string;
  who: Who;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: () => string;
  /** A valid body with `bad` placed in the field under test; GET calls put it in the query. */
  payload?: (bad: string) => unknown;
  query?: (bad: string) => Record<string, string>;
  /** The key of `errors` that must name the field. */
  field: () => string;
}

const userBody = (over: Record<string, unknown>) => ({
  name: 'Dana Reyes',
  email: 'dana.reyes@example.com',
  username: 'dana.reyes',
  type_id: Role.Technician,
  status_id: 1,
  password: 'Long-enough-9',
  ...over,
});
const place = { latitude: 40.7, longitude: -74, status_id: 1 };
const chemical = { is_category: false, epa_reg_no: '1234-56', active_ingredient: 'x', manufacturer: 'y' };
const field = { field_type: FieldType.Text, task_id: 1, required: 0 };
const answer = (field_id: number, value: unknown) => ({ answers: [{ field_id, value }] });
const filterCall = (name: string, url: string, key = 'filter'): Call => ({
  name,
  who: 'superAdmin',
  method: 'GET',
  url: () => url,
  query: (bad) => ({ [key]: `Gre${bad}en` }),
  field: () => key,
});

/** Every route that takes text from a person, with the field under test. */
const CALLS: Call[] = [
  {
    name: 'login: login',
    who: 'anonymous',
    method: 'POST',
    url: () => '/api/auth/login',
    payload: (bad) => ({ login: `admin${bad}@example.com`, password: 'whatever-1' }),
    field: () => 'login',
  },
  {
    name: 'login: password',
    who: 'anonymous',
    method: 'POST',
    url: () => '/api/auth/login',
    payload: (bad) => ({ login: 'admin@example.com', password: `pass${bad}word` }),
    field: () => 'password',
  },
  filterCall('users filter', '/api/get-users-filtered'),
  filterCall('groups filter', '/api/get-groups-filtered'),
  filterCall('jobs filter', '/api/get-jobs-filtered'),
  filterCall('locations filter', '/api/get-locations-filtered'),
  filterCall('templates filter', '/api/get-templates-filtered'),
  filterCall('reports filter', '/api/get-reports-filtered'),
  filterCall('reports job filter', '/api/get-reports-filtered', 'job_filter'),
  filterCall('reports start date', '/api/get-reports-filtered', 'start_date'),
  ...(['name', 'email', 'username', 'password'] as const).flatMap((key): Call[] => [
    {
      name: `create user: ${key}`,
      who: 'superAdmin',
      method: 'POST',
      url: () => '/api/users',
      payload: (bad) => userBody({ [key]: `${userBody({})[key]}${bad}` }),
      field: () => key,
    },
    {
      name: `edit user: ${key}`,
      who: 'superAdmin',
      method: 'PUT',
      url: () => `/api/users/${technician.userId}`,
      payload: (bad) => userBody({ [key]: `${userBody({})[key]}${bad}` }),
      field: () => key,
    },
  ]),
  {
    name: 'account: name',
    who: 'technician',
    method: 'PUT',
    url: () => '/api/account',
    payload: (bad) => ({ name: `Sam${bad}` }),
    field: () => 'name',
  },
  {
    name: 'account: current password',
    who: 'technician',
    method: 'PUT',
    url: () => '/api/account/password',
    payload: (bad) => ({ current_password: `old${bad}`, password: 'Brand-new-pass-7' }),
    field: () => 'current_password',
  },
  ...(['POST /api/groups', 'PUT /api/groups/1'] as const).map((route): Call => ({
    name: `${route}: name`,
    who: 'superAdmin',
    method: route.startsWith('POST') ? 'POST' : 'PUT',
    url: () => route.split(' ')[1]!,
    payload: (bad) => ({ name: `Crew${bad}`, type_id: Role.Technician, status_id: 1 }),
    field: () => 'name',
  })),
  ...(['POST /api/jobs', 'PUT /api/jobs/1'] as const).flatMap((route) =>
    (['name', 'category'] as const).map((key): Call => ({
      name: `${route}: ${key}`,
      who: 'superAdmin',
      method: route.startsWith('POST') ? 'POST' : 'PUT',
      url: () => route.split(' ')[1]!,
      payload: (bad) => ({ name: 'Job', category: 'Pest', location_id: 1, status_id: 1, [key]: `x${bad}` }),
      field: () => key,
    })),
  ),
  ...(['POST /api/locations', 'PUT /api/locations/1'] as const).flatMap((route) =>
    (['name', 'address'] as const).map((key): Call => ({
      name: `${route}: ${key}`,
      who: 'superAdmin',
      method: route.startsWith('POST') ? 'POST' : 'PUT',
      url: () => route.split(' ')[1]!,
      payload: (bad) => ({ name: 'Site', address: '1 Main St', ...place, [key]: `x${bad}` }),
      field: () => key,
    })),
  ),
  ...(['POST /api/templates', 'PUT /api/templates/1', 'POST /api/templates/1/copy'] as const).flatMap(
    (route) =>
      (['name', 'company_name'] as const).map((key): Call => ({
        name: `${route}: ${key}`,
        who: 'superAdmin',
        method: route.startsWith('POST') ? 'POST' : 'PUT',
        url: () => route.split(' ')[1]!,
        payload: (bad) => ({ name: 'Form', company_name: 'Acme', [key]: `x${bad}` }),
        field: () => key,
      })),
  ),
  {
    name: 'create task: task',
    who: 'superAdmin',
    method: 'POST',
    url: () => '/api/template/tasks',
    payload: (bad) => ({ task: `Visit${bad}`, template_id: 1 }),
    field: () => 'task',
  },
  {
    name: 'edit task: task',
    who: 'superAdmin',
    method: 'PUT',
    url: () => '/api/template/tasks/1/edit',
    payload: (bad) => ({ task: `Visit${bad}` }),
    field: () => 'task',
  },
  ...(['/api/template/tasks/fields', '/api/template/tasks/edit-field'] as const).flatMap((url) =>
    (['field_name', 'default_value', 'options'] as const).map((key): Call => ({
      name: `${url}: ${key}`,
      who: 'superAdmin',
      method: 'POST',
      url: () => url,
      payload: (bad) => ({
        ...field,
        field_id: 1,
        field_name: 'Contact',
        [key]: key === 'options' ? [`Yes${bad}`, 'No'] : `x${bad}`,
      }),
      field: () => key,
    })),
  ),
  ...(['POST /api/chems', 'PUT /api/chems/1'] as const).flatMap((route) =>
    (['name', 'epa_reg_no', 'active_ingredient', 'manufacturer'] as const).map((key): Call => ({
      name: `${route}: ${key}`,
      who: 'superAdmin',
      method: route.startsWith('POST') ? 'POST' : 'PUT',
      url: () => route.split(' ')[1]!,
      payload: (bad) => ({ name: 'Bait', ...chemical, [key]: `1234-56${bad}` }),
      field: () => key,
    })),
  ),
  {
    name: 'return report: reason',
    who: 'superAdmin',
    method: 'POST',
    url: () => `/api/reports/${reportId}/return`,
    payload: (bad) => ({ reason: `Sign${bad} again` }),
    field: () => 'reason',
  },
  {
    name: 'answer: text',
    who: 'technician',
    method: 'PUT',
    url: () => `/api/reports/${reportId}/answers`,
    payload: (bad) => answer(fields.text, `Ms${bad} Lee`),
    field: () => `answers.${fields.text}`,
  },
  {
    name: 'answer: paragraph',
    who: 'technician',
    method: 'PUT',
    url: () => `/api/reports/${reportId}/answers`,
    payload: (bad) => answer(fields.paragraph, `Traps${bad} set`),
    field: () => `answers.${fields.paragraph}`,
  },
  ...(['unit', 'target_pest'] as const).map((key): Call => ({
    name: `answer: chemical ${key}`,
    who: 'technician',
    method: 'PUT',
    url: () => `/api/reports/${reportId}/answers`,
    payload: (bad) =>
      answer(fields.chemical, {
        chemical_id: chemicalId,
        amount: 2,
        unit: 'ml',
        target_pest: 'ants',
        [key]: `g${bad}`,
      }),
    field: () => `answers.${fields.chemical}`,
  })),
];

/** NUL, escape, DEL and a C1 control; everywhere refused. */
const ALWAYS_REFUSED = ['\u0000', '\u001b', '\u007f', '\u0085'];

function send(call: Call, bad: string) {
  const session = call.who === 'anonymous' ? null : call.who === 'superAdmin' ? superAdmin : technician;
  const query = call.query ? `?${new URLSearchParams(call.query(bad)).toString()}` : '';
  return t.request(session, {
    method: call.method,
    url: `${call.url()}${query}`,
    payload: call.payload?.(bad),
  });
}

describe('control characters in text inputs', () => {
  it.each(
    CALLS.flatMap((call) =>
      ALWAYS_REFUSED.map((bad) => [call.name, JSON.stringify(bad), call, bad] as const),
    ),
  )('%s with %s answers 400 naming the field', async (_name, _shown, call, bad) => {
    const res = await send(call, bad);
    expect(res.statusCode, res.body).toBe(400);
    const body = res.json<{ message: string; errors?: Record<string, string> }>();
    expect(body.errors?.[call.field()], res.body).toBe(CONTROL_CHARACTERS_MESSAGE);
  });

  it('refuses a line break in one-line fields', async () => {
    for (const call of CALLS.filter((c) => !c.name.startsWith('answer') && !c.name.startsWith('return'))) {
      const res = await send(call, '\n');
      expect(res.statusCode, `${call.name}: ${res.body}`).toBe(400);
      expect(res.json<{ errors?: Record<string, string> }>().errors?.[call.field()], call.name).toBe(
        CONTROL_CHARACTERS_MESSAGE,
      );
    }
  });

  // A right-to-left override shows "Invoice_\u202Efdp.exe" as "Invoice_exe.pdf" (issue 31).
  it.each(
    CALLS.filter((c) => !/password|reason|paragraph/.test(c.name)).flatMap((call) =>
      ['\u202e', '\u202a', '\u2066', '\u2069'].map(
        (bad) => [call.name, JSON.stringify(bad), call, bad] as const,
      ),
    ),
  )('%s with the direction control %s answers 400 naming the field', async (_name, _shown, call, bad) => {
    const res = await send(call, bad);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<{ errors?: Record<string, string> }>().errors?.[call.field()], res.body).toBe(
      BIDI_CONTROLS_MESSAGE,
    );
  });

  it('keeps the marks and non-joiners of Persian and Arabic typing, and a password as chosen', async () => {
    // A zero-width non-joiner inside the word, a right-to-left mark after the Latin part.
    const name = 'خدمات\u200cسبز Green\u200f';
    const res = await t.request(superAdmin, {
      method: 'POST',
      url: '/api/users',
      payload: userBody({
        name,
        email: 'persian.marks@example.com',
        username: 'persian.marks',
        password: 'Long-\u202eenough-9',
      }),
    });
    expect(res.statusCode, res.body).toBe(200);
    const login = await t.request(null, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { login: 'persian.marks', password: 'Long-\u202eenough-9' },
    });
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json<{ name: string }>().name).toBe(name);
  });

  it('keeps tabs and line breaks of a paragraph answer exactly as typed', async () => {
    const typed = 'Bait station 4:\tempty\nBait station 5:\tchewed';
    const res = await t.request(technician, {
      method: 'PUT',
      url: `/api/reports/${reportId}/answers`,
      payload: answer(fields.paragraph, typed),
    });
    expect(res.statusCode, res.body).toBe(200);
    const stored = await t.request(technician, { method: 'GET', url: `/api/reports/${reportId}` });
    expect(JSON.stringify(stored.json())).toContain(JSON.stringify(typed));
  });

  it('takes a return reason over several lines', async () => {
    const res = await t.request(superAdmin, {
      method: 'POST',
      url: `/api/reports/${reportId}/return`,
      payload: { reason: 'Photo is blurred.\nSignature missing.' },
    });
    // Past validation: the report is in progress, so the workflow refuses it (409), not the text.
    expect(res.statusCode, res.body).toBe(409);
  });

  it('answered no call with a 500 and logged no query parameters', () => {
    const log = logLines.join('');
    expect(log).not.toMatch(/"statusCode":5\d\d/);
    expect(log).not.toContain('params:');
  });
});
