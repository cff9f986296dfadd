import { useParams } from 'react-router';

/** The page's `:id` as a number, or undefined when the URL holds something else. */
export function useRouteId(): number | undefined {
  const { id } = useParams();
  return id && /^\d{1,9}$/.test(id) && Number(id) > 0 ? Number(id) : undefined;
}
