import { entityKey } from '@web/lib/query-keys';

/** Every key of the customer portal feature (decision 0019). */
export const portalKeys = {
  all: entityKey('portal'),
  me: () => [...portalKeys.all, 'me'] as const,
  notifications: () => [...portalKeys.all, 'notifications'] as const,
  visits: (locationId: number) => [...portalKeys.all, 'visits', locationId] as const,
  reports: (locationId: number) => [...portalKeys.all, 'reports', locationId] as const,
  actions: (locationId: number) => [...portalKeys.all, 'actions', locationId] as const,
  applications: (locationId: number) => [...portalKeys.all, 'applications', locationId] as const,
  devices: (locationId: number) => [...portalKeys.all, 'devices', locationId] as const,
};
