import { ApplicationRecord } from '@web/features/applications/components/application-record';
import { NotFoundPage } from './not-found-page';
import { useRouteId } from './route-id';

export function ApplicationPage() {
  const id = useRouteId();
  return id === undefined ? <NotFoundPage /> : <ApplicationRecord id={id} />;
}
