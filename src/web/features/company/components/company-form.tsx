import { ActionIcon, Alert, Button, Group, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CompanyBody, companyBody, type CompanySettings } from '@shared/schemas/company';
import { US_STATES, type UsState } from '@shared/us-states';
import { StateSelect } from '@web/components/state-select';
import { notifySuccess } from '@web/components/undo-notification';
import { useUnsavedChangesGuard } from '@web/components/unsaved-changes-guard';
import { firstClickOnly } from '@web/lib/one-shot';
import { applyServerErrors, schemaMessage } from '@web/lib/server-errors';
import { useSchemaForm } from '@web/lib/use-schema-form';
import { useSaveCompany } from '../api/save-company';

interface Licence {
  state: string | null;
  number: string;
  expires_on: string;
}
interface Values {
  business_name: string;
  address: string;
  phone: string;
  licences: Licence[];
}

const LICENCE_FIELDS = ['state', 'number', 'expires_on'] as const;

const valuesOf = (settings: CompanySettings): Values => ({
  business_name: settings.business_name,
  address: settings.address,
  phone: settings.phone,
  licences: settings.licences.map((l) => ({ ...l })),
});

/** Where the server may name a problem: every field, each licence's fields, the licence list. */
const fieldsOf = (values: Values) => [
  'business_name',
  'address',
  'phone',
  'licences',
  ...values.licences.flatMap((_, i) => LICENCE_FIELDS.map((f) => `licences.${i}.${f}`)),
];

/**
 * The business as application records and state filings name it, with its licence or registration
 * in each state it works in (issue 14, decision 0024). Saved whole: a licence removed here is
 * removed on save.
 */
export function CompanyForm({ settings }: { settings: CompanySettings }) {
  const { t } = useTranslation();
  const save = useSaveCompany();
  const [failure, setFailure] = useState<string>();
  const form = useSchemaForm<Values>({
    schema: companyBody,
    initialValues: valuesOf(settings),
  });
  const guard = useUnsavedChangesGuard(form.isDirty());

  const submit = form.onSubmit((values) => {
    setFailure(undefined);
    // Validated above: every licence names its state.
    save.mutate(values as CompanyBody, {
      onSuccess: (saved) => {
        // What the server kept, licences sorted by state, is the form's new clean state.
        const kept = valuesOf(saved);
        form.setInitialValues(kept);
        form.setValues(kept);
        form.resetDirty(kept);
        guard.markClean();
        notifySuccess(t('company.saved'));
      },
      onError: (error) => setFailure(applyServerErrors(error, form.setErrors, fieldsOf(values))),
    });
  });

  const input = (path: string) => ({
    ...form.getInputProps(path),
    error: schemaMessage(t, form.errors[path]),
    disabled: save.isPending,
  });
  const listError = schemaMessage(t, form.errors.licences);

  return (
    <form onSubmit={submit} noValidate>
      <Stack maw={720}>
        {failure && (
          <Alert color="red" title={t('company.saveFailed')} role="alert">
            {schemaMessage(t, failure)}
          </Alert>
        )}
        <TextInput
          label={t('company.businessName')}
          autoComplete="organization"
          {...input('business_name')}
        />
        <Textarea label={t('company.address')} rows={3} {...input('address')} />
        <TextInput label={t('company.phone')} type="tel" autoComplete="tel" dir="auto" {...input('phone')} />

        <Title order={2} size="h3" mt="md">
          {t('company.licences')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('company.licencesHint')}
        </Text>
        {form.values.licences.length === 0 && <Text size="sm">{t('company.noLicences')}</Text>}
        {form.values.licences.map((licence, i) => {
          const name = licence.state ? (US_STATES[licence.state as UsState] ?? licence.state) : String(i + 1);
          return (
            <Group
              key={i}
              align="flex-start"
              wrap="wrap"
              role="group"
              aria-label={t('company.licenceOf', { state: name })}
            >
              <StateSelect label={t('company.state')} w={230} {...input(`licences.${i}.state`)} />
              <TextInput
                label={t('company.licenceNumber')}
                dir="auto"
                w={200}
                {...input(`licences.${i}.number`)}
              />
              <TextInput
                label={t('company.expiresOn')}
                type="date"
                w={170}
                {...input(`licences.${i}.expires_on`)}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                mt={28}
                aria-label={t('company.removeLicence', { state: name })}
                onClick={() => form.removeListItem('licences', i)}
                disabled={save.isPending}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Group>
          );
        })}
        {listError && (
          <Text c="red.8" size="sm" role="alert">
            {listError}
          </Text>
        )}
        <Group>
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => form.insertListItem('licences', { state: null, number: '', expires_on: '' })}
            disabled={save.isPending}
          >
            {t('company.addLicence')}
          </Button>
        </Group>
        <Group mt="md">
          <Button type="submit" onClick={firstClickOnly()} loading={save.isPending}>
            {t('company.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
