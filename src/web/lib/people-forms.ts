/**
 * What the users, groups and account forms share: the role and status choices in the page's language.
 *
 *   const roles = roleOptions(t, me.type_id);          // Admins are not offered "Super Admin"
 * Rule texts and the server's field errors: lib/server-errors.ts.
 */
import type { TFunction } from 'i18next';
import { Role, ROLE_NAMES, type RoleId, Status, STATUS_NAMES, type StatusId } from '@shared/constants';

export interface Option {
  value: string;
  label: string;
}

/** The roles an actor may give: only a Super Admin gives the Super Admin role. */
export function roleOptions(t: TFunction, actorTypeId: number, keep?: number): Option[] {
  return (Object.values(Role) as RoleId[])
    .filter((id) => id !== Role.SuperAdmin || actorTypeId === Role.SuperAdmin || keep === id)
    .map((id) => ({ value: String(id), label: roleLabel(t, id) }));
}

export function statusOptions(t: TFunction): Option[] {
  return (Object.values(Status) as StatusId[]).map((id) => ({
    value: String(id),
    label: statusLabel(t, id),
  }));
}

/** The server sends the English role name; the page shows it in its own language. */
export const roleLabel = (t: TFunction, id: number, fallback?: string) =>
  t(`people.roles.${id}`, { defaultValue: fallback ?? ROLE_NAMES[id as RoleId] ?? String(id) });

export const statusLabel = (t: TFunction, id: number, fallback?: string) =>
  t(`people.statuses.${id}`, { defaultValue: fallback ?? STATUS_NAMES[id as StatusId] ?? String(id) });

/**
 * Mantine's PasswordInput leaves out aria-invalid and aria-describedby that its other inputs set,
 * so a screen reader would not hear the error; these put them back.
 */
export function passwordAria(id: string, error: unknown, withDescription = false) {
  const describedBy = [withDescription && `${id}-description`, error ? `${id}-error` : false].filter(Boolean);
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy.length > 0 ? describedBy.join(' ') : undefined,
  };
}
