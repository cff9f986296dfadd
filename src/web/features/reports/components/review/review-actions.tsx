import { Button, Group, Text } from '@mantine/core';
import { IconArrowBackUp, IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { type ReportDetail } from '@shared/schemas/reports';
import { notifyError, notifySuccess } from '@web/components/undo-notification';
import { deferredCode, usePreloadAfterFirstScreen } from '@web/components/deferred-widget';
import { DeferredPart } from '@web/components/deferred-part';
import { useChangeStatus } from '../../api/change-status';
import { serverErrorText } from '@web/lib/server-errors';
import { useSchemaMessage } from '@web/lib/schema-message';
import { dialogs } from '@web/components/dialogs';

// The return's reason (its Textarea, Mantine's Input family) is drawn in a dialog on a press: it
// comes after the report page's first screen, before anyone presses Return (decision 0067).
const formCode = deferredCode(
  () => import('./return-form'),
  (module) => module.ReturnForm,
);

/** Finish or return a submitted report (Supervisors and Admins). */
export function ReviewActions({ report }: { report: ReportDetail }) {
  const { t } = useTranslation();
  const message = useSchemaMessage();
  const change = useChangeStatus(report.id);
  usePreloadAfterFirstScreen(formCode.load, report.can.return);
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
        <DeferredPart
          code={formCode}
          now
          failedText={t('common.formFailed')}
          props={{
            onCancel: () => dialogs.close(id),
            onSend: async (reason: string) => {
              await change.mutateAsync({ action: 'return', reason });
              dialogs.close(id);
              notifySuccess(t('reports.view.returnedNotice'));
            },
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
