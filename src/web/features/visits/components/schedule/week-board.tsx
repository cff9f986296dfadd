import '@mantine/schedule/styles.css';
import { type FocusEvent, type MouseEvent, useEffect, useMemo, useRef, useState } from 'react';
import { deferredCode, useDeferredWidget } from '@web/components/deferred-widget';
import { useDeferredVirtualizer } from '@web/lib/use-deferred-virtualizer';
import { useTranslation } from 'react-i18next';
import { formatDayRange, formatDayWords } from '@web/lib/date-style';
import { useNavigate } from 'react-router';
import { addDaysTo } from '@shared/dates';
import type { BoardVisit, ScheduleLane } from '@shared/schemas/visits';
import { withFocusedRow } from '@web/lib/focused-range';
import { BoardRow, PlaceholderRow } from './board-row';
import type { Change, ScheduleView } from './schedule-model';
import { useScheduleLabels } from './schedule-labels';
import { useStableCells } from './use-stable-cells';
import { WeekBoardHeader } from './week-board-header';
import classes from './week-board.module.css';
import { cellKey, weekDays } from './week-board-model';

// The drag and drop (@dnd-kit) is not part of the first screen (decision 0067, eleventh round): the
// rows are drawn without it and it comes after the first screen; a card cannot be dragged for that
// first moment (its dialog moves it by keyboard from the start).
const dndCode = deferredCode(
  () => import('./board-dnd'),
  (m) => m.BoardDnd,
);

/** A row's height before it is measured: its fullest day's cards under the load line. */
const ESTIMATED_ROW = 120;
const CARD_HEIGHT = 40;
const CELL_CHROME = 32;
/** The box a test DOM (no layout) is taken to have: twenty rows are drawn there. */
const UNMEASURED = { width: 1200, height: 20 * ESTIMATED_ROW };

export interface WeekBoardProps {
  date: string;
  /** The office's today: the Today button and the day marked. */
  today: string;
  /**
   * Every lane's row in order; undefined for a lane whose page is not read yet, drawn as a
   * placeholder until it comes (decision 0066, amended 2026-12-03).
   */
  technicians: (ScheduleLane | undefined)[];
  visits: BoardVisit[];
  /** The positions in `technicians` of the rows drawn (in view and the few around), as they change. */
  onLanesInView?: (positions: number[]) => void;
  onViewChange: (view: ScheduleView) => void;
  onDateChange: (date: string) => void;
  onOpen: (visit: BoardVisit) => void;
  onChange: (visit: BoardVisit, change: Change) => void;
  height: string;
  /** The lanes' box's height in px as the page is laid out (`height` worked out), if known. */
  initialHeight?: number;
}

/**
 * The week at a glance (issue 33 item 1, decision 0059): a row per technician under the
 * Unassigned row, the seven days as columns, each visit a card dragged (@dnd-kit) to another day
 * or person. Only the rows in view are drawn (@tanstack/react-virtual, after the first screen:
 * lib/use-deferred-virtualizer.ts): 200 technicians stay fast.
 * Right to left the grid runs its days from the right, as the page's direction says.
 */
export function WeekBoard(props: WeekBoardProps) {
  const { t } = useTranslation();
  const labels = useScheduleLabels();
  const days = useMemo(() => weekDays(props.date), [props.date]);
  const cells = useStableCells(props.visits);
  // Row 0 is Unassigned (null); undefined stands for a lane not read yet.
  const rows: (ScheduleLane | null | undefined)[] = useMemo(
    () => [null, ...props.technicians],
    [props.technicians],
  );
  const scrollerRef = useRef<HTMLDivElement>(null);
  const placed = useRef<Element | null>(null);
  const laneKey = (i: number) => (i === 0 ? 'unassigned' : (rows[i]?.id ?? `row-${i}`));
  // The row holding keyboard focus, by its lane: it stays drawn, with its neighbours (Tab).
  const [focusedLane, setFocusedLane] = useState<number | string | null>(null);
  const focusedIndex =
    focusedLane === null ? undefined : rows.findIndex((_, i) => laneKey(i) === focusedLane);
  const { rows: virtualizer, ask } = useDeferredVirtualizer(
    {
      count: rows.length,
      getScrollElement: () => scrollerRef.current,
      estimateSize: (i) => {
        const lane = rows[i];
        if (lane === undefined) return ESTIMATED_ROW;
        const technicianId = lane?.id ?? null;
        const most = Math.max(
          0,
          ...days.map((date) => cells.get(cellKey({ technicianId, date }))?.length ?? 0),
        );
        return Math.max(64, CELL_CHROME + most * CARD_HEIGHT);
      },
      // A row is as tall as its fullest day (about 330 px at 40 visits a week): one more row above
      // and below is a third of a screen drawn ahead, and each drawn row costs its 40 cards (0066).
      overscan: 1,
      getItemKey: laneKey,
      // Nothing on the way to the first rows reads the layout (issue 33: each read made the browser
      // lay out the page there and then, twice): the box is taken to be as tall as the page says
      // (`props.initialHeight`) and the rows as their estimates, until the ResizeObservers report
      // them after the browser's own layout. A DOM without layout (tests) reports nothing and keeps
      // UNMEASURED.
      initialRect: props.initialHeight ? { width: 0, height: props.initialHeight } : UNMEASURED,
      observeElementRect: (instance, cb) => {
        const element = instance.scrollElement;
        if (!element) return;
        const observer = new ResizeObserver(([entry]) => {
          const { width, height } = entry!.contentRect;
          cb(height > 0 ? { width, height } : UNMEASURED);
        });
        observer.observe(element);
        return () => observer.disconnect();
      },
    },
    (core) => ({
      rangeExtractor: (range) => withFocusedRow(core.defaultRangeExtractor(range), focusedIndex, rows.length),
      // A new box is at its top already: the virtualizer's first write of 0 there would make the
      // browser lay out the whole page at once, in the middle of drawing it.
      scrollToFn: (offset, options, instance) => {
        const fresh = instance.scrollElement !== placed.current;
        placed.current = instance.scrollElement;
        if (!fresh || offset + (options.adjustments ?? 0) !== 0)
          core.elementScroll(offset, options, instance);
      },
      // At its mounting a row keeps its size known (or estimated); its ResizeObserver entry gives
      // the real one. A DOM without layout keeps the estimate rather than none.
      measureElement: (element, entry, instance) =>
        (entry ? core.measureElement(element, entry, instance) : undefined) ||
        instance.itemSizeCache.get(instance.options.getItemKey(instance.indexFromElement(element))) ||
        instance.options.estimateSize(instance.indexFromElement(element)),
    }),
  );
  const onRowFocus = (event: FocusEvent) => {
    // Focused before the virtualizer came (Tab into the first rows): the next rows need it now.
    ask();
    const index = event.target.closest('[data-index]')?.getAttribute('data-index');
    if (index !== null && index !== undefined) setFocusedLane(laneKey(Number(index)));
  };
  const drawn = virtualizer
    .getVirtualItems()
    .flatMap((item) => (item.index > 0 ? [item.index - 1] : []))
    .join(',');
  // Told again when the callback changes too: a search's first page answered asks for the rest.
  const { onLanesInView } = props;
  useEffect(() => {
    if (drawn) onLanesInView?.(drawn.split(',').map(Number));
  }, [drawn, onLanesInView]);
  // Nothing stands in for it, so nothing is focused for it: `none`. If its code does not arrive
  // the board stays as it is, moved by the cards' dialogs.
  const none = useRef<HTMLElement>(null);
  const dnd = useDeferredWidget(dndCode, none).loaded;
  const drawnRows = virtualizer.getVirtualItems().flatMap((item) => {
    const lane = rows[item.index];
    return lane === undefined ? [] : [{ index: item.index, key: item.key as string | number, lane }];
  });
  const week = (step: number) => addDaysTo(props.date, 7 * step);
  const navigate = useNavigate();
  // The cards' and cells' links are plain anchors (a screen holds hundreds, and react-router's
  // Link is several hooks each): a plain click on one opens its page in the app, as a Link would;
  // a click with a modifier or another button is the browser's (a new tab, a download).
  const openLink = (event: MouseEvent) => {
    const link = (event.target as Element).closest('a[data-board-link]');
    if (!link || event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void navigate(link.getAttribute('href')!);
  };

  return (
    <div className={classes.board} data-testid="week-board" data-dnd={dnd ? '' : undefined}>
      <WeekBoardHeader
        labels={labels}
        title={formatDayRange(days[0]!, days[6]!)}
        onPrevious={() => props.onDateChange(week(-1))}
        onNext={() => props.onDateChange(week(1))}
        onToday={() => props.onDateChange(props.today)}
        onViewChange={props.onViewChange}
      />
      <div role="grid" aria-label={t('schedule.board.title')} aria-rowcount={rows.length + 1}>
        <div role="row" className={`${classes.row} ${classes.head}`}>
          <div role="columnheader" className={classes.person}>
            {t('schedule.technicians')}
          </div>
          {days.map((d) => (
            <div
              role="columnheader"
              key={d}
              className={classes.day}
              data-today={d === props.today || undefined}
            >
              <time dateTime={d}>{formatDayWords(d, 'weekday')}</time>
            </div>
          ))}
        </div>
        <div
          ref={scrollerRef}
          className={classes.scroller}
          style={{ height: props.height }}
          data-testid="schedule-lanes"
          onClick={openLink}
          onFocus={onRowFocus}
          onScroll={ask}
        >
          {/* The rows drawn lie in the flow between spacers standing for the rows not drawn: a
                row taller than its estimate pushes the next down rather than overlapping it. */}
          <div>
            {virtualizer
              .getVirtualItems()
              .flatMap((item, i, items) => [
                <Spacer key={`gap-${item.key}`} height={item.start - (items[i - 1]?.end ?? 0)} />,
                rows[item.index] === undefined ? (
                  <PlaceholderRow
                    key={item.key}
                    ref={virtualizer.measureElement}
                    index={item.index}
                    days={days}
                    today={props.today}
                  />
                ) : (
                  <BoardRow
                    key={item.key}
                    ref={virtualizer.measureElement}
                    index={item.index}
                    lane={rows[item.index] ?? null}
                    days={days}
                    today={props.today}
                    cells={cells}
                    onOpen={props.onOpen}
                  />
                ),
              ])}
            <Spacer height={virtualizer.getTotalSize() - (virtualizer.getVirtualItems().at(-1)?.end ?? 0)} />
          </div>
        </div>
        {dnd && (
          <dnd.Widget
            scroller={scrollerRef}
            rows={drawnRows}
            days={days}
            cells={cells}
            technicians={props.technicians}
            onChange={props.onChange}
          />
        )}
      </div>
    </div>
  );
}

/** The space of the rows not drawn, before, between and after those drawn. */
function Spacer({ height }: { height: number }) {
  return height > 0 ? <div aria-hidden="true" style={{ height }} /> : null;
}
