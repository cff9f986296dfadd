import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '@web/lib/date-style';
import type { ActionRow } from '@shared/schemas/corrective-actions';
import { CloseActionForm } from '@web/components/close-action-form';
import { notifyError, notifySuccess } from '@web/components/undo-notification';
import { useCloseReportAction } from '../../api/close-report-action';
import { useReportActions } from '../../api/get-report-actions';
import { ActionStatus } from './action-status';

/**
 * On the technician's report: the corrective actions still open at the report's location (made
 * earlier, on other reports or by hand), each with Close when `canClose`. Nothing when there are none.
 */
export function LocationOpenActions({ reportId, canClose }: { reportId: number; canClose: boolean }) {
  const { t } = useTranslation();
  const actions = useReportActions(reportId);
  const open = actions.data?.open_at_location ?? [];
  if (open.length === 0) return null;
  return (
    <Stack component="section" aria-labelledby={`open-actions-${reportId}`} gap="sm">
      <Title order={3} id={`open-actions-${reportId}`}>
        {t('correctiveActions.openHere')}
      </Title>
      {open.map((a) => (
        <OpenAction key={a.id} reportId={reportId} action={a} canClose={canClose} />
      ))}
    </Stack>
  );
}

function OpenAction({
  reportId,
  action,
  canClose,
}: {
  reportId: number;
  action: ActionRow;
  canClose: boolean;
}) {
  const { t } = useTranslation();
  const close = useCloseReportAction(reportId);
  const [closing, setClosing] = useState(false);
  const send = (note: string, photo: File | null) =>
    close.mutate(
      { actionId: action.id, closing_note: note, photo },
      {
        onSuccess: ({ photoError }) => {
          if (photoError) notifyError(t('correctiveActions.close.photoFailed'), photoError);
          else notifySuccess(t('correctiveActions.close.closed', { title: action.title }));
          setClosing(false);
        },
      },
    );
  return (
    <Paper withBorder p="sm">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
            {action.title}
          </Text>
          <Group gap={6}>
            <ActionStatus action={action} />
          </Group>
        </Group>
        {action.description && (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {action.description}
          </Text>
        )}
        {action.due_date && (
          <Text size="sm" c={action.overdue ? 'red' : 'dimmed'}>
            {t('correctiveActions.dueOn', { day: formatDay(action.due_date) })}
          </Text>
        )}
        {closing ? (
          <CloseActionForm
            onClose={send}
            onCancel={() => setClosing(false)}
            pending={close.isPending}
            error={close.error}
          />
        ) : (
          canClose && (
            <Group>
              <Button
                size="sm"
                onClick={() => {
                  close.reset();
                  setClosing(true);
                }}
              >
                {t('correctiveActions.moves.close')}
              </Button>
            </Group>
          )
        )}
      </Stack>
    </Paper>
  );
}
