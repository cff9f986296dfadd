import { useParams } from 'react-router';
import { parseRouteId } from '@shared/route-id';

/** The page's `:id` as a number, or undefined when the URL holds something else. */
export function useRouteId(): number | undefined {
  const { id } = useParams();
  return parseRouteId(id);
}
