import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@shared/constants';
import type { ChemicalDetail } from '@shared/schemas/chemicals';
import { auditLog } from '../db/schema/audit';
import { createTestApp, type Session, type TestApp } from '../test/test-app';

let t: TestApp;
let admin: Session;
let supervisor: Session;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAs(Role.Admin);
  supervisor = await t.loginAs(Role.Supervisor);
});
afterAll(() => t.close());

type Body = Record<string, unknown>;
const create = (body: Body, session: Session = admin) =>
  t.request(session, { method: 'POST', url: '/api/chems', payload: body });
const update = (id: number, body: Body, session: Session = admin) =>
  t.request(session, { method: 'PUT', url: `/api/chems/${id}`, payload: body });
const get = async (id: number) =>
  (await t.request(admin, { method: 'GET', url: `/api/chems/${id}` })).json<ChemicalDetail>();

/** Demand CS's label, as the demo tells it: 0.8 fl oz per gallon of mix, 10 and 30 allowed. */
const DEMAND_LABEL = {
  state_registrations: [
    { state: 'NY', number: '100-1066-NY' },
    { state: 'CA', number: '100-1066-AA' },
  ],
  label_unit: 'fl oz',
  label_rates: [
    { site_code: 10, basis: 'mix', max_amount: 0.8, amount_unit: 'fl oz', per_quantity: 1, per_unit: 'gal' },
    {
      site_code: 30,
      basis: 'area',
      max_amount: 0.8,
      amount_unit: 'fl oz',
      per_quantity: 1000,
      per_unit: 'sq ft',
    },
  ],
  site_codes: [30, 10, 10],
  rei_hours: 12,
  lots: ['L2026-114', 'L2026-114', 'L2026-201'],
};

let counter = 0;
const chemical = (extra: Body = {}): Body => ({
  name: `Demand CS ${++counter}`,
  is_category: false,
  epa_reg_no: '100-1066',
  restricted_use: false,
  ...extra,
});

describe('label facts of a chemical', () => {
  it('stores them, sorts site codes, drops repeated lots, and answers them on GET', async () => {
    const res = await create(chemical({ label: DEMAND_LABEL }));
    expect(res.statusCode, res.body).toBe(200);
    const saved = await get(res.json<ChemicalDetail>().id);
    expect(saved.label).toEqual({
      ...DEMAND_LABEL,
      site_codes: [10, 30],
      lots: ['L2026-114', 'L2026-201'],
    });
  });

  it('answers an empty label for a chemical saved without one', async () => {
    const res = await create(chemical());
    expect((await get(res.json<ChemicalDetail>().id)).label).toEqual({
      state_registrations: [],
      label_unit: null,
      label_rates: [],
      site_codes: [],
      rei_hours: null,
      lots: [],
    });
  });

  it('keeps the label when a client saves the chemical without one, and audits a change of it', async () => {
    const body = chemical({ label: DEMAND_LABEL });
    const id = (await create(body)).json<ChemicalDetail>().id;
    const { label: _omit, ...withoutLabel } = body;
    expect((await update(id, { ...withoutLabel, manufacturer: 'Syngenta' })).statusCode).toBe(200);
    expect((await get(id)).label.rei_hours).toBe(12);

    expect((await update(id, { ...body, label: { ...DEMAND_LABEL, rei_hours: 24 } })).statusCode).toBe(200);
    expect((await get(id)).label.rei_hours).toBe(24);
    const audit = await t.db
      .select({ action: auditLog.action, before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'chemicals'), eq(auditLog.entityId, String(id))))
      .orderBy(asc(auditLog.id));
    const last = audit.at(-1)!;
    expect(last.action).toBe('update');
    expect(last.before).toMatchObject({ rei_hours: 12 });
    expect(last.after).toMatchObject({ rei_hours: 24, site_codes: [10, 30] });
  });

  it('gives a category no label facts', async () => {
    const res = await create({ name: `Category ${++counter}`, is_category: true, label: DEMAND_LABEL });
    expect(res.statusCode).toBe(200);
    expect((await get(res.json<ChemicalDetail>().id)).label.label_rates).toEqual([]);
  });

  it('refuses a bad label naming the field, and writes nothing', async () => {
    const rate = DEMAND_LABEL.label_rates[0]!;
    const cases: [Body, string, string][] = [
      [{ ...DEMAND_LABEL, label_unit: 'bags' }, 'label.label_unit', 'label.unitInvalid'],
      [{ ...DEMAND_LABEL, site_codes: [10, 12] }, 'label.site_codes.1', 'label.siteCodeInvalid'],
      [
        { ...DEMAND_LABEL, label_rates: [{ ...rate, max_amount: 0 }] },
        'label.label_rates.0.max_amount',
        'label.rateAmountInvalid',
      ],
      [
        { ...DEMAND_LABEL, label_rates: [{ ...rate, per_unit: 'sq ft' }] },
        'label.label_rates.0.per_unit',
        'label.mixUnitInvalid',
      ],
      [
        { ...DEMAND_LABEL, label_rates: [{ ...rate, amount_unit: 'lb' }] },
        'label.label_rates.0.amount_unit',
        'label.rateUnitMeasure',
      ],
      [
        { ...DEMAND_LABEL, site_codes: [30], label_rates: [rate] },
        'label.label_rates.0.site_code',
        'label.rateSiteNotAllowed',
      ],
      [
        { ...DEMAND_LABEL, label_rates: [rate, { ...rate, max_amount: 2 }] },
        'label.label_rates.1.site_code',
        'label.rateTwice',
      ],
      [{ ...DEMAND_LABEL, rei_hours: 1.5 }, 'label.rei_hours', 'label.reiInvalid'],
      [{ ...DEMAND_LABEL, lots: ['  '] }, 'label.lots.0', 'label.lotRequired'],
      [
        {
          ...DEMAND_LABEL,
          state_registrations: [
            { state: 'NY', number: '1' },
            { state: 'NY', number: '2' },
          ],
        },
        'label.state_registrations',
        'label.stateTwice',
      ],
      [
        { ...DEMAND_LABEL, state_registrations: [{ state: 'ZZ', number: '1' }] },
        'label.state_registrations.0.state',
        'label.stateRequired',
      ],
    ];
    const name = `Refused ${++counter}`;
    for (const [label, field, code] of cases) {
      const res = await create(chemical({ name, label }));
      expect(res.statusCode, field).toBe(400);
      expect(
        res.json<{ fieldCodes: Record<string, { code: string }> }>().fieldCodes[field]?.code,
        field,
      ).toBe(code);
    }
    const found = await t.request(admin, { method: 'GET', url: `/api/chem-tree/search?search=${name}` });
    expect(found.json<{ matches: number[] }>().matches).toEqual([]);
  });

  it('lets only Admins change a label', async () => {
    expect((await create(chemical({ label: DEMAND_LABEL }), supervisor)).statusCode).toBe(403);
  });
});

describe('the report form’s product picker', () => {
  it('offers each product with its lots in stock, for the record’s lot', async () => {
    const created = await create({
      name: 'Lotted SC',
      is_category: false,
      label: { lots: ['L2291', 'L2304'] },
    });
    expect(created.statusCode, created.body).toBe(200);
    const technician = await t.loginAs(Role.Technician);
    const res = await t.request(technician, { method: 'GET', url: '/api/reports/chemicals' });
    expect(res.statusCode).toBe(200);
    const option = res
      .json<{ id: number; lots: string[] }[]>()
      .find((c) => c.id === created.json<{ id: number }>().id);
    expect(option).toMatchObject({ lots: ['L2291', 'L2304'] });
  });
});
