import { DirectionProvider } from '@mantine/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withoutIsolates } from '@shared/languages';
import type { ScheduleVisit } from '@shared/schemas/visits';
import i18n from '@web/lib/i18n';
import { mockServer, renderWithApp } from '@web/test/render';
import { ADMIN_USER } from '@web/test/users';
import { LENA, OMAR, scheduleAnswer, TESS, visitRow } from './schedule.fixtures';
import { ScheduleScreen } from './schedule-screen';

afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await i18n.changeLanguage('en');
});

const TECHS = [TESS, OMAR, LENA];

function server(
  visits: ScheduleVisit[],
  patch?: (id: number, body: Record<string, unknown>) => { status?: number; body: unknown },
) {
  let current = visits;
  return mockServer({
    'GET /api/app-config': () => ({ body: { login_field: 'email', timezone: 'America/New_York' } }),
    'GET /api/get-auth-user': () => ({ body: ADMIN_USER }),
    'GET /api/schedule': (url: URL) => ({ body: scheduleAnswer(url, TECHS, current) }),
    // The dialog's people, found by the server.
    'GET /api/reports/technicians': (url: URL) => {
      const search = (url.searchParams.get('search') ?? '').toLowerCase();
      const users = TECHS.filter((p) => p.name.toLowerCase().includes(search)).map(({ id, name }) => ({
        id,
        name,
      }));
      return { body: { users, users_more: false } };
    },
    // The board's dialog reads the whole visit.
    ...Object.fromEntries(
      visits.map((v) => [
        `GET /api/visits/${v.id}`,
        () => ({ body: { visit: current.find((c) => c.id === v.id) } }),
      ]),
    ),
    ...Object.fromEntries(
      visits.map((v) => [
        `PATCH /api/visits/${v.id}`,
        (_url: URL, init: RequestInit) => {
          const body = JSON.parse(init.body as string) as Record<string, unknown>;
          if (patch) return patch(v.id, body);
          const before = current.find((c) => c.id === v.id);
          const ids = body.technician_ids as number[] | undefined;
          const saved = {
            ...before,
            ...body,
            ...(ids ? { technicians: TECHS.filter((t) => ids.includes(t.id)) } : {}),
          } as ScheduleVisit;
          current = current.map((c) => (c.id === v.id ? saved : c));
          return { body: { visit: saved } };
        },
      ]),
    ),
  });
}

const patches = (calls: ReturnType<typeof server>['calls']) =>
  calls.filter((c) => c.method === 'PATCH').map((c) => [c.url.pathname, c.body]);

/** The board's row of a technician (or "Unassigned"), once the schedule has loaded. */
const rowOf = (name: string) =>
  screen.getAllByRole('row').find((r) => within(r).queryByRole('rowheader', { name: new RegExp(name) }))!;
async function row(name: string) {
  await waitFor(() => expect(rowOf(name)).toBeDefined());
  return rowOf(name);
}
const cellOf = (name: string, date: string) =>
  rowOf(name).querySelector<HTMLElement>(`[role="gridcell"][data-date="${date}"]`)!;
const cardIn = (name: string, date: string, job: string) =>
  within(cellOf(name, date)).getByRole('button', { name: new RegExp(`^${job} ·`) });

const DAYS = [
  '2026-11-23',
  '2026-11-24',
  '2026-11-25',
  '2026-11-26',
  '2026-11-27',
  '2026-11-28',
  '2026-11-29',
];

/**
 * The test DOM has no layout: each cell is given a 100 px square, row by row and day by day, and
 * each card the top of its cell, so a drag lands where a person would drop it.
 */
function layOut() {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const cell = this.closest<HTMLElement>('[role="gridcell"]');
    const row = this.closest<HTMLElement>('[role="row"]');
    if (!cell || !row) return new DOMRect(0, 0, 0, 0);
    const x = 200 + DAYS.indexOf(cell.dataset.date!) * 100;
    const y = 100 + Number(row.dataset.index) * 100;
    return this === cell ? new DOMRect(x, y, 100, 100) : new DOMRect(x + 5, y + 20, 90, 30);
  });
}

/**
 * The board's drag and drop comes after the first screen (board-dnd.tsx, decision 0067): a drag
 * waits for it, as a person does for that first moment.
 */
async function dndIn() {
  await waitFor(() => expect(screen.getByTestId('week-board')).toHaveAttribute('data-dnd'), {
    timeout: 5000,
  });
}

/** A pointer drag from a card to a cell, in steps past the board's 6 px before a drag starts. */
function pointerDrag(card: HTMLElement, target: HTMLElement) {
  const from = card.getBoundingClientRect();
  const to = target.getBoundingClientRect();
  const at = (x: number, y: number) => ({ clientX: x, clientY: y, isPrimary: true, button: 0, pointerId: 1 });
  fireEvent.pointerDown(card, at(from.x + 10, from.y + 10));
  fireEvent.pointerMove(document, at(from.x + 25, from.y + 25));
  fireEvent.pointerMove(document, at(to.x + 50, to.y + 70));
  fireEvent.pointerUp(document, at(to.x + 50, to.y + 70));
}

const render = (
  url = '/schedule?view=week&date=2026-11-25',
  ui = <ScheduleScreen today="2026-11-24" now={() => new Date('2026-11-24T15:00:00Z')} />,
) => renderWithApp(ui, { url });

describe('ScheduleScreen', { timeout: 30_000 }, () => {
  it('reads the week of the URL and draws a row per technician under Unassigned, each visit a card in its cells', async () => {
    const { calls } = server([
      visitRow(1, { technicians: [TESS, OMAR] }),
      visitRow(2, { status: 'done', technicians: [OMAR] }),
      visitRow(3, { technicians: [], date: '2026-11-26' }),
    ]);
    render();
    await row('Tess Tech');
    const scheduleCall = calls.find((c) => c.url.pathname === '/api/schedule')!;
    // The board's first page of lanes (decision 0066).
    expect(Object.fromEntries(scheduleCall.url.searchParams)).toEqual({
      from: '2026-11-23',
      to: '2026-11-29',
      lane_page: '1',
    });
    const board = screen.getByRole('grid', { name: 'Week board' });
    expect(
      within(board)
        .getAllByRole('rowheader')
        .map((h) => h.firstChild?.textContent),
    ).toEqual(['Unassigned', 'Tess Tech', 'Omar Field', 'Lena Route']);
    // Seven days, Monday first, each with its date.
    const days = within(board).getAllByRole('columnheader').slice(1);
    expect(days.map((d) => d.querySelector('time')?.getAttribute('datetime'))).toEqual(DAYS);
    expect(days[0]).toHaveTextContent('Mon, Nov 23');
    expect(days[1]).toHaveAttribute('data-today');
    // A visit of two shows in both rows; its card reads the window and the customer.
    const card = cardIn('Tess Tech', '2026-11-25', 'Job 1');
    expect(card).toHaveAccessibleName('Job 1 · Location 1, 08:00–10:00, Scheduled');
    expect(card).toHaveTextContent('08:00–10:00');
    // The customer's name on the card opens the location's page (issue 33 item 4).
    const face = (button: HTMLElement) => button.closest<HTMLElement>('[data-visit-id]')!;
    expect(within(face(card)).getByRole('link', { name: 'Location 1' })).toHaveAttribute(
      'href',
      '/locations/201',
    );
    expect(cardIn('Omar Field', '2026-11-25', 'Job 1')).toBeInTheDocument();
    const done = cardIn('Omar Field', '2026-11-25', 'Job 2');
    expect(done).toHaveTextContent('Done');
    expect(face(done)).not.toHaveAttribute('data-movable');
    expect(face(card)).toHaveAttribute('data-movable');
    expect(cardIn('Unassigned', '2026-11-26', 'Job 3')).toBeInTheDocument();
    expect(within(cellOf('Lena Route', '2026-11-25')).queryAllByRole('button')).toEqual([]);
    // The week has its own Unassigned row: no side list.
    expect(screen.queryByRole('region', { name: /^Unassigned/ })).not.toBeInTheDocument();
  });

  it('shows each cell’s load against the person’s hours, visits without times as an hour, marked when over', async () => {
    mockServer({
      'GET /api/app-config': () => ({ body: { login_field: 'email', timezone: 'America/New_York' } }),
      'GET /api/get-auth-user': () => ({ body: ADMIN_USER }),
      'GET /api/schedule': (url: URL) => ({
        body: scheduleAnswer(
          url,
          [{ ...TESS, daily_capacity_hours: 3.5 }, OMAR, LENA],
          [
            visitRow(1, { start_time: '08:00', end_time: '10:30' }),
            visitRow(2, { start_time: null, end_time: null }),
            visitRow(3, { status: 'skipped', skip_reason: 'Closed', start_time: '13:00', end_time: '17:00' }),
            visitRow(4, { technicians: [OMAR], start_time: '09:00', end_time: null }),
            visitRow(5, { technicians: [], date: '2026-11-24', start_time: '10:00', end_time: '11:15' }),
          ],
        ),
      }),
    });
    render();
    await row('Tess Tech');
    const load = (name: string, date: string) => within(cellOf(name, date)).getByTestId('cell-load');
    expect(load('Tess Tech', '2026-11-25')).toHaveTextContent('2 visits · 3.5 / 3.5 h');
    expect(load('Tess Tech', '2026-11-25')).not.toHaveAttribute('data-over');
    expect(load('Omar Field', '2026-11-25')).toHaveTextContent('1 visit · 1 / 8 h');
    expect(load('Lena Route', '2026-11-25')).toHaveTextContent('0 visits · 0 / 8 h');
    expect(load('Unassigned', '2026-11-24')).toHaveTextContent(/^1 visit · 1\.25 h$/);
    expect(within(rowOf('Tess Tech')).getByRole('rowheader')).toHaveTextContent('3.5 h a day');
    expect(within(cellOf('Unassigned', '2026-11-25')).queryByTestId('cell-load')).not.toBeInTheDocument();
  });

  it('marks a day past the person’s hours, and writes the numbers in the page’s digits', async () => {
    server([
      visitRow(1, { start_time: '07:00', end_time: '12:00' }),
      visitRow(2, { start_time: '13:00', end_time: '16:15' }),
    ]);
    render();
    await row('Tess Tech');
    const load = within(cellOf('Tess Tech', '2026-11-25')).getByTestId('cell-load');
    expect(load).toHaveTextContent('2 visits · 8.25 / 8 h · over capacity');
    expect(load).toHaveAttribute('data-over');
    await i18n.changeLanguage('fa');
    await waitFor(() =>
      expect(withoutIsolates(load.textContent ?? '')).toContain('۲ بازدید · ۸٫۲۵ / ۸ ساعت · بیش از ظرفیت'),
    );
  });

  it('moves a card dragged to another person and day once the server has it, keeping its window, then Undo sends the inverse', async () => {
    layOut();
    const { calls } = server([visitRow(1)]);
    render();
    await row('Lena Route');
    await dndIn();
    pointerDrag(cardIn('Tess Tech', '2026-11-25', 'Job 1'), cellOf('Lena Route', '2026-11-27'));
    await waitFor(() =>
      expect(patches(calls)).toEqual([['/api/visits/1', { date: '2026-11-27', technician_ids: [5] }]]),
    );
    await waitFor(() => expect(cardIn('Lena Route', '2026-11-27', 'Job 1')).toHaveTextContent('08:00–10:00'));
    expect(within(cellOf('Tess Tech', '2026-11-25')).queryByRole('button')).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Undo' }));
    await waitFor(() =>
      expect(patches(calls)[1]).toEqual(['/api/visits/1', { date: '2026-11-25', technician_ids: [3] }]),
    );
    await waitFor(() => expect(cardIn('Tess Tech', '2026-11-25', 'Job 1')).toBeInTheDocument());
  });

  it('assigns a visit dragged from Unassigned, and sends nothing for a drop on its own cell', async () => {
    layOut();
    const { calls } = server([visitRow(1, { technicians: [], date: '2026-11-24' })]);
    render();
    await row('Omar Field');
    await dndIn();
    pointerDrag(cardIn('Unassigned', '2026-11-24', 'Job 1'), cellOf('Unassigned', '2026-11-24'));
    pointerDrag(cardIn('Unassigned', '2026-11-24', 'Job 1'), cellOf('Omar Field', '2026-11-24'));
    await waitFor(() => expect(patches(calls)).toEqual([['/api/visits/1', { technician_ids: [4] }]]));
    await waitFor(() => expect(cardIn('Omar Field', '2026-11-24', 'Job 1')).toBeInTheDocument());
  });

  it("leaves a refused move where it was and shows the server's message", async () => {
    layOut();
    const { calls } = server([visitRow(1)], () => ({
      status: 409,
      body: { code: 'visit.notMovable', message: 'A visit that is done cannot be moved or reassigned.' },
    }));
    render();
    await row('Omar Field');
    await dndIn();
    pointerDrag(cardIn('Tess Tech', '2026-11-25', 'Job 1'), cellOf('Omar Field', '2026-11-25'));
    expect(
      await screen.findByText('A visit that is done cannot be moved or reassigned.'),
    ).toBeInTheDocument();
    expect(patches(calls)).toHaveLength(1);
    expect(cardIn('Tess Tech', '2026-11-25', 'Job 1')).toBeInTheDocument();
    expect(within(cellOf('Omar Field', '2026-11-25')).queryByRole('button')).not.toBeInTheDocument();
  });

  it('opens a visit by keyboard and saves its day, window and technicians, with Undo', async () => {
    const user = userEvent.setup();
    const { calls } = server([visitRow(1, { report: { id: 77, status_id: 2, user_id: 3 } })]);
    render();
    await row('Tess Tech');
    const event = cardIn('Tess Tech', '2026-11-25', 'Job 1');
    // Reached by Tab from the top of the page, opened with Enter.
    let reached = false;
    for (let i = 0; i < 60 && !reached; i++) {
      await user.tab();
      reached = document.activeElement === event;
    }
    expect(reached).toBe(true);
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Job 1 · Location 1' });
    expect(within(dialog).getByRole('link', { name: 'Open the job' })).toHaveAttribute('href', '/jobs/101');
    expect(within(dialog).getByRole('link', { name: 'Open the report' })).toHaveAttribute(
      'href',
      '/reports/77',
    );
    const date = within(dialog).getByLabelText(/Date/);
    await user.clear(date);
    await user.type(date, '2026-11-27');
    await user.clear(within(dialog).getByLabelText('To'));
    // The people are found by the server as the name is typed: nobody lists them all.
    await user.type(within(dialog).getByRole('combobox', { name: 'Technicians' }), 'omar');
    const searched = (c: { url: URL }) =>
      c.url.pathname === '/api/reports/technicians' && c.url.searchParams.get('search') === 'omar';
    await waitFor(() => expect(calls.some(searched)).toBe(true));
    await user.click(await screen.findByRole('option', { name: 'Omar Field' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(patches(calls)).toEqual([
        ['/api/visits/1', { date: '2026-11-27', end_time: null, technician_ids: [3, 4] }],
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    await waitFor(() =>
      expect(patches(calls)[1]).toEqual([
        '/api/visits/1',
        { date: '2026-11-25', end_time: '10:00', technician_ids: [3] },
      ]),
    );
  });

  it('skips a visit with its reason, and a done one cannot be moved from its dialog', async () => {
    const user = userEvent.setup();
    const { calls } = server([visitRow(1), visitRow(2, { status: 'done', technicians: [OMAR] })]);
    render();
    await row('Tess Tech');
    await user.click(cardIn('Tess Tech', '2026-11-25', 'Job 1'));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Reason for skipping'), 'Customer closed');
    await user.click(within(dialog).getByRole('button', { name: 'Skip the visit' }));
    await waitFor(() =>
      expect(patches(calls)).toEqual([
        ['/api/visits/1', { status: 'skipped', skip_reason: 'Customer closed' }],
      ]),
    );
    await user.click(cardIn('Omar Field', '2026-11-25', 'Job 2'));
    const done = await screen.findByRole('dialog', { name: 'Job 2 · Location 2' });
    expect(within(done).getByLabelText(/Date/)).toBeDisabled();
    expect(within(done).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('runs the week right to left in Arabic: Monday first, at the right', async () => {
    server([visitRow(1)]);
    render(
      '/schedule?view=week&date=2026-11-25',
      <DirectionProvider initialDirection="rtl" detectDirection={false}>
        <div dir="rtl">
          <ScheduleScreen today="2026-11-24" now={() => new Date('2026-11-24T15:00:00Z')} />
        </div>
      </DirectionProvider>,
    );
    await row('Tess Tech');
    // The grid follows the page's direction: its first day column, Monday, is drawn at the right.
    const board = screen.getByRole('grid', { name: 'Week board' });
    expect(board.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    const days = within(board).getAllByRole('columnheader').slice(1);
    expect(days[0]?.querySelector('time')).toHaveAttribute('datetime', '2026-11-23');
    expect(cardIn('Tess Tech', '2026-11-25', 'Job 1')).toBeInTheDocument();
    // Previous is at the start (the right) and points right; next points left.
    const rotation = (name: string) =>
      screen.getByRole('button', { name }).querySelector('svg')?.style.transform;
    expect(rotation('Previous')).toBe('rotate(-90deg)');
    expect(rotation('Next')).toBe('rotate(90deg)');
  });

  it('marks each visit a customer asked to move, in its row and Unassigned, until the office handles it', async () => {
    const user = userEvent.setup();
    let open = true;
    const request = {
      id: 9,
      visit_id: 1,
      email: 'manager@pier-cafe.example',
      preferred_date: '2026-11-27',
      note: 'Friday please',
      created_at: '2026-11-24T15:00:00.000Z',
      handled_at: null,
      handled_by_name: null,
    };
    const { calls } = mockServer({
      'GET /api/app-config': () => ({ body: { login_field: 'email', timezone: 'America/New_York' } }),
      'GET /api/get-auth-user': () => ({ body: ADMIN_USER }),
      'GET /api/schedule': (url: URL) => ({
        body: scheduleAnswer(url, TECHS, [
          visitRow(1, { change_requested: open }),
          visitRow(2, { technicians: [OMAR] }),
          visitRow(3, { technicians: [], change_requested: true }),
        ]),
      }),
      'GET /api/visits/1': () => ({ body: { visit: visitRow(1, { change_requested: open }) } }),
      'GET /api/visits/1/change-requests': () => ({ body: { requests: open ? [request] : [] } }),
      'POST /api/visit-change-requests/9/handled': () => {
        open = false;
        return { body: { requests: [] } };
      },
    });
    render();
    const mark = { name: 'Change requested' };
    const marked = await within(await row('Tess Tech')).findByRole('img', mark);
    expect(marked.closest('button')).toHaveAccessibleName(/^Job 1 ·/);
    expect(within(rowOf('Omar Field')).queryByRole('img', mark)).not.toBeInTheDocument();
    const side = cardIn('Unassigned', '2026-11-25', 'Job 3');
    expect(within(side).getByRole('img', mark)).toBeInTheDocument();
    // The legend names the mark the events show as an icon.
    const legend = screen.getByRole('list', { name: 'Visit statuses' });
    expect(within(legend).getAllByRole('listitem').at(-1)).toHaveTextContent('Change requested');

    await user.click(marked.closest('button')!);
    const dialog = await screen.findByRole('dialog', { name: 'Job 1 · Location 1' });
    await user.click(await within(dialog).findByRole('button', { name: 'Mark handled' }));
    await waitFor(() => expect(calls.filter((c) => c.url.pathname === '/api/schedule')).toHaveLength(2));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(within(rowOf('Tess Tech')).queryByRole('img', mark)).not.toBeInTheDocument());
    expect(cardIn('Tess Tech', '2026-11-25', 'Job 1')).toBeInTheDocument();
    // Another visit's request is still open.
    expect(within(cardIn('Unassigned', '2026-11-25', 'Job 3')).getByRole('img', mark)).toBeInTheDocument();
  });

  it('shows the mark on the day and month views too, and their side list links each location', async () => {
    server([visitRow(1, { change_requested: true }), visitRow(3, { technicians: [] })]);
    const { unmount } = render('/schedule?view=day&date=2026-11-25');
    const lanes = await screen.findByTestId('schedule-lanes');
    expect(await within(lanes).findByRole('img', { name: 'Change requested' })).toBeInTheDocument();
    // The side list of visits nobody is on links each location to its page.
    const side = await screen.findByRole('region', { name: /^Unassigned/ });
    expect(within(side).getByRole('link', { name: 'Location 3' })).toHaveAttribute('href', '/locations/203');
    unmount();
    render('/schedule?view=month&date=2026-11-25');
    const month = await screen.findByTestId('schedule-lanes');
    expect(await within(month).findByRole('img', { name: 'Change requested' })).toBeInTheDocument();
  });

  it('says when loading fails and when there are no technicians', async () => {
    mockServer({
      'GET /api/app-config': () => ({ body: { login_field: 'email', timezone: 'America/New_York' } }),
      'GET /api/schedule': () => ({ status: 500, body: { message: 'Database unavailable.' } }),
    });
    const { unmount } = render();
    expect(await screen.findByText('Database unavailable.')).toBeInTheDocument();
    unmount();
    mockServer({
      'GET /api/app-config': () => ({ body: { login_field: 'email', timezone: 'America/New_York' } }),
      'GET /api/schedule': (url: URL) => ({ body: scheduleAnswer(url, [], []) }),
    });
    render('/schedule');
    expect(await screen.findByText(/No technicians yet/)).toBeInTheDocument();
  });
});
