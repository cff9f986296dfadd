import { entityKey } from '@web/lib/query-keys';

/** Every key of the dashboard feature (decision 0019). */
export const dashboardKeys = {
  all: entityKey('dashboard'),
};
