import { Alert, Button, Group, List, Radio, Select, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { addDaysTo, isIsoDate } from '@shared/dates';
import { dateDirection, formatDay } from '@web/lib/date-style';
import { occurrencesBetween, recurrenceText } from '@shared/recurrence';
import { MAX_INTERVAL } from '@shared/recurrence-rules';
import {
  type JobRecurrence,
  recurrenceBody,
  type RecurrenceBody,
  type RecurrenceResponse,
} from '@shared/schemas/visits';
import { NumberInput } from '@web/components/number-input';
import { TagInput } from '@web/components/tag-input';
import { ApiError } from '@web/lib/api-client';
import { readNumber } from '@web/lib/number-text';
import { schemaMessage } from '@web/lib/schema-message';
import type { FormIssue } from '@web/lib/schema-errors';
import { useSchemaForm } from '@web/lib/use-schema-form';
import { useSaveRecurrence } from '../../api/save-recurrence';
import { weekdayInMonth } from './recurrence-words';
import { DayInput } from '@web/components/day-input';

interface Values {
  start_date: string;
  frequency: 'weekly' | 'monthly' | 'yearly';
  interval: string;
  monthly_by: 'day' | 'weekday';
  until: string;
  exceptions: string[];
  start_time: string;
  end_time: string;
}

/** How many coming days the form shows before saving. */
const PREVIEW_COUNT = 5;

const valuesOf = (r: JobRecurrence, today: string): Values => ({
  start_date: r?.start_date ?? today,
  frequency: r?.frequency ?? 'monthly',
  interval: String(r?.interval ?? 1),
  monthly_by: r?.monthly_by ?? 'day',
  until: r?.until ?? '',
  exceptions: r?.exceptions ?? [],
  start_time: r?.start_time?.slice(0, 5) ?? '',
  end_time: r?.end_time?.slice(0, 5) ?? '',
});

/** The form's values as the body `PUT /api/jobs/{id}/recurrence` takes (an empty box: none). */
export const toBody = (v: Values): RecurrenceBody => ({
  start_date: v.start_date,
  frequency: v.frequency,
  interval: ((n) => (n.state === 'number' ? n.value : Number.NaN))(readNumber(v.interval)),
  monthly_by: v.monthly_by,
  until: v.until || null,
  // The tag box takes 2027-1-5 as a date too; the rule wants 2027-01-05.
  exceptions: v.exceptions.map((d) => d.replace(/\//g, '-').replace(/-(\d)(?=-|$)/g, '-0$1')),
  start_time: v.start_time || null,
  end_time: v.end_time || null,
});

/** The rule's next days from `today` (or its first date, if later); null while the form is not valid. */
export function previewDays(v: Values, today: string): string[] | null {
  const parsed = recurrenceBody.safeParse(toBody(v));
  if (!parsed.success) return null;
  const rule = parsed.data;
  const from = rule.start_date > today ? rule.start_date : today;
  const to = rule.until ?? addDaysTo(from, 366 * Math.max(rule.interval, 2) * 3);
  return occurrencesBetween(recurrenceText(rule), from, to).slice(0, PREVIEW_COUNT);
}

/**
 * The repeat rule's form (Admins): weekly, monthly (by day or by weekday) or yearly, every N, an
 * end date, exception dates and the visits' window, with the next days shown before saving.
 * `today` is the office's day, given by the page.
 */
export function RecurrenceForm(props: {
  jobId: number;
  recurrence: JobRecurrence;
  today: string;
  onSaved: (answer: RecurrenceResponse) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveRecurrence(props.jobId);
  const message = (issue: FormIssue) =>
    issue.path[0] === 'interval'
      ? t('recurrence.form.intervalRange', { max: MAX_INTERVAL })
      : schemaMessage(t, issue.message);
  const form = useSchemaForm<Values>({
    schema: recurrenceBody,
    initialValues: valuesOf(props.recurrence, props.today),
    toBody,
    message,
  });
  const preview = previewDays(form.values, props.today);
  const submit = form.onSubmit((values) =>
    save.mutate(recurrenceBody.parse(toBody(values)), {
      onSuccess: props.onSaved,
      onError: (error) => {
        if (error instanceof ApiError && error.status === 400) form.setErrors(error.errors);
      },
    }),
  );
  const v = form.values;
  return (
    <form onSubmit={submit} noValidate aria-label={t('recurrence.form.title')}>
      <Stack gap="sm" maw={520}>
        <Group grow align="flex-start" wrap="wrap">
          <DayInput
            label={t('recurrence.form.startDate')}
            withAsterisk
            miw={150}
            {...form.getInputProps('start_date')}
          />
          <Select
            label={t('recurrence.form.frequency')}
            data={(['weekly', 'monthly', 'yearly'] as const).map((f) => ({
              value: f,
              label: t(`recurrence.form.frequencies.${f}`),
            }))}
            allowDeselect={false}
            miw={150}
            {...form.getInputProps('frequency')}
          />
          <NumberInput
            label={t(`recurrence.form.every.${v.frequency}`)}
            rules={{ integer: true, min: 1, max: MAX_INTERVAL }}
            messages={{ range: t('recurrence.form.intervalRange', { max: MAX_INTERVAL }) }}
            miw={100}
            {...form.getInputProps('interval')}
          />
        </Group>
        {v.frequency === 'monthly' && (
          <Radio.Group label={t('recurrence.form.monthlyBy')} {...form.getInputProps('monthly_by')}>
            <Group mt={4}>
              <Radio value="day" label={t('recurrence.form.byDay')} />
              <Radio
                value="weekday"
                label={
                  // Names the chosen first visit's weekday, so it follows the date as it changes.
                  isIsoDate(v.start_date)
                    ? t('recurrence.form.byWeekday', weekdayInMonth(t, v.start_date))
                    : t('recurrence.form.byWeekdayNoDate')
                }
              />
            </Group>
          </Radio.Group>
        )}
        <Group grow align="flex-start" wrap="wrap">
          <TextInput
            type="time"
            label={t('recurrence.form.startTime')}
            miw={120}
            {...form.getInputProps('start_time')}
          />
          <TextInput
            type="time"
            label={t('recurrence.form.endTime')}
            miw={120}
            {...form.getInputProps('end_time')}
          />
          <DayInput label={t('recurrence.form.until')} miw={150} {...form.getInputProps('until')} />
        </Group>
        <DayInput
          label={t('recurrence.form.addException')}
          value=""
          onChange={(day) => {
            if (day && !v.exceptions.includes(day))
              form.setFieldValue('exceptions', [...v.exceptions, day].sort());
          }}
          maw={240}
        />
        <TagInput
          label={t('recurrence.form.exceptions')}
          description={t('recurrence.form.exceptionsHint')}
          validate="isodate"
          tags={v.exceptions}
          onChange={(tags) => form.setFieldValue('exceptions', tags)}
          error={
            form.errors.exceptions ??
            Object.entries(form.errors).find(([k]) => k.startsWith('exceptions.'))?.[1]
          }
        />
        <Stack gap={4} aria-live="polite">
          <Text size="sm" fw={600}>
            {t('recurrence.form.preview')}
          </Text>
          {preview === null ? (
            <Text size="sm" c="dimmed">
              {t('recurrence.form.previewInvalid')}
            </Text>
          ) : preview.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('recurrence.form.previewNone')}
            </Text>
          ) : (
            <List size="sm" aria-label={t('recurrence.form.preview')}>
              {preview.map((day) => (
                <List.Item key={day} dir={dateDirection()}>
                  {formatDay(day)}
                </List.Item>
              ))}
            </List>
          )}
        </Stack>
        {save.error && !(save.error instanceof ApiError && save.error.status === 400) && (
          <Alert color="red" role="alert" title={t('recurrence.saveFailed')}>
            {save.error.message}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t('recurrence.form.save')}
          </Button>
          <Button variant="default" onClick={props.onCancel}>
            {t('common.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
