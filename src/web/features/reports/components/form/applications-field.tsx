import { Button, Fieldset, Group, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dayIn } from '@shared/dates';
import { type ApplicationRecord } from '@shared/schemas/applications';
import { APPLICATIONS_MAX, EMPTY_APPLICATION, recordsOfAnswer } from '@shared/schemas/application-values';
import type { ReportDetail } from '@shared/schemas/reports';
import { useAppConfig } from '@web/lib/app-config';
import { useChemicalOptions } from '../../api/get-chemical-options';
import { ApplicationRecordFields, type Patch } from './application-record-fields';

/** The part a server message names for each input of a record (`answers.<f>.<i>.<part>`). */
const PART_OF: Record<string, string> = {
  unit: 'amount',
  area_unit: 'area',
  start_time: 'date',
  wind_speed_mph: 'wind',
  wind_direction: 'wind',
  temperature_f: 'wind',
};

/**
 * A Chemical application field: one or more application records (issue 14). Each change is sent
 * as it is made (the server keeps a half-typed record; submit checks it whole), and the server's
 * refusal of a submit shows under the part it names.
 */
export function ApplicationsField(props: {
  label: string;
  withAsterisk: boolean;
  error: string | undefined;
  id: string;
  value: unknown;
  onChange: (value: unknown, opts?: { now?: boolean }) => void;
  onNumberProblem?: (problem: boolean) => void;
  report: Pick<ReportDetail, 'application_settings' | 'user'>;
  /** Messages per `<record>.<part>`, from the last refused submit. */
  partErrors: Record<string, string>;
}) {
  const { t } = useTranslation();
  const { timezone } = useAppConfig();
  const options = useChemicalOptions();
  const records = recordsOfAnswer(props.value);
  const products = useMemo(() => {
    const groups = new Map<string, { value: string; label: string }[]>();
    for (const c of options.data ?? []) {
      const group = c.path.join(' › ') || t('reports.form.uncategorised');
      const items = groups.get(group) ?? [];
      items.push({ value: String(c.id), label: c.epa_reg_no ? `${c.name} (${c.epa_reg_no})` : c.name });
      groups.set(group, items);
    }
    return [...groups].map(([group, items]) => ({ group, items }));
  }, [options.data, t]);
  const badNumbers = useMemo(() => new Set<string>(), []);
  // A refused part's message goes once that part is changed; a new refusal brings its own.
  const [cleared, setCleared] = useState<{ of: Record<string, string>; keys: ReadonlySet<string> }>({
    of: props.partErrors,
    keys: new Set(),
  });
  const clearedKeys = cleared.of === props.partErrors ? cleared.keys : new Set<string>();
  const clearParts = (i: number, p: Patch) => {
    const next = new Set(clearedKeys);
    for (const key of Object.keys(p)) next.add(`${i}.${PART_OF[key] ?? key}`);
    setCleared({ of: props.partErrors, keys: next });
  };

  const commit = (next: ApplicationRecord[], now: boolean) =>
    props.onChange(next.length === 0 ? null : next, { now });
  const patch = (i: number, p: Patch, now = false) => {
    clearParts(i, p);
    commit(
      records.map((r, j) => (j === i ? { ...r, ...p } : r)),
      now,
    );
  };
  const add = () =>
    commit(
      [
        ...records,
        {
          ...EMPTY_APPLICATION,
          // A new record starts on today's date as the office's clock reads it (APP_TIMEZONE): the
          // submit holds the record to the report's day and the moment it is sent, on that clock.
          date: dayIn(new Date(), timezone),
          unit: 'fl oz',
          area_unit: 'sq ft',
        },
      ],
      true,
    );
  const remove = (i: number) =>
    commit(
      records.filter((_, j) => j !== i),
      true,
    );

  return (
    <Fieldset legend={props.label + (props.withAsterisk ? ' *' : '')} id={props.id} variant="filled" p="sm">
      <Stack gap="md">
        {records.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('reports.record.none')}
          </Text>
        )}
        {records.map((r, i) => {
          const errors = Object.fromEntries(
            Object.entries(props.partErrors)
              .filter(([k]) => k.startsWith(`${i}.`) && !clearedKeys.has(k))
              .map(([k, v]) => [k.slice(String(i).length + 1), v]),
          );
          return (
            <Fieldset
              // Records have no id of their own; their place is what the server names too.
              key={i}
              legend={t('reports.record.title', { n: i + 1 })}
              p="sm"
            >
              <ApplicationRecordFields
                record={r}
                send={(p, now) => patch(i, p, now)}
                errors={errors}
                products={products}
                productsPending={options.isPending}
                lotsOf={(id) => options.data?.find((c) => c.id === id)?.lots}
                settings={props.report.application_settings}
                reportUser={props.report.user}
                onNumberProblem={(key, bad) => {
                  if (bad) badNumbers.add(`${i}.${key}`);
                  else badNumbers.delete(`${i}.${key}`);
                  props.onNumberProblem?.(badNumbers.size > 0);
                }}
              />
              <Group justify="flex-end" mt="sm">
                <Button
                  variant="subtle"
                  color="red"
                  size="xs"
                  leftSection={<IconTrash size={14} />}
                  onClick={() => remove(i)}
                >
                  {t('reports.record.remove', { n: i + 1 })}
                </Button>
              </Group>
            </Fieldset>
          );
        })}
        {records.length < APPLICATIONS_MAX && (
          <Group>
            <Button variant="light" leftSection={<IconPlus size={16} />} onClick={add}>
              {t('reports.record.add')}
            </Button>
          </Group>
        )}
        {options.error && (
          <Text size="sm" c="red">
            {t('reports.form.chemicalsFailed')}
          </Text>
        )}
        {props.error && (
          <Text size="sm" c="red" role="alert">
            {props.error}
          </Text>
        )}
      </Stack>
    </Fieldset>
  );
}
