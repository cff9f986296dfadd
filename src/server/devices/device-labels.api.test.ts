import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@shared/constants';
import { devices } from '../db/schema/devices';
import { users } from '../db/schema/users';
import { pdfText } from '../pdf/pdf-text';
import { createTestApp, type Session, type TestApp } from '../test/test-app';
import { LABEL_SHEET, labelsFileName } from './device-labels';
import { insertDevices, insertLocation, typeId } from './devices.fixtures';
import { pdfPagePng } from './pdf-page-image';
import { decodeQrCodes } from './qr-decode';
import { deviceQrText, type DeviceRow } from '@shared/schemas/devices';

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

const labels = (session: Session, locationId: number, query = '') =>
  t.request(session, { method: 'GET', url: `/api/locations/${locationId}/device-labels.pdf${query}` });

describe('the device label sheet', () => {
  it('prints each device in place with its number, type, zone and location, by number', async () => {
    const locationId = await insertLocation(t.db, 'Harbor Bakery');
    const ids = await insertDevices(t.db, locationId, [10, 9, 8, 7, 6, 5, 4, 3, 2, 1], { zone: 'Exterior' });
    await insertDevices(t.db, locationId, [11], { typeId: await typeId(t.db, 'Snap trap'), zone: 'Kitchen' });
    // A removed device gets no label unless asked for by id.
    await t.db.update(devices).set({ active: false, removedOn: '2026-01-05' }).where(eq(devices.id, ids[0]!));
    const res = await labels(supervisor, locationId);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="device-labels-Harbor Bakery.pdf"');
    const { pages } = await pdfText(res.rawPayload);
    expect(pages).toHaveLength(1);
    const numbers = [...pages[0]!.matchAll(/#(\d+)/g)].map((m) => Number(m[1]));
    expect(numbers).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 11]);
    expect(pages[0]!.match(/Bait station/g)).toHaveLength(9);
    expect(pages[0]).toContain('Snap trap');
    expect(pages[0]).toContain('Kitchen');
    expect(pages[0]!.match(/Harbor Bakery/g)).toHaveLength(10);

    // Printed at 144 dpi, every label's QR code reads back as its device's text.
    const listed = await t.request(admin, {
      method: 'GET',
      url: `/api/locations/${locationId}/devices?active=active`,
    });
    const expected = listed.json<{ devices: DeviceRow[] }>().devices.map((d) => deviceQrText(d.code));
    const decoded = await decodeQrCodes(await pdfPagePng(res.rawPayload, 1, 2), 30);
    expect(decoded.map((d) => d.text).sort()).toEqual(expected.sort());

    // The document's title in the user's language (English here), or the one asked for.
    expect((await pdfText(res.rawPayload)).info.Title).toBe('Device labels – Harbor Bakery');
    const arabic = await labels(supervisor, locationId, '?lang=ar');
    expect((await pdfText(arabic.rawPayload)).info.Title).toBe('ملصقات الأجهزة – \u2068Harbor Bakery\u2069');
    await t.db.update(users).set({ language: 'fa' }).where(eq(users.id, supervisor.userId));
    const persian = await labels(supervisor, locationId);
    await t.db.update(users).set({ language: null }).where(eq(users.id, supervisor.userId));
    expect((await pdfText(persian.rawPayload)).info.Title).toBe(
      'برچسب‌های دستگاه – \u2068Harbor Bakery\u2069',
    );
    expect((await labels(supervisor, locationId, '?lang=xx')).statusCode).toBe(400);

    const chosen = await labels(admin, locationId, `?ids=${ids[0]},${ids[9]}`);
    const text = (await pdfText(chosen.rawPayload)).pages[0]!;
    expect([...text.matchAll(/#(\d+)/g)].map((m) => Number(m[1]))).toEqual([1, 10]);
  });

  it('starts a new page after 30 labels, and names Arabic and Persian places', async () => {
    const locationId = await insertLocation(t.db, 'مخبز الميناء');
    await insertDevices(
      t.db,
      locationId,
      Array.from({ length: 31 }, (_, i) => i + 1),
      { zone: 'انبار' },
    );
    const res = await labels(admin, locationId);
    const { pages } = await pdfText(res.rawPayload);
    expect(pages).toHaveLength(2);
    expect(pages[1]).toContain('#31');
    expect(pages[0]).toContain('مخبز الميناء');
    expect(pages[0]).toContain('انبار');
    expect(LABEL_SHEET.columns * LABEL_SHEET.rows).toBe(30);
  });

  it('refuses a sheet without devices, an unknown location and Technicians', async () => {
    const empty = await insertLocation(t.db);
    const none = await labels(admin, empty);
    expect(none.statusCode).toBe(409);
    expect(none.json()).toMatchObject({ code: 'device.labelsNone' });
    // Ids of another location's devices print nothing here.
    const [other] = await insertDevices(t.db, await insertLocation(t.db), [1]);
    expect((await labels(admin, empty, `?ids=${other}`)).statusCode).toBe(409);
    expect((await labels(admin, empty, '?ids=1,x')).statusCode).toBe(400);
    expect((await labels(admin, 99999)).statusCode).toBe(404);
    expect((await labels(technician, empty)).statusCode).toBe(403);
  });

  it('names the file by the location, safely', () => {
    expect(labelsFileName('A/B: "Main" St.')).toBe('device-labels-A B Main St.pdf');
    expect(labelsFileName('***')).toBe('device-labels.pdf');
  });
});
