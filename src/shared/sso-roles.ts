/**
 * The roles single sign-on may give, apart from its schemas (schemas/sso.ts): the settings form
 * draws them before its checks (zod) are in (decision 0067).
 */
import { Role } from './constants';

/** Never Super Admin (decision 0045). */
export const SSO_ROLE_IDS = [Role.Admin, Role.Supervisor, Role.Technician] as const;
