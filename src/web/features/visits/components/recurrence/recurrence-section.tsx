import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deferredCode, usePreloadAfterFirstScreen } from '@web/components/deferred-widget';
import { DeferredPart } from '@web/components/deferred-part';
import { dialogs } from '@web/components/dialogs';
import { LoadState } from '@web/components/load-state';
import { notifyError, notifySuccess } from '@web/components/undo-notification';
import type { RecurrenceResponse } from '@shared/schemas/visits';
import { useDeleteRecurrence } from '../../api/delete-recurrence';
import { useRecurrence } from '../../api/get-recurrence';
import { recurrenceWords } from './recurrence-words';

// The form (its schema with zod, the error texts, the form hook, the calendar, Select and Radio,
// and rrule for its preview) is not part of the job page's first screen: it comes after it, for an
// Admin, before anyone presses Set up or Edit (decision 0067). Pressed sooner, the form is asked for
// at once and the section says Loading… until it is in; if it does not arrive, Try again.
const formCode = deferredCode(
  () => import('./recurrence-form'),
  (module) => module.RecurrenceForm,
);

/**
 * The job page's recurring service: the rule in words; for Admins (`canEdit`) the form and "Stop
 * repeating". After a change it says how many visits were added and removed.
 */
export function RecurrenceSection({
  jobId,
  canEdit,
  today,
}: {
  jobId: number;
  canEdit: boolean;
  today: string;
}) {
  const { t } = useTranslation();
  const query = useRecurrence(jobId);
  const stop = useDeleteRecurrence(jobId);
  const [editing, setEditing] = useState(false);
  usePreloadAfterFirstScreen(formCode.load, canEdit);
  const rule = query.data?.recurrence ?? null;
  const changed = (answer: RecurrenceResponse) =>
    notifySuccess(t('recurrence.changed', { added: answer.generated ?? 0, removed: answer.removed ?? 0 }));
  const askStop = () =>
    dialogs.openConfirmModal({
      title: t('recurrence.stopTitle'),
      children: <Text>{t('recurrence.stopConfirm')}</Text>,
      labels: { confirm: t('recurrence.stop'), cancel: t('common.cancel') },
      confirmProps: { color: 'red' },
      cancelProps: { 'data-autofocus': true },
      closeButtonProps: { 'aria-label': t('widgets.closeDialog') },
      onConfirm: () =>
        stop.mutate(undefined, {
          onSuccess: changed,
          onError: (e) => notifyError(t('recurrence.stopFailed'), e),
        }),
    });
  return (
    <Card withBorder component="section" aria-labelledby="job-recurrence">
      <Stack gap="sm">
        <Title order={2} size="h4" id="job-recurrence">
          {t('recurrence.title')}
        </Title>
        {query.data ? (
          editing ? (
            <DeferredPart
              code={formCode}
              now
              failedText={t('common.formFailed')}
              props={{
                jobId,
                recurrence: rule,
                today,
                onCancel: () => setEditing(false),
                onSaved: (answer: RecurrenceResponse) => {
                  setEditing(false);
                  changed(answer);
                },
              }}
            />
          ) : (
            <>
              <Text dir="auto">{rule ? recurrenceWords(t, rule) : t('recurrence.none')}</Text>
              {canEdit && (
                <Group>
                  <Button variant="light" onClick={() => setEditing(true)}>
                    {rule ? t('recurrence.edit') : t('recurrence.setUp')}
                  </Button>
                  {rule && (
                    <Button variant="subtle" color="red" onClick={askStop} loading={stop.isPending}>
                      {t('recurrence.stop')}
                    </Button>
                  )}
                </Group>
              )}
            </>
          )
        ) : (
          <LoadState
            isLoading={query.isPending}
            error={query.error}
            isEmpty={false}
            emptyText=""
            onRetry={() => void query.refetch()}
          />
        )}
      </Stack>
    </Card>
  );
}
