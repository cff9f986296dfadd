import { entityKey } from '@web/lib/query-keys';

/** What a list of links belongs to: a finished report, or a location's customer page. */
export interface ShareTarget {
  kind: 'reports' | 'locations';
  id: number;
}

/** Every key of the share-links feature (decision 0019). */
export const shareLinksKeys = {
  all: entityKey('shareLinks'),
  list: (target: ShareTarget) => [...shareLinksKeys.all, 'list', target.kind, target.id] as const,
  openings: (id: number, page: number) => [...shareLinksKeys.all, 'openings', id, page] as const,
  shared: (token: string, reportId: number | null, page: number) =>
    [...shareLinksKeys.all, 'shared', token, reportId, page] as const,
};
