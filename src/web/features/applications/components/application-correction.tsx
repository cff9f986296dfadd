import {
  Alert,
  Autocomplete,
  Button,
  Group,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CA_COUNTIES, NY_COUNTY_CODES } from '@shared/counties';
import {
  type ApplicationCorrectionInput,
  type ApplicationDetail,
  applicationCorrection,
} from '@shared/schemas/compliance';
import { SITE_CODES } from '@shared/site-codes';
import { AMOUNT_UNITS } from '@shared/unit-names';
import { unitOptions } from '@web/lib/units';
import { NumberValueInput } from '@web/components/number-input';
import { notifySuccess } from '@web/components/undo-notification';
import { firstClickOnly, useSingleFlight } from '@web/lib/one-shot';
import { applyServerErrors } from '@web/lib/server-errors';
import { schemaMessage } from '@web/lib/schema-message';
import { useSchemaForm } from '@web/lib/use-schema-form';
import { useCorrectApplication } from '../api/correct-application';
import { DayInput } from '@web/components/day-input';

interface Values {
  street: string;
  municipality: string;
  county: string;
  zip: string;
  amount: number | null;
  unit: string;
  epa_reg_no: string;
  site_code: string | null;
  target_pests: string;
  applied_on: string;
  start_time: string;
  note: string;
}

const COUNTIES: Record<string, readonly string[]> = { NY: Object.keys(NY_COUNTY_CODES), CA: CA_COUNTIES };
const TEXT_PARTS = [
  'street',
  'municipality',
  'county',
  'zip',
  'epa_reg_no',
  'target_pests',
  'applied_on',
  'start_time',
] as const;
const FIELDS = [...TEXT_PARTS, 'amount', 'unit', 'site_code', 'note'];

const valuesOf = (r: ApplicationDetail): Values => ({
  street: r.street,
  municipality: r.municipality,
  county: r.county,
  zip: r.zip,
  amount: r.amount,
  unit: r.unit,
  epa_reg_no: r.epa_reg_no,
  site_code: r.site_code === null ? null : String(r.site_code),
  target_pests: r.target_pests,
  applied_on: r.applied_on,
  start_time: r.start_time,
  note: '',
});

/** Only what changed goes to the server, with the note. */
function bodyOf(r: ApplicationDetail, v: Values): ApplicationCorrectionInput {
  const body: Record<string, unknown> = { note: v.note };
  for (const part of TEXT_PARTS) if (v[part].trim() !== r[part]) body[part] = v[part];
  if (v.amount !== r.amount) body.amount = v.amount ?? undefined;
  if (v.unit !== r.unit) body.unit = v.unit;
  if (v.site_code !== null && Number(v.site_code) !== r.site_code) body.site_code = Number(v.site_code);
  return body as ApplicationCorrectionInput;
}

/**
 * An Admin's correction of a finished record for a state filing (issue 15, decision 0030): the
 * parts a filing checks, and why. `fix` names the part the readiness list sent the Admin to.
 */
export function ApplicationCorrection(props: {
  record: ApplicationDetail;
  fix?: string;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const { record } = props;
  const correct = useCorrectApplication(record.id);
  const correctOnce = useSingleFlight(correct);
  const [failure, setFailure] = useState<string>();
  const form = useSchemaForm<Values>({
    schema: applicationCorrection,
    initialValues: valuesOf(record),
    toBody: (v) => bodyOf(record, v),
  });
  const error = (field: keyof Values) => schemaMessage(t, form.errors[field]);
  const focus = (part: string) => props.fix === part;
  const counties = COUNTIES[record.state];

  const submit = form.onSubmit((values) => {
    setFailure(undefined);
    correctOnce(bodyOf(record, values), {
      onSuccess: (saved) => {
        // The record as corrected is the form's new starting point; the note is for the next one.
        const now = valuesOf(saved);
        form.setInitialValues(now);
        form.setValues(now);
        form.resetDirty(now);
        notifySuccess(t('applications.record.corrected'));
        props.onSaved();
      },
      onError: (e) => setFailure(applyServerErrors(e, form.setErrors, FIELDS)),
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Title order={3}>{t('applications.record.correct')}</Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('applications.record.street')}

            autoFocus={focus('street')}
            {...form.getInputProps('street')}
            error={error('street')}
          />
          <TextInput
            label={t('applications.record.municipality')}
            {...form.getInputProps('municipality')}
            error={error('municipality')}
          />
          {counties ? (
            <Autocomplete
              label={t('applications.record.county')}
              data={counties}
              autoFocus={focus('county')}
              {...form.getInputProps('county')}
              error={error('county')}
            />
          ) : (
            <TextInput
              label={t('applications.record.county')}
              autoFocus={focus('county')}
              {...form.getInputProps('county')}
              error={error('county')}
            />
          )}
          <TextInput
            label={t('applications.record.zip')}
            autoFocus={focus('zip')}
            {...form.getInputProps('zip')}
            error={error('zip')}
          />
          <NumberValueInput
            label={t('applications.record.amount')}
            rules={{ min: 0 }}
            autoFocus={focus('amount')}
            value={form.values.amount}
            onChange={(v) => form.setFieldValue('amount', v)}
            error={error('amount')}
          />
          <Select
            label={t('applications.record.unit')}
            data={unitOptions(t, AMOUNT_UNITS)}
            allowDeselect={false}
            autoFocus={focus('unit')}
            {...form.getInputProps('unit')}
            error={error('unit')}
          />
          <TextInput
            label={t('applications.record.epa')}
            autoFocus={focus('epa_reg_no')}
            {...form.getInputProps('epa_reg_no')}
            error={error('epa_reg_no')}
          />
          <Select
            label={t('applications.record.siteCode')}
            data={SITE_CODES.map((c) => ({ value: String(c), label: `${c} · ${t(`siteCodes.${c}`)}` }))}
            autoFocus={focus('site_code')}
            {...form.getInputProps('site_code')}
            error={error('site_code')}
          />
          <TextInput
            label={t('applications.record.targetPests')}
            autoFocus={focus('target_pests')}
            {...form.getInputProps('target_pests')}
            error={error('target_pests')}
          />
          <DayInput
            label={t('applications.record.date')}
            autoFocus={focus('applied_on')}
            {...form.getInputProps('applied_on')}
            error={error('applied_on')}
          />
          <TextInput
            type="time"
            label={t('applications.record.start')}
            autoFocus={focus('start_time')}
            {...form.getInputProps('start_time')}
            error={error('start_time')}
          />
        </SimpleGrid>
        <TextInput
          label={t('applications.record.note')}
          description={t('applications.record.noteHint')}
          required
          {...form.getInputProps('note')}
          error={error('note')}
        />
        {failure && <Alert color="red">{failure}</Alert>}
        <Group>
          <Button type="submit" loading={correct.isPending} onClick={firstClickOnly()}>
            {t('applications.record.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
