import { CALENDARS, LANGUAGES, NUMERALS } from '../languages';
import { z } from 'zod';
import { passwordText, singleLineText } from './common';

export const loginBody = z.object({
  login: singleLineText().trim().min(1, 'Enter your email or username.').max(200),
  password: passwordText().min(1, 'Enter your password.').max(200),
});
export type LoginBody = z.infer<typeof loginBody>;

export const authUser = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  username: z.string(),
  type_id: z.number(),
  type: z.object({ type: z.string() }),
  /** The language chosen on any device; null until one is chosen. */
  language: z.enum(LANGUAGES).nullable(),
  /** The digits chosen for dates and numbers; null: the language's own (decision 0074). */
  numerals: z.enum(NUMERALS).nullable(),
  /** The calendar chosen for dates (Persian readers); null: Gregorian. */
  calendar: z.enum(CALENDARS).nullable(),
  /**
   * True while the company's rule sends this Admin to set up a second factor before anything else
   * (decision 0046); given by the login and get-auth-user.
   */
  two_factor_setup_required: z.boolean().optional(),
});
export type AuthUser = z.infer<typeof authUser>;

/** What the web app needs before anyone logs in. */
export const appConfig = z.object({
  login_field: z.enum(['email', 'username']),
  timezone: z.string(),
});
export type AppConfig = z.infer<typeof appConfig>;
