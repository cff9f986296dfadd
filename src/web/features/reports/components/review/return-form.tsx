import { Button, Group, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REASON_MAX } from '@shared/schemas/report-limits';
import { ApiError } from '@web/lib/api-client';
import { serverErrorText } from '@web/lib/server-errors';
import { useSchemaMessage } from '@web/lib/schema-message';

/** Why a submitted report goes back to its technician: the reason is required and sent with the move. */
export function ReturnForm({
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
        // Focused when drawn, as the send-elsewhere form's field: its code may come after the dialog opened.
        autoFocus
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
