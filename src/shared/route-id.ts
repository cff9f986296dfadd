/** The largest record id: PostgreSQL's `integer`. */
export const ID_MAX = 2_147_483_647;

/**
 * A web page's `:id` (or `?id=`): the id, or undefined for anything but plain digits (a page that
 * does not exist rather than `1e3` or ` 7` read as numbers). Without zod, unlike the schemas: the
 * pages that read it are on a phone's first screen (decision 0031).
 */
export function parseRouteId(value: string | null | undefined): number | undefined {
  if (!value || !/^\d{1,10}$/.test(value)) return undefined;
  const id = Number(value);
  return id >= 1 && id <= ID_MAX ? id : undefined;
}
