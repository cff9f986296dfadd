import { Alert, Button, Group, InputBase, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompanyBody, CompanySettings } from '@shared/schemas/company';
import { US_STATES, type UsState } from '@shared/us-states';
import { EditableRows } from '@web/components/editable-rows';
import { NumberValueInput } from '@web/components/number-input';
import { StateSelect } from '@web/components/state-select';
import { useUnsavedChangesGuard } from '@web/components/unsaved-changes-guard';
import { firstClickOnly } from '@web/lib/one-shot';
import { saveOutcome } from '@web/lib/save-outcome';
import { schemaMessage } from '@web/lib/schema-message';
import { schemaImport, useSchemaForm } from '@web/lib/use-schema-form';
import { useSaveCompany } from '../api/save-company';
import { DeferredDayInput } from '@web/components/deferred-day-input';
import { DeferredSwitch } from '@web/components/deferred-switch';
import { LanguageSelect } from '@web/components/language-select';
import { autoDirection } from '@web/lib/auto-direction';

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
  record_weather: boolean;
  rate_check_warn_only: boolean;
  admins_require_two_factor: boolean;
  /** Null while emptied: the schema refuses it with its message. */
  portal_remember_days: number | null;
  work_day_start: string;
  work_day_end: string;
  default_language: string;
}

/** The schema (zod, the rule texts) comes after the page's first screen (decision 0067). */
const loadCompanyBody = schemaImport(
  () => import('@shared/schemas/company'),
  (m) => m.companyBody,
);

const LICENCE_FIELDS = ['state', 'number', 'expires_on'] as const;

const stateName = (licence: Licence, i: number) =>
  licence.state ? (US_STATES[licence.state as UsState] ?? licence.state) : String(i + 1);

const valuesOf = (settings: CompanySettings): Values => ({
  business_name: settings.business_name,
  address: settings.address,
  phone: settings.phone,
  licences: settings.licences.map((l) => ({ ...l })),
  record_weather: settings.record_weather,
  rate_check_warn_only: settings.rate_check_warn_only,
  admins_require_two_factor: settings.admins_require_two_factor,
  portal_remember_days: settings.portal_remember_days,
  work_day_start: settings.work_day_start,
  work_day_end: settings.work_day_end,
  default_language: settings.default_language,
});

/** Where the server may name a problem: every field, each licence's fields, the licence list. */
const fieldsOf = (values: Values) => [
  'business_name',
  'address',
  'phone',
  'licences',
  'portal_remember_days',
  'work_day_start',
  'work_day_end',
  'default_language',
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
    schema: loadCompanyBody,
    initialValues: valuesOf(settings),
  });
  const guard = useUnsavedChangesGuard(form.isDirty());

  const submit = form.onSubmit((values) => {
    setFailure(undefined);
    // Validated above: every licence names its state.
    save.mutate(
      values as CompanyBody,
      saveOutcome(form, {
        // What the server kept, licences sorted by state, is the form's new clean state.
        kept: valuesOf,
        guard,
        notify: () => t('company.saved'),
        fields: fieldsOf(values),
        failure: setFailure,
      }),
    );
  });

  // Asked for only when shown: the first screen does not wait for the `errors` texts.
  const daysMessage = () => t('errors.portal.rememberDaysInvalid');
  const input = (path: string) => ({
    ...form.getInputProps(path),
    error: schemaMessage(t, form.errors[path]),
    disabled: save.isPending,
  });

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
          ref={autoDirection}
          {...input('business_name')}
        />
        {/* Mantine's Textarea as it draws without `autosize`: its first screen does without the
            autosize code Textarea brings (decision 0067). */}
        <InputBase
          component="textarea"
          multiline
          label={t('company.address')}
          rows={3}
          ref={autoDirection}
          {...input('address')}
        />
        <TextInput
          label={t('company.phone')}
          type="tel"
          autoComplete="tel"
          ref={autoDirection}
          {...input('phone')}
        />
        <LanguageSelect
          label={t('company.defaultLanguage')}
          description={t('company.defaultLanguageHint')}
          w={260}
          {...input('default_language')}
        />

        <Title order={2} size="h3" mt="md">
          {t('company.licences')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('company.licencesHint')}
        </Text>
        <EditableRows
          items={form.values.licences}
          label={(licence, i) => t('company.licenceOf', { state: stateName(licence, i) })}
          removeLabel={(licence, i) => t('company.removeLicence', { state: stateName(licence, i) })}
          addText={t('company.addLicence')}
          emptyText={t('company.noLicences')}
          error={schemaMessage(t, form.errors.licences)}
          disabled={save.isPending}
          onAdd={() => form.insertListItem('licences', { state: null, number: '', expires_on: '' })}
          onRemove={(i) => form.removeListItem('licences', i)}
        >
          {(_, i) => (
            <>
              <StateSelect label={t('company.state')} w={230} {...input(`licences.${i}.state`)} />
              <TextInput
                label={t('company.licenceNumber')}
                ref={autoDirection}
                w={200}
                {...input(`licences.${i}.number`)}
              />
              <DeferredDayInput
                label={t('company.expiresOn')}
                w={170}
                {...input(`licences.${i}.expires_on`)}
              />
            </>
          )}
        </EditableRows>
        <Title order={2} size="h3" mt="md">
          {t('company.records')}
        </Title>
        <DeferredSwitch
          label={t('company.recordWeather')}
          description={t('company.recordWeatherHint')}
          disabled={save.isPending}
          {...form.getInputProps('record_weather', { type: 'checkbox' })}
        />
        <DeferredSwitch
          label={t('company.rateWarnOnly')}
          description={t('company.rateWarnOnlyHint')}
          disabled={save.isPending}
          {...form.getInputProps('rate_check_warn_only', { type: 'checkbox' })}
        />
        <Title order={2} size="h3" mt="md">
          {t('company.signIn')}
        </Title>
        <DeferredSwitch
          label={t('company.adminsTwoFactor')}
          description={t('company.adminsTwoFactorHint')}
          disabled={save.isPending}
          {...form.getInputProps('admins_require_two_factor', { type: 'checkbox' })}
        />
        <NumberValueInput
          label={t('company.portalRememberDays')}
          description={t('company.portalRememberDaysHint')}
          rules={{ integer: true, min: 1, max: 365 }}
          messages={{ notANumber: daysMessage, notInteger: daysMessage, range: daysMessage }}
          w={260}
          value={form.values.portal_remember_days}
          onChange={(days) => form.setFieldValue('portal_remember_days', days)}
          error={schemaMessage(t, form.errors.portal_remember_days)}
          disabled={save.isPending}
        />
        <Title order={2} size="h3" mt="md">
          {t('company.schedule')}
        </Title>
        <Group align="flex-start">
          <TextInput label={t('company.workDayStart')} type="time" w={170} {...input('work_day_start')} />
          <TextInput label={t('company.workDayEnd')} type="time" w={170} {...input('work_day_end')} />
        </Group>
        <Text size="sm" c="dimmed" mt={-8}>
          {t('company.workDayHint')}
        </Text>
        <Group mt="md">
          <Button type="submit" onClick={firstClickOnly()} loading={save.isPending}>
            {t('company.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
