import { dayIn } from '@shared/dates';
import { useAppConfig } from '@web/lib/app-config';
import { ScheduleScreen } from '@web/features/visits/components/schedule/schedule-screen';

export function SchedulePage() {
  const { timezone } = useAppConfig();
  return <ScheduleScreen today={dayIn(new Date(), timezone)} now={() => new Date()} />;
}
