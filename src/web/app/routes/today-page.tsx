import { TodayVisits } from '@web/features/visits/components/today/today-visits';

/** `/today`: the technician's (and a Supervisor's) visits of the day, made for a phone. */
export function TodayPage() {
  return <TodayVisits />;
}
