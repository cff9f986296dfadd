/**
 * A shared schema's rule in the page's language: `<TextInput error={schemaMessage(t, form.errors.name)} />`.
 * Apart from server-errors.ts, which every page uses: finding a rule's code takes every error text
 * of src/shared/error-codes.ts (9.7 KB on the wire), which only a form's checks need, so the table
 * is fetched with them (use-schema-form.ts) rather than with the module (decision 0067).
 */
import type { TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ErrorCode } from '@shared/error-codes';
import { afterFirstScreen } from './after-first-screen';
import { importAgain } from './import-again';

let codeOfText: ((text: string) => ErrorCode | undefined) | undefined;
const loadTable = importAgain(() => import('@shared/error-codes'));

/**
 * Fetches the rule texts' table. A form's checks wait for it before they name a rule, so a rule is
 * never shown untranslated; a shared schema imports the same module, so a form whose schema is in
 * has it at once.
 */
export async function loadRuleTexts(): Promise<void> {
  codeOfText ??= (await loadTable()).codeOfText;
}

/**
 * A rule's text from a shared schema (checked on the page before sending: zod keeps only the text)
 * in the page's language, found by its code; any other text as it is.
 */
export function schemaMessage(t: TFunction, message: unknown): string | undefined {
  if (typeof message !== 'string' || message === '') return undefined;
  const code = codeOfText?.(message);
  // The English rule is the text itself: shown as it is while the error texts are on their way.
  return code ? t(`errors.${code}`, { defaultValue: message }) : message;
}

/**
 * schemaMessage bound to the page's language, for components that show a server's refusal (already
 * in the page's language when the server named its code): `const message = useSchemaMessage();`.
 * The table comes after the first screen, and the component draws again when it is in.
 */
export function useSchemaMessage() {
  const { t } = useTranslation();
  const [, setKnown] = useState(codeOfText !== undefined);
  useEffect(
    () =>
      codeOfText
        ? undefined
        : afterFirstScreen(
            () =>
              void loadRuleTexts().then(
                () => setKnown(true),
                () => undefined,
              ),
          ),
    [],
  );
  return (message: string | null | undefined): string => schemaMessage(t, message) ?? '';
}
