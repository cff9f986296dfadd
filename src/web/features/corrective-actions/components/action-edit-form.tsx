import { Alert, Button, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type ActionRow, actionUpdateBody } from '@shared/schemas/corrective-actions';
import { firstClickOnly } from '@web/lib/one-shot';
import { saveOutcome } from '@web/lib/save-outcome';
import { useSchemaForm } from '@web/lib/use-schema-form';
import { useUpdateAction } from '../api/update-action';
import { ActionFields, type ActionValues, toActionFields, useActionMessage } from './action-fields';

/** Title, description, assignee, due date and priority of an action, saved in one PATCH. */
export function ActionEditForm({ action, onDone }: { action: ActionRow; onDone: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateAction(action.id);
  const form = useSchemaForm<ActionValues>({
    schema: actionUpdateBody,
    initialValues: {
      title: action.title,
      description: action.description,
      assignee_id: action.assignee ? String(action.assignee.id) : null,
      due_date: action.due_date ?? '',
      priority: action.priority,
    },
    toBody: toActionFields,
    message: useActionMessage(),
  });
  const submit = form.onSubmit((values) =>
    update.mutate(
      toActionFields(values),
      saveOutcome(form, {
        notify: (saved) => t('correctiveActions.saved', { title: saved.title }),
        then: onDone,
      }),
    ),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack maw={640}>
        {update.error && (
          <Alert color="red" role="alert" title={t('correctiveActions.saveFailed')}>
            {update.error.message}
          </Alert>
        )}
        <ActionFields form={form} assignee={action.assignee} />
        <Group>
          <Button type="submit" onClick={firstClickOnly()} loading={update.isPending}>
            {t('correctiveActions.save')}
          </Button>
          <Button variant="default" onClick={onDone}>
            {t('common.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
