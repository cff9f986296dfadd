/**
 * confirmDelete: the one confirmation every delete goes through (spec section 5). The safe choice
 * (Cancel) has the focus, Escape or a click outside cancels, and only Delete calls onConfirm.
 *
 *   confirmDelete({ kind: 'job', onConfirm: () => deleteJob.mutate(id, { onSuccess: () => notifyDeleted(…) }) });
 *   confirmDelete({ message: t('templates.tasks.confirmDeleteTask', { task }), onConfirm });  // own text
 * `kind` picks the spec's exact text: user, group, location "Are you sure?"; job, template, report
 * "Are you sure you want to delete this job/template/report?". After the delete, offer Undo with
 * notifyDeleted (undo-notification.tsx).
 */
import { Text } from '@mantine/core';
import i18n from '@web/lib/i18n';
import { dialogs } from '@web/components/dialogs';

export const DELETE_KINDS = ['user', 'group', 'job', 'location', 'template', 'report'] as const;
export type DeleteKind = (typeof DELETE_KINDS)[number];

/** The question asked: the spec's text for a kind, or a message of one's own. */
export type ConfirmText = { kind: DeleteKind; message?: undefined } | { message: string; kind?: undefined };

export function confirmDelete(
  opts: ConfirmText & {
    onConfirm: () => void;
    onCancel?: () => void;
  },
) {
  let confirmed = false;
  dialogs.openConfirmModal({
    title: i18n.t('common.confirmTitle'),
    children: <Text>{opts.message ?? i18n.t(`widgets.confirm.${opts.kind}`)}</Text>,
    labels: { confirm: i18n.t('common.delete'), cancel: i18n.t('common.cancel') },
    confirmProps: { color: 'red' },
    cancelProps: { 'data-autofocus': true },
    closeButtonProps: { 'aria-label': i18n.t('widgets.closeDialog') },
    closeOnEscape: true,
    onConfirm: () => {
      // A double-click on Delete lands twice while the dialog fades out; the delete goes once.
      if (confirmed) return;
      confirmed = true;
      opts.onConfirm();
    },
    // Cancel, Escape, the close button and a click outside all end here, and so does Delete.
    onClose: () => {
      if (!confirmed) opts.onCancel?.();
    },
  });
}
