import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@shared/constants';
import { MAIL_KINDS } from '@shared/mail-kinds';
import { MAIL_SORTS, MAIL_STATUSES, type MailListResponse } from '@shared/schemas/mail';
import { mailMessages } from '../db/schema/mail';
import { expectEverySort, expectUnknownSortRefused } from '../test/sort-checks';
import { createTestApp, type Session, type TestApp } from '../test/test-app';

type Row = MailListResponse['mails'][number];

let t: TestApp;
let admin: Session;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAs(Role.Admin);
  const words = ['delta', 'Alpha', 'charlie', 'Bravo', 'echo', 'Foxtrot', 'golf'];
  await t.db.insert(mailMessages).values(
    Array.from({ length: 33 }, (_, i) => ({
      kind: MAIL_KINDS[i % 3]!,
      recipients: [`${words[i % 7]}@customer.example`],
      subject: words[(i * 3) % 7]!,
      textBody: 'Hello',
      status: MAIL_STATUSES[(i * 2) % 5]!,
      attempts: (i * 5) % 4,
      messageId: `<m${i}@fieldbook.example>`,
      // Some on one instant, so the id breaks the tie.
      createdAt: new Date(Date.UTC(2026, 10, 1 + (i % 9), 8, i % 3)),
    })),
  );
});
afterAll(() => t.close());

async function page(query: string) {
  const res = await t.request(admin, { method: 'GET', url: `/api/mail?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json<MailListResponse>();
  return { rows: body.mails, total: body.total };
}

describe('GET /api/mail?sort=', () => {
  it('sorts by each column both ways, text without case, page after page', async () => {
    await expectEverySort<Row>({
      page,
      id: (m) => m.id,
      columns: {
        created: (m) => new Date(m.created_at).toISOString(),
        to: (m) => m.recipients.join(', '),
        subject: (m) => m.subject,
        kind: (m) => m.kind,
        status: (m) => MAIL_STATUSES.indexOf(m.status),
        attempts: (m) => m.attempts,
      },
    });
  });

  it('sorts within a filter', async () => {
    const { rows } = await page('kind=test&sort=subject');
    expect(rows.length).toBeGreaterThan(1);
    expect(rows.every((m) => m.kind === 'test')).toBe(true);
    const subjects = rows.map((m) => m.subject.toLowerCase());
    expect(subjects).toEqual([...subjects].sort());
  });

  it('refuses a column it does not sort by, naming those it does', async () => {
    const res = await t.request(admin, { method: 'GET', url: '/api/mail?sort=last_error' });
    expectUnknownSortRefused(res, [...MAIL_SORTS]);
  });
});
