import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ENTITIES, entityKey, refreshAfterChange } from './query-keys';

/** A client holding one settled query per entity, to see which ones a change marks stale. */
function clientWithEveryEntity() {
  const queryClient = new QueryClient();
  for (const entity of ENTITIES) queryClient.setQueryData([...entityKey(entity), 'list', { page: 1 }], []);
  const stale = () =>
    ENTITIES.filter((e) => queryClient.getQueryState([...entityKey(e), 'list', { page: 1 }])?.isInvalidated);
  return { queryClient, stale };
}

describe('refreshAfterChange', () => {
  it('after a job is deleted or restored: the job counts of users, groups and locations, reports, visits, the dashboard and the Trash', async () => {
    const { queryClient, stale } = clientWithEveryEntity();
    await refreshAfterChange(queryClient, 'jobs', { trash: true });
    expect(stale().sort()).toEqual([
      'dashboard',
      'groups',
      'jobs',
      'locations',
      'reports',
      'trash',
      'users',
      'visits',
    ]);
  });

  it('after a location is saved: the job lists that show its name and address, not the Trash', async () => {
    const { queryClient, stale } = clientWithEveryEntity();
    await refreshAfterChange(queryClient, 'locations');
    expect(stale().sort()).toEqual(['jobs', 'locations', 'reports']);
  });
});
