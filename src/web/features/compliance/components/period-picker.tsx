import { Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CompliancePeriod } from '@shared/schemas/compliance';
import { DeferredDateFilter } from '@web/components/deferred-date-filter';
import { DeferredSelect } from '@web/components/deferred-select';
import { recentYears } from './compliance-period';

const MONTHS = Array.from({ length: 12 }, (_, i) => String(i + 1).padStart(2, '0'));

/**
 * The period of a state's filing: a month for California, a year for New York, any days for
 * Texas and the federal register. The URL keeps it (`month`, `year`, `from`/`to`).
 */
export function PeriodPicker(props: {
  period: CompliancePeriod;
  today: string;
  onChange: (changes: Record<string, string | undefined>) => void;
}) {
  const { t, i18n } = useTranslation();
  const { period, today } = props;
  const years = recentYears(today).map((y) => ({ value: y, label: y }));
  const monthName = (m: string) =>
    new Date(Date.UTC(2000, Number(m) - 1, 15)).toLocaleString(i18n.language, {
      month: 'long',
      timeZone: 'UTC',
    });
  if (period.state === 'CA') {
    const [year, month] = period.from.split('-') as [string, string];
    return (
      <Group gap="sm" align="flex-end">
        <DeferredSelect
          label={t('compliance.month')}
          data={MONTHS.map((m) => ({ value: m, label: monthName(m) }))}
          value={month}
          allowDeselect={false}
          onChange={(m) => m && props.onChange({ month: `${year}-${m}` })}
          w={170}
        />
        <DeferredSelect
          label={t('compliance.year')}
          data={years}
          value={year}
          allowDeselect={false}
          onChange={(y) => y && props.onChange({ month: `${y}-${month}` })}
          w={120}
        />
      </Group>
    );
  }
  if (period.state === 'NY') {
    return (
      <DeferredSelect
        label={t('compliance.year')}
        data={years}
        value={period.from.slice(0, 4)}
        allowDeselect={false}
        onChange={(y) => y && props.onChange({ year: y })}
        w={120}
      />
    );
  }
  return (
    <Group gap="sm" align="flex-end">
      <DeferredDateFilter
        label={t('compliance.from')}
        value={period.from}
        maxDate={period.to}
        onChange={(v) => props.onChange({ from: v || undefined })}
      />
      <DeferredDateFilter
        label={t('compliance.to')}
        value={period.to}
        minDate={period.from}
        onChange={(v) => props.onChange({ to: v || undefined })}
      />
    </Group>
  );
}
