/**
 * A form's values checked against a shared zod schema (use-schema-form.ts; the login form calls it
 * once the schema is fetched): each field's first failed rule, and the form's own rules.
 */
import { type FormErrors, schemaResolver } from '@mantine/form';
import type { z } from 'zod';

/** Any object of the form's fields (an interface too, which `Record<string, unknown>` would refuse). */
export type FormValues<Values> = { [K in keyof Values]: unknown };

/** A failed rule as the schema reports it: where, which kind, the schema's English text, its limits. */
export type FormIssue = z.core.$ZodIssue;

export interface SchemaChecks<Values> {
  schema: z.ZodType;
  /** The form's values as the body the schema (and the server) checks; the values as they are without it. */
  toBody?: (values: Values) => unknown;
  /** The text to show for a failed rule; the schema's own text without it. */
  message?: (issue: FormIssue) => string | undefined;
  /**
   * Rules about what only the form has (a typed number's text before it is a number, a repeated
   * password), given the schema's errors. Being about the text as typed, they are the more precise
   * and win over the schema's error on the same field.
   */
  check?: (values: Values, errors: FormErrors) => Record<string, string | null | undefined>;
}

/**
 * Wraps the schema so that each issue's message is the form's text for it; the resolver then maps
 * the first issue of each path onto that field.
 */
function withMessages(schema: z.ZodType, message: (issue: FormIssue) => string | undefined) {
  return {
    '~standard': {
      ...schema['~standard'],
      validate: (value: unknown) => {
        const result = schema.safeParse(value);
        if (result.success) return { value: result.data };
        return {
          issues: result.error.issues.map((issue) => ({
            ...issue,
            message: message(issue) ?? issue.message,
          })),
        };
      },
    },
  } as z.ZodType;
}

export function schemaErrors<Values extends FormValues<Values>>(
  options: SchemaChecks<Values>,
  values: Values,
): FormErrors {
  const { schema, toBody, message, check } = options;
  const resolve = schemaResolver(message ? withMessages(schema, message) : schema, { sync: true });
  const errors: FormErrors = resolve(toBody ? toBody(values) : values);
  for (const [field, error] of Object.entries(check?.(values, errors) ?? {})) {
    if (error) errors[field] = error;
  }
  return errors;
}
