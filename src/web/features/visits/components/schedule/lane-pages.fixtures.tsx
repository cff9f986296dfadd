import type { ScheduleLane, ScheduleVisit } from '@shared/schemas/visits';
import { mockServer, renderWithApp } from '@web/test/render';
import { ADMIN_USER } from '@web/test/users';
import { scheduleAnswer, visitRow } from './schedule.fixtures';
import { ScheduleScreen } from './schedule-screen';

/** 45 technicians, five pages of lanes, each with a visit on Wednesday 25 November. */
export const LANES: ScheduleLane[] = Array.from({ length: 45 }, (_, i) => ({
  id: 1000 + i,
  name: `Tech ${String(i + 1).padStart(2, '0')}`,
  daily_capacity_hours: 8,
}));
export const LANE_VISITS = LANES.map((p, i) =>
  visitRow(i + 1, { technicians: [{ id: p.id, name: p.name }] }),
);

/**
 * The schedule's `view` of Wednesday 25 November over many lanes, read a page at a time
 * (decisions 0066 and 0079): one page (`failPage`) fails once, so its lanes stay placeholders and
 * say so until "Try again" reads it. Answers the server's calls.
 */
export function renderLanePages(
  view: 'day' | 'week' | 'month',
  failPage: number | null,
  visits: ScheduleVisit[] = LANE_VISITS,
) {
  let failOnce = failPage !== null;
  const mock = mockServer({
    'GET /api/app-config': () => ({ body: { login_field: 'email', timezone: 'America/New_York' } }),
    'GET /api/get-auth-user': () => ({ body: ADMIN_USER }),
    'GET /api/schedule': (url: URL) => {
      if (url.searchParams.get('lane_page') === String(failPage) && failOnce) {
        failOnce = false;
        return { status: 500, body: { message: 'Database unavailable.' } };
      }
      return { body: scheduleAnswer(url, LANES, visits) };
    },
  });
  renderWithApp(<ScheduleScreen today="2026-11-24" now={() => new Date('2026-11-24T15:00:00Z')} />, {
    url: `/schedule?view=${view}&date=2026-11-25`,
  });
  return mock;
}
