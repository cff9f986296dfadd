import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { IconArrowBackUp, IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ReportDetail } from '@shared/schemas/reports';
import { REASON_MAX } from '@shared/schemas/report-limits';
import { notifyError, notifySuccess } from '@web/components/undo-notification';
import { ApiError } from '@web/lib/api-client';
import { useChangeStatus } from '../../api/change-status';
import { serverErrorText } from '@web/lib/server-errors';
import { useSchemaMessage } from '@web/lib/schema-message';
import { dialogs } from '@web/components/dialogs';

function ReturnForm({
  onSend,
  onCancel,
}: {
  onSend: (reason: string) => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const message = useSchemaMessage();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const send = () => {
    if (!reason.trim()) return setError(t('errors.report.reasonRequired'));
    setBusy(true);
    onSend(reason.trim())
      .catch((e: unknown) =>
        setError(message(e instanceof ApiError ? (e.errors.reason ?? e.message) : serverErrorText(e))),
      )
      .finally(() => setBusy(false));
  };
  return (
    <Stack>
      <Textarea
        label={t('reports.view.returnReason')}
        description={t('reports.view.returnHint')}
        value={reason}
        onChange={(e) => {
          setReason(e.currentTarget.value);
          setError(null);
        }}
        error={error}
        maxLength={REASON_MAX}
        autosize
        minRows={3}
        data-autofocus
        required
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button color="orange" onClick={send} loading={busy}>
          {t('reports.view.return')}
        </Button>
      </Group>
    </Stack>
  );
}

/** Finish or return a submitted report (Supervisors and Admins). */
export function ReviewActions({ report }: { report: ReportDetail }) {
  const { t } = useTranslation();
  const message = useSchemaMessage();
  const change = useChangeStatus(report.id);
  if (!report.can.finish && !report.can.return) return null;
  const finishNow = () =>
    change.mutate(
      { action: 'finish' },
      {
        onSuccess: () => notifySuccess(t('reports.view.finishedNotice')),
        onError: (e) => notifyError(t('reports.view.actionFailed'), new Error(message(serverErrorText(e)))),
      },
    );
  // Finishing locks the report for good, so it is asked for, as a delete is (confirm-delete.tsx):
  // Cancel has the focus, Escape or a click outside cancels.
  const finish = () =>
    dialogs.openConfirmModal({
      title: t('reports.view.finishTitle'),
      children: <Text>{t('reports.view.finishConfirm')}</Text>,
      labels: { confirm: t('reports.view.finishYes'), cancel: t('common.cancel') },
      cancelProps: { 'data-autofocus': true },
      closeButtonProps: { 'aria-label': t('widgets.closeDialog') },
      closeOnEscape: true,
      onConfirm: finishNow,
    });
  const openReturn = () => {
    const id = dialogs.open({
      title: t('reports.view.returnTitle'),
      closeButtonProps: { 'aria-label': t('widgets.closeDialog') },
      children: (
        <ReturnForm
          onCancel={() => dialogs.close(id)}
          onSend={async (reason) => {
            await change.mutateAsync({ action: 'return', reason });
            dialogs.close(id);
            notifySuccess(t('reports.view.returnedNotice'));
          }}
        />
      ),
    });
  };
  return (
    <Group>
      {report.can.finish && (
        <Button leftSection={<IconCheck size={16} />} onClick={finish} loading={change.isPending}>
          {t('reports.view.finish')}
        </Button>
      )}
      {report.can.return && (
        <Button
          variant="light"
          color="orange"
          leftSection={<IconArrowBackUp size={16} />}
          onClick={openReturn}
        >
          {t('reports.view.return')}
        </Button>
      )}
    </Group>
  );
}
