import { CALENDARS, LANGUAGES, NUMERALS } from '../languages';
import { z } from 'zod';
import { passwordText } from './common';
import { newPassword, personName, USER_MESSAGES } from './users';

/** `PUT /api/account`: what every user may change about themselves besides the password. */
export const accountBody = z.object({ name: personName });
export type AccountBody = z.input<typeof accountBody>;

/** `PUT /api/account/language`: the language the app shows this user, on every device. */
export const languageBody = z.object({ language: z.enum(LANGUAGES) });
export type LanguageBody = z.input<typeof languageBody>;

/**
 * `PUT /api/account/date-style`: the digits and calendar the app shows this user's dates and
 * numbers in, on every device; null: the language's own digits, the Gregorian calendar.
 */
export const dateStyleBody = z.object({
  numerals: z.enum(NUMERALS).nullable(),
  calendar: z.enum(CALENDARS).nullable(),
});
export type DateStyleBody = z.input<typeof dateStyleBody>;

/** `PUT /api/account/password`: the current password proves it is really them. */
export const passwordChangeBody = z
  .object({
    current_password: passwordText({ error: USER_MESSAGES.currentPasswordRequired })
      .min(1, USER_MESSAGES.currentPasswordRequired)
      .max(200, USER_MESSAGES.currentPasswordWrong),
    password: newPassword,
  })
  .refine((v) => v.password !== v.current_password, {
    path: ['password'],
    message: USER_MESSAGES.passwordUnchanged,
  });
export type PasswordChangeBody = z.input<typeof passwordChangeBody>;
