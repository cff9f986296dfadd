import '@mantine/dates/styles.css';
import '@mantine/schedule/styles.css';
import 'dayjs/locale/ar';
import 'dayjs/locale/es';
import 'dayjs/locale/fa';
import { Box } from '@mantine/core';
import { type ScheduleEventData, ResourcesSchedule } from '@mantine/schedule';
import dayjs from 'dayjs';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTimeIn, formatDayWordsIn, isSpecFormat } from '@shared/date-style';
import { minuteIn } from '@shared/dates';
import { WORK_DAY_DEFAULT } from '@shared/schemas/company';
import { AppDatesProvider } from '@web/components/dates-provider';
import type { BoardVisit, ScheduleLane, ScheduleLanePage, VisitRow } from '@shared/schemas/visits';
import { dateStyle } from '@web/lib/reader-style';
import { ChangeRequestedBadge } from './change-requested-badge';
import { monthViewFormats } from './month-view-formats';
import { useReaderCellNames } from './reader-cell-names';
import {
  type Change,
  canMove,
  dropChange,
  eventsOf,
  isPendingCard,
  isPlaceholderLane,
  pendingCardsOf,
  laneId,
  placeholderLaneId,
  type ScheduleView,
  type VisitEventPayload,
  VISIT_DRAG_TYPE,
} from './schedule-model';
import classes from './schedule.module.css';
import boardClasses from './week-board.module.css';
import { useScheduleLabels } from './schedule-labels';
import { useLaneWindow } from './use-lane-window';
import type { DayCards } from './use-day-cards';
import { PendingCard } from './pending-card';

const ROW_HEIGHT = 56;
// A lane is its row and the row's border; the header is the navigation, day and hour labels.
const LANE_HEIGHT = ROW_HEIGHT + 1;
const HEADER_HEIGHT = 130;

const payloadOf = (event: ScheduleEventData) => event.payload as VisitEventPayload;

/** The day and month views; the week is the board (week-board.tsx). */
export interface ScheduleCalendarProps {
  view: Exclude<ScheduleView, 'week'>;
  date: string;
  onViewChange: (view: ScheduleView) => void;
  onDateChange: (date: string) => void;
  /**
   * Every lane, in order: the lane once its page is read, undefined until then (drawn as a
   * placeholder), as `useLanePages` gives them (decision 0079).
   */
  technicians: (Pick<ScheduleLane, 'id' | 'name'> | undefined)[];
  /** The pages' visits read so far, as cards. */
  visits: BoardVisit[];
  /**
   * The month's crowded days (its pages carry a lane's first cards of a day): how many visits
   * each holds, and the reads of a day whose "+N more" is opened.
   */
  dayTotals?: readonly ScheduleLanePage['day_totals'][number][];
  dayCards?: DayCards;
  /** Finds a visit of the side list by id, for a drop from it. */
  unassigned: BoardVisit[];
  /** The positions of the lanes drawn, so their pages are asked for. */
  onLanesInView?: (positions: number[]) => void;
  onOpen: (visit: Pick<VisitRow, 'id'>) => void;
  onChange: (visit: BoardVisit, change: Change) => void;
  height: string;
  /** The clock, and the office's zone (APP_TIMEZONE) the "now" line reads it in. */
  now: () => Date;
  timezone: string;
  /** The company's working hours ('HH:MM'), which the day view opens on; the default until read. */
  workDay?: { start: string; end: string };
}

export function ScheduleCalendar(props: ScheduleCalendarProps) {
  const { t, i18n } = useTranslation();
  const workDay = props.workDay ?? WORK_DAY_DEFAULT;
  const { technicians, visits, onChange, onOpen, onLanesInView } = props;
  const events = useMemo(() => eventsOf(visits), [visits]);
  const { scrollerRef, first, count, fullHeight } = useLaneWindow(
    technicians.length,
    LANE_HEIGHT,
    HEADER_HEIGHT,
  );
  // A lane whose page is not read yet is a placeholder: a string id (nothing lands on it), and the
  // label the library also names its cells with (decision 0079).
  const pending = t('schedule.lanePending');
  const shown = useMemo(
    () =>
      technicians
        .slice(first, first + count)
        .map((p, i) =>
          p
            ? { id: p.id, label: p.name }
            : { id: placeholderLaneId(first + i), label: pending, payload: { pending: true } },
        ),
    [technicians, first, count, pending],
  );
  // The pages of the lanes drawn are asked for as the outer scroll reaches them.
  useEffect(() => {
    if (count === 0) return;
    const last = Math.min(first + count, technicians.length);
    onLanesInView?.(Array.from({ length: Math.max(0, last - first) }, (_, i) => first + i));
  }, [first, count, technicians.length, onLanesInView]);
  // Only the drawn lanes' events: the library lays out every event it is given. A month's crowded
  // day has a stand-in for each visit not read yet, so its "+N more" counts them all.
  const { dayTotals } = props;
  const shownEvents = useMemo(() => {
    const ids = new Set<number | string>(shown.map((r) => r.id));
    const drawn = events.filter((e) => ids.has(e.resourceId as number));
    return dayTotals?.length ? [...drawn, ...pendingCardsOf(drawn, dayTotals, ids)] : drawn;
  }, [events, shown, dayTotals]);

  const labels = useScheduleLabels();
  // Each view takes its own class names: ResourcesSchedule does not hand its own down.
  const lane = (view: string) => ({
    [`${view}RowSlots`]: classes.lane,
    [`${view}EventWrapper`]: classes.event,
    [`${view}AllDayEvent`]: classes.event,
  });
  const scrollAreaProps = { scrollbars: 'x' as const };
  // The library reads the clock in the browser's zone; the office's wall clock puts the line on
  // the office's day and hour (a New York evening is already tomorrow in UTC).
  const getCurrentTime = () => minuteIn(props.now(), props.timezone);
  // The line is placed with `left` from the lanes' start, but right to left the days start at the
  // right edge (the lane is mirrored, see the CSS), so there it is placed with `right`.
  const rtl = i18n.dir() === 'rtl';
  const nowLine = (view: string) =>
    rtl ? { [`${view}CurrentTimeIndicator`]: { left: 'auto', right: 'var(--indicator-left-offset)' } } : {};
  // The day view's heading and hours as the reader reads them (decision 0074), English keeping the
  // library's "March 8, 2026" and HH:mm; both are handed 'YYYY-MM-DD HH:mm:ss'. The month view's
  // days and heading too, over its Gregorian grid (month-view-formats.tsx).
  const style = dateStyle();
  const readerDay = isSpecFormat(style)
    ? {}
    : {
        headerFormat: (at: string) => formatDayWordsIn(at.slice(0, 10), style, 'date'),
        slotLabelFormat: (at: string) => formatTimeIn(at.slice(11, 16), style),
      };
  const { classNames: readerMonthClasses, ...readerMonth } = monthViewFormats(style, labels);
  const calendarRef = useRef<HTMLDivElement>(null);
  useReaderCellNames(calendarRef, style);

  return (
    <Box ref={scrollerRef} className={classes.window} h={props.height} data-testid="schedule-lanes">
      <Box h={fullHeight}>
        <Box ref={calendarRef} className={classes.sticky} h={props.height}>
          {/* The language's days off and first day, as the date pickers have them: the month view
              marks Friday in Persian, Friday and Saturday in Arabic, as its weekend. */}
          <AppDatesProvider>
            <ResourcesSchedule
              h="100%"
              view={props.view}
              onViewChange={props.onViewChange}
              date={props.date}
              onDateChange={props.onDateChange}
              resources={shown}
              events={shownEvents}
              locale={i18n.language}
              labels={labels}
              renderResourceLabel={(resource) =>
                resource.payload?.pending ? (
                  <span
                    aria-busy="true"
                    data-testid="lane-placeholder"
                    className={boardClasses.placeholderName}
                  />
                ) : (
                  resource.label
                )
              }
              renderEventBody={(event) => {
                if (isPendingCard(event)) {
                  const { technicianId, day } = event.payload!.pendingDay;
                  return props.dayCards ? (
                    <PendingCard technicianId={technicianId} day={day} dayCards={props.dayCards} />
                  ) : null;
                }
                const { visit } = payloadOf(event);
                return (
                  <span className={classes.visitBody}>
                    {visit.change_requested && <ChangeRequestedBadge compact />}
                    <strong>{visit.job.name}</strong> · {visit.location.name}
                  </span>
                );
              }}
              withEventsDragAndDrop
              canDragEvent={(event) => !isPendingCard(event) && canMove(payloadOf(event).visit)}
              onEventClick={(event) => {
                if (!isPendingCard(event)) onOpen(payloadOf(event).visit);
              }}
              onEventDrop={({ event, newStart, newEnd, resourceId }) => {
                if (isPlaceholderLane(resourceId) || isPendingCard(event)) return;
                const { visit, technicianId } = payloadOf(event);
                const change = dropChange(visit, {
                  newStart,
                  newEnd,
                  fromTechnician: technicianId,
                  toTechnician: laneId(resourceId),
                });
                if (change) onChange(visit, change);
              }}
              onExternalEventDrop={({ dataTransfer, dropDateTime, resourceId }) => {
                if (isPlaceholderLane(resourceId)) return;
                const id = Number(dataTransfer.getData(VISIT_DRAG_TYPE));
                const visit = props.unassigned.find((v) => v.id === id);
                if (!visit) return;
                const minutes =
                  visit.start_time && visit.end_time
                    ? dayjs(`${visit.date} ${visit.end_time}`).diff(
                        `${visit.date} ${visit.start_time}`,
                        'minute',
                      )
                    : 60;
                const change = dropChange(visit, {
                  newStart: dropDateTime,
                  newEnd: dayjs(dropDateTime).add(minutes, 'minute').format('YYYY-MM-DD HH:mm:ss'),
                  fromTechnician: null,
                  toTechnician: laneId(resourceId),
                });
                if (change) onChange(visit, change);
              }}
              dayViewProps={{
                classNames: lane('resourcesDayView'),
                styles: nowLine('resourcesDayView'),
                ...readerDay,
                getCurrentTime,
                rowHeight: ROW_HEIGHT,
                intervalMinutes: 60,
                eventDragInterval: 15,
                // Opens on the company's working hours, drawn lighter; the rest of the day stays reachable.
                startScrollTime: `${workDay.start}:00`,
                highlightBusinessHours: true,
                businessHours: [`${workDay.start}:00`, `${workDay.end}:00`],
                scrollAreaProps,
              }}
              monthViewProps={{
                classNames: { ...lane('resourcesMonthView'), ...readerMonthClasses },
                ...readerMonth,
                rowHeight: ROW_HEIGHT,
                scrollAreaProps,
              }}
            />
          </AppDatesProvider>
        </Box>
      </Box>
    </Box>
  );
}
