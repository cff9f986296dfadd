import { Button, Group, Paper } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActionStatus } from '@shared/action-statuses';
import { ACTION_TEXT_MAX, type ActionRow } from '@shared/schemas/corrective-actions';
import { CloseActionForm } from '@web/components/close-action-form';
import { notifyError, notifySuccess } from '@web/components/undo-notification';
import { firstClickOnly } from '@web/lib/one-shot';
import { useUpdateAction } from '../api/update-action';
import { useUploadActionPhoto } from '../api/upload-action-photo';

type Move = 'start' | 'close' | 'verify' | 'reopen';

/** The moves each status allows: verifying only once done, re-opening what was done or verified. */
export const MOVES: Record<ActionStatus, readonly Move[]> = {
  open: ['start', 'close'],
  in_progress: ['close'],
  done: ['verify', 'reopen'],
  verified: ['reopen'],
};
const TARGET: Record<Exclude<Move, 'close'>, ActionStatus> = {
  start: 'in_progress',
  verify: 'verified',
  reopen: 'open',
};

/** Start, Close (with a note and maybe a photo), Verify and Re-open, as the status allows. */
export function ActionStatusControls({ action }: { action: ActionRow }) {
  const { t } = useTranslation();
  const update = useUpdateAction(action.id);
  const upload = useUploadActionPhoto(action.id);
  const [closing, setClosing] = useState(false);
  const [pending, setPending] = useState(false);

  const move = (to: ActionStatus) =>
    update.mutate(
      { status: to },
      {
        onSuccess: () => notifySuccess(t(`correctiveActions.moved.${to}`)),
        onError: (e) => notifyError(t('correctiveActions.saveFailed'), e),
      },
    );

  const close = async (note: string, photo: File | null) => {
    setPending(true);
    try {
      await update.mutateAsync({ status: 'done', closing_note: note });
    } catch {
      // The form shows update.error.
      setPending(false);
      return;
    }
    try {
      if (photo) await upload.mutateAsync(photo);
      notifySuccess(t('correctiveActions.moved.done'));
    } catch (e) {
      notifyError(t('correctiveActions.close.photoFailed'), e);
    } finally {
      setPending(false);
      setClosing(false);
    }
  };

  if (closing) {
    return (
      <Paper withBorder p="md" maw={640}>
        <CloseActionForm
          max={ACTION_TEXT_MAX}
          onClose={close}
          onCancel={() => setClosing(false)}
          pending={pending}
          error={update.error}
        />
      </Paper>
    );
  }
  return (
    <Group gap="sm">
      {MOVES[action.status].map((m) =>
        m === 'close' ? (
          <Button
            key={m}
            onClick={() => {
              update.reset();
              setClosing(true);
            }}
          >
            {t('correctiveActions.moves.close')}
          </Button>
        ) : (
          <Button
            key={m}
            variant={m === 'verify' ? 'filled' : 'default'}
            color={m === 'verify' ? 'green' : undefined}
            loading={update.isPending && update.variables?.status === TARGET[m]}
            onClick={firstClickOnly(() => move(TARGET[m]))}
          >
            {t(`correctiveActions.moves.${m}`)}
          </Button>
        ),
      )}
    </Group>
  );
}
