import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import i18n from '@web/lib/i18n';

/** After a delete: says what happened and offers Undo for a while (decisions.md section 6). */
export function notifyDeleted(opts: { message: string; onUndo: () => void }) {
  const id = notifications.show({
    color: 'teal',
    autoClose: 10_000,
    message: (
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm">{opts.message}</Text>
        <Button
          size="compact-sm"
          variant="light"
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
}

export function notifyError(title: string, error: unknown) {
  notifications.show({
    color: 'red',
    title,
    message: error instanceof Error ? error.message : String(error),
  });
}

export function notifySuccess(message: string) {
  notifications.show({ color: 'teal', message });
}
