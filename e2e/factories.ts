/**
 * A test's own data, made through the API as an Admin would make it: people with a known
 * password, locations, jobs with their assignees, templates with tasks and fields. A test that
 * changes or counts rows makes them here instead of relying on the demo company's, which other
 * tests on the same worker read too.
 */
import type { APIRequestContext } from '@playwright/test';
import { FieldType, Role, type RoleId } from '../src/shared/constants';
import { minuteIn } from '../src/shared/dates';
import type { ApplicationRecordInput } from '../src/shared/schemas/applications';
import type { ReportDetail } from '../src/shared/schemas/reports';

export interface Api {
  request: APIRequestContext;
  csrf: string;
  get<T>(url: string): Promise<T>;
  post<T>(url: string, data?: object): Promise<T>;
  put<T>(url: string, data?: object): Promise<T>;
}

export function makeApi(request: APIRequestContext, csrf: string): Api {
  const call = async <T>(method: string, url: string, data?: object): Promise<T> => {
    const res = await request.fetch(url, { method, data, headers: { 'x-csrf-token': csrf } });
    if (!res.ok()) throw new Error(`${method} ${url} answered ${res.status()}: ${await res.text()}`);
    return (await res.json()) as T;
  };
  return {
    request,
    csrf,
    get: (url) => call('GET', url),
    post: (url, data) => call('POST', url, data),
    put: (url, data) => call('PUT', url, data),
  };
}

export interface Person {
  id: number;
  name: string;
  email: string;
  username: string;
  /** What `logInAs` takes. */
  login: string;
  password: string;
}

export interface Place {
  id: number;
  name: string;
}

export interface Job {
  id: number;
  name: string;
  locationId: number;
}

export interface TemplateField {
  name: string;
  /** src/shared field types: 1 Text, 2 Paragraph, … (GET /api/field/types). */
  type?: number;
  required?: boolean;
  options?: string[];
  /** A link field's address. */
  link?: string;
}

export interface Template {
  id: number;
  name: string;
}

let made = 0;

/**
 * A complete record of `chemicalId` at site 30 (1.5 fl oz on 1,200 sq ft), done this minute by the
 * office's clock (New York, the app's zone): inside the window the submit check allows for a
 * report started today, at any hour.
 */
export function recordDoneNow(chemicalId: number, patch: Partial<ApplicationRecordInput> = {}) {
  const [date, time] = minuteIn(new Date(), 'America/New_York').split(' ');
  return {
    chemical_id: chemicalId,
    lot: 'L2291',
    amount: 1.5,
    unit: 'fl oz',
    area: 1200,
    area_unit: 'sq ft',
    site_code: 30,
    place: 'Kitchen baseboards',
    method: 'Compressed-air sprayer',
    target_pests: 'German cockroach',
    date,
    start_time: time,
    ...patch,
  } satisfies ApplicationRecordInput;
}

/** A short tag no other made thing has: the worker, the test, a counter and the clock. */
const tagger = (prefix: string) => () => `${prefix}${Date.now().toString(36).slice(-4)}${(made += 1)}`;

const ROLE_WORDS: Record<RoleId, string> = {
  [Role.SuperAdmin]: 'Chief',
  [Role.Admin]: 'Office',
  [Role.Supervisor]: 'Lead',
  [Role.Technician]: 'Tech',
};

export function maker(api: Api, prefix: string) {
  const tag = tagger(prefix);

  /** A person who can log in with `password`; named "<First> <Role word> <tag>" unless named. */
  async function user(
    opts: { role?: RoleId; name?: string; password?: string; active?: boolean } = {},
  ): Promise<Person> {
    const role = opts.role ?? Role.Technician;
    const t = tag();
    const name = opts.name ?? `Robin ${ROLE_WORDS[role]} ${t}`;
    const username = `e2e.${t}`.toLowerCase();
    const email = `${username}@greenleaf.example`;
    const password = opts.password ?? `E2e-pass-${t}`;
    const { id } = await api.post<{ id: number }>('/api/users', {
      name,
      email,
      username,
      password,
      type_id: role,
      status_id: opts.active === false ? 2 : 1,
    });
    return { id, name, email, username, login: email, password };
  }

  /** A location in New York with its service address, unless told otherwise. */
  async function location(
    opts: { name?: string; state?: string; county?: string; email?: string; notes?: string } = {},
  ): Promise<Place> {
    const name = opts.name ?? `Test Site ${tag()}`;
    const { id } = await api.post<{ id: number }>('/api/locations', {
      name,
      latitude: 40.75,
      longitude: -73.99,
      status_id: 1,
      service_address: {
        street: '12 Test Street',
        municipality: 'Yonkers',
        county: opts.county ?? 'Westchester',
        state: opts.state ?? 'NY',
        zip: '10701',
      },
      // The customer's name and billing address: an application record needs them (compliance records).
      customer: {
        name: `${name} LLC`,
        billing_address: '12 Test Street\nYonkers, NY 10701',
        email: opts.email ?? '',
      },
      notes: opts.notes,
    });
    return { id, name };
  }

  /** An active job at `location` (a new one when not given), with `assignees` assigned. */
  async function job(
    opts: { name?: string; location?: Place; category?: string; assignees?: Person[] } = {},
  ): Promise<Job> {
    const place = opts.location ?? (await location());
    const name = opts.name ?? `Test job ${tag()}`;
    const { id } = await api.post<{ id: number }>('/api/jobs', {
      name,
      category: opts.category ?? 'General Pest Control',
      location_id: place.id,
      status_id: 1,
    });
    for (const person of opts.assignees ?? []) await assign(id, person);
    return { id, name, locationId: place.id };
  }

  async function assign(jobId: number, person: Person) {
    await api.post(`/api/jobs/assign/${jobId}`, { user_id: person.id });
  }

  /** A group of `role` (Technician unless told), active unless told, named "Crew <tag>" unless named. */
  async function group(opts: { name?: string; role?: RoleId; active?: boolean } = {}): Promise<Place> {
    const name = opts.name ?? `Crew ${tag()}`;
    const { id } = await api.post<{ id: number }>('/api/groups', {
      name,
      type_id: opts.role ?? Role.Technician,
      status_id: opts.active === false ? 2 : 1,
    });
    return { id, name };
  }

  /** A template whose tasks hold the given fields, in order. */
  async function template(
    opts: { name?: string; tasks?: { name: string; fields: TemplateField[] }[] } = {},
  ): Promise<Template> {
    const name = opts.name ?? `Test template ${tag()}`;
    const { id } = await api.post<{ id: number }>('/api/templates', {
      name,
      company_name: 'Greenleaf Pest & Lawn',
    });
    for (const [t, task] of (opts.tasks ?? []).entries()) {
      const { id: taskId } = await api.post<{ id: number }>('/api/template/tasks', {
        template_id: id,
        task: task.name,
        weight: t + 1,
      });
      for (const [f, field] of task.fields.entries()) {
        await api.post('/api/template/tasks/fields', {
          task_id: taskId,
          field_name: field.name,
          field_type: field.type ?? 1,
          required: field.required ? 1 : 0,
          options: JSON.stringify(field.options ?? []),
          weight: f + 1,
          default_value: field.link ?? '',
        });
      }
    }
    return { id, name };
  }

  /**
   * A report just started (in progress) by the Admin, of a new template of one text field, on a new
   * job unless given one.
   */
  async function startedReport(opts: { job?: Job } = {}) {
    const form = await template({ tasks: [{ name: 'Inspection', fields: [{ name: 'Notes', type: 1 }] }] });
    const place = opts.job ?? (await job());
    const started = await api.post<ReportDetail>('/api/reports', { job_id: place.id, template_id: form.id });
    return { started, job: place };
  }

  /**
   * A finished report on a new job of a new template (one text field, answered `answer`), started,
   * submitted and finished by the Admin: what a printed report with its verification code comes from.
   */
  async function finishedReport(opts: { answer?: string; job?: Job } = {}) {
    const { started, job: place } = await startedReport(opts);
    const field = started.tasks[0]!.fields[0]!;
    await api.put(`/api/reports/${started.id}/answers`, {
      answers: [{ field_id: field.id, value: opts.answer ?? `Checked ${tag()}` }],
    });
    await api.post(`/api/reports/${started.id}/submit`);
    const finished = await api.post<ReportDetail>(`/api/reports/${started.id}/finish`);
    return { id: finished.id, code: finished.verification_code!, job: place };
  }

  /**
   * A product with a label: lot L2291, use/site code 30, at most 1.5 fl oz per 1000 sq ft, and
   * the state registrations given.
   */
  async function labelledProduct(opts: { stateRegistrations?: { state: string; number: string }[] } = {}) {
    return api.post<{ id: number }>('/api/chems', {
      name: `Temprid SC ${tag()}`,
      is_category: false,
      epa_reg_no: '432-1363',
      label: {
        state_registrations: opts.stateRegistrations ?? [],
        label_unit: 'fl oz',
        site_codes: [30],
        rei_hours: 12,
        lots: ['L2291'],
        label_rates: [
          {
            site_code: 30,
            basis: 'area',
            max_amount: 1.5,
            amount_unit: 'fl oz',
            per_quantity: 1000,
            per_unit: 'sq ft',
          },
        ],
      },
    });
  }

  /** A technician certified in New York until 2036: who may apply products there. */
  async function applicator(): Promise<Person> {
    const person = await user();
    await api.put(`/api/users/${person.id}/certifications`, {
      certifications: [
        { state: 'NY', certification_id: `C${tag()}`, category: '7A', expires_on: '2036-12-31' },
      ],
    });
    return person;
  }

  /**
   * A finished report that applied a labelled product: a new template of one text field (answered
   * `answer`) and one Chemical application field, on a new job in New York, started, submitted and
   * finished by the Admin, the record naming a certified technician as its applicator.
   */
  async function appliedReport(opts: { answer?: string } = {}) {
    const form = await template({
      tasks: [
        {
          name: 'Treatment',
          fields: [
            { name: 'Notes', type: FieldType.Text },
            { name: 'Products', type: FieldType.ChemicalApplication },
          ],
        },
      ],
    });
    const place = await job();
    const product = await labelledProduct({ stateRegistrations: [{ state: 'NY', number: 'NY-0042' }] });
    const who = await applicator();
    const started = await api.post<ReportDetail>('/api/reports', { job_id: place.id, template_id: form.id });
    const [notes, products] = started.tasks[0]!.fields;
    const answer = opts.answer ?? `Checked ${tag()}`;
    await api.put(`/api/reports/${started.id}/answers`, {
      answers: [
        { field_id: notes!.id, value: answer },
        { field_id: products!.id, value: [recordDoneNow(product.id, { applicator_id: who.id })] },
      ],
    });
    await api.post(`/api/reports/${started.id}/submit`);
    const finished = await api.post<ReportDetail>(`/api/reports/${started.id}/finish`);
    return { report: finished, answer, template: form, productId: product.id };
  }

  return {
    tag,
    user,
    location,
    job,
    assign,
    group,
    template,
    startedReport,
    finishedReport,
    labelledProduct,
    applicator,
    appliedReport,
    api,
  };
}

export type Maker = ReturnType<typeof maker>;
