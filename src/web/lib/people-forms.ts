/**
 * What the users, groups and account forms share: the role and status choices, and the texts of
 * the shared rules shown in the page's language.
 *
 *   const roles = roleOptions(t, me.type_id);          // Admins are not offered "Super Admin"
 *   <TextInput {...form.getInputProps('name')} error={fieldError(t, form.errors.name)} />
 *   catch (e) { showServerErrors(e, form.setErrors) }  // 400/403/409 field errors onto the fields
 */
import type { TFunction } from 'i18next';
import { Role, ROLE_NAMES, type RoleId, Status, STATUS_NAMES, type StatusId } from '@shared/constants';
import { GROUP_MESSAGES } from '@shared/schemas/groups';
import { USER_MESSAGES } from '@shared/schemas/users';
import { ApiError } from './api-client';

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

const KNOWN = new Map<string, string>([
  ...Object.entries(USER_MESSAGES).map(([key, text]) => [text, `people.validation.${key}`] as const),
  ...Object.entries(GROUP_MESSAGES).map(([key, text]) => [text, `people.validation.group.${key}`] as const),
]);

/**
 * A rule's message (from the shared schemas, on the page or from the server) in the page's
 * language; any other server text as it came.
 */
export function fieldError(t: TFunction, message: unknown): string | undefined {
  if (typeof message !== 'string' || message === '') return undefined;
  const key = KNOWN.get(message);
  return key ? t(key) : message;
}

/**
 * Puts a refused save's field errors on the form's fields; answers the message to show above the
 * form when the refusal names no field the form has (or when the server could not be reached).
 */
export function showServerErrors(
  error: unknown,
  setErrors: (errors: Record<string, string>) => void,
  fields: readonly string[],
): string | undefined {
  if (!(error instanceof ApiError)) return error instanceof Error ? error.message : String(error);
  const known = Object.entries(error.errors).filter(([field]) => fields.includes(field));
  if (known.length > 0) setErrors(Object.fromEntries(known));
  return known.length > 0 ? undefined : error.message;
}

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
