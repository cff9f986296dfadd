import { KeepStartForms } from '@web/features/reports/components/form/keep-start-forms';
import { TodayVisits } from '@web/features/visits/components/today/today-visits';
import { KeepWeek } from '../keep-week';

/**
 * `/today`: the technician's (and a Supervisor's) visits of the day, made for a phone; and what
 * starting a report with no connection needs and the week's work, fetched to be kept on the
 * device (issue 32).
 */
export function TodayPage() {
  return (
    <>
      <KeepStartForms />
      <KeepWeek />
      <TodayVisits />
    </>
  );
}
