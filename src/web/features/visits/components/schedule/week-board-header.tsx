import {
  HeaderControl,
  ScheduleHeaderNext,
  ScheduleHeaderPrevious,
  ScheduleHeaderToday,
} from '@mantine-schedule-header/HeaderControl/HeaderControl';
import { ViewSelect } from '@mantine-schedule-header/ViewSelect/ViewSelect';
import type { ReactNode } from 'react';
import type { ScheduleView } from './schedule-model';
import type { useScheduleLabels } from './schedule-labels';
import classes from './week-board.module.css';

const VIEWS = ['day', 'week', 'month'] as const;

/**
 * The week board's header, @mantine/schedule's own controls (the day and month calendars draw
 * the same ones). The package exports them only as `ScheduleHeader`, whose month and year picker
 * (a Popover, with floating-ui: 19 KB on the wire) comes with it, and the board has no use for it:
 * they are taken from their own modules (`@mantine-schedule-header`, an alias in vite.config.ts,
 * vitest.config.ts and tsconfig.json), so the schedule's first screen is without it (decision
 * 0067). `ScheduleHeader`'s root is a wrapping flex row (`classes.header`).
 */
export function WeekBoardHeader(props: {
  labels: ReturnType<typeof useScheduleLabels>;
  /** The week's days, as the header names them. */
  title: ReactNode;
  onPrevious: () => void;
  onNext: () => void;
  onToday: () => void;
  onViewChange: (view: ScheduleView) => void;
}) {
  const { labels } = props;
  return (
    <div className={classes.header}>
      <div className={classes.navigation}>
        <ScheduleHeaderPrevious labels={labels} onClick={props.onPrevious} />
        <HeaderControl interactive={false} miw={180}>
          {props.title}
        </HeaderControl>
        <ScheduleHeaderNext labels={labels} onClick={props.onNext} />
      </div>
      <ScheduleHeaderToday labels={labels} onClick={props.onToday} />
      <ViewSelect
        labels={labels}
        views={VIEWS}
        value="week"
        onChange={(v) => props.onViewChange(v as ScheduleView)}
        style={{ marginInlineStart: 'auto' }}
      />
    </div>
  );
}
