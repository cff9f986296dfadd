import { Alert, Button, FileInput, Group, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@web/lib/api-client';
import { firstClickOnly } from '@web/lib/one-shot';

/**
 * Closing an action from the report: what was done (required) and maybe a photo. No zod here (the
 * technician's form is a first screen): an empty note is caught here, the rest by the server.
 */
export function CloseActionForm(props: {
  onClose: (note: string, photo: File | null) => void;
  onCancel: () => void;
  pending: boolean;
  error: Error | null;
}) {
  const { t } = useTranslation();
  const [note, setNote] = useState('');
  const [photo, setPhoto] = useState<File | null>(null);
  const [missing, setMissing] = useState(false);
  const noteError = props.error instanceof ApiError ? props.error.errors.closing_note : undefined;
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setMissing(!note.trim());
    if (note.trim()) props.onClose(note.trim(), photo);
  };
  return (
    <form onSubmit={submit} noValidate aria-label={t('correctiveActions.close.title')}>
      <Stack gap="sm">
        {props.error && !noteError && (
          <Alert color="red" role="alert" title={t('correctiveActions.close.failed')}>
            {props.error.message}
          </Alert>
        )}
        <Textarea
          label={t('correctiveActions.close.note')}
          required
          rows={2}
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
          error={missing ? t('correctiveActions.close.noteRequired') : noteError}
        />
        <FileInput
          label={t('correctiveActions.close.photo')}
          placeholder={t('correctiveActions.close.photoPlaceholder')}
          accept="image/*"
          clearable
          value={photo}
          onChange={setPhoto}
        />
        <Group gap="sm">
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
