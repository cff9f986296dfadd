import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { filingsDueQuery } from '@web/features/compliance/api/get-filings-due';
import { dataMigrationsQuery } from '@web/features/data-migrations/api/get-data-migrations';
import { reportQuery } from '@web/features/reports/api/get-report';
import { jobsQuery } from '@web/features/jobs/api/get-jobs';
import { scheduleLanePageQuery } from '@web/features/visits/api/get-schedule';
import { MONTH_CARDS_PER_DAY } from '@shared/schedule-cards';
import { appConfigQuery } from '@web/lib/app-config';
import { authUserQuery, permissionsOf } from '@web/lib/auth';
import { activeFrom, pageFrom } from '@web/lib/use-list-params';

/**
 * Loaders only start sooner what a page asks for anyway: they run on entering a route, not on each
 * change of its filters (the list's own query follows those, with its previous rows kept).
 */
export const onEnterOnly = ({ currentUrl, nextUrl }: { currentUrl: URL; nextUrl: URL }) =>
  currentUrl.pathname !== nextUrl.pathname;

/** How long a page waits for its first data before it shows with its own loading state. */
export const FIRST_DATA_WAIT_MS = 600;

/** Resolves with what was asked, or with undefined after FIRST_DATA_WAIT_MS. */
function briefly<T>(asked: Promise<T>): Promise<T | undefined> {
  return Promise.race([asked, new Promise<undefined>((resolve) => setTimeout(resolve, FIRST_DATA_WAIT_MS))]);
}

/**
 * The jobs list, the home of Admins and Supervisors: its first page and, for Admins, the filings
 * due above it are asked for as the navigation starts, beside the page's code, instead of after
 * that code has arrived and rendered. Waited for briefly, the page first shows with them, so
 * nothing is pushed down when they arrive (a jump a phone user sees, and Lighthouse counts as a
 * layout shift; issue 21). A slow answer is not waited for: the page shows its loading state.
 * The query is the one JobsList asks for (features/jobs/components/jobs-list.tsx): the toggle is
 * the Admin's only.
 */

export function jobsHomeLoader(queryClient: QueryClient) {
  return async ({ request }: LoaderFunctionArgs) => {
    // Not waited for past the limit either: while the database is down the login check retries
    // (lib/query-client.ts), and the page shows that notice rather than wait here.
    const user = await briefly(queryClient.ensureQueryData(authUserQuery).catch(() => null));
    // A technician who typed the address gets "Page not found" (RequireRole), not a request.
    if (!user || !permissionsOf(user).readOffice) return null;
    const admin = permissionsOf(user).manage;
    const params = new URL(request.url).searchParams;
    const jobs = jobsQuery({
      page: pageFrom(params.get('page')),
      filter: params.get('filter') ?? '',
      active: admin ? activeFrom(params.get('active')) : undefined,
    });
    await briefly(
      Promise.all([
        queryClient.prefetchQuery(jobs),
        admin ? queryClient.prefetchQuery(filingsDueQuery()) : undefined,
        admin ? queryClient.prefetchQuery(dataMigrationsQuery()) : undefined,
      ]),
    );
    return null;
  };
}

/**
 * A report's page (the technician's form, the office's view): the report is asked for as the
 * navigation starts, beside the report pages' code, so the form shows filled on its first paint
 * on a phone (issue 21). The page itself decides what a missing or refused report shows.
 */
export function reportLoader(queryClient: QueryClient) {
  return async ({ params }: LoaderFunctionArgs) => {
    const id = Number(params.id);
    if (!Number.isSafeInteger(id) || id < 1) return null;
    await briefly(queryClient.prefetchQuery(reportQuery(id)));
    return null;
  };
}

/**
 * The schedule (issue 18): its days' lanes and visits are asked for as the navigation starts,
 * beside the calendar's code, the same days ScheduleScreen reads from the URL (else the office's
 * today). Two hundred lanes' answer then no longer waits for that code to arrive.
 */
export function scheduleLoader(queryClient: QueryClient) {
  return async ({ request }: LoaderFunctionArgs) => {
    // Dates (dayjs and its zones) stay out of the first pages' code: fetched with the page's.
    const [user, config, { rangeOf, SCHEDULE_VIEWS }, { dayIn, isIsoDate }] = await Promise.all([
      briefly(queryClient.ensureQueryData(authUserQuery).catch(() => null)),
      briefly(queryClient.ensureQueryData(appConfigQuery).catch(() => null)),
      import('@web/features/visits/components/schedule/schedule-model'),
      import('@shared/dates'),
    ]);
    if (!user || !config || !permissionsOf(user).readOffice) return null;
    const params = new URL(request.url).searchParams;
    const view = SCHEDULE_VIEWS.find((v) => v === params.get('view')) ?? 'week';
    const asked = params.get('date') ?? '';
    const { from, to } = rangeOf(view, isIsoDate(asked) ? asked : dayIn(new Date(), config.timezone));
    // Every view reads its first page of lanes (decisions 0066 and 0079).
    const cards = view === 'month' ? MONTH_CARDS_PER_DAY : undefined;
    await briefly(queryClient.prefetchQuery(scheduleLanePageQuery(from, to, 1, '', cards)));
    return null;
  };
}
