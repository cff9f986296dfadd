import { Alert, Button, Group, MultiSelect, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { visitCreateBody } from '@shared/schemas/visits';
import { notifySuccess } from '@web/components/undo-notification';
import { ApiError } from '@web/lib/api-client';
import { schemaMessage } from '@web/lib/schema-message';
import { useSchemaForm } from '@web/lib/use-schema-form';
import { useCreateVisit } from '../../api/create-visit';
import { DayInput } from '@web/components/day-input';

interface Values {
  date: string;
  start_time: string;
  end_time: string;
  technician_ids: string[];
}

const toBody = (jobId: number) => (v: Values) => ({
  job_id: jobId,
  date: v.date,
  start_time: v.start_time || null,
  end_time: v.end_time || null,
  technician_ids: v.technician_ids.map(Number),
});

/** "Add visit" on the job page: a day, an optional window and the technicians (the job's assignees). */
export function AddVisitForm(props: {
  jobId: number;
  people: { id: number; name: string }[];
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const create = useCreateVisit();
  const form = useSchemaForm<Values>({
    schema: visitCreateBody,
    initialValues: { date: '', start_time: '', end_time: '', technician_ids: [] },
    toBody: toBody(props.jobId),
    message: (issue) => schemaMessage(t, issue.message),
  });
  const submit = form.onSubmit((values) =>
    create.mutate(visitCreateBody.parse(toBody(props.jobId)(values)), {
      onSuccess: () => {
        notifySuccess(t('jobPage.visits.added'));
        props.onDone();
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 400) form.setErrors(error.errors);
      },
    }),
  );
  return (
    <form onSubmit={submit} noValidate aria-label={t('jobPage.visits.add')}>
      <Stack gap="sm">
        <Group grow align="flex-start" wrap="wrap">
          <DayInput label={t('jobPage.visits.date')} withAsterisk miw={150} {...form.getInputProps('date')} />
          <TextInput
            type="time"
            label={t('recurrence.form.startTime')}
            miw={120}
            {...form.getInputProps('start_time')}
          />
          <TextInput
            type="time"
            label={t('recurrence.form.endTime')}
            miw={120}
            {...form.getInputProps('end_time')}
          />
        </Group>
        <MultiSelect
          label={t('jobPage.visits.technicians')}
          data={props.people.map((p) => ({ value: String(p.id), label: p.name }))}
          searchable
          {...form.getInputProps('technician_ids')}
        />
        {create.error && !(create.error instanceof ApiError && create.error.status === 400) && (
          <Alert color="red" role="alert" title={t('jobPage.visits.addFailed')}>
            {create.error.message}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={create.isPending}>
            {t('jobPage.visits.addSave')}
          </Button>
          <Button variant="default" onClick={props.onDone}>
            {t('common.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
