/**
 * The one way a form validates: the zod schema of `src/shared/schemas` that the server applies to
 * the same body, through @mantine/form's `schemaResolver` (decision 0021). A form drawn on its
 * page's first screen may give the schema's import instead (`schema: loadCompanyBody`): zod, the
 * schemas and the rule texts (about 33 KB on the wire) then come after the first screen, and a
 * submit before they are in waits for them (decision 0067).
 *
 *   const form = useSchemaForm({
 *     schema: jobBody,
 *     initialValues,
 *     toBody: (v) => ({ ...v, location_id: Number(v.location_id) }),   // what would be sent
 *     message: (issue) => t(...),                                     // the issue in the page's language
 *     check: (v, errors) => ({ confirm: v.confirm === v.password ? null : t('account.mismatch') }),
 *   });
 */
import { useForm, type UseFormInput, type UseFormReturnType } from '@mantine/form';
import { useCallback, useEffect, useRef } from 'react';
import type { z } from 'zod';
import { notifyError } from '@web/components/undo-notification';
import { usePreloadAfterFirstScreen } from '@web/components/deferred-widget';
import i18n from './i18n';
import { importAgain } from './import-again';
import { loadRuleTexts } from './schema-message';
import { type FormValues, type SchemaChecks, schemaErrors } from './schema-errors';

export interface SchemaFormOptions<Values extends FormValues<Values>>
  extends Omit<UseFormInput<Values>, 'validate'>, Omit<SchemaChecks<Values>, 'schema'> {
  /** The schema, or (a form on a first screen) its import: a stable function of the form's module. */
  schema: z.ZodType | (() => Promise<z.ZodType>);
}

export function useSchemaForm<Values extends FormValues<Values>>(options: SchemaFormOptions<Values>) {
  const { schema, toBody, message, check, ...formOptions } = options;
  const deferred = typeof schema === 'function';
  const loaded = useRef(deferred ? undefined : schema);
  const waiting = useRef(false);
  const load = useCallback(async () => {
    if (typeof schema !== 'function') return;
    const [checks] = await Promise.all([schema(), loadRuleTexts()]);
    loaded.current = checks;
  }, [schema]);
  usePreloadAfterFirstScreen(load, deferred);
  // A form whose schema is in has the rule texts too (the schemas import them): named at once.
  useEffect(() => {
    if (!deferred) void loadRuleTexts().catch(() => undefined);
  }, [deferred]);

  const form: UseFormReturnType<Values> = useForm<Values>({
    ...formOptions,
    validate: (values: Values) => {
      const checks = loaded.current;
      if (checks) return schemaErrors({ schema: checks, toBody, message, check }, values);
      // Submitted before the checks came (@mantine/form waits for a validation's promise): they are
      // fetched now, and the values as they are then are checked and sent.
      waiting.current = true;
      return load()
        .then(() => schemaErrors({ schema: loaded.current!, toBody, message, check }, form.getValues()))
        .catch((error: unknown) => {
          notifyError(i18n.t('common.formFailed'), new Error(i18n.t('errors.common.unreachable')));
          throw error;
        })
        .finally(() => (waiting.current = false));
    },
  });
  // One submit at a time while the checks are on their way: @mantine/form lets an earlier
  // validation's submit through unchecked once a later one has started.
  const onSubmit: typeof form.onSubmit = (handle, failed) => {
    const submit = form.onSubmit(handle, failed);
    return (event) => {
      if (!waiting.current) submit(event);
      else event?.preventDefault();
    };
  };
  return { ...form, onSubmit };
}

/**
 * A schema's import for `schema`, fetched once (and again after a failed fetch), for a form of a
 * page's first screen:
 *
 *   const loadCompanyBody = schemaImport(() => import('@shared/schemas/company'), (m) => m.companyBody);
 */
export function schemaImport<M>(load: () => Promise<M>, pick: (module: M) => z.ZodType) {
  const fetchModule = importAgain(load);
  // One fetch for the preload and a submit that comes while it is on its way.
  let loading: Promise<z.ZodType> | undefined;
  return () =>
    (loading ??= fetchModule().then(pick, (error: unknown) => {
      loading = undefined;
      throw error;
    }));
}
