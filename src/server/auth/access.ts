import { Role, type RoleId } from '@shared/constants';

/**
 * What a route declares in `config.access`: `'public'` (no login) or the roles that may call it.
 * app.ts refuses to start when an /api route declares nothing, so no route is open by accident.
 */
export type Access = 'public' | readonly RoleId[];

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
