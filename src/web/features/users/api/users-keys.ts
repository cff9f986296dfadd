import { entityKey } from '@web/lib/query-keys';

/** The users list's query as the URL holds it. */
export interface UsersQuery {
  filter: string;
  page: number;
  active?: 'active' | 'inactive';
  /** `name` or `-name` (issue 18); absent, the list's own order. */
  sort?: string;
}

/** Every key of the users feature (decision 0019); each call's `queryOptions` takes its key here. */
export const usersKeys = {
  all: entityKey('users'),
  list: (query: UsersQuery) => [...usersKeys.all, 'list', query] as const,
  detail: (id: number) => [...usersKeys.all, 'detail', id] as const,
  certifications: (id: number) => [...usersKeys.all, 'certifications', id] as const,
  /** One's own, kept on a field worker's device (issue 32): not under `certifications`, no id. */
  myCertifications: () => [...usersKeys.all, 'my-certifications'] as const,
  expiring: (page: number, sort?: string) => [...usersKeys.all, 'expiring', page, sort ?? null] as const,
};
