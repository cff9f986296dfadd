import { Button, Group, Paper, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useReportActions } from '../../api/get-report-actions';
import { ActionStatus } from './action-status';
import { ReportActionForm } from './report-action-form';

/**
 * Beside a flagged answer in the technician's form: the corrective action made for it, with its
 * status, or a button that opens a small form to make one (title "<question>: <answer>").
 */
export function FlagAction({
  reportId,
  fieldId,
  question,
  answerText,
  disabled = false,
}: {
  reportId: number;
  fieldId: number;
  question: string;
  answerText: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const actions = useReportActions(reportId);
  const [open, setOpen] = useState(false);
  const made = actions.data?.from_report.find((a) => a.field_id === fieldId);

  if (made) {
    return (
      <Group gap="xs" wrap="wrap" data-testid={`flag-action-${fieldId}`}>
        <IconAlertTriangle size={16} aria-hidden />
        <Text size="sm">{t('correctiveActions.flag.made', { title: made.title })}</Text>
        <ActionStatus action={made} />
      </Group>
    );
  }
  if (actions.isPending) return null;
  if (open) {
    return (
      <Paper withBorder p="sm" w="100%">
        <ReportActionForm
          reportId={reportId}
          fieldId={fieldId}
          title={answerText ? `${question}: ${answerText}` : question}
          onCreated={() => setOpen(false)}
          onCancel={() => setOpen(false)}
        />
      </Paper>
    );
  }
  return (
    <Button
      variant="light"
      color="orange"
      size="sm"
      leftSection={<IconAlertTriangle size={16} aria-hidden />}
      onClick={() => setOpen(true)}
      disabled={disabled}
    >
      {t('correctiveActions.flag.create')}
    </Button>
  );
}
