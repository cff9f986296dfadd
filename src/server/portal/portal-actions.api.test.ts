import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { Role } from '@shared/constants';
import type { ActionDetail } from '@shared/schemas/corrective-actions';
import type { PortalAction, PortalActions } from '@shared/schemas/portal-actions';
import { auditLog } from '../db/schema/audit';
import { correctiveActions } from '../db/schema/corrective-actions';
import { photoPng } from '../reports/test-images';
import { databaseDigest } from '../test/database-digest';
import { createTestApp, type Session } from '../test/test-app';
import { customerAction, customerSite, portalSignIn, uploadUpdatePhoto } from './portal.fixtures';

const NOW = new Date('2026-11-30T15:00:00Z');
const DAY = 86_400_000;
const t = await createTestApp({}, { clock: () => NOW });
afterAll(() => t.close());

const admin = await t.loginAs(Role.Admin);
const manager = 'manager@bay-diner.example';
const site = await customerSite(t, { email: manager, visitDate: '2026-12-04' });
const other = 'owner@hill-bakery.example';
const otherSite = await customerSite(t, { email: other, visitDate: '2026-12-05' });
const managerSession = await portalSignIn(t, manager, '192.0.2.21');
const otherSession = await portalSignIn(t, other, '192.0.2.22');

const call = (session: Session | null, method: string, url: string, payload?: unknown) =>
  t.request(session, { method, url, payload });
const list = async (session: Session, locationId: number) => {
  const res = await call(session, 'GET', `/api/portal/locations/${locationId}/actions`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<PortalActions>().actions;
};
const say = (session: Session, id: number, payload: unknown) =>
  call(session, 'POST', `/api/portal/actions/${id}/updates`, payload);
const newAction = (over: Parameters<typeof customerAction>[1] | object = {}) =>
  customerAction(t, { locationId: site.locationId, createdBy: admin.userId, ...over });

describe("the customer's actions in the portal", () => {
  it('the office marks an action as the customer’s on its page; the contact sees it', async () => {
    const id = await newAction({ customerAssigned: false, title: 'Seal the loading-dock door' });
    expect((await list(managerSession, site.locationId)).map((a) => a.id)).not.toContain(id);
    const marked = await call(admin, 'PATCH', `/api/corrective-actions/${id}`, { customer_assigned: true });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json<ActionDetail>()).toMatchObject({ customer_assigned: true, customer_updates: [] });
    const seen = (await list(managerSession, site.locationId)).find((a) => a.id === id);
    expect(seen).toMatchObject({ title: 'Seal the loading-dock door', status: 'open', updates: [] });
  });

  it('open ones and those closed in the last 90 days, newest first', async () => {
    const recent = await newAction({ status: 'done', closedAt: new Date(NOW.getTime() - 10 * DAY) });
    const old = await newAction({ status: 'verified', closedAt: new Date(NOW.getTime() - 91 * DAY) });
    const deleted = await newAction({ deletedAt: NOW });
    const ids = (await list(managerSession, site.locationId)).map((a) => a.id);
    expect(ids).toContain(recent);
    expect(ids).not.toContain(old);
    expect(ids).not.toContain(deleted);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it('acknowledged, with a note: the office sees it, and the audit log names the contact', async () => {
    const id = await newAction();
    const res = await say(managerSession, id, { kind: 'acknowledged', note: 'We will fix the door.' });
    expect(res.statusCode, res.body).toBe(200);
    const action = res.json<PortalAction>();
    expect(action.customer_status).toBe('acknowledged');
    expect(action.updates).toEqual([
      expect.objectContaining({ kind: 'acknowledged', note: 'We will fix the door.', email: manager }),
    ]);
    const office = (await call(admin, 'GET', `/api/corrective-actions/${id}`)).json<ActionDetail>();
    expect(office.customer_status).toBe('acknowledged');
    expect(office.customer_updates).toEqual([
      expect.objectContaining({ kind: 'acknowledged', email: manager }),
    ]);
    const updateId = action.updates[0]!.id;
    const [written] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'corrective_action_updates'), eq(auditLog.entityId, String(updateId))));
    expect(written).toMatchObject({ action: 'insert', userId: null, actorEmail: manager });
    const [changed] = await t.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'corrective_actions'),
          eq(auditLog.entityId, String(id)),
          eq(auditLog.action, 'update'),
        ),
      );
    expect(changed).toMatchObject({ userId: null, actorEmail: manager });
    expect(changed!.after).toMatchObject({ customer_status: 'acknowledged' });
    // The office's Activity shows the contact as the one who did it.
    const activity = await call(admin, 'GET', '/api/activity?entity=corrective_action_updates');
    expect(activity.statusCode, activity.body).toBe(200);
    expect(activity.json().entries).toContainEqual(
      expect.objectContaining({ entity_id: String(updateId), actor: null, customer_email: manager }),
    );
    // An office change right after names the office user, not the contact.
    await call(admin, 'PATCH', `/api/corrective-actions/${id}`, { priority: 'high' });
    const [byOffice] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'corrective_actions'), eq(auditLog.entityId, String(id))))
      .orderBy(auditLog.id)
      .offset(2);
    expect(byOffice).toMatchObject({ userId: admin.userId, actorEmail: null });
  });

  it('a comment needs a note (400); a verified action takes no more (409)', async () => {
    const id = await newAction();
    const empty = await say(managerSession, id, { kind: 'comment', note: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ fieldCodes: { note: { code: 'portal.noteRequired' } } });
    const ok = await say(managerSession, id, { kind: 'comment', note: 'The bins are new.' });
    expect(ok.json<PortalAction>()).toMatchObject({ customer_status: null });
    await t.db.update(correctiveActions).set({ status: 'verified' }).where(eq(correctiveActions.id, id));
    const closed = await say(managerSession, id, { kind: 'fixed' });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().code).toBe('portal.actionClosed');
  });

  it('fixed with a photo: the bytes come back to the contact and to the office', async () => {
    const id = await newAction();
    const fixed = (
      await say(managerSession, id, { kind: 'fixed', note: 'New door sweep.' })
    ).json<PortalAction>();
    expect(fixed.customer_status).toBe('fixed');
    const updateId = fixed.updates[0]!.id;
    const png = photoPng(40, 30);
    const up = await uploadUpdatePhoto(t, managerSession, updateId, png);
    expect(up.statusCode, up.body).toBe(200);
    expect(up.json<PortalAction>().updates[0]).toMatchObject({ id: updateId, has_photo: true });
    const mine = await call(managerSession, 'GET', `/api/portal/action-updates/${updateId}/photo`);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(mine.rawPayload, png)).toBe(0);
    const office = await call(admin, 'GET', `/api/corrective-action-updates/${updateId}/photo`);
    expect(office.statusCode).toBe(200);
    expect(Buffer.compare(office.rawPayload, png)).toBe(0);
    const [audited] = await t.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'corrective_action_updates'),
          eq(auditLog.entityId, String(updateId)),
          eq(auditLog.action, 'update'),
        ),
      );
    expect(audited).toMatchObject({ actorEmail: manager });
  });
});

describe('another customer never reads or changes them (404) and nothing changes', () => {
  it('the list, an update, a photo', async () => {
    const id = await newAction();
    const said = (await say(managerSession, id, { kind: 'acknowledged' })).json<PortalAction>();
    const updateId = said.updates[0]!.id;
    await uploadUpdatePhoto(t, managerSession, updateId, photoPng(20, 20));
    const before = await databaseDigest(t.db);
    const tries = [
      () => call(otherSession, 'GET', `/api/portal/locations/${site.locationId}/actions`),
      () => say(otherSession, id, { kind: 'fixed', note: 'Not mine' }),
      () => call(otherSession, 'GET', `/api/portal/action-updates/${updateId}/photo`),
      () => uploadUpdatePhoto(t, otherSession, updateId, photoPng(20, 20)),
    ];
    for (const attempt of tries) {
      const res = await attempt();
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().code).toBe('portal.notFound');
    }
    expect(await databaseDigest(t.db)).toBe(before);
    expect(await list(otherSession, otherSite.locationId)).toEqual([]);
  });

  it('an action not given to the customer is not theirs either', async () => {
    const id = await newAction({ customerAssigned: false });
    expect((await say(managerSession, id, { kind: 'acknowledged' })).statusCode).toBe(404);
  });
});

describe('the portal CSRF token on these changes', () => {
  it('refuses a change without it (403) and changes nothing', async () => {
    const id = await newAction();
    const said = (await say(managerSession, id, { kind: 'comment', note: 'Hi' })).json<PortalAction>();
    const before = await databaseDigest(t.db);
    const forged = { cookie: managerSession.cookie, 'x-csrf-token': 'forged' };
    for (const url of [
      `/api/portal/actions/${id}/updates`,
      `/api/portal/action-updates/${said.updates[0]!.id}/photo`,
    ]) {
      const res = await t.app.inject({ method: 'POST', url, headers: forged, payload: { kind: 'fixed' } });
      expect(res.statusCode, url).toBe(403);
      expect(res.json().code).toBe('auth.csrf');
    }
    expect(await databaseDigest(t.db)).toBe(before);
  });
});
