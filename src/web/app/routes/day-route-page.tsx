import { useParams } from 'react-router';
import { isIsoDate } from '@shared/dates';
import { DayRoute } from '@web/features/day-routes/components/day-route';
import { NotFoundPage } from './not-found-page';
import { useRouteId } from './route-id';

/** `/schedule/route/{userId}/{day}`: one person's day in order, opened from the schedule's board. */
export function DayRoutePage() {
  const id = useRouteId();
  const { day } = useParams();
  if (!id || !day || !isIsoDate(day)) return <NotFoundPage />;
  return <DayRoute key={`${id} ${day}`} userId={id} day={day} />;
}
