import { Badge, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDay } from '@shared/dates';
import {
  type FrozenApplication,
  type FrozenCertification,
  shownRecordsOf,
} from '@shared/schemas/applications';
import type { ReportDetail } from '@shared/schemas/reports';

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
        const amount = r.amount === null ? '' : ` · ${r.amount} ${r.unit ?? ''}`;
        const pests = r.target_pests ? ` · ${t('reports.view.targetPest', { pest: r.target_pests })}` : '';
        return <Text key={i}>{`${name}${amount}${pests}`}</Text>;
      })}
    </Stack>
  );
}

function FrozenRecord({ record: a, title }: { record: FrozenApplication; title: string }) {
  const { t } = useTranslation();
  const cert = (c: FrozenCertification | null) =>
    c
      ? t('reports.record.certification', { state: c.state, id: c.certification_id, category: c.category })
      : t('reports.record.notCertified');
  const rows: [string, string][] = [
    [
      t('reports.record.product'),
      `${a.product_name} · EPA ${a.epa_reg_no}${a.state_reg_no ? ` · ${a.state} ${a.state_reg_no}` : ''}`,
    ],
    [t('reports.record.lot'), a.lot],
    [t('reports.record.amount'), `${a.amount} ${a.unit}`],
    [
      t('reports.record.mixAmount'),
      a.mix_rate
        ? `${a.mix_rate.amount} ${a.mix_rate.unit} / ${a.mix_rate.per_quantity} ${a.mix_rate.per_unit}`
        : '',
    ],
    [t('reports.record.totalMix'), a.total_mix ? `${a.total_mix.amount} ${a.total_mix.unit}` : ''],
    [t('reports.record.area'), `${a.area} ${a.area_unit}`],
    [
      t('reports.record.siteCode'),
      a.site_code === null ? '' : `${a.site_code} · ${t(`siteCodes.${a.site_code}`)}`,
    ],
    [t('reports.record.place'), a.place],
    [t('reports.record.method'), a.method],
    [t('reports.record.targetPests'), a.target_pests],
    [
      t('reports.record.when'),
      `${formatDay(a.applied_on)} ${a.start_time}${a.end_time ? `–${a.end_time}` : ''}`,
    ],
    [
      t('reports.record.customer'),
      [a.customer_name, a.customer_address, a.customer_phone].filter(Boolean).join(' · '),
    ],
    [t('reports.record.serviceAddress'), `${a.street}, ${a.municipality}, ${a.county}, ${a.state} ${a.zip}`],
    [t('reports.record.applicator'), `${a.applicator.name} · ${cert(a.applicator_certification)}`],
    [
      t('reports.record.supervisor'),
      a.supervisor ? `${a.supervisor.name} · ${cert(a.supervisor_certification)}` : '',
    ],
    [t('reports.record.businessLicence'), a.business_licence ? `${a.state} ${a.business_licence}` : ''],
    [
      t('reports.record.conditions'),
      [
        a.wind_speed_mph === null ? '' : `${a.wind_speed_mph} mph ${a.wind_direction ?? ''}`.trim(),
        a.temperature_f === null ? '' : `${a.temperature_f} °F`,
      ]
        .filter(Boolean)
        .join(' · '),
    ],
    [t('reports.record.rateReason'), a.rate_over_label ? a.rate_reason : ''],
    [
      t('reports.record.rei'),
      a.rei_hours === null
        ? t('reports.record.reiNone')
        : t('reports.record.reiHours', { hours: a.rei_hours }),
    ],
  ];
  return (
    <section aria-label={title}>
      <Title order={4} size="h6" mb={4}>
        {title}{' '}
        {a.restricted_use && (
          <Badge color="red" variant="light">
            {t('reports.record.restricted')}
          </Badge>
        )}
      </Title>
      <Table withRowBorders={false} verticalSpacing={2} layout="fixed">
        <Table.Tbody>
          {rows
            .filter(([, value]) => value)
            .map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th w="38%" fw={500} c="dimmed" scope="row">
                  {label}
                </Table.Th>
                <Table.Td dir="auto">{value}</Table.Td>
              </Table.Tr>
            ))}
        </Table.Tbody>
      </Table>
    </section>
  );
}
