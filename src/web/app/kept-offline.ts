import type { QueryKey } from '@tanstack/react-query';
import { authUserKey } from '@web/lib/auth';

/**
 * What a technician's pages show with no connection (lib/kept-queries.ts): who is logged in, the
 * app's settings, Today, My jobs, and the reports (My reports, each report opened, what starting
 * one offers).
 */
export const keptOffline = (key: QueryKey) =>
  key[0] === authUserKey[0] ||
  key[0] === 'app-config' ||
  key[0] === 'reports' ||
  ((key[0] === 'visits' || key[0] === 'jobs') && key[1] === 'mine');
