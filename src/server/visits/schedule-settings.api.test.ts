import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role, Status } from '@shared/constants';
import type { CompanySettings } from '@shared/schemas/company';
import type { UserDetail } from '@shared/schemas/users';
import type { ScheduleResponse } from '@shared/schemas/visits';
import { createTestApp, type Session, type TestApp } from '../test/test-app';

/**
 * Issue 33 item 1 (decision 0059): the two settings the week board and the day view read, a
 * technician's hours of a working day and the company's working hours; only Admins change them,
 * and the schedule answers both.
 */
let t: TestApp;
let admin: Session;
let supervisor: Session;
let technician: Session;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAs(Role.Admin);
  supervisor = await t.loginAs(Role.Supervisor);
  technician = await t.loginAs(Role.Technician);
});
afterAll(() => t.close());

const call = (session: Session, method: string, url: string, payload?: unknown) =>
  t.request(session, { method, url, payload });

const schedule = async (session: Session) => {
  const res = await call(session, 'GET', '/api/schedule?from=2026-11-23&to=2026-11-29');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ScheduleResponse>();
};

async function userBody(id: number) {
  const user = (await call(admin, 'GET', `/api/users/${id}`)).json<UserDetail>();
  return {
    name: user.name,
    email: user.email,
    username: user.username,
    type_id: user.type_id,
    status_id: user.status_id,
  };
}

describe("a technician's hours of a working day", () => {
  it('are 8 for a new user, set by an Admin on create and edit, kept when a save leaves them out', async () => {
    const made = await call(admin, 'POST', '/api/users', {
      name: 'Capacity Carla',
      email: 'carla.capacity@example.com',
      username: 'carla.capacity',
      type_id: Role.Technician,
      status_id: Status.Active,
      password: 'Long enough 1',
      daily_capacity_hours: 6.5,
    });
    expect(made.statusCode, made.body).toBe(200);
    const carla = made.json<UserDetail>();
    expect(carla.daily_capacity_hours).toBe(6.5);

    const plain = await t.createUser({ name: 'Default Dan', typeId: Role.Technician });
    expect((await call(admin, 'GET', `/api/users/${plain}`)).json<UserDetail>().daily_capacity_hours).toBe(8);

    const edited = await call(admin, 'PUT', `/api/users/${carla.id}`, {
      ...(await userBody(carla.id)),
      daily_capacity_hours: 4.25,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<UserDetail>().daily_capacity_hours).toBe(4.25);
    // A client that does not know the field (the spec's) leaves it as it was.
    const renamed = await call(admin, 'PUT', `/api/users/${carla.id}`, {
      ...(await userBody(carla.id)),
      name: 'Carla Capacity',
    });
    expect(renamed.json<UserDetail>()).toMatchObject({ name: 'Carla Capacity', daily_capacity_hours: 4.25 });

    // The schedule weighs the lane against it; the users list keeps the spec's row.
    const lanes = (await schedule(supervisor)).technicians;
    expect(lanes.find((p) => p.id === carla.id)).toEqual({
      id: carla.id,
      name: 'Carla Capacity',
      daily_capacity_hours: 4.25,
    });
    expect(lanes.find((p) => p.id === plain)?.daily_capacity_hours).toBe(8);
    const list = await call(admin, 'GET', '/api/users?filter=Carla');
    expect(list.json<Record<string, unknown>[]>()[0]).not.toHaveProperty('daily_capacity_hours');
  });

  it('refuses hours outside 0–24 or off the quarter hour with 400 naming the field, and writes nothing', async () => {
    const id = await t.createUser({ name: 'Refused Rita', typeId: Role.Technician });
    const body = await userBody(id);
    for (const hours of [-1, 24.25, 7.2, '8', null]) {
      const res = await call(admin, 'PUT', `/api/users/${id}`, { ...body, daily_capacity_hours: hours });
      expect(res.statusCode, `${String(hours)}: ${res.body}`).toBe(400);
      expect(res.json<{ errors: Record<string, unknown> }>().errors).toHaveProperty('daily_capacity_hours');
    }
    expect((await call(admin, 'GET', `/api/users/${id}`)).json<UserDetail>().daily_capacity_hours).toBe(8);
    for (const hours of [0, 24, 7.75]) {
      const res = await call(admin, 'PUT', `/api/users/${id}`, { ...body, daily_capacity_hours: hours });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<UserDetail>().daily_capacity_hours).toBe(hours);
    }
  });

  it('are changed by Admins only', async () => {
    const id = await t.createUser({ name: 'Guarded Gus', typeId: Role.Technician });
    const body = { ...(await userBody(id)), daily_capacity_hours: 2 };
    for (const session of [supervisor, technician]) {
      expect((await call(session, 'PUT', `/api/users/${id}`, body)).statusCode).toBe(403);
    }
    expect((await call(admin, 'GET', `/api/users/${id}`)).json<UserDetail>().daily_capacity_hours).toBe(8);
  });
});

describe("the company's working hours", () => {
  const company = async () => (await call(admin, 'GET', '/api/company')).json<CompanySettings>();
  const base = async () => {
    const c = await company();
    return { business_name: c.business_name, address: c.address, phone: c.phone, licences: c.licences };
  };

  it('are 07:00–18:00 at first, saved by an Admin, kept when a save leaves them out, and on the schedule', async () => {
    expect(await company()).toMatchObject({ work_day_start: '07:00', work_day_end: '18:00' });
    expect((await schedule(supervisor)).work_day).toEqual({ start: '07:00', end: '18:00' });

    const saved = await call(admin, 'PUT', '/api/company', {
      ...(await base()),
      work_day_start: '06:30',
      work_day_end: '15:00',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<CompanySettings>()).toMatchObject({ work_day_start: '06:30', work_day_end: '15:00' });
    const kept = await call(admin, 'PUT', '/api/company', { ...(await base()), phone: '555-0100' });
    expect(kept.json<CompanySettings>()).toMatchObject({ work_day_start: '06:30', work_day_end: '15:00' });
    expect((await schedule(admin)).work_day).toEqual({ start: '06:30', end: '15:00' });
  });

  it('refuses a bad time, an end not after the start or one without the other with 400, and writes nothing', async () => {
    const before = await company();
    const bad = [
      { work_day_start: '7:00', work_day_end: '18:00' },
      { work_day_start: '07:00', work_day_end: '24:00' },
      { work_day_start: '18:00', work_day_end: '07:00' },
      { work_day_start: '09:00', work_day_end: '09:00' },
      { work_day_start: '09:00' },
      { work_day_start: 9, work_day_end: 17 },
    ];
    for (const hours of bad) {
      const res = await call(admin, 'PUT', '/api/company', { ...(await base()), ...hours });
      expect(res.statusCode, `${JSON.stringify(hours)}: ${res.body}`).toBe(400);
    }
    const after = await company();
    expect(after).toMatchObject({ work_day_start: before.work_day_start, work_day_end: before.work_day_end });
  });

  it('are changed by Admins only', async () => {
    const body = { ...(await base()), work_day_start: '05:00', work_day_end: '06:00' };
    for (const session of [supervisor, technician]) {
      expect((await call(session, 'PUT', '/api/company', body)).statusCode).toBe(403);
    }
    expect((await company()).work_day_start).not.toBe('05:00');
  });
});
