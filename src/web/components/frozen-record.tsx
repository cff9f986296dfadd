import { Badge, Table, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '@web/lib/date-style';
import type { FrozenApplication, FrozenCertification, RecordCorrection } from '@shared/schemas/applications';
import { quantityText } from '@web/lib/units';
import { DataParts } from './data-parts';
import { RecordCorrections } from './record-corrections';

/**
 * FrozenRecord: one application record as submitted (issue 14), every element an inspector asks
 * for, a row each, then its corrections since; shown in a report and on the record's own page.
 *
 *   <FrozenRecord record={application} title={t('reports.record.title', { n: 1 })} />
 */
export function FrozenRecord({
  record: a,
  title,
}: {
  record: FrozenApplication & { corrections?: RecordCorrection[] };
  title: string;
}) {
  const { t } = useTranslation();
  const cert = (c: FrozenCertification | null) =>
    c
      ? t('reports.record.certification', { state: c.state, id: c.certification_id, category: c.category })
      : t('reports.record.notCertified');
  const rows: [string, ReactNode][] = [
    [
      t('reports.record.product'),
      `${a.product_name} · EPA ${a.epa_reg_no}${a.state_reg_no ? ` · ${a.state} ${a.state_reg_no}` : ''}`,
    ],
    [t('reports.record.lot'), a.lot],
    [t('reports.record.amount'), quantityText(t, a.amount, a.unit)],
    [
      t('reports.record.mixAmount'),
      a.mix_rate
        ? `${quantityText(t, a.mix_rate.amount, a.mix_rate.unit)} / ${quantityText(t, a.mix_rate.per_quantity, a.mix_rate.per_unit)}`
        : '',
    ],
    [t('reports.record.totalMix'), a.total_mix ? quantityText(t, a.total_mix.amount, a.total_mix.unit) : ''],
    [t('reports.record.area'), quantityText(t, a.area, a.area_unit)],
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
      [a.customer_name, a.customer_address, a.customer_phone].some(Boolean) && (
        <DataParts parts={[a.customer_name, a.customer_address, a.customer_phone]} />
      ),
    ],
    [t('reports.record.serviceAddress'), `${a.street}, ${a.municipality}, ${a.county}, ${a.state} ${a.zip}`],
    [t('reports.record.applicator'), `${a.applicator.name} · ${cert(a.applicator_certification)}`],
    [
      t('reports.record.supervisor'),
      a.supervisor ? `${a.supervisor.name} · ${cert(a.supervisor_certification)}` : '',
    ],
    [
      t('reports.record.businessLicence'),
      [
        a.business_licence ? `${a.state} ${a.business_licence}` : '',
        a.business_licence_expired_on
          ? t('reports.record.licenceExpired', { day: formatDay(a.business_licence_expired_on) })
          : '',
      ]
        .filter(Boolean)
        .join(' · '),
    ],
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
            .filter(([, value]) => value !== '' && value !== false && value != null)
            .map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th w="38%" fw={500} c="dimmed" scope="row">
                  {label}
                </Table.Th>
                {/* A typed value reads in its own direction; parts (DataParts) each in theirs. */}
                <Table.Td dir={typeof value === 'string' ? 'auto' : undefined}>{value}</Table.Td>
              </Table.Tr>
            ))}
        </Table.Tbody>
      </Table>
      {a.corrections && a.corrections.length > 0 && <RecordCorrections corrections={a.corrections} />}
    </section>
  );
}
