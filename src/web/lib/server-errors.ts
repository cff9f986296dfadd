/**
 * Showing what the server refused, in the page's language. The server answers a `code` (and
 * `params`) of src/shared/error-codes.ts beside its English `message`; api-client.ts translates it
 * as `errors.<code>` into the ApiError's message and field errors (the English is the last fallback).
 *
 *   notifyError(t('common.saveFailed'), error)   // a notification (components/undo-notification.tsx)
 *   const problem = applyServerErrors(error, form.setErrors, ['name', 'email']);  // onto a form
 *
 * A shared schema's rule, translated, is schema-message.ts's.
 */
import { ApiError } from './api-client';

/** Any thrown thing as a text to show: a server refusal translated, anything else as its message. */
export const serverErrorText = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);

/**
 * Puts a refused save's field errors (translated) on the form's fields; answers the text to show
 * above the form when the refusal names no field the form has, or when the server was not reached.
 */
export function applyServerErrors(
  error: unknown,
  setErrors: (errors: Record<string, string>) => void,
  fields: readonly string[],
): string | undefined {
  if (!(error instanceof ApiError)) return serverErrorText(error);
  const known = Object.entries(error.errors).filter(([field]) => fields.includes(field));
  if (known.length > 0) setErrors(Object.fromEntries(known));
  return known.length > 0 ? undefined : error.message;
}
