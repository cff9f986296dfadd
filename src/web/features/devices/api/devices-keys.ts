import { entityKey } from '@web/lib/query-keys';

/** Every key of the devices feature (decision 0019): types, a location's devices, plans and trends. */
export const devicesKeys = {
  all: entityKey('devices'),
  types: () => [...devicesKeys.all, 'types'] as const,
  ofLocation: (locationId: number) => [...devicesKeys.all, 'location', locationId] as const,
  list: (locationId: number, active: 'active' | 'removed' | 'all') =>
    [...devicesKeys.ofLocation(locationId), 'list', active] as const,
  plans: (locationId: number) => [...devicesKeys.ofLocation(locationId), 'plans'] as const,
  trends: (locationId: number, query: { from: string; to: string; threshold: number }) =>
    [...devicesKeys.ofLocation(locationId), 'trends', query] as const,
  history: (deviceId: number, page: number) => [...devicesKeys.all, 'history', deviceId, page] as const,
};
