import { SegmentedControl, Stack, Text, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { ACTION_PRIORITIES, type ActionPriority } from '@shared/action-statuses';
import { ACTION_TEXT_MAX, ACTION_TITLE_MAX } from '@shared/schemas/corrective-actions';
import { DateFilterInput } from '@web/components/date-filter-input';
import type { FormIssue } from '@web/lib/schema-errors';
import { PersonPicker } from './person-picker';

/** What a person writes on an action, as the form holds it. */
export interface ActionValues {
  title: string;
  description: string;
  assignee_id: string | null;
  due_date: string;
  priority: ActionPriority;
}

export const toActionFields = (v: ActionValues) => ({
  title: v.title,
  description: v.description,
  assignee_id: v.assignee_id === null ? null : Number(v.assignee_id),
  due_date: v.due_date || null,
  priority: v.priority,
});

/** The form's text for a failed rule of the shared schema. */
export function useActionMessage() {
  const { t } = useTranslation();
  return (issue: FormIssue): string | undefined => {
    switch (issue.path[0]) {
      case 'title':
        return issue.code === 'too_big'
          ? t('correctiveActions.form.titleTooLong', { max: ACTION_TITLE_MAX })
          : t('correctiveActions.form.titleRequired');
      case 'description':
        return t('correctiveActions.form.textTooLong', { max: ACTION_TEXT_MAX });
      case 'due_date':
        return t('correctiveActions.form.dueDateInvalid');
      case 'location_id':
        return t('correctiveActions.form.locationRequired');
    }
    return undefined;
  };
}

/** Title, description, assignee, due date and priority of a new or edited action. */
export function ActionFields<V extends ActionValues>({
  form,
  assignee,
}: {
  form: UseFormReturnType<V>;
  assignee?: { id: number; name: string } | null;
}) {
  const { t } = useTranslation();
  const values = form.getValues();
  // Both forms hold these fields; the create form has a location besides.
  const set = form.setFieldValue as (path: keyof ActionValues, value: string | null) => void;
  return (
    <Stack>
      <TextInput label={t('correctiveActions.titleLabel')} required {...form.getInputProps('title')} />
      <Textarea label={t('correctiveActions.description')} rows={3} {...form.getInputProps('description')} />
      <PersonPicker
        label={t('correctiveActions.assignee')}
        current={assignee}
        value={values.assignee_id}
        onChange={(v) => set('assignee_id', v)}
      />
      <DateFilterInput
        label={t('correctiveActions.dueDate')}
        value={values.due_date}
        onChange={(v) => set('due_date', v)}
      />
      {form.errors.due_date && (
        <Text c="red" size="sm">
          {form.errors.due_date}
        </Text>
      )}
      <Stack gap={4}>
        <Text size="sm" fw={500} id="action-priority">
          {t('correctiveActions.priorityLabel')}
        </Text>
        <SegmentedControl
          aria-labelledby="action-priority"
          data={ACTION_PRIORITIES.map((p) => ({ value: p, label: t(`correctiveActions.priority.${p}`) }))}
          {...form.getInputProps('priority')}
        />
      </Stack>
    </Stack>
  );
}
