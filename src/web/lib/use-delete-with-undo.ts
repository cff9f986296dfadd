/**
 * useDeleteWithUndo: the one way a delete runs (docs/product.md sections 5 and 6). It asks with
 * confirmDelete, deletes, says what was deleted and offers Undo for 10 seconds; Undo restores
 * through the Trash and says so, or says why it could not.
 *
 *   const deleteJob = useDeleteJob();
 *   const { askDelete } = useDeleteWithUndo({ entity: 'jobs', remove: deleteJob.mutateAsync });
 *   askDelete({ id: job.id, name: job.name, confirm: { kind: 'job' } });
 *   deleteNow({ id: [id], name, onDeleted: () => navigate('/reports') });   // a page that asked itself
 *
 * `remove` gets `id` as given (one id, or the ids of a bulk delete, which Undo restores all of);
 * `refusal` turns an answer that refuses into its message (shown instead of Undo); `failure`
 * rewrites an error before it is shown. The steps after the confirmation are plain promises, not
 * a component's callbacks, so the notice and its Undo work after the page has moved on.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TrashEntity } from '@shared/schemas/trash';
import { type ConfirmText, confirmDelete } from '@web/components/confirm-delete';
import { notifyDeleted, notifyError, notifySuccess, UNDO_SECONDS } from '@web/components/undo-notification';
import { restoreItems } from './restore';

export type DeleteRequest<Id> = {
  id: Id;
  /** Runs once the server has deleted (e.g. clearing a selection, leaving the deleted record's page). */
  onDeleted?: () => void;
} & (
  | { /** "{name} was deleted." and "{name} was restored." */ name: string; texts?: undefined }
  | { texts: { deleted: string; restored: string }; name?: undefined }
);

/** What a delete names: one id, the ids of a bulk delete, or a list's filters ("all matching"). */
export type DeleteTarget = number | readonly number[] | { matching: Record<string, string | undefined> };

export interface DeleteWithUndoOptions<Id, Answer> {
  entity: TrashEntity;
  remove: (id: Id) => Promise<Answer>;
  /** The ids the server deleted, when the answer names them (a delete by filters). */
  deletedIds?: (answer: Answer) => readonly number[];
  /** Undo's restore of many at once (one call); otherwise each id through the Trash. */
  restore?: (ids: readonly number[]) => Promise<unknown>;
  refusal?: (answer: Answer) => string | undefined;
  failure?: (error: unknown) => unknown;
}

export function useDeleteWithUndo<Id extends DeleteTarget, Answer = unknown>(
  opts: DeleteWithUndoOptions<Id, Answer>,
) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const shown = (error: unknown) => (opts.failure ? opts.failure(error) : error);

  const undo = (ids: readonly number[], restored: string) =>
    (opts.restore ? opts.restore(ids) : restoreItems(queryClient, opts.entity, ids)).then(
      () => notifySuccess(restored),
      (e: unknown) => notifyError(t('common.restoreFailed'), shown(e)),
    );

  const run = async (request: DeleteRequest<Id>) => {
    let answer: Answer;
    try {
      answer = await opts.remove(request.id);
    } catch (e) {
      notifyError(t('common.deleteFailed'), shown(e));
      return;
    }
    const refused = opts.refusal?.(answer);
    if (refused) {
      // A refusal with a count to read stays as long as an Undo would.
      notifyError(t('common.deleteFailed'), refused, { autoClose: UNDO_SECONDS * 1000 });
      return;
    }
    request.onDeleted?.();
    const texts = request.texts ?? {
      deleted: t('common.deleted', { name: request.name }),
      restored: t('common.restored', { name: request.name }),
    };
    const ids: readonly number[] = opts.deletedIds
      ? opts.deletedIds(answer)
      : typeof request.id === 'number'
        ? [request.id]
        : Array.isArray(request.id)
          ? (request.id as readonly number[])
          : [];
    notifyDeleted({ message: texts.deleted, onUndo: () => void undo(ids, texts.restored) });
  };

  return {
    /** Asks first; nothing is sent unless Delete is chosen. */
    askDelete: (request: DeleteRequest<Id> & { confirm: ConfirmText }) =>
      confirmDelete({ ...request.confirm, onConfirm: () => void run(request) }),
    /** For a page that has asked by itself (the report's own delete page). */
    deleteNow: run,
  };
}
