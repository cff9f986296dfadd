import { z } from 'zod';
import { LANGUAGES } from '../languages';
import { sortQuery } from './list-sort';
import { ERROR_TEXTS } from '../error-codes';
import { Role } from '../constants';
import {
  activeQuery,
  dayText,
  filterQuery,
  pageQuery,
  passwordText,
  singleLineText,
  statusId,
} from './common';

/** The users list's sortable columns (issue 18): `?sort=name`, `?sort=-created_at`. */
export const USER_SORTS = ['name', 'email', 'role', 'status', 'job_count', 'created_at'] as const;

export const usersFilterQuery = z.object({
  filter: filterQuery,
  page: pageQuery,
  sort: sortQuery(USER_SORTS),
  active: activeQuery,
});
export type UsersFilterQuery = z.input<typeof usersFilterQuery>;

/** A row of the users list (spec section 3, "User row"). */
export const userRow = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  username: z.string(),
  type_id: z.number(),
  status_id: z.number(),
  type: z.object({ type: z.string() }),
  status: z.object({ status: z.string() }),
  jobcount: z.number(),
  /** The earliest expiry ('YYYY-MM-DD') among the user's certifications; null without any. */
  certification_expires_on: dayText.nullable(),
  created_at: z.date().or(z.string()),
});
export type UserRow = z.infer<typeof userRow>;

/** The English texts of the user rules; their codes are `user.<key>` (src/shared/error-codes.ts). */
export const USER_MESSAGES = ERROR_TEXTS.user;
export type UserMessageKey = keyof typeof USER_MESSAGES;

export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 200;

/**
 * The kinds of character a password may mix. Letters without case (Arabic, Persian, …) are a
 * kind of their own, so a passphrase in any script can pass.
 */
const CHARACTER_KINDS = [/\p{Ll}/u, /\p{Lu}/u, /\p{Lo}|\p{Lm}|\p{Lt}/u, /\p{Nd}/u, /[^\p{L}\p{Nd}]/u];
export const characterKinds = (password: string) => CHARACTER_KINDS.filter((k) => k.test(password)).length;

/** The password strength rule: 10 to 200 characters, not all of one kind. */
export const newPassword = passwordText({ error: USER_MESSAGES.passwordRequired })
  .min(1, USER_MESSAGES.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, USER_MESSAGES.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, USER_MESSAGES.passwordTooLong)
  .refine((p) => p.length < PASSWORD_MIN_LENGTH || characterKinds(p) >= 2, USER_MESSAGES.passwordOneKind);

/**
 * Usernames are stored in lowercase: 3 to 40 of a-z, 0-9, dot, hyphen, underscore, starting with a
 * letter or digit. No `@`, so a login can never be one user's username and another's email.
 */
export const USERNAME_PATTERN = /^[a-z0-9][a-z0-9._-]{2,39}$/;
export const username = singleLineText({ error: USER_MESSAGES.usernameRule })
  .trim()
  .toLowerCase()
  .regex(USERNAME_PATTERN, USER_MESSAGES.usernameRule);

export const personName = singleLineText({ error: USER_MESSAGES.nameRequired })
  .trim()
  .min(1, USER_MESSAGES.nameRequired)
  .max(100, USER_MESSAGES.nameTooLong);

export const emailAddress = singleLineText({ error: USER_MESSAGES.emailInvalid })
  .trim()
  .max(254, USER_MESSAGES.emailInvalid)
  .pipe(z.email(USER_MESSAGES.emailInvalid));

const ROLE_IDS = Object.values(Role) as number[];
export const roleId = z
  .number({ error: USER_MESSAGES.roleRequired })
  .int(USER_MESSAGES.roleRequired)
  .min(Math.min(...ROLE_IDS), USER_MESSAGES.roleRequired)
  .max(Math.max(...ROLE_IDS), USER_MESSAGES.roleRequired)
  .refine((v) => ROLE_IDS.includes(v), USER_MESSAGES.roleRequired);

function passwordIsNotLogin(
  value: { email: string; username: string; password?: string | undefined },
  ctx: z.RefinementCtx,
) {
  const password = value.password?.toLowerCase();
  if (password && (password === value.email.toLowerCase() || password === value.username.toLowerCase())) {
    ctx.addIssue({ code: 'custom', path: ['password'], message: USER_MESSAGES.passwordIsLogin });
  }
}

/** A working day on the schedule's week board, in hours: 0 to 24 in quarter hours (decision 0059). */
export const DAILY_CAPACITY_MAX_HOURS = 24;
export const DAILY_CAPACITY_DEFAULT_HOURS = 8;
export const dailyCapacityHours = z
  .number({ error: USER_MESSAGES.capacityInvalid })
  .min(0, USER_MESSAGES.capacityInvalid)
  .max(DAILY_CAPACITY_MAX_HOURS, USER_MESSAGES.capacityInvalid)
  .refine((h) => Number.isInteger(h * 4), USER_MESSAGES.capacityInvalid);

const userFields = {
  name: personName,
  email: emailAddress,
  username,
  type_id: roleId,
  status_id: statusId,
  /** Absent: kept (a new user gets the default, 8). */
  daily_capacity_hours: dailyCapacityHours.optional(),
  /** Their mail's, PDFs' and app's language; null: none chosen (the company's for mail); absent: kept. */
  language: z.enum(LANGUAGES).nullable().optional(),
};

/** `POST /api/users`. */
export const userCreateBody = z
  .object({ ...userFields, password: newPassword })
  .superRefine(passwordIsNotLogin);
export type UserCreateBody = z.input<typeof userCreateBody>;

/** `PUT /api/users/{id}`: an empty or missing password keeps the current one. */
export const userUpdateBody = z
  .object({ ...userFields, password: newPassword.or(z.literal('')).optional() })
  .superRefine(passwordIsNotLogin);
export type UserUpdateBody = z.input<typeof userUpdateBody>;

/** One user, as `GET/POST/PUT /api/users…` answer it: the list row's fields, never a hash. */
export const userDetail = userRow.extend({
  updated_at: z.date().or(z.string()),
  daily_capacity_hours: z.number(),
  /** The language the user or an Admin chose; null until one is chosen. */
  language: z.string().nullable(),
});
export type UserDetail = z.infer<typeof userDetail>;
