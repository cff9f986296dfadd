import { useSearchParams } from 'react-router';
import { parseRouteId } from '@shared/route-id';
import { ActionCreateForm } from '@web/features/corrective-actions/components/action-create-form';
import { ActionDetail } from '@web/features/corrective-actions/components/action-detail';
import { NotFoundPage } from './not-found-page';
import { useRouteId } from './route-id';

/** One action: its fields, status moves, closing photo; `key` starts afresh on another action. */
export function CorrectiveActionPage() {
  const id = useRouteId();
  if (!id) return <NotFoundPage />;
  return <ActionDetail key={id} id={id} />;
}

/**
 * A new action by hand: `?location_id=` from a location's page, `?report_id=` from a report's view,
 * neither from the list (a location is chosen then).
 */
export function CorrectiveActionCreatePage() {
  const [params] = useSearchParams();
  const locationId = parseRouteId(params.get('location_id'));
  const reportId = parseRouteId(params.get('report_id'));
  return <ActionCreateForm key={params.toString()} locationId={locationId} reportId={reportId} />;
}
