import 'fake-indexeddb/auto';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clear, createStore } from 'idb-keyval';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AnswersConflictResponse, ReportDetail } from '@shared/schemas/reports';
import { mockServer, renderWithApp } from '@web/test/render';
import { logicField as field } from '../logic-report.fixtures';
import type * as outbox from './outbox';
import { listEntries } from './outbox';
import { ReportForm } from './report-form';

/** An acknowledgement the test holds open (`ack.hold`), as a slow device's storage would. */
const ack = vi.hoisted(() => ({ hold: null as null | { started: () => void; released: Promise<void> } }));
vi.mock('./outbox', async (importOriginal) => {
  const actual = await importOriginal<typeof outbox>();
  return {
    ...actual,
    ackEntry: async (...args: Parameters<typeof actual.ackEntry>) => {
      const held = ack.hold;
      ack.hold = null;
      if (held) {
        held.started();
        await held.released;
      }
      return actual.ackEntry(...args);
    },
  };
});

/** Issue 32 item 4, decision 0069: a field edited here and elsewhere keeps both versions. */
afterEach(async () => {
  vi.unstubAllGlobals();
  await clear(createStore('fieldbook-outbox', 'answers'));
});

const report: ReportDetail = {
  id: 5,
  status_id: 1,
  status: { status: 'In Progress' },
  start_date: '2026-03-08T15:00:00.000Z',
  submitted_at: null,
  finished_at: null,
  updated_at: '2026-03-08T15:00:00.000Z',
  return_reason: null,
  job: {
    id: 1,
    name: 'Weekly service',
    category: 'Pest Control',
    location: { id: 1, name: 'Joe’s Diner', address: '1 Main St' },
  },
  template: { id: 1, name: 'Service Report', company_name: 'Greenleaf' },
  user: { id: 9, name: 'Marcus Johnson' },
  tasks: [
    {
      id: 1,
      task: 'Inspection',
      weight: 1,
      fields: [field(11, 'Gap under the rear door', 1, { answer: '2 mm' }), field(12, 'Stations checked', 3)],
    },
  ],
  files: [],
  chemicals: [],
  history: [],
  applications: [],
  application_settings: { state: 'NY', record_weather: false, rate_check_warn_only: false, applicators: [] },
  can: { edit: true, submit: true, finish: false, return: false, print: false, delete: false },
};

type Sent = { answers: { field_id: number; value: unknown; base?: unknown }[] };

/**
 * The server as PUT answers now is: the other phone saved "5 mm" at noon in New York (the day its clocks go
 * forward: 16:00 UTC is 12:00 PM, not 11:00 AM), so an
 * answer from the base "2 mm" is refused, one from "5 mm" saved.
 */
function server(held: unknown = '5 mm') {
  const puts: Sent[] = [];
  let submits = 0;
  mockServer({
    'GET /api/app-config': () => ({ body: { login_field: 'email', timezone: 'America/New_York' } }),
    'PUT /api/reports/5/answers': (_url, init) => {
      const body = JSON.parse(init.body as string) as Sent;
      puts.push(body);
      const [answer] = body.answers;
      if (answer!.base !== undefined && answer!.base !== held && answer!.value !== held) {
        return {
          status: 409,
          body: {
            code: 'report.answerConflict',
            message:
              'Some answers were changed elsewhere since this device last saw them: choose which version to keep.',
            conflicts: [
              {
                field_id: 11,
                value: held,
                changed_by: { id: 9, name: 'Marcus Johnson' },
                changed_at: '2026-03-08T16:00:00.000Z',
              },
            ],
            saved: { answers: [{ field_id: 11, value: held }], updated_at: '2026-03-08T15:00:00.000Z' },
          } satisfies AnswersConflictResponse,
        };
      }
      held = answer!.value;
      return { body: { answers: [{ field_id: 11, value: held }], updated_at: '2026-03-08T16:05:00.000Z' } };
    },
    'POST /api/reports/5/submit': () => {
      submits += 1;
      return { body: {} };
    },
  });
  return { puts, submits: () => submits };
}

const box = () => screen.getByRole('textbox', { name: /Gap under the rear door/ });

async function typeOverTheOtherPhone() {
  // One change, "2 mm" to "9 mm" (pasted over the selected text): typed key by key, a slow machine
  // could save a half-typed value first, and that one would meet the conflict.
  await userEvent.tripleClick(box());
  await userEvent.paste('9 mm');
  return screen.findByRole(
    'group',
    { name: 'Gap under the rear door: changed elsewhere too' },
    { timeout: 3000 },
  );
}

describe('A field changed on the server and on this device', () => {
  it('shows both versions, keeps them on the device across a remount, refuses Submit, and saves mine when kept', async () => {
    const { puts, submits } = server();
    const first = renderWithApp(<ReportForm report={report} />);
    const choice = await typeOverTheOtherPhone();
    expect(puts.at(-1)).toEqual({ answers: [{ field_id: 11, value: '9 mm', base: '2 mm' }] });
    expect(choice).toHaveTextContent('Yours9 mm');
    expect(choice).toHaveTextContent('On the serverChanged by Marcus Johnson 03/08/2026 12:00 PM5 mm');
    expect(screen.getByText(/1 answer changed elsewhere too/)).toBeInTheDocument();
    expect(screen.queryByText(/All changes saved/)).not.toBeInTheDocument();
    expect((await listEntries(5)).map((e) => [e.value, e.conflict?.value])).toEqual([['9 mm', '5 mm']]);

    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByText('Choose which version to keep first: Gap under the rear door.'),
    ).toBeInTheDocument();
    expect(submits()).toBe(0);

    // A reload: the conflict comes back from the device, and nothing is sent until one is chosen.
    first.unmount();
    const sent = puts.length;
    renderWithApp(<ReportForm report={report} />);
    await screen.findByRole('group', { name: 'Gap under the rear door: changed elsewhere too' });
    expect(box()).toHaveValue('9 mm');
    expect(puts).toHaveLength(sent);

    // From the keyboard: the choice's first button is one Tab past the field.
    box().focus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Keep mine' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(puts.at(-1)).toEqual({ answers: [{ field_id: 11, value: '9 mm', base: '5 mm' }] }),
    );
    expect(await screen.findByText(/All changes saved/)).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: /changed elsewhere too/ })).not.toBeInTheDocument();
    expect(await listEntries(5)).toEqual([]);
  });

  it('drops mine and shows the server’s when that one is kept', async () => {
    const { puts } = server();
    renderWithApp(<ReportForm report={report} />);
    await typeOverTheOtherPhone();
    const sent = puts.length;
    await userEvent.click(screen.getByRole('button', { name: 'Keep the server’s' }));
    expect(box()).toHaveValue('5 mm');
    expect(await screen.findByText(/All changes saved/)).toBeInTheDocument();
    await waitFor(async () => expect(await listEntries(5)).toEqual([]));
    expect(puts).toHaveLength(sent);
    // The next edit starts from the server's version, so it saves.
    await userEvent.type(box(), ' wide');
    await waitFor(() =>
      expect(puts.at(-1)).toEqual({ answers: [{ field_id: 11, value: '5 mm wide', base: '5 mm' }] }),
    );
  });

  it('an edit typed while the device notes a save starts from that save: never a conflict with itself', async () => {
    // Nobody else edits: the server holds the report's "2 mm" until this device saves.
    const { puts } = server('2 mm');
    let release = () => undefined as void;
    const noting = new Promise<void>((started) => {
      ack.hold = { started, released: new Promise<void>((r) => (release = r)) };
    });
    renderWithApp(<ReportForm report={report} />);
    await userEvent.type(box(), ' wide');
    await noting;
    expect(puts).toEqual([{ answers: [{ field_id: 11, value: '2 mm wide', base: '2 mm' }] }]);
    // Typed while the outbox still holds the saved "2 mm wide".
    await userEvent.type(box(), ', deep');
    release();
    await waitFor(() => expect(puts).toHaveLength(2), { timeout: 3000 });
    expect(puts[1]).toEqual({ answers: [{ field_id: 11, value: '2 mm wide, deep', base: '2 mm wide' }] });
    expect(await screen.findByText(/All changes saved/)).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: /changed elsewhere too/ })).not.toBeInTheDocument();
    await waitFor(async () => expect(await listEntries(5)).toEqual([]));
  });
});
