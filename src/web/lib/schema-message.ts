/**
 * A shared schema's rule in the page's language: `<TextInput error={schemaMessage(t, form.errors.name)} />`.
 * Apart from server-errors.ts, which every page uses: finding a rule's code takes every error text
 * of src/shared/error-codes.ts (11 KB on the wire), which only a page with a form needs (decision 0067).
 */
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { codeOfText } from '@shared/error-codes';

/**
 * A rule's text from a shared schema (checked on the page before sending: zod keeps only the text)
 * in the page's language, found by its code; any other text as it is.
 */
export function schemaMessage(t: TFunction, message: unknown): string | undefined {
  if (typeof message !== 'string' || message === '') return undefined;
  const code = codeOfText(message);
  // The English rule is the text itself: shown as it is while the error texts are on their way.
  return code ? t(`errors.${code}`, { defaultValue: message }) : message;
}

/** schemaMessage bound to the page's language, for components: `const message = useSchemaMessage();`. */
export function useSchemaMessage() {
  const { t } = useTranslation();
  return (message: string | null | undefined): string => schemaMessage(t, message) ?? '';
}
