import { Alert, Button, Checkbox, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type LocationContactRow, locationContactsBody } from '@shared/schemas/location-contacts';
import { EditableRows } from '@web/components/editable-rows';
import { LanguageSelect } from '@web/components/language-select';
import { LoadState } from '@web/components/load-state';
import { notifySuccess } from '@web/components/undo-notification';
import { useUnsavedChangesGuard } from '@web/components/unsaved-changes-guard';
import { firstClickOnly } from '@web/lib/one-shot';
import { applyServerErrors } from '@web/lib/server-errors';
import { schemaMessage } from '@web/lib/schema-message';
import { useSchemaForm } from '@web/lib/use-schema-form';
import { useContacts } from '../api/get-contacts';
import { useSaveContacts } from '../api/save-contacts';
import { autoDirection } from '@web/lib/auto-direction';

type Row = Omit<LocationContactRow, 'id'>;
const ROW_FIELDS = ['name', 'email', 'phone', 'role', 'language', 'receives_reports'] as const;
const EMPTY: Row = { name: '', email: '', phone: '', role: '', receives_reports: false, language: null };
const rows = (contacts: LocationContactRow[]): Row[] => contacts.map(({ id: _id, ...row }) => row);

/** The location's customer contacts and who receives its finished reports (issue 19). */
export function LocationContacts({ locationId }: { locationId: number }) {
  const { t } = useTranslation();
  const query = useContacts(locationId);
  return (
    <Stack component="section" aria-labelledby="contacts-title" maw={900}>
      <Title order={2} size="h3" id="contacts-title">
        {t('locations.contacts.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('locations.contacts.hint')}
      </Text>
      {query.data ? (
        <ContactsForm locationId={locationId} contacts={query.data.contacts} />
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
  );
}

function ContactsForm({ locationId, contacts }: { locationId: number; contacts: LocationContactRow[] }) {
  const { t } = useTranslation();
  const save = useSaveContacts();
  const [failure, setFailure] = useState<string>();
  const form = useSchemaForm<{ contacts: Row[] }>({
    schema: locationContactsBody,
    initialValues: { contacts: rows(contacts) },
  });
  const guard = useUnsavedChangesGuard(form.isDirty());
  const list = form.values.contacts;
  const name = (row: Row, i: number) => row.name || String(i + 1);

  const submit = form.onSubmit((values) => {
    setFailure(undefined);
    save.mutate(
      { locationId, body: values },
      {
        onSuccess: (saved) => {
          const kept = { contacts: rows(saved.contacts) };
          form.setInitialValues(kept);
          form.setValues(kept);
          form.resetDirty(kept);
          guard.markClean();
          notifySuccess(t('locations.contacts.saved'));
        },
        onError: (error) =>
          setFailure(
            applyServerErrors(error, form.setErrors, [
              'contacts',
              ...list.flatMap((_, i) => ROW_FIELDS.map((f) => `contacts.${i}.${f}`)),
            ]),
          ),
      },
    );
  });
  const input = (path: string) => ({
    ...form.getInputProps(path),
    error: schemaMessage(t, form.errors[path]),
    disabled: save.isPending,
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {failure && (
          <Alert color="red" title={t('locations.contacts.failed')} role="alert">
            {schemaMessage(t, failure)}
          </Alert>
        )}
        <EditableRows
          items={list}
          label={(row, i) => t('locations.contacts.contactOf', { name: name(row, i) })}
          removeLabel={(row, i) => t('locations.contacts.remove', { name: name(row, i) })}
          addText={t('locations.contacts.add')}
          emptyText={t('locations.contacts.empty')}
          error={schemaMessage(t, form.errors.contacts)}
          disabled={save.isPending}
          onAdd={() => form.insertListItem('contacts', { ...EMPTY })}
          onRemove={(i) => form.removeListItem('contacts', i)}
        >
          {(_, i) => (
            <>
              <TextInput
                label={t('common.name')}
                ref={autoDirection}
                w={200}
                {...input(`contacts.${i}.name`)}
              />
              <TextInput
                label={t('locations.contacts.email')}
                type="email"
                dir="ltr"
                w={240}
                {...input(`contacts.${i}.email`)}
              />
              <TextInput
                label={t('locations.contacts.phone')}
                type="tel"
                dir="ltr"
                w={150}
                {...input(`contacts.${i}.phone`)}
              />
              <TextInput
                label={t('locations.contacts.role')}
                ref={autoDirection}
                w={170}
                {...input(`contacts.${i}.role`)}
              />
              <LanguageSelect
                label={t('locations.contacts.language')}
                placeholder={t('locations.contacts.companyLanguage')}
                w={190}
                {...input(`contacts.${i}.language`)}
              />
              <Checkbox
                mt={34}
                label={t('locations.contacts.receivesReports')}
                {...form.getInputProps(`contacts.${i}.receives_reports`, { type: 'checkbox' })}
                disabled={save.isPending}
              />
            </>
          )}
        </EditableRows>
        <Group>
          <Button type="submit" onClick={firstClickOnly()} loading={save.isPending}>
            {t('locations.contacts.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
