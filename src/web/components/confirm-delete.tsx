import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import i18n from '@web/lib/i18n';

/**
 * The one confirmation every delete goes through. The message is the spec's exact text for the
 * kind of thing; the safe choice (Cancel) has the focus, and Escape cancels.
 */
export function confirmDelete(opts: { message: string; onConfirm: () => void }) {
  modals.openConfirmModal({
    title: i18n.t('common.confirmTitle'),
    children: <Text>{opts.message}</Text>,
    labels: { confirm: i18n.t('common.delete'), cancel: i18n.t('common.cancel') },
    confirmProps: { color: 'red' },
    cancelProps: { 'data-autofocus': true },
    closeOnEscape: true,
    onConfirm: opts.onConfirm,
  });
}
