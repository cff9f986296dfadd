import { Alert, Button, Group, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PortalVisit } from '@shared/schemas/portal';
import { portalVisitChangeBody, VISIT_REQUEST_NOTE_MAX } from '@shared/schemas/portal-requests';
import { saveOutcome } from '@web/lib/save-outcome';
import { useSchemaForm } from '@web/lib/use-schema-form';
import { useRequestVisitChange } from '../api/request-visit-change';
import { DayInput } from '@web/components/day-input';

const FIELDS = ['preferred_date', 'note'] as const;

interface Values {
  preferred_date: string;
  note: string;
}

/**
 * The day the contact would rather have and why. The caller shows the confirmation once the
 * server has it (`onSent`); until then the form stays, and a refusal goes on its field.
 */
export function PortalVisitChangeForm({
  locationId,
  visit,
  onSent,
  onCancel,
}: {
  locationId: number;
  visit: PortalVisit;
  onSent: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const send = useRequestVisitChange(locationId, visit.id);
  // A refusal about the visit itself (no longer open), not about a field.
  const [failure, setFailure] = useState<string>();
  const form = useSchemaForm<Values>({
    schema: portalVisitChangeBody,
    initialValues: {
      preferred_date: visit.change_request?.preferred_date ?? visit.date,
      note: visit.change_request?.note ?? '',
    },
    message: (issue) => {
      if (issue.path[0] === 'preferred_date') return t('errors.portal.preferredDateInvalid');
      return issue.code === 'too_big'
        ? t('errors.portal.requestNoteTooLong')
        : t('errors.portal.requestNoteRequired');
    },
  });
  const submit = form.onSubmit((values) =>
    send.mutate(values, saveOutcome(form, { fields: FIELDS, failure: setFailure, then: onSent })),
  );
  return (
    <form onSubmit={submit} noValidate aria-label={t('portal.change.formLabel', { job: visit.job_name })}>
      <Stack gap="xs">
        <DayInput
          label={t('portal.change.preferredDate')}
          required
          {...form.getInputProps('preferred_date')}
        />
        <Textarea
          label={t('portal.change.note')}
          description={t('portal.change.noteHint')}
          rows={2}
          maxLength={VISIT_REQUEST_NOTE_MAX}
          required
          {...form.getInputProps('note')}
        />
        {failure && (
          <Alert color="red" role="alert" p="xs">
            {failure}
          </Alert>
        )}
        <Group gap="xs" grow>
          <Button variant="default" onClick={onCancel} disabled={send.isPending}>
            {t('portal.change.cancel')}
          </Button>
          <Button type="submit" loading={send.isPending}>
            {t('portal.change.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
