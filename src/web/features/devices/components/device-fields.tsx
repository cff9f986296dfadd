import { Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { DateFilterInput } from '@web/components/date-filter-input';
import { readNumber } from '@web/lib/number-text';
import { useDeviceTypes } from '../api/get-device-types';

/** What a device and a bulk add share: its type, zone, placement and day of installation. */
export interface PlacementValues {
  type_id: string | null;
  zone: string;
  placement: string;
  installed_on: string;
}

/** A typed number as the schema reads it; a text that is not one is left for the schema to refuse. */
export const numberOf = (text: string): number | string => {
  const reading = readNumber(text, { integer: true });
  return reading.state === 'number' ? reading.value : text;
};

export const placementBody = (v: PlacementValues) => ({
  type_id: v.type_id ? Number(v.type_id) : undefined,
  zone: v.zone,
  placement: v.placement,
  installed_on: v.installed_on || null,
});

export function DeviceFields<V extends PlacementValues>({ form }: { form: UseFormReturnType<V> }) {
  const { t } = useTranslation();
  const types = useDeviceTypes();
  const values = form.getValues() as PlacementValues;
  const set = form.setFieldValue as (path: keyof PlacementValues, value: string | null) => void;
  const errors = form.errors as Record<string, string | undefined>;
  return (
    <Stack>
      <Select
        label={t('devices.form.type')}
        required
        data={(types.data ?? []).map((type) => ({ value: String(type.id), label: type.name }))}
        value={values.type_id}
        onChange={(v) => set('type_id', v)}
        error={errors.type_id}
        allowDeselect={false}
      />
      <TextInput
        label={t('devices.form.zone')}
        description={t('devices.form.zoneHelp')}
        value={values.zone}
        onChange={(e) => set('zone', e.currentTarget.value)}
        error={errors.zone}
      />
      <Textarea
        label={t('devices.form.placement')}
        rows={2}
        value={values.placement}
        onChange={(e) => set('placement', e.currentTarget.value)}
        error={errors.placement}
      />
      <DateFilterInput
        label={t('devices.form.installedOn')}
        value={values.installed_on}
        onChange={(v) => set('installed_on', v)}
      />
      {errors.installed_on && (
        <Text c="red" size="sm">
          {errors.installed_on}
        </Text>
      )}
    </Stack>
  );
}
