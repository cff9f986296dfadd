import { entityKey } from '@web/lib/query-keys';

/** The list's query as the URL holds it; empty values are left out of the call. */
export interface ApplicationsListQuery {
  page: number;
  /** A column, `-column` descending (issue 18); absent for newest first. */
  sort?: string;
  start_date?: string;
  end_date?: string;
  state?: string;
  county?: string;
  chemical_id?: string;
  applicator_id?: string;
  restricted?: '1';
}

/** Every key of the applications feature (decision 0019). */
export const applicationsKeys = {
  all: entityKey('applications'),
  lists: () => [...applicationsKeys.all, 'list'] as const,
  list: (query: ApplicationsListQuery) => [...applicationsKeys.lists(), query] as const,
  products: (search: string) => [...applicationsKeys.all, 'products', search] as const,
  applicators: (search: string) => [...applicationsKeys.all, 'applicators', search] as const,
  detail: (id: number) => [...applicationsKeys.all, 'detail', id] as const,
};
