import { Badge, Center, Group, Stack, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { type ComponentProps, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isIsoDate } from '@shared/dates';
import { MONTH_CARDS_PER_DAY } from '@shared/schedule-cards';
import type { VisitRow } from '@shared/schemas/visits';
import { VISIT_STATUSES } from '@shared/visit-statuses';
import { FILTER_DEBOUNCE_MS } from '@web/components/filter-box';
import { DeferredDialog } from '@web/components/deferred-dialog';
import { DeferredPart, PartFailed } from '@web/components/deferred-part';
import { deferredCode, usePreloadAfterFirstScreen } from '@web/components/deferred-widget';
import { LoadState } from '@web/components/load-state';
import { LoadingSpinner } from '@web/components/loading-spinner';
import { useAppConfig } from '@web/lib/app-config';
import { visitQuery } from '../../api/get-schedule';
import { ChangeRequestedBadge } from './change-requested-badge';
import {
  type Change,
  rangeOf,
  SCHEDULE_VIEWS,
  type ScheduleView,
  STATUS_COLORS,
  unassignedOf,
} from './schedule-model';
import { useDayCards, withDayCards } from './use-day-cards';
import { useLanePages } from './use-lane-pages';
import { useVisitChange } from './use-visit-change';
import { sickDayCode } from './sick-day-action';
import type { VisitOpening } from './visit-opening';
import { WeekBoard } from './week-board';

const CALENDAR_HEIGHT = 'max(480px, calc(100dvh - 220px))';
/**
 * CALENDAR_HEIGHT in px, worked out from the viewport rather than read from the box; none where
 * nothing is laid out (a test's DOM, whose viewport is 0 px tall).
 */
function calendarHeightPx() {
  const viewport = document.documentElement.clientHeight;
  return viewport > 0 ? Math.max(480, viewport - 220) : undefined;
}

// The week board is the first screen (decision 0066): the day and month calendars
// (`@mantine/schedule`'s views) and the visit's dialog (its date and time pickers) load when first
// shown, not on the way to the first lanes.
// A failed fetch of either (a dropped connection) says so where it would be, with Try again.
const calendarCode = deferredCode(
  () => import('./schedule-calendar'),
  (m) => m.ScheduleCalendar,
);
// The day and month views' Unassigned list (the week board has a row of its own) comes with them.
const unassignedCode = deferredCode(
  () => import('./unassigned-list'),
  (m) => m.UnassignedList,
);
const visitDialogCode = deferredCode(
  () => import('./visit-dialog'),
  (m) => m.VisitDialog,
);
// "Opening the visit…" (Mantine's Modal, its focus trap and scroll lock) is drawn only when a card
// is pressed: it comes after the first screen (decision 0067, eleventh round), and is asked for at
// once by a card pressed sooner.
const openingCode = deferredCode(
  () => import('./visit-opening'),
  (m) => m.VisitOpening,
);

/**
 * The office's schedule (issue 18): one lane per technician, the view and day in the URL
 * (`?view=week&date=2026-11-23`); the week is a board (issue 33), the day and the month the
 * calendar's views with the unassigned visits beside them. `today`: the office's day, shown
 * when the URL names none; `now`: the clock, for the "now" line.
 */
export function ScheduleScreen({ today, now }: { today: string; now: () => Date }) {
  const { t } = useTranslation();
  const { timezone } = useAppConfig();
  const [params, setParams] = useSearchParams();
  const view: ScheduleView = SCHEDULE_VIEWS.find((v) => v === params.get('view')) ?? 'week';
  const asked = params.get('date') ?? '';
  const date = isIsoDate(asked) ? asked : today;
  const { from, to } = rangeOf(view, date);
  const week = view === 'week';
  const [laneFilter, setLaneFilter] = useState('');
  // The lanes are narrowed on the server (a company has thousands), once typing pauses.
  const [laneSearch] = useDebouncedValue(laneFilter.trim(), FILTER_DEBOUNCE_MS);
  // Every view reads its lanes a page at a time, as they are drawn (decisions 0066 and 0079).
  // The month asks for each lane's first cards of a day, and for a day whole when its "+N more"
  // is opened (decision 0079, amended 2026-12-03 evening).
  const month = view === 'month';
  const board = useLanePages(from, to, laneSearch, month ? MONTH_CARDS_PER_DAY : undefined);
  const dayCards = useDayCards(from, to);
  const calendarVisits = useMemo(
    () => withDayCards(board.visits, dayCards.visits),
    [board.visits, dayCards.visits],
  );
  const query = board.first;
  const { apply, pending } = useVisitChange();
  // `?visit=` opens a visit's dialog at once: the link of a customer's change request mail.
  const [openId, setOpenId] = useState<number | null>(() => Number(params.get('visit')) || null);
  // The pages' visits are cards, carrying what a card shows: the dialog reads the whole visit.
  const wholeVisit = useQuery({ ...visitQuery(openId ?? 0), enabled: openId !== null });
  // Read once: the board takes it only as it starts, and a read on each render (a letter typed in
  // the filter) could make the browser lay out the page there and then.
  const [initialHeight] = useState(calendarHeightPx);
  usePreloadAfterFirstScreen(openingCode.load);
  // The sick day's dialog is opened from the week board only.
  usePreloadAfterFirstScreen(sickDayCode.load, week);

  const setUrl = (next: { view?: ScheduleView; date?: string }) =>
    setParams(
      (p) => {
        const out = new URLSearchParams(p);
        out.set('view', next.view ?? view);
        out.set('date', next.date ?? date);
        return out;
      },
      { replace: false },
    );

  // The day and month views' side list: the first page holds every unassigned visit of the days.
  const unassigned = useMemo(() => (week ? [] : unassignedOf(board.visits)), [week, board.visits]);
  const noLanes = board.lanes.length === 0;
  const finding =
    laneFilter.trim() !== laneSearch || (board.first.isPlaceholderData && board.first.isFetching);
  const open = openId === null ? undefined : wholeVisit.data?.visit;
  const change = (visit: Pick<VisitRow, 'id'> & { job: { name: string } }, c: Change) =>
    apply(visit, c, () => setOpenId(null));
  // Stable, so the board's rows are not drawn again for it.
  const openVisit = useCallback((visit: Pick<VisitRow, 'id'>) => setOpenId(visit.id), []);

  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h3">
          {t('titles.schedule')}
        </Title>
        <Group gap="xs" aria-label={t('schedule.legend')} role="list">
          {VISIT_STATUSES.map((s) => (
            <Badge
              key={s}
              role="listitem"
              color={STATUS_COLORS[s]}
              variant={s === 'in_progress' ? 'filled' : 'light'}
            >
              {t(`schedule.status.${s}`)}
            </Badge>
          ))}
          <ChangeRequestedBadge role="listitem" />
        </Group>
      </Group>
      <TextInput
        label={t('schedule.findTechnician')}
        value={laneFilter}
        onChange={(e) => setLaneFilter(e.currentTarget.value)}
        maw={320}
        rightSection={finding ? <LoadingSpinner size="xs" label={t('schedule.findingTechnicians')} /> : null}
      />
      {query.isPending || query.error ? (
        <LoadState
          isLoading={query.isPending}
          error={query.error}
          isEmpty={false}
          emptyText=""
          onRetry={() => void query.refetch()}
        />
      ) : (
        // On a phone the calendar takes the width and the Unassigned list goes under it; side by
        // side, the list left the calendar a sixth of a 390 px screen.
        <Group align="flex-start" wrap="wrap" gap="sm">
          <Stack flex={1} miw={{ base: '100%', sm: 0 }} gap="xs">
            {board.failed && (
              <LoadState
                isLoading={false}
                error={new Error(t('schedule.board.pageFailed'))}
                isEmpty={false}
                emptyText=""
                onRetry={board.failed.retry}
              />
            )}
            {noLanes && !finding && (
              <LoadState
                isLoading={false}
                error={null}
                isEmpty
                emptyText={laneFilter ? t('schedule.noTechnicianFound') : t('schedule.noTechnicians')}
                onRetry={() => void query.refetch()}
              />
            )}
            {view === 'week' ? (
              <WeekBoard
                date={date}
                today={today}
                technicians={board.lanes}
                visits={board.visits}
                onLanesInView={board.want}
                onViewChange={(v) => setUrl({ view: v })}
                onDateChange={(d) => setUrl({ date: d })}
                onOpen={openVisit}
                onChange={change}
                height={CALENDAR_HEIGHT}
                initialHeight={initialHeight}
              />
            ) : (
              <DeferredPart
                code={calendarCode}
                now
                fallback={({ failed, retry }) =>
                  failed ? (
                    <PartFailed text={t('schedule.calendarFailed')} onRetry={retry} />
                  ) : (
                    <Center h={CALENDAR_HEIGHT}>
                      <LoadingSpinner size="sm" />
                    </Center>
                  )
                }
                props={{
                  view,
                  date,
                  onViewChange: (v) => setUrl({ view: v }),
                  onDateChange: (d) => setUrl({ date: d.slice(0, 10) }),
                  technicians: board.lanes,
                  visits: calendarVisits,
                  dayTotals: board.dayTotals,
                  dayCards,
                  unassigned,
                  onLanesInView: board.want,
                  onOpen: openVisit,
                  onChange: change,
                  height: CALENDAR_HEIGHT,
                  now,
                  timezone,
                  workDay: board.first.data?.work_day,
                }}
              />
            )}
          </Stack>
          {/* The week board has its own Unassigned row. */}
          {view !== 'week' && (
            <DeferredPart
              code={unassignedCode}
              now
              fallback={({ failed, retry }) =>
                failed && <PartFailed text={t('common.loadFailed')} onRetry={retry} />
              }
              props={{ visits: unassigned, onOpen: openVisit }}
            />
          )}
        </Group>
      )}
      {openId !== null && !open && (
        <Opening
          onClose={() => setOpenId(null)}
          isLoading={wholeVisit.isPending}
          error={wholeVisit.error}
          onRetry={() => void wholeVisit.refetch()}
        />
      )}
      {open && (
        <DeferredPart
          key={`${open.id}-${open.date}-${open.status}`}
          code={visitDialogCode}
          now
          fallback={({ failed, retry }) => (
            <Opening
              onClose={() => setOpenId(null)}
              isLoading={!failed}
              error={failed ? new Error(t('common.formFailed')) : null}
              onRetry={retry}
            />
          )}
          props={{ visit: open, onClose: () => setOpenId(null), onChange: change, pending }}
        />
      )}
    </Stack>
  );
}

/** "Opening the visit…" as a dialog whose code may not be in yet (above). */
function Opening(props: ComponentProps<typeof VisitOpening>) {
  const { t } = useTranslation();
  return (
    <DeferredDialog
      code={openingCode}
      props={props}
      title={t('schedule.board.opening')}
      onClose={props.onClose}
    />
  );
}
