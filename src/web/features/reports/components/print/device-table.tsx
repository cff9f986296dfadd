import { Anchor, Stack, Table, Text } from '@mantine/core';
import { IconQrcode } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ReportDetail } from '@shared/schemas/reports';
import { DateDisplay } from '@web/components/date-display';
import { DevicePlans, type ViewDevice } from './device-plans';
import { type DeviceEntry, entriesOf, progressOf } from '../form/device-entries';

/** A device's findings in words: its activity level, or its captures per pest. */
function useFindingsText() {
  const { t } = useTranslation();
  return (entry: DeviceEntry) => {
    if (entry.activity) return t(`deviceInspection.levels.${entry.activity}`);
    if (entry.captures)
      return Object.entries(entry.captures)
        .map(([pest, count]) => t('deviceInspection.table.captures', { pest, count }))
        .join(', ');
    return '—';
  };
}

/**
 * A Device inspection answer on the report view and print page (issue 17): "23 of 40 inspected"
 * and one row per device inspected, by number, with its findings in words and when it was scanned.
 */
export function DeviceTable({
  report,
  answer,
  fileUrl,
}: {
  /** A shared report's devices carry no label code; nothing here shows it. */
  report: { devices?: readonly ViewDevice[]; site_plans?: ReportDetail['site_plans'] };
  answer: unknown;
  fileUrl: (fileId: number) => string;
}) {
  const { t } = useTranslation();
  const findings = useFindingsText();
  const devices = report.devices ?? [];
  const entries = entriesOf(answer);
  const byId = new Map<number, ViewDevice>(devices.map((d) => [d.id, d]));
  const rows = entries
    .map((entry) => ({ entry, device: byId.get(entry.device_id) }))
    .sort((a, b) => (a.device?.number ?? 0) - (b.device?.number ?? 0));
  return (
    <Stack gap="xs">
      <Text fw={600} size="sm">
        {t('deviceInspection.progress', progressOf(devices, entries))}
      </Text>
      <Table.ScrollContainer minWidth={720}>
        <Table striped withTableBorder fz="sm" verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('deviceInspection.table.number')}</Table.Th>
              <Table.Th>{t('deviceInspection.table.type')}</Table.Th>
              <Table.Th>{t('deviceInspection.table.zone')}</Table.Th>
              <Table.Th>{t('deviceInspection.table.findings')}</Table.Th>
              <Table.Th>{t('deviceInspection.table.bait')}</Table.Th>
              <Table.Th>{t('deviceInspection.table.condition')}</Table.Th>
              <Table.Th>{t('deviceInspection.table.action')}</Table.Th>
              <Table.Th>{t('deviceInspection.table.note')}</Table.Th>
              <Table.Th>{t('deviceInspection.table.scanned')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map(({ entry, device }) => (
              <Table.Tr key={entry.device_id}>
                <Table.Td>{device?.number ?? '?'}</Table.Td>
                <Table.Td dir="auto">{device?.type.name}</Table.Td>
                <Table.Td dir="auto">{device?.zone}</Table.Td>
                <Table.Td dir="auto">{findings(entry)}</Table.Td>
                <Table.Td>
                  {entry.bait === null ? '' : t('deviceInspection.table.percent', { percent: entry.bait })}
                </Table.Td>
                <Table.Td>{t(`deviceInspection.conditions.${entry.condition}`)}</Table.Td>
                <Table.Td>{entry.action ? t(`deviceInspection.actions.${entry.action}`) : ''}</Table.Td>
                <Table.Td style={{ whiteSpace: 'pre-wrap', unicodeBidi: 'plaintext' }}>
                  {entry.note}
                  {entry.photo_file_id !== null && (
                    <>
                      {entry.note ? ' ' : ''}
                      <Anchor href={fileUrl(entry.photo_file_id)} target="_blank" rel="noopener">
                        {t('deviceInspection.table.photo')}
                      </Anchor>
                    </>
                  )}
                </Table.Td>
                <Table.Td>
                  {entry.scanned_at ? (
                    <Text span size="sm" title={t('deviceInspection.scanned')}>
                      <IconQrcode size={14} aria-label={t('deviceInspection.scanned')} />{' '}
                      <DateDisplay value={entry.scanned_at} />
                    </Text>
                  ) : (
                    <Text span size="sm" c="dimmed">
                      {t('deviceInspection.table.picked')}
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <DevicePlans devices={devices} plans={report.site_plans ?? []} entries={entries} />
    </Stack>
  );
}
