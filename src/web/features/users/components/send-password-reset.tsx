import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { dialogs } from '@web/components/dialogs';
import { notifyError, notifySuccess } from '@web/components/undo-notification';
import { useSendPasswordReset } from '../api/send-password-reset';

/**
 * "Send password reset" on a user's row: asked for first (the mail goes out at once), then a
 * notification says where it went, or why not.
 */
export function useAskSendPasswordReset() {
  const { t } = useTranslation();
  const send = useSendPasswordReset();
  return (user: { id: number; name: string; email: string }) =>
    dialogs.openConfirmModal({
      title: t('users.sendResetTitle'),
      children: <Text>{t('users.sendResetConfirm', { name: user.name, email: user.email })}</Text>,
      labels: { confirm: t('users.sendReset'), cancel: t('common.cancel') },
      cancelProps: { 'data-autofocus': true },
      closeButtonProps: { 'aria-label': t('widgets.closeDialog') },
      onConfirm: () =>
        send.mutate(user.id, {
          onSuccess: () => notifySuccess(t('users.resetSent', { email: user.email })),
          onError: (e) => notifyError(t('users.resetFailed'), e),
        }),
    });
}
