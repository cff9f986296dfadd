import { Alert, Button, FileInput, Group, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@web/lib/api-client';
import { firstClickOnly } from '@web/lib/one-shot';

/**
 * Closing a corrective action, on its own page and from the report (issue 38: one form where there
 * were two): what was done (required) and, if there is one, a photo of it. `onClose` sends both;
 * the server's word on the note shows at the note, any other refusal above the form, and the form
 * stays open until the server has answered. No zod here: the report's copy is on the technician's
 * first screen (report-limits.ts), so the note's longest length comes as `max` where it is known.
 */
export function CloseActionForm(props: {
  onClose: (note: string, photo: File | null) => unknown;
  onCancel: () => void;
  pending: boolean;
  error: Error | null;
  /** The note's longest length (ACTION_TEXT_MAX), checked before sending; the server's check only without it. */
  max?: number;
}) {
  const { t } = useTranslation();
  const [note, setNote] = useState('');
  const [photo, setPhoto] = useState<File | null>(null);
  const [problem, setProblem] = useState<string>();
  const noteError = props.error instanceof ApiError ? props.error.errors.closing_note : undefined;
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const text = note.trim();
    const found = !text
      ? t('correctiveActions.close.noteRequired')
      : props.max !== undefined && note.length > props.max
        ? t('correctiveActions.form.textTooLong', { max: props.max })
        : undefined;
    setProblem(found);
    if (!found) props.onClose(text, photo);
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
          error={problem ?? noteError}
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
