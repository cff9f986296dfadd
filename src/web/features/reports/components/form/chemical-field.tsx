import { Autocomplete, Fieldset, Select, SimpleGrid, Text, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { AMOUNT_MAX, type ChemicalValue } from '@shared/schemas/reports';
import { NumberValueInput } from '@web/components/number-input';
import { useChemicalOptions } from '../../api/get-chemical-options';

const UNITS = [
  'fl oz',
  'oz',
  'gal',
  'qt',
  'pt',
  'lb',
  'g',
  'kg',
  'ml',
  'L',
  'blocks',
  'tablets',
  'bait stations',
];

type Draft = Partial<ChemicalValue>;

/** Whole when the product, amount and unit are there: only then is it worth sending. */
const isWhole = (v: Draft) =>
  typeof v.chemical_id === 'number' && typeof v.amount === 'number' && Boolean(v.unit?.trim());
const isEmpty = (v: Draft) =>
  v.chemical_id === undefined && v.amount === undefined && !v.unit && !v.target_pest;

/** A chemical application: a product from the chemicals tree, amount, unit and target pest. */
export function ChemicalField(props: {
  label: string;
  withAsterisk: boolean;
  error: string | undefined;
  id: string;
  value: Draft | null;
  onChange: (value: unknown, opts?: { now?: boolean; hold?: boolean }) => void;
  onNumberProblem?: (problem: boolean) => void;
}) {
  const { t } = useTranslation();
  const options = useChemicalOptions();
  const value: Draft = props.value ?? {};
  const data = useMemo(() => {
    const groups = new Map<string, { value: string; label: string }[]>();
    for (const c of options.data ?? []) {
      const group = c.path.join(' › ') || t('reports.form.uncategorised');
      const items = groups.get(group) ?? [];
      items.push({ value: String(c.id), label: c.epa_reg_no ? `${c.name} (${c.epa_reg_no})` : c.name });
      groups.set(group, items);
    }
    return [...groups].map(([group, items]) => ({ group, items }));
  }, [options.data, t]);

  const change = (patch: Draft, now = false) => {
    const next: Draft = { ...value, ...patch };
    if (isEmpty(next)) return props.onChange(null, { now: true });
    props.onChange(
      { target_pest: '', ...next },
      // Half-filled lines stay on the phone until whole; the server would refuse them.
      isWhole(next) ? { now } : { hold: true },
    );
  };

  return (
    <Fieldset legend={props.label + (props.withAsterisk ? ' *' : '')} id={props.id} variant="filled" p="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Select
          label={t('reports.form.chemical')}
          placeholder={options.isPending ? t('common.loading') : t('reports.form.chooseChemical')}
          data={data}
          value={value.chemical_id ? String(value.chemical_id) : null}
          onChange={(v) => change({ chemical_id: v ? Number(v) : undefined }, true)}
          searchable
          clearable
          nothingFoundMessage={t('reports.form.noChemical')}
          error={options.error ? t('reports.form.chemicalsFailed') : undefined}
        />
        <NumberValueInput
          label={t('reports.form.amount')}
          rules={{ min: 0, max: AMOUNT_MAX }}
          value={value.amount ?? null}
          onChange={(v) => change({ amount: v ?? undefined })}
          onTextProblem={props.onNumberProblem}
        />
        <Autocomplete
          label={t('reports.form.unit')}
          data={UNITS}
          value={value.unit ?? ''}
          onChange={(v) => change({ unit: v })}
          maxLength={40}
        />
        <TextInput
          label={t('reports.form.targetPest')}
          value={value.target_pest ?? ''}
          onChange={(e) => change({ target_pest: e.currentTarget.value })}
          maxLength={200}
        />
      </SimpleGrid>
      {props.error && (
        <Text size="sm" c="red" mt="xs" role="alert">
          {props.error}
        </Text>
      )}
      {!props.error && !isEmpty(value) && !isWhole(value) && (
        <Text size="xs" c="dimmed" mt="xs">
          {t('reports.form.chemicalIncomplete')}
        </Text>
      )}
    </Fieldset>
  );
}
