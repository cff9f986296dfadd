import { Button, Group, Paper, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type DeferredCode, useDeferredWidget } from './deferred-widget';

/**
 * A dialog opened by a button whose code (Mantine's Modal, its focus trap and scroll lock, and the
 * dialog's own) is not part of the page's first screen (decision 0067): drawn while open, it shows
 * at once when its code came after the first screen (`usePreloadAfterFirstScreen`), and asks for it
 * at once when opened sooner. Until it comes a small box where the dialog comes says Loading…
 * (`aria-busy`), over the page so nothing under it moves; if the code does not arrive, it says so
 * with Try again and Cancel. The box takes no focus: the dialog, when it comes, gives it back to
 * the button that opened it, as it does when it was in from the start. Escape closes it as it
 * closes the dialog.
 */
export function DeferredDialog<P extends object>({
  code,
  props,
  title,
  onClose,
}: {
  code: DeferredCode<P>;
  props: P;
  /** The dialog's title: the box's accessible name until the dialog comes. */
  title: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const none = useRef<HTMLElement>(null);
  const { loaded, failed, ask } = useDeferredWidget(code, none);
  const asked = useRef(false);
  useEffect(() => {
    if (loaded) return;
    if (!asked.current) {
      asked.current = true;
      ask('open');
    }
    const escape = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    document.addEventListener('keydown', escape);
    return () => document.removeEventListener('keydown', escape);
  });
  if (loaded) return <loaded.Widget {...props} />;
  return (
    <Paper
      role="dialog"
      aria-label={title}
      aria-busy={!failed}
      shadow="md"
      withBorder
      p="md"
      pos="fixed"
      top="20vh"
      left="50%"
      style={{ transform: 'translateX(-50%)', zIndex: 200 }}
    >
      {failed ? (
        <Group gap="sm" role="status">
          <Text c="red">{t('common.formFailed')}</Text>
          <Button size="xs" variant="default" onClick={() => ask('open')}>
            {t('common.retry')}
          </Button>
          <Button size="xs" variant="subtle" onClick={onClose}>
            {t('common.cancel')}
          </Button>
        </Group>
      ) : (
        <Text c="dimmed">{t('common.loading')}</Text>
      )}
    </Paper>
  );
}
