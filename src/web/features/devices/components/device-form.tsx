import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DEVICE_NUMBER_MAX,
  deviceCreateBody,
  type DeviceRow,
  deviceUpdateBody,
} from '@shared/schemas/devices';
import { NumberInput } from '@web/components/number-input';
import { firstClickOnly } from '@web/lib/one-shot';
import { saveOutcome } from '@web/lib/save-outcome';
import { schemaMessage } from '@web/lib/schema-message';
import { useSchemaForm } from '@web/lib/use-schema-form';
import { useCreateDevice } from '../api/create-device';
import { useUpdateDevice } from '../api/update-device';
import { DeviceFields, numberOf, type PlacementValues, placementBody } from './device-fields';

interface Values extends PlacementValues {
  number: string;
}

const FIELDS = ['number', 'type_id', 'zone', 'placement', 'installed_on'];

/**
 * One device added (its number offered: the next never used here) or changed. The number of a
 * device never changes: it is on its label and in its history.
 */
export function DeviceForm(props: {
  locationId: number;
  device?: DeviceRow;
  nextNumber: number;
  onDone: () => void;
}) {
  const { device, onDone } = props;
  const { t } = useTranslation();
  const headingId = useId();
  const create = useCreateDevice(props.locationId);
  const update = useUpdateDevice();
  const toBody = (v: Values) =>
    device ? placementBody(v) : { number: numberOf(v.number), ...placementBody(v) };
  const form = useSchemaForm<Values>({
    schema: device ? deviceUpdateBody : deviceCreateBody,
    initialValues: {
      number: String(device?.number ?? props.nextNumber),
      type_id: device ? String(device.type_id) : null,
      zone: device?.zone ?? '',
      placement: device?.placement ?? '',
      installed_on: device?.installed_on ?? '',
    },
    toBody,
    message: (issue) => schemaMessage(t, issue.message),
    check: (v) => ({ type_id: v.type_id ? null : t('errors.device.typeRequired') }),
  });
  const submit = form.onSubmit((values) => {
    const { onSuccess, onError } = saveOutcome(form, {
      notify: (saved: DeviceRow) =>
        t(device ? 'devices.form.saved' : 'devices.form.added', { number: saved.number }),
      then: onDone,
      fields: FIELDS,
      failure: (problem) => problem && form.setErrors({ form: problem }),
    });
    // Checked already: parsing gives the body with the schema's defaults.
    if (device)
      update.mutate({ id: device.id, body: deviceUpdateBody.parse(toBody(values)) }, { onSuccess, onError });
    else create.mutate(deviceCreateBody.parse(toBody(values)), { onSuccess, onError });
  });
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Title order={2} size="h3" id={headingId}>
            {device ? t('devices.form.editTitle', { number: device.number }) : t('devices.form.newTitle')}
          </Title>
          {form.errors.form && (
            <Alert color="red" role="alert" title={t('devices.saveFailed')}>
              {form.errors.form}
            </Alert>
          )}
          {device ? (
            <Text size="sm" c="dimmed">
              {t('devices.form.numberFixed')}
            </Text>
          ) : (
            <NumberInput
              label={t('devices.form.number')}
              required
              rules={{ integer: true, min: 1, max: DEVICE_NUMBER_MAX }}
              {...form.getInputProps('number')}
            />
          )}
          <DeviceFields form={form} />
          <Group>
            <Button type="submit" onClick={firstClickOnly()} loading={create.isPending || update.isPending}>
              {device ? t('devices.save') : t('devices.form.add')}
            </Button>
            <Button variant="default" onClick={onDone}>
              {t('common.cancel')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
