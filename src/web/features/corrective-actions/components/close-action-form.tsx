import { Alert, Button, FileInput, Group, Stack, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ACTION_TEXT_MAX, actionCloseBody } from '@shared/schemas/corrective-actions';
import { firstClickOnly } from '@web/lib/one-shot';
import { useSchemaForm } from '@web/lib/use-schema-form';

interface Values {
  closing_note: string;
  photo: File | null;
}

/**
 * Closing an action: what was done (required) and, if there is one, a photo of it. `onClose`
 * sends both; the form shows the server's refusal and stays open until it has answered.
 */
export function CloseActionForm(props: {
  onClose: (note: string, photo: File | null) => Promise<unknown>;
  onCancel: () => void;
  pending: boolean;
  error: Error | null;
}) {
  const { t } = useTranslation();
  const form = useSchemaForm<Values>({
    schema: actionCloseBody,
    initialValues: { closing_note: '', photo: null },
    toBody: (v) => ({ closing_note: v.closing_note }),
    message: (issue) =>
      issue.code === 'too_big'
        ? t('correctiveActions.form.textTooLong', { max: ACTION_TEXT_MAX })
        : t('correctiveActions.close.noteRequired'),
  });
  const submit = form.onSubmit((v) => void props.onClose(v.closing_note.trim(), v.photo));
  return (
    <form onSubmit={submit} noValidate aria-label={t('correctiveActions.close.title')}>
      <Stack gap="sm">
        {props.error && (
          <Alert color="red" role="alert" title={t('correctiveActions.close.failed')}>
            {props.error.message}
          </Alert>
        )}
        <Textarea
          label={t('correctiveActions.close.note')}
          required
          rows={2}
          {...form.getInputProps('closing_note')}
        />
        <FileInput
          label={t('correctiveActions.close.photo')}
          placeholder={t('correctiveActions.close.photoPlaceholder')}
          accept="image/*"
          clearable
          {...form.getInputProps('photo')}
        />
        <Group>
          <Button type="submit" onClick={firstClickOnly()} loading={props.pending}>
            {t('correctiveActions.close.submit')}
          </Button>
          <Button variant="default" onClick={props.onCancel} disabled={props.pending}>
            {t('common.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
