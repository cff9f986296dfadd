/**
 * What a form does once its save is answered, written once for every form (issue 38): on success
 * the server's record becomes the form's clean state, the unsaved-changes guard lets go, the
 * person is told, and the page moves on; on a refusal the server's field errors go on the fields.
 *
 *   save.mutate(body, saveOutcome(form, {
 *     notify: (saved) => t('jobs.form.saved', { name: saved.name }),
 *     guard,                                  // useUnsavedChangesGuard's, released before moving on
 *     kept: valuesOf,                         // what the server kept is what the form now shows
 *     then: () => void navigate('/jobs'),
 *     fields: FIELDS, failure: setFailure,    // the refusal's text when it names none of FIELDS
 *   }));
 */
import type { UseFormReturnType } from '@mantine/form';
import { notifySuccess } from '@web/components/undo-notification';
import { ApiError } from './api-client';
import { applyServerErrors } from './server-errors';

/** The part of a @mantine/form (useSchemaForm) form a save's outcome changes. */
type SavingForm<Values> = Pick<
  UseFormReturnType<Values>,
  'setInitialValues' | 'setValues' | 'resetDirty' | 'setErrors'
>;

export interface SaveOutcomeOptions<Saved, Values> {
  /** The success notification's text; none without it. */
  notify?: (saved: Saved) => string;
  /** The form's new clean state from what the server kept (or answered); the form keeps its values without it. */
  kept?: (saved: Saved) => Values;
  /** With no `kept`: the values as typed are the form's new clean state. */
  clean?: boolean;
  /** The page's unsaved-changes guard: a navigation right after saving must not ask. */
  guard?: { markClean: () => void };
  /** Last: move on (navigate, close the panel). */
  then?: (saved: Saved) => void;
  /**
   * The fields a refusal may name: those go on the fields, and `failure` gets the text to show
   * above the form when it names none of them (undefined when it did, to clear an old one).
   * Without it the form shows other refusals from its mutation's error, and only field errors of
   * a refused body (400), or with `anyStatus` of any refusal, go on the fields.
   */
  fields?: readonly string[];
  failure?: (text: string | undefined) => void;
  anyStatus?: boolean;
}

export function saveOutcome<Saved, Values>(
  form: SavingForm<Values>,
  options: SaveOutcomeOptions<Saved, Values>,
) {
  const { notify, kept, clean, guard, then, fields, failure, anyStatus } = options;
  return {
    onSuccess: (saved: Saved) => {
      if (kept) {
        const values = kept(saved);
        form.setInitialValues(values);
        form.setValues(values);
        form.resetDirty(values);
      } else if (clean) {
        form.resetDirty();
      }
      guard?.markClean();
      if (notify) notifySuccess(notify(saved));
      then?.(saved);
    },
    onError: (error: unknown) => {
      if (fields) {
        failure?.(applyServerErrors(error, form.setErrors, fields));
      } else if (
        error instanceof ApiError &&
        (error.status === 400 || (anyStatus && Object.keys(error.errors).length > 0))
      ) {
        form.setErrors(error.errors);
      }
    },
  };
}
