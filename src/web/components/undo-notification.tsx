/**
 * Notifications after a change. notifyDeleted says what was deleted and offers Undo for 10
 * seconds (docs/product.md section 6); Undo restores through lib/restore.ts:
 *
 *   const restore = useRestoreItem();
 *   notifyDeleted({
 *     message: t('common.deleted', { name: job.name }),
 *     onUndo: () => restore.mutate({ entity: 'jobs', id: job.id }, {
 *       onSuccess: () => notifySuccess(t('common.restored', { name: job.name })),
 *       onError: (e) => notifyError(t('common.restoreFailed'), e),
 *     }),
 *   });
 * Each is announced to screen readers (role="alert").
 */
import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import i18n from '@web/lib/i18n';

export const UNDO_SECONDS = 10;

const closeButtonProps = () => ({ 'aria-label': i18n.t('widgets.closeNotification') });

export function notifyDeleted(opts: { message: string; onUndo: () => void }) {
  const id = notifications.show({
    color: 'teal',
    autoClose: UNDO_SECONDS * 1000,
    closeButtonProps: closeButtonProps(),
    // A long name on a 390 px phone (or a longer word for Undo) squeezed the button until its
    // label was cut: the button keeps its width and moves under the message when both do not fit.
    message: (
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text size="sm" style={{ flex: '1 1 12rem', minWidth: 0, overflowWrap: 'anywhere' }}>
          {opts.message}
        </Text>
        <Button
          size="compact-sm"
          variant="light"
          style={{ flexShrink: 0 }}
          onClick={() => {
            notifications.hide(id);
            opts.onUndo();
          }}
        >
          {i18n.t('common.undo')}
        </Button>
      </Group>
    ),
  });
  return id;
}

/** `autoClose` in milliseconds, for a message worth reading longer (a refusal with a count). */
export function notifyError(title: string, error: unknown, opts: { autoClose?: number } = {}) {
  notifications.show({
    color: 'red',
    title,
    message: error instanceof Error ? error.message : String(error),
    closeButtonProps: closeButtonProps(),
    ...opts,
  });
}

export function notifySuccess(message: string) {
  notifications.show({ color: 'teal', message, closeButtonProps: closeButtonProps() });
}
