import type { ReactElement } from 'react';
import { useParams } from 'react-router';
import { parseRouteId } from '@shared/route-id';
import { NotFoundPage } from './not-found-page';

/** The page's `:id` as a number, or undefined when the URL holds something else. */
export function useRouteId(): number | undefined {
  const { id } = useParams();
  return parseRouteId(id);
}

/** A page of one record: an id that is not a number is a page that does not exist. */
export function withRouteId(render: (id: number) => ReactElement) {
  return function RecordPage() {
    const id = useRouteId();
    return id ? render(id) : <NotFoundPage />;
  };
}
