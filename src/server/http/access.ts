import { Role, type RoleId } from '@shared/constants';

/**
 * What a route declares in `config.access`: `'public'` (no login), `'portal'` (a customer's portal
 * session and nothing else: no office session, no API key; decision 0048) or the roles that may
 * call it. app.ts refuses to start when an /api route declares nothing, so no route is open by accident.
 */
export type Access = 'public' | 'portal' | readonly RoleId[];

/** The customer portal's routes: only a portal session opens them (portal/portal-auth.ts). */
export const PORTAL = 'portal';

export const ANY_USER: readonly RoleId[] = [Role.SuperAdmin, Role.Admin, Role.Supervisor, Role.Technician];
export const ADMINS: readonly RoleId[] = [Role.SuperAdmin, Role.Admin];
export const SUPER_ADMINS: readonly RoleId[] = [Role.SuperAdmin];
/** Admins and Supervisors: the office staff who read everything. */
export const STAFF: readonly RoleId[] = [Role.SuperAdmin, Role.Admin, Role.Supervisor];

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
}
