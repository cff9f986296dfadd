import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { BULK_ADD_MAX, DEVICE_NUMBER_MAX, deviceBulkBody } from '@shared/schemas/devices';
import { NumberInput } from '@web/components/number-input';
import { firstClickOnly } from '@web/lib/one-shot';
import { saveOutcome } from '@web/lib/save-outcome';
import { schemaMessage } from '@web/lib/schema-message';
import { useSchemaForm } from '@web/lib/use-schema-form';
import { useCreateDevicesBulk } from '../api/create-device';
import { DeviceFields, numberOf, type PlacementValues, placementBody } from './device-fields';

interface Values extends PlacementValues {
  from: string;
  to: string;
}

const FIELDS = ['from', 'to', 'type_id', 'zone', 'placement', 'installed_on'];
const RULES = { integer: true, min: 1, max: DEVICE_NUMBER_MAX };

/**
 * "Stations 1 to 40, bait station, exterior": a run of devices added at once, all or none. When a
 * number of the run was ever used here, the server names those numbers and nothing is added.
 */
export function DeviceBulkForm(props: { locationId: number; nextNumber: number; onDone: () => void }) {
  const { t } = useTranslation();
  const headingId = useId();
  const bulk = useCreateDevicesBulk(props.locationId);
  const toBody = (v: Values) => ({ from: numberOf(v.from), to: numberOf(v.to), ...placementBody(v) });
  const form = useSchemaForm<Values>({
    schema: deviceBulkBody,
    initialValues: {
      from: String(props.nextNumber),
      to: '',
      type_id: null,
      zone: '',
      placement: '',
      installed_on: '',
    },
    toBody,
    message: (issue) => schemaMessage(t, issue.message),
    check: (v) => ({ type_id: v.type_id ? null : t('errors.device.typeRequired') }),
  });
  const submit = form.onSubmit((values) =>
    bulk.mutate(
      // Checked already: parsing gives the body with the schema's defaults.
      deviceBulkBody.parse(toBody(values)),
      saveOutcome(form, {
        notify: ({ devices }) => t('devices.form.addedBulk', { count: devices.length }),
        then: () => props.onDone(),
        fields: FIELDS,
        failure: (problem) => problem && form.setErrors({ form: problem }),
      }),
    ),
  );
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Title order={2} size="h3" id={headingId}>
            {t('devices.form.bulkTitle')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('devices.form.bulkHelp', { max: BULK_ADD_MAX })}
          </Text>
          {form.errors.form && (
            <Alert color="red" role="alert" title={t('devices.saveFailed')}>
              {form.errors.form}
            </Alert>
          )}
          <Group grow align="flex-start">
            <NumberInput
              label={t('devices.form.from')}
              required
              rules={RULES}
              {...form.getInputProps('from')}
            />
            <NumberInput label={t('devices.form.to')} required rules={RULES} {...form.getInputProps('to')} />
          </Group>
          <DeviceFields form={form} />
          <Group>
            <Button type="submit" onClick={firstClickOnly()} loading={bulk.isPending}>
              {t('devices.form.addBulk')}
            </Button>
            <Button variant="default" onClick={props.onDone}>
              {t('common.cancel')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
