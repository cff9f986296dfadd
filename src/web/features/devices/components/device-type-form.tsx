import {
  Alert,
  Button,
  Checkbox,
  Group,
  Paper,
  SegmentedControl,
  Stack,
  TagsInput,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ACTIVITY_MODES,
  type ActivityMode,
  deviceTypeBody,
  type DeviceTypeRow,
} from '@shared/schemas/devices';
import { firstClickOnly } from '@web/lib/one-shot';
import { saveOutcome } from '@web/lib/save-outcome';
import { schemaMessage } from '@web/lib/schema-message';
import { useSchemaForm } from '@web/lib/use-schema-form';
import { useCreateDeviceType } from '../api/create-device-type';
import { useUpdateDeviceType } from '../api/update-device-type';

interface Values {
  name: string;
  activity: ActivityMode;
  pests: string[];
  bait: boolean;
}

const FIELDS = ['name', 'activity', 'pests', 'bait'];

/** A device type made or changed: its name and what an inspection of it records. */
export function DeviceTypeForm({ type, onDone }: { type?: DeviceTypeRow; onDone: () => void }) {
  const { t } = useTranslation();
  const headingId = useId();
  const create = useCreateDeviceType();
  const update = useUpdateDeviceType();
  const saving = create.isPending || update.isPending;
  const form = useSchemaForm<Values>({
    schema: deviceTypeBody,
    initialValues: {
      name: type?.name ?? '',
      activity: type?.activity ?? 'level',
      pests: type?.pests ?? [],
      bait: type?.bait ?? false,
    },
    message: (issue) => schemaMessage(t, issue.message),
  });
  // A pest's own problem ("pests.2") is shown on the one box the pests share.
  const pestsError =
    form.errors.pests ?? Object.entries(form.errors).find(([key]) => key.startsWith('pests.'))?.[1];
  const submit = form.onSubmit((values) => {
    const { onSuccess, onError } = saveOutcome(form, {
      notify: (saved: DeviceTypeRow) => t('devices.types.saved', { name: saved.name }),
      then: onDone,
      fields: FIELDS,
      failure: (problem) => problem && form.setErrors({ form: problem }),
    });
    if (type) update.mutate({ id: type.id, body: values }, { onSuccess, onError });
    else create.mutate(values, { onSuccess, onError });
  });
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Title order={2} size="h3" id={headingId}>
            {type ? t('devices.types.editTitle', { name: type.name }) : t('devices.types.newTitle')}
          </Title>
          {form.errors.form && (
            <Alert color="red" role="alert" title={t('devices.saveFailed')}>
              {form.errors.form}
            </Alert>
          )}
          <TextInput label={t('common.name')} required {...form.getInputProps('name')} />
          <Stack gap={4}>
            <Text size="sm" fw={500} id={`${headingId}-activity`}>
              {t('devices.types.activity')}
            </Text>
            <SegmentedControl
              aria-labelledby={`${headingId}-activity`}
              data={ACTIVITY_MODES.map((m) => ({ value: m, label: t(`devices.types.activityModes.${m}`) }))}
              {...form.getInputProps('activity')}
            />
          </Stack>
          <TagsInput
            label={t('devices.types.pests')}
            description={t('devices.types.pestsHelp')}
            {...form.getInputProps('pests')}
            error={pestsError}
          />
          <Checkbox label={t('devices.types.bait')} {...form.getInputProps('bait', { type: 'checkbox' })} />
          <Group>
            <Button type="submit" onClick={firstClickOnly()} loading={saving}>
              {type ? t('devices.save') : t('devices.types.create')}
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
