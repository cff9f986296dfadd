import { Group, MultiSelect, Select, Stack, TagsInput, Text, TextInput, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import {
  LOTS_MAX,
  REI_HOURS_MAX,
  type LabelFacts,
  type LabelFactsInput,
} from '@shared/schemas/chemical-label';
import { SITE_CODES } from '@shared/site-codes';
import { AMOUNT_UNITS, AREA_UNITS, MIX_UNITS } from '@shared/unit-names';
import { unitOptions } from '@web/lib/units';
import { US_STATES, type UsState } from '@shared/us-states';
import { EditableRows } from '@web/components/editable-rows';
import { NumberInput } from '@web/components/number-input';
import { StateSelect } from '@web/components/state-select';
import { readNumber } from '@web/lib/number-text';
import { autoDirection } from '@web/lib/auto-direction';

interface RateValues {
  site_code: string | null;
  basis: 'area' | 'mix';
  max_amount: string;
  amount_unit: string | null;
  per_quantity: string;
  per_unit: string | null;
}

/** The label facts as the form holds them: numbers as typed, codes as the selects' strings. */
export interface LabelValues {
  state_registrations: { state: string | null; number: string }[];
  label_unit: string | null;
  label_rates: RateValues[];
  site_codes: string[];
  rei_hours: string;
  lots: string[];
}

export const labelValuesOf = (label: LabelFacts | undefined): LabelValues => ({
  state_registrations: (label?.state_registrations ?? []).map((r) => ({ ...r })),
  label_unit: label?.label_unit ?? null,
  label_rates: (label?.label_rates ?? []).map((r) => ({
    ...r,
    site_code: String(r.site_code),
    max_amount: String(r.max_amount),
    per_quantity: String(r.per_quantity),
  })),
  site_codes: (label?.site_codes ?? []).map(String),
  rei_hours: label?.rei_hours === null || label?.rei_hours === undefined ? '' : String(label.rei_hours),
  lots: [...(label?.lots ?? [])],
});

/** A typed number, NaN while the text is not one (the schema refuses it), null when empty. */
function typed(text: string): number | null {
  const reading = readNumber(text);
  if (reading.state === 'empty') return null;
  return reading.state === 'number' ? reading.value : Number.NaN;
}

/** The label part of the body the server takes. */
export const labelBodyOf = (v: LabelValues): LabelFactsInput =>
  ({
    state_registrations: v.state_registrations,
    label_unit: v.label_unit,
    label_rates: v.label_rates.map((r) => ({
      ...r,
      site_code: r.site_code ? Number(r.site_code) : null,
      max_amount: typed(r.max_amount),
      per_quantity: typed(r.per_quantity),
    })),
    site_codes: v.site_codes.map(Number),
    rei_hours: typed(v.rei_hours),
    lots: v.lots,
  }) as LabelFactsInput;

const EMPTY_RATE: RateValues = {
  site_code: null,
  basis: 'area',
  max_amount: '',
  amount_unit: null,
  per_quantity: '1000',
  per_unit: 'sq ft',
};

/**
 * What the product's label says, as an application record is checked against it (issue 14,
 * decision 0025): registrations per state, the unit it doses in, its maximum rate for each
 * site, the sites it allows, the re-entry interval and the lots in stock.
 */
export function ChemicalLabelFields<V extends { label: LabelValues }>(props: {
  form: UseFormReturnType<V>;
  disabled?: boolean;
}) {
  const { form, disabled } = props;
  const { t } = useTranslation();
  const label = form.values.label;
  // The form's paths are typed by its values; these are the label's, inside any form that holds one.
  const input = (path: string) => ({ ...form.getInputProps(`label.${path}`), disabled });
  const list = form as unknown as UseFormReturnType<{ label: LabelValues }>;
  const siteOptions = SITE_CODES.map((c) => ({ value: String(c), label: `${c} · ${t(`siteCodes.${c}`)}` }));
  const stateName = (state: string | null, i: number) =>
    state ? (US_STATES[state as UsState] ?? state) : String(i + 1);

  return (
    <Stack gap="sm" role="group" aria-labelledby="chemical-label-title">
      <Title order={2} size="h4" id="chemical-label-title" mt="sm">
        {t('chemicals.label.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('chemicals.label.hint')}
      </Text>
      <Group grow align="flex-start" wrap="wrap">
        <Select
          label={t('chemicals.label.unit')}
          description={t('chemicals.label.unitHint')}
          data={unitOptions(t, AMOUNT_UNITS)}
          clearable
          miw={180}
          {...input('label_unit')}
        />
        <NumberInput
          label={t('chemicals.label.rei')}
          description={t('chemicals.label.reiHint')}
          rules={{ integer: true, min: 0, max: REI_HOURS_MAX }}
          miw={180}
          {...input('rei_hours')}
        />
      </Group>
      <MultiSelect
        label={t('chemicals.label.siteCodes')}
        description={t('chemicals.label.siteCodesHint')}
        data={siteOptions}
        clearable
        {...input('site_codes')}
      />
      <TagsInput
        label={t('chemicals.label.lots')}
        description={t('chemicals.label.lotsHint')}
        maxTags={LOTS_MAX}
        ref={autoDirection}
        {...input('lots')}
      />

      <Title order={3} size="h5" mt="sm">
        {t('chemicals.label.rates')}
      </Title>
      <EditableRows
        items={label.label_rates}
        label={(rate, i) => t('chemicals.label.rateOf', { n: i + 1, site: rate.site_code ?? '' })}
        removeLabel={(_, i) => t('chemicals.label.removeRate', { n: i + 1 })}
        addText={t('chemicals.label.addRate')}
        emptyText={t('chemicals.label.noRates')}
        error={form.errors['label.label_rates'] as string | undefined}
        disabled={disabled}
        onAdd={() => list.insertListItem('label.label_rates', { ...EMPTY_RATE })}
        onRemove={(i) => list.removeListItem('label.label_rates', i)}
      >
        {(rate, i) => (
          <>
            <Select
              label={t('chemicals.label.siteCode')}
              data={siteOptions}
              w={220}
              allowDeselect={false}
              {...input(`label_rates.${i}.site_code`)}
            />
            <NumberInput
              label={t('chemicals.label.maxAmount')}
              rules={{ min: 0 }}
              w={110}
              {...input(`label_rates.${i}.max_amount`)}
            />
            <Select
              label={t('chemicals.label.amountUnit')}
              data={unitOptions(t, AMOUNT_UNITS)}
              w={100}
              allowDeselect={false}
              {...input(`label_rates.${i}.amount_unit`)}
            />
            <Select
              label={t('chemicals.label.basis')}
              data={[
                { value: 'area', label: t('chemicals.label.perArea') },
                { value: 'mix', label: t('chemicals.label.perMix') },
              ]}
              w={180}
              allowDeselect={false}
              {...input(`label_rates.${i}.basis`)}
              onChange={(basis) => {
                list.setFieldValue(`label.label_rates.${i}.basis`, basis as 'area' | 'mix');
                list.setFieldValue(`label.label_rates.${i}.per_unit`, basis === 'mix' ? 'gal' : 'sq ft');
                list.setFieldValue(`label.label_rates.${i}.per_quantity`, basis === 'mix' ? '1' : '1000');
              }}
            />
            <NumberInput
              label={t('chemicals.label.perQuantity')}
              rules={{ min: 0 }}
              w={110}
              {...input(`label_rates.${i}.per_quantity`)}
            />
            <Select
              label={t('chemicals.label.perUnit')}
              data={unitOptions(t, rate.basis === 'mix' ? MIX_UNITS : AREA_UNITS)}
              w={120}
              allowDeselect={false}
              {...input(`label_rates.${i}.per_unit`)}
            />
          </>
        )}
      </EditableRows>

      <Title order={3} size="h5" mt="sm">
        {t('chemicals.label.registrations')}
      </Title>
      <EditableRows
        items={label.state_registrations}
        label={(r, i) => t('chemicals.label.registrationOf', { state: stateName(r.state, i) })}
        removeLabel={(r, i) => t('chemicals.label.removeRegistration', { state: stateName(r.state, i) })}
        addText={t('chemicals.label.addRegistration')}
        emptyText={t('chemicals.label.noRegistrations')}
        error={form.errors['label.state_registrations'] as string | undefined}
        disabled={disabled}
        onAdd={() => list.insertListItem('label.state_registrations', { state: null, number: '' })}
        onRemove={(i) => list.removeListItem('label.state_registrations', i)}
      >
        {(_, i) => (
          <>
            <StateSelect label={t('company.state')} w={230} {...input(`state_registrations.${i}.state`)} />
            <TextInput
              label={t('chemicals.label.registrationNumber')}
              ref={autoDirection}
              w={200}
              {...input(`state_registrations.${i}.number`)}
            />
          </>
        )}
      </EditableRows>
    </Stack>
  );
}
