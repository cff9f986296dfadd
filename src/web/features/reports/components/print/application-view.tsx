import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { shownRecordsOf } from '@shared/schemas/application-values';
import type { ReportDetail } from '@shared/schemas/reports';
import { FrozenRecord } from '@web/components/frozen-record';
import { quantityText } from '@web/lib/units';

/**
 * A Chemical application answer. Once submitted, each record as frozen (issue 14): every element
 * an inspector asks for, and the re-entry interval for the customer's copy; before, a line a
 * record from what is typed so far.
 */
export function ApplicationsView({
  report,
  fieldId,
  answer,
}: {
  report: ReportDetail;
  fieldId: number;
  answer: unknown;
}) {
  const { t } = useTranslation();
  const frozen = report.applications.filter((a) => a.field_id === fieldId);
  if (frozen.length > 0) {
    return (
      <Stack gap="md">
        {frozen.map((a, i) => (
          <FrozenRecord key={a.id} record={a} title={t('reports.record.title', { n: i + 1 })} />
        ))}
      </Stack>
    );
  }
  return (
    <Stack gap={4}>
      {shownRecordsOf(answer).map((r, i) => {
        const chemical = report.chemicals.find((c) => c.id === r.chemical_id);
        const name = chemical
          ? `${chemical.name}${chemical.epa_reg_no ? ` (${t('reports.view.epaRegNo', { no: chemical.epa_reg_no })})` : ''}`
          : t('reports.view.unknownChemical', { id: r.chemical_id ?? '' });
        const amount = r.amount === null ? '' : ` · ${r.unit ? quantityText(t, r.amount, r.unit) : r.amount}`;
        const pests = r.target_pests ? ` · ${t('reports.view.targetPest', { pest: r.target_pests })}` : '';
        return <Text key={i}>{`${name}${amount}${pests}`}</Text>;
      })}
    </Stack>
  );
}
