import { Alert, Button, Group, NativeSelect, Stack, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
// Types only: the technician's form is a first screen, whose code imports no zod (decision 0031);
// the server checks the body against the shared schema and its coded refusal shows at the field.
import type { ActionRow, ReportActionCreateBody } from '@shared/schemas/corrective-actions';
import { ApiError } from '@web/lib/api-client';
import { firstClickOnly } from '@web/lib/one-shot';
import { useCreateReportAction } from '../../api/create-report-action';
import { DayInput } from '@web/components/day-input';

const PRIORITIES = ['low', 'medium', 'high'] as const;
const FIELDS = ['title', 'description', 'due_date'];

/**
 * A new corrective action on a report: title, description, due date and priority, from a flagged
 * answer (`fieldId`) or by hand. Nothing says "created" before the server has answered.
 */
export function ReportActionForm(props: {
  reportId: number;
  fieldId?: number;
  title?: string;
  onCreated: (action: ActionRow) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const create = useCreateReportAction(props.reportId);
  const [title, setTitle] = useState(props.title ?? '');
  const [description, setDescription] = useState('');
  const [dueDate, setDueDate] = useState('');
  const [priority, setPriority] = useState<(typeof PRIORITIES)[number]>('medium');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const refused = create.error instanceof ApiError ? create.error : null;
  // A refusal that names none of these fields (the answer is no longer flagged, say) shows above them.
  const general =
    create.error && !Object.keys(refused?.errors ?? {}).some((f) => FIELDS.includes(f)) ? create.error : null;

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!title.trim()) {
      setErrors({ title: t('correctiveActions.form.titleRequired') });
      return;
    }
    setErrors({});
    const body: ReportActionCreateBody = {
      title: title.trim(),
      description,
      due_date: dueDate || null,
      priority,
      ...(props.fieldId !== undefined ? { field_id: props.fieldId } : {}),
    };
    create.mutate(body, {
      onSuccess: props.onCreated,
      onError: (error) => {
        if (error instanceof ApiError) setErrors(error.errors);
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('correctiveActions.new')}>
      <Stack gap="sm">
        {general && (
          <Alert color="red" role="alert" title={t('correctiveActions.saveFailed')}>
            {general.message}
          </Alert>
        )}
        <TextInput
          label={t('correctiveActions.titleLabel')}
          required
          // Opened by a button that then leaves the page: the focus goes on into the form.
          autoFocus
          value={title}
          onChange={(e) => setTitle(e.currentTarget.value)}
          error={errors.title}
        />
        <Textarea
          label={t('correctiveActions.description')}
          rows={2}
          value={description}
          onChange={(e) => setDescription(e.currentTarget.value)}
          error={errors.description}
        />
        <Group grow align="flex-start" wrap="wrap">
          <DayInput
            label={t('correctiveActions.dueDate')}
            value={dueDate}
            onChange={setDueDate}
            error={errors.due_date}
            miw={150}
          />
          <NativeSelect
            label={t('correctiveActions.priorityLabel')}
            data={PRIORITIES.map((p) => ({ value: p, label: t(`correctiveActions.priority.${p}`) }))}
            value={priority}
            onChange={(e) => setPriority(e.currentTarget.value as (typeof PRIORITIES)[number])}
            miw={150}
          />
        </Group>
        <Group gap="sm">
          <Button type="submit" onClick={firstClickOnly()} loading={create.isPending}>
            {t('correctiveActions.create')}
          </Button>
          <Button variant="default" onClick={props.onCancel} disabled={create.isPending}>
            {t('common.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
