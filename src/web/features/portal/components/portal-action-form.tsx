import { Button, Group, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACTION_TEXT_MAX, type CustomerUpdateKind } from '@shared/schemas/corrective-actions';
import { portalActionUpdateBody } from '@shared/schemas/portal-actions';
import { saveOutcome } from '@web/lib/save-outcome';
import { useSchemaForm } from '@web/lib/use-schema-form';
import { useAddActionUpdate } from '../api/add-action-update';

interface Values {
  kind: CustomerUpdateKind;
  note: string;
}

/** A note, then one of three buttons: acknowledge it, comment (the note needed), or say it is fixed. */
export function PortalActionForm({ locationId, actionId }: { locationId: number; actionId: number }) {
  const { t } = useTranslation();
  const add = useAddActionUpdate(locationId, actionId);
  const [kind, setKind] = useState<CustomerUpdateKind>('acknowledged');
  const form = useSchemaForm<Values>({
    schema: portalActionUpdateBody,
    initialValues: { kind: 'acknowledged', note: '' },
    message: (issue) =>
      issue.code === 'too_big'
        ? t('portal.actions.noteTooLong', { max: ACTION_TEXT_MAX })
        : t('portal.actions.noteRequired'),
  });
  const submit = form.onSubmit((values) =>
    add.mutate(
      values,
      saveOutcome(form, {
        notify: () => t(`portal.actions.saved.${values.kind}`),
        then: () => form.reset(),
      }),
    ),
  );
  // The button pressed names the kind; the schema then checks the note for it.
  const press = (k: CustomerUpdateKind) => () => {
    setKind(k);
    form.setFieldValue('kind', k);
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <Textarea label={t('portal.actions.note')} rows={2} {...form.getInputProps('note')} />
        <Group gap="xs" grow>
          {(['acknowledged', 'comment', 'fixed'] as const).map((k) => (
            <Button
              key={k}
              type="submit"
              variant={k === 'fixed' ? 'filled' : 'default'}
              loading={add.isPending && kind === k}
              disabled={add.isPending && kind !== k}
              onClick={press(k)}
            >
              {t(`portal.actions.do.${k}`)}
            </Button>
          ))}
        </Group>
      </Stack>
    </form>
  );
}
