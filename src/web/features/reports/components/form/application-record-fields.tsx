import { Autocomplete, Group, Select, SimpleGrid, Text, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type ApplicationRecord } from '@shared/schemas/applications';
import { APPLICATION_NUMBER_MAX, WIND_DIRECTIONS } from '@shared/schemas/application-values';
import type { ReportDetail } from '@shared/schemas/reports';
import { typedProductInMix } from '@shared/mix-amount';
import { SITE_CODES } from '@shared/site-codes';
import { AMOUNT_UNITS, AREA_UNITS, MIX_UNITS } from '@shared/unit-names';
import { unitOptions } from '@web/lib/units';
import { NumberValueInput } from '@web/components/number-input';

export type Patch = Partial<ApplicationRecord>;
/** How a change is sent: a pick at once, typing after a pause. */
export type Send = (patch: Patch, now?: boolean) => void;

interface Props {
  record: ApplicationRecord;
  send: Send;
  /** The server's message per part (`chemical_id`, `amount`, …) after a refused submit. */
  errors: Record<string, string>;
  products: { group: string; items: { value: string; label: string }[] }[];
  productsPending: boolean;
  lotsOf: (chemicalId: number) => string[] | undefined;
  settings: ReportDetail['application_settings'];
  reportUser: ReportDetail['user'];
  onNumberProblem: (key: string, problem: boolean) => void;
}

/**
 * One application record's inputs (issue 14): the product and lot, the undiluted amount, the mix
 * where diluted, the area, the use/site code, where, how and against what, when, and who. Every
 * unit is from the fixed lists; numbers stay as typed (NumberValueInput).
 */
export function ApplicationRecordFields({ record: r, send, errors, settings, reportUser, ...props }: Props) {
  const { t } = useTranslation();
  const number = (key: string) => ({
    rules: { min: 0, max: APPLICATION_NUMBER_MAX },
    onTextProblem: (bad: boolean) => props.onNumberProblem(key, bad),
  });
  const people = [
    { value: String(reportUser.id), label: reportUser.name },
    ...settings.applicators
      .filter((a) => a.id !== reportUser.id)
      .map((a) => ({ value: String(a.id), label: `${a.name} · ${a.certification_id}` })),
  ];
  const supervisors = settings.applicators.map((a) => ({
    value: String(a.id),
    label: `${a.name} · ${a.certification_id}`,
  }));
  const mix = r.mix_rate;
  type Mix = NonNullable<ApplicationRecord['mix_rate']>;
  // With a mix rate and the total mix, the undiluted amount is what they make (issue 30): filled in
  // as they are typed, so it cannot disagree with them.
  const fromMix = r.mix_rate !== null && r.total_mix !== null;
  const withAmount = (p: Patch): Patch => {
    const next = { ...r, ...p };
    if (!next.mix_rate || !next.total_mix) return p;
    return { ...p, ...typedProductInMix({ mix_rate: next.mix_rate, total_mix: next.total_mix }) };
  };
  // Product per one unit of mix ("0.5 fl oz per gal"); no amount, no mix rate.
  const mixPatch = (p: Partial<Mix>) => {
    const next = {
      amount: mix?.amount ?? null,
      unit: mix?.unit ?? 'fl oz',
      per_unit: mix?.per_unit ?? 'gal',
      ...p,
    };
    if (next.amount === null) return send({ mix_rate: null }, 'amount' in p ? false : true);
    send(
      withAmount({ mix_rate: { ...next, amount: next.amount, per_quantity: mix?.per_quantity ?? 1 } }),
      !('amount' in p),
    );
  };

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <Select
        label={t('reports.record.product')}
        placeholder={props.productsPending ? t('common.loading') : t('reports.form.chooseChemical')}
        data={props.products}
        value={r.chemical_id ? String(r.chemical_id) : null}
        onChange={(v) => send({ chemical_id: v ? Number(v) : null }, true)}
        searchable
        clearable
        nothingFoundMessage={t('reports.form.noChemical')}
        error={errors.chemical_id}
      />
      <Autocomplete
        label={t('reports.record.lot')}
        // The product's lots in stock to pick from; another lot may still be typed.
        data={r.chemical_id === null ? [] : (props.lotsOf(r.chemical_id) ?? [])}
        value={r.lot}
        onChange={(v) => send({ lot: v })}
        maxLength={40}
        error={errors.lot}
      />
      <Group grow align="flex-start" wrap="nowrap">
        <NumberValueInput
          label={t('reports.record.amount')}
          description={fromMix ? t('reports.record.amountFromMix') : undefined}
          value={r.amount}
          onChange={(v) => send({ amount: v })}
          error={errors.amount}
          {...number('amount')}
        />
        <Select
          label={t('reports.record.unit')}
          data={unitOptions(t, AMOUNT_UNITS)}
          value={r.unit}
          onChange={(v) => send({ unit: (v as ApplicationRecord['unit']) ?? null }, true)}
          error={errors.unit}
          allowDeselect={false}
        />
      </Group>
      <Group grow align="flex-start" wrap="nowrap">
        <NumberValueInput
          label={t('reports.record.area')}
          value={r.area}
          onChange={(v) => send({ area: v })}
          error={errors.area}
          {...number('area')}
        />
        <Select
          label={t('reports.record.areaUnit')}
          data={unitOptions(t, AREA_UNITS)}
          value={r.area_unit}
          onChange={(v) => send({ area_unit: (v as ApplicationRecord['area_unit']) ?? null }, true)}
          allowDeselect={false}
        />
      </Group>
      <Group grow align="flex-start" wrap="nowrap">
        <NumberValueInput
          label={t('reports.record.mixAmount')}
          description={t('reports.record.mixHint')}
          value={mix?.amount ?? null}
          onChange={(v) => mixPatch({ amount: v as number })}
          error={errors.mix_rate}
          {...number('mix')}
        />
        <Select
          label={t('reports.record.mixUnit')}
          data={unitOptions(t, AMOUNT_UNITS)}
          value={mix?.unit ?? 'fl oz'}
          onChange={(v) => mixPatch({ unit: (v ?? 'fl oz') as Mix['unit'] })}
          allowDeselect={false}
        />
        <Select
          label={t('reports.record.perMix')}
          data={unitOptions(t, MIX_UNITS)}
          value={mix?.per_unit ?? 'gal'}
          onChange={(v) => mixPatch({ per_unit: (v ?? 'gal') as Mix['per_unit'] })}
          allowDeselect={false}
        />
      </Group>
      <Group grow align="flex-start" wrap="nowrap">
        <NumberValueInput
          label={t('reports.record.totalMix')}
          value={r.total_mix?.amount ?? null}
          onChange={(v) =>
            send(
              withAmount({ total_mix: v === null ? null : { amount: v, unit: r.total_mix?.unit ?? 'gal' } }),
            )
          }
          error={errors.total_mix}
          {...number('total')}
        />
        <Select
          label={t('reports.record.totalMixUnit')}
          data={unitOptions(t, MIX_UNITS)}
          value={r.total_mix?.unit ?? 'gal'}
          onChange={(v) =>
            r.total_mix &&
            send(
              withAmount({ total_mix: { ...r.total_mix, unit: (v ?? 'gal') as typeof r.total_mix.unit } }),
              true,
            )
          }
          allowDeselect={false}
        />
      </Group>
      <Select
        label={t('reports.record.siteCode')}
        data={SITE_CODES.map((c) => ({ value: String(c), label: `${c} · ${t(`siteCodes.${c}`)}` }))}
        value={r.site_code === null ? null : String(r.site_code)}
        onChange={(v) => send({ site_code: v ? (Number(v) as ApplicationRecord['site_code']) : null }, true)}
        clearable
        error={errors.site_code}
      />
      <TextInput
        label={t('reports.record.place')}
        value={r.place}
        onChange={(e) => send({ place: e.currentTarget.value })}
        maxLength={200}
        error={errors.place}
      />
      <TextInput
        label={t('reports.record.method')}
        value={r.method}
        onChange={(e) => send({ method: e.currentTarget.value })}
        maxLength={200}
        error={errors.method}
      />
      <TextInput
        label={t('reports.record.targetPests')}
        value={r.target_pests}
        onChange={(e) => send({ target_pests: e.currentTarget.value })}
        maxLength={200}
        error={errors.target_pests}
      />
      <TextInput
        type="date"
        label={t('reports.record.date')}
        value={r.date ?? ''}
        onChange={(e) => send({ date: e.currentTarget.value || null }, true)}
        error={errors.date}
      />
      <Group grow align="flex-start" wrap="nowrap">
        <TextInput
          type="time"
          label={t('reports.record.start')}
          value={r.start_time ?? ''}
          onChange={(e) => send({ start_time: e.currentTarget.value || null })}
        />
        <TextInput
          type="time"
          label={t('reports.record.end')}
          value={r.end_time ?? ''}
          onChange={(e) => send({ end_time: e.currentTarget.value || null })}
          error={errors.end_time}
        />
      </Group>
      <Select
        label={t('reports.record.applicator')}
        data={people}
        value={String(r.applicator_id ?? reportUser.id)}
        onChange={(v) => send({ applicator_id: v && Number(v) !== reportUser.id ? Number(v) : null }, true)}
        allowDeselect={false}
        error={errors.applicator_id}
      />
      <Select
        label={t('reports.record.supervisor')}
        description={t('reports.record.supervisorHint', { state: settings.state ?? '' })}
        data={supervisors}
        value={r.supervisor_id === null ? null : String(r.supervisor_id)}
        onChange={(v) => send({ supervisor_id: v ? Number(v) : null }, true)}
        clearable
        searchable
        error={errors.supervisor_id}
      />
      {settings.record_weather && (
        <Group grow align="flex-start" wrap="nowrap">
          <NumberValueInput
            label={t('reports.record.windSpeed')}
            value={r.wind_speed_mph}
            onChange={(v) => send({ wind_speed_mph: v })}
            error={errors.wind}
            {...number('wind')}
          />
          <Select
            label={t('reports.record.windDirection')}
            data={unitOptions(t, WIND_DIRECTIONS)}
            value={r.wind_direction}
            onChange={(v) =>
              send({ wind_direction: (v as ApplicationRecord['wind_direction']) ?? null }, true)
            }
          />
          <NumberValueInput
            label={t('reports.record.temperature')}
            value={r.temperature_f}
            onChange={(v) => send({ temperature_f: v })}
            rules={{ min: -80, max: 160 }}
            onTextProblem={(bad) => props.onNumberProblem('temperature', bad)}
          />
        </Group>
      )}
      {(settings.rate_check_warn_only || r.rate_reason || errors.rate_reason) && (
        <Textarea
          label={t('reports.record.rateReason')}
          description={t('reports.record.rateReasonHint')}
          value={r.rate_reason}
          onChange={(e) => send({ rate_reason: e.currentTarget.value })}
          maxLength={1000}
          autosize
          minRows={1}
          error={errors.rate_reason}
        />
      )}
      {errors.location && (
        <Text size="sm" c="red" role="alert" style={{ gridColumn: '1 / -1' }}>
          {errors.location}
        </Text>
      )}
    </SimpleGrid>
  );
}
