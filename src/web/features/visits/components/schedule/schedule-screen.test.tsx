import { DirectionProvider } from '@mantine/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ScheduleVisit } from '@shared/schemas/visits';
import { mockServer, renderWithApp } from '@web/test/render';
import { ADMIN_USER } from '@web/test/users';
import { LENA, OMAR, TESS, visitRow } from './schedule.fixtures';
import { ScheduleScreen } from './schedule-screen';

afterEach(() => vi.unstubAllGlobals());

const TECHS = [TESS, OMAR, LENA];

function server(
  visits: ScheduleVisit[],
  patch?: (id: number, body: Record<string, unknown>) => { status?: number; body: unknown },
) {
  let current = visits;
  return mockServer({
    'GET /api/app-config': () => ({ body: { login_field: 'email', timezone: 'America/New_York' } }),
    'GET /api/get-auth-user': () => ({ body: ADMIN_USER }),
    'GET /api/schedule': () => ({ body: { technicians: TECHS, visits: current } }),
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

/** The event buttons of a lane, by the technician's row. */
const laneRows = () => [...document.querySelectorAll('.mantine-ResourcesWeekView-resourcesWeekViewRow')];
const laneOf = (name: string) => laneRows().find((r) => r.textContent?.includes(name)) as HTMLElement;
/** The lane once the schedule has loaded. */
async function lane(name: string) {
  await waitFor(() => expect(laneOf(name)).toBeDefined());
  return laneOf(name);
}

/** A DataTransfer as a browser's drag carries it. */
function dataTransfer() {
  const data = new Map<string, string>();
  return {
    setData: (k: string, v: string) => void data.set(k, v),
    getData: (k: string) => data.get(k) ?? '',
    get types() {
      return [...data.keys()];
    },
    dropEffect: 'none',
    effectAllowed: 'all',
    setDragImage: () => undefined,
  };
}

/** The test DOM has no DragEvent: a mouse event (it has clientX) carrying the drag's data. */
function dragTo(target: Element, dt: ReturnType<typeof dataTransfer>) {
  for (const type of ['dragover', 'drop']) {
    const e = new MouseEvent(type, { bubbles: true, cancelable: true, clientX: 0 });
    Object.defineProperty(e, 'dataTransfer', { value: dt });
    fireEvent(target, e);
  }
}

const render = (
  url = '/schedule?view=week&date=2026-11-25',
  ui = <ScheduleScreen today="2026-11-24" now={() => new Date('2026-11-24T15:00:00Z')} />,
) => renderWithApp(ui, { url });

describe('ScheduleScreen', { timeout: 30_000 }, () => {
  it('reads the week of the URL and draws a lane per technician, visits in each of their lanes, unassigned ones beside', async () => {
    const { calls } = server([
      visitRow(1, { technicians: [TESS, OMAR] }),
      visitRow(2, { status: 'done', technicians: [OMAR] }),
      visitRow(3, { technicians: [], date: '2026-11-26' }),
    ]);
    render();
    await screen.findAllByText('Job 1');
    const scheduleCall = calls.find((c) => c.url.pathname === '/api/schedule')!;
    expect(Object.fromEntries(scheduleCall.url.searchParams)).toEqual({
      from: '2026-11-23',
      to: '2026-11-29',
    });
    expect(laneRows().map((r) => r.firstChild?.textContent)).toEqual([
      'Tess Tech',
      'Omar Field',
      'Lena Route',
    ]);
    expect(
      within(laneOf('Tess Tech'))
        .getAllByText(/Job/)
        .map((e) => e.textContent),
    ).toEqual(['Job 1']);
    expect(
      within(laneOf('Omar Field'))
        .getAllByText(/Job/)
        .map((e) => e.textContent),
    ).toEqual(['Job 1', 'Job 2']);
    const done = within(laneOf('Omar Field')).getByText('Job 2').closest('button')!;
    expect(done.getAttribute('style')).toContain('--mantine-color-green');
    expect(done).not.toHaveAttribute('draggable', 'true');
    const scheduled = within(laneOf('Tess Tech')).getByText('Job 1').closest('button')!;
    expect(scheduled.getAttribute('style')).toContain('--mantine-color-blue');
    const side = screen.getByRole('region', { name: 'Unassigned (1)' });
    expect(within(side).getByText('Job 3')).toBeInTheDocument();
    expect(within(side).getByText('Location 3')).toBeInTheDocument();
  });

  it('moves a visit dragged to another lane and day once the server has it, then Undo sends the inverse', async () => {
    const { calls } = server([visitRow(1)]);
    render();
    const event = (await within(await lane('Tess Tech')).findByText('Job 1')).closest('button')!;
    const dt = dataTransfer();
    fireEvent.dragStart(event, { dataTransfer: dt });
    const target = laneOf('Lena Route').querySelector(
      '.mantine-ResourcesWeekView-resourcesWeekViewRowSlots',
    )!;
    // The test DOM has no layout: every slot is at x 0, so the drop lands on the week's first slot.
    dragTo(target, dt);
    await waitFor(() =>
      expect(patches(calls)).toEqual([
        [
          '/api/visits/1',
          { date: '2026-11-23', start_time: '00:00', end_time: '02:00', technician_ids: [5] },
        ],
      ]),
    );
    expect(await within(await lane('Lena Route')).findByText('Job 1')).toBeInTheDocument();
    expect(within(laneOf('Tess Tech')).queryByText('Job 1')).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Undo' }));
    await waitFor(() =>
      expect(patches(calls)[1]).toEqual([
        '/api/visits/1',
        { date: '2026-11-25', start_time: '08:00', end_time: '10:00', technician_ids: [3] },
      ]),
    );
    expect(await within(await lane('Tess Tech')).findByText('Job 1')).toBeInTheDocument();
  });

  it("leaves a refused move where it was and shows the server's message", async () => {
    const { calls } = server([visitRow(1)], () => ({
      status: 409,
      body: { code: 'visit.notMovable', message: 'A visit that is done cannot be moved or reassigned.' },
    }));
    render();
    const event = (await within(await lane('Tess Tech')).findByText('Job 1')).closest('button')!;
    const dt = dataTransfer();
    fireEvent.dragStart(event, { dataTransfer: dt });
    const target = laneOf('Omar Field').querySelector(
      '.mantine-ResourcesWeekView-resourcesWeekViewRowSlots',
    )!;
    dragTo(target, dt);
    expect(
      await screen.findByText('A visit that is done cannot be moved or reassigned.'),
    ).toBeInTheDocument();
    expect(patches(calls)).toHaveLength(1);
    expect(within(laneOf('Tess Tech')).getByText('Job 1')).toBeInTheDocument();
    expect(within(laneOf('Omar Field')).queryByText('Job 1')).not.toBeInTheDocument();
  });

  it('opens a visit by keyboard and saves its day, window and technicians, with Undo', async () => {
    const user = userEvent.setup();
    const { calls } = server([visitRow(1, { report: { id: 77, status_id: 2, user_id: 3 } })]);
    render();
    const event = (await within(await lane('Tess Tech')).findByText('Job 1')).closest('button')!;
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
    await user.click(within(dialog).getByRole('combobox', { name: 'Technicians' }));
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
    await user.click((await within(await lane('Tess Tech')).findByText('Job 1')).closest('button')!);
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Reason for skipping'), 'Customer closed');
    await user.click(within(dialog).getByRole('button', { name: 'Skip the visit' }));
    await waitFor(() =>
      expect(patches(calls)).toEqual([
        ['/api/visits/1', { status: 'skipped', skip_reason: 'Customer closed' }],
      ]),
    );
    await user.click((await within(await lane('Omar Field')).findByText('Job 2')).closest('button')!);
    const done = await screen.findByRole('dialog', { name: 'Job 2 · Location 2' });
    expect(within(done).getByLabelText(/Date/)).toBeDisabled();
    expect(within(done).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('runs the week right to left in Arabic: lanes mirrored, Monday first at the right', async () => {
    server([visitRow(1)]);
    render(
      '/schedule?view=week&date=2026-11-25',
      <DirectionProvider initialDirection="rtl" detectDirection={false}>
        <div dir="rtl">
          <ScheduleScreen today="2026-11-24" now={() => new Date('2026-11-24T15:00:00Z')} />
        </div>
      </DirectionProvider>,
    );
    await within(await lane('Tess Tech')).findByText('Job 1');
    const days = [...document.querySelectorAll('.mantine-ResourcesWeekView-resourcesWeekViewDayLabel')];
    expect(days[0]?.textContent).toMatch(/23/);
    const slots = laneOf('Tess Tech').querySelector('.mantine-ResourcesWeekView-resourcesWeekViewRowSlots')!;
    expect(slots.closest('[dir="rtl"]')).not.toBeNull();
    expect(slots.className).toMatch(/lane/);
    // Previous is at the start (the right) and points right; next points left.
    const rotation = (name: string) =>
      screen.getByRole('button', { name }).querySelector('svg')?.style.transform;
    expect(rotation('Previous')).toBe('rotate(-90deg)');
    expect(rotation('Next')).toBe('rotate(90deg)');
  });

  it('marks each visit a customer asked to move, in its lane and the side list, until the office handles it', async () => {
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
      'GET /api/schedule': () => ({
        body: {
          technicians: TECHS,
          visits: [
            visitRow(1, { change_requested: open }),
            visitRow(2, { technicians: [OMAR] }),
            visitRow(3, { technicians: [], change_requested: true }),
          ],
        },
      }),
      'GET /api/visits/1/change-requests': () => ({ body: { requests: open ? [request] : [] } }),
      'POST /api/visit-change-requests/9/handled': () => {
        open = false;
        return { body: { requests: [] } };
      },
    });
    render();
    const mark = { name: 'Change requested' };
    const marked = await within(await lane('Tess Tech')).findByRole('img', mark);
    expect(marked.closest('button')).toHaveTextContent('Job 1');
    expect(within(laneOf('Omar Field')).queryByRole('img', mark)).not.toBeInTheDocument();
    const side = screen.getByRole('region', { name: 'Unassigned (1)' });
    expect(within(side).getByRole('button', { name: /Job 3/ })).toHaveTextContent('Change requested');
    // The legend names the mark the events show as an icon.
    const legend = screen.getByRole('list', { name: 'Visit statuses' });
    expect(within(legend).getAllByRole('listitem').at(-1)).toHaveTextContent('Change requested');

    await user.click(marked.closest('button')!);
    const dialog = await screen.findByRole('dialog', { name: 'Job 1 · Location 1' });
    await user.click(await within(dialog).findByRole('button', { name: 'Mark handled' }));
    await waitFor(() => expect(calls.filter((c) => c.url.pathname === '/api/schedule')).toHaveLength(2));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(within(laneOf('Tess Tech')).queryByRole('img', mark)).not.toBeInTheDocument());
    expect(within(laneOf('Tess Tech')).getByText('Job 1')).toBeInTheDocument();
    // Another visit's request is still open.
    expect(within(side).getByRole('button', { name: /Job 3/ })).toHaveTextContent('Change requested');
  });

  it('shows the mark on the day and month views too', async () => {
    server([visitRow(1, { change_requested: true })]);
    const { unmount } = render('/schedule?view=day&date=2026-11-25');
    const lanes = await screen.findByTestId('schedule-lanes');
    expect(await within(lanes).findByRole('img', { name: 'Change requested' })).toBeInTheDocument();
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
      'GET /api/schedule': () => ({ body: { technicians: [], visits: [] } }),
    });
    render('/schedule');
    expect(await screen.findByText(/No technicians yet/)).toBeInTheDocument();
  });
});
