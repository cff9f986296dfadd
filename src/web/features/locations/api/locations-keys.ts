import { entityKey } from '@web/lib/query-keys';

/** The locations list's query as the URL holds it. */
export interface LocationsQuery {
  filter: string;
  page: number;
  active?: 'active' | 'inactive';
  /** `name` or `-name` (issue 18); absent, the list's own order. */
  sort?: string;
  /** One customer's locations (the customer's page, decision 0061). */
  customer?: string;
}

/** Every key of the locations feature (decision 0019); each call's `queryOptions` takes its key here. */
export const locationsKeys = {
  all: entityKey('locations'),
  list: (query: LocationsQuery) => [...locationsKeys.all, 'list', query] as const,
  detail: (id: number) => [...locationsKeys.all, 'detail', String(id)] as const,
  overview: (id: number) => [...locationsKeys.all, 'overview', String(id)] as const,
  contacts: (id: number) => [...locationsKeys.all, 'contacts', String(id)] as const,
  zipCounty: (state: string, zip: string) => [...locationsKeys.all, 'zip-county', state, zip] as const,
};
