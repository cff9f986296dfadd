import { KeepStartForms } from '@web/features/reports/components/form/keep-start-forms';
import { TodayVisits } from '@web/features/visits/components/today/today-visits';
import { WeekChangesNotice } from '@web/features/visits/components/today/week-changes-notice';
import { useAppConfig } from '@web/lib/app-config';
import { KeepWeek } from '../keep-week';
import { keptVisitDays } from '../kept-week';

/**
 * `/today`: the technician's (and a Supervisor's) visits of the day, made for a phone; and what
 * starting a report with no connection needs and the week's work, fetched to be kept on the
 * device (issue 32), with what the office changed of it since the device's copy. `now`: the clock.
 */
export function TodayPage({ now = () => new Date() }: { now?: () => Date }) {
  const { timezone } = useAppConfig();
  return (
    <>
      <KeepStartForms />
      <KeepWeek now={now} />
      <WeekChangesNotice days={keptVisitDays(now(), timezone)} />
      <TodayVisits />
    </>
  );
}
