import { Badge, Button, Checkbox, Group, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { IconCircleMinus, IconPencil, IconPlus, IconPrinter, IconStack2 } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateDirection, formatDay } from '@web/lib/date-style';
import type { DeviceRow } from '@shared/schemas/devices';
import { ListState } from '@web/components/list-state';
import { RowActions } from '@web/components/row-actions';
import { notifyError, notifySuccess } from '@web/components/undo-notification';
import { useListParams } from '@web/lib/use-list-params';
import { downloadDeviceLabels } from '../api/download-device-labels';
import { useDevices } from '../api/get-devices';
import { useRemoveDevice } from '../api/remove-device';
import { DeviceBulkForm } from './device-bulk-form';
import { DeviceForm } from './device-form';
import { askRemoveDevice } from './remove-device-dialog';

const SHOWN = ['active', 'removed', 'all'] as const;
type Shown = (typeof SHOWN)[number];
type Panel = { kind: 'add' } | { kind: 'bulk' } | { kind: 'edit'; device: DeviceRow } | null;

/**
 * A location's devices by number (a program has hundreds at most: one table, no pages). The
 * filter (in place, removed, all) is in the URL as `?show=`; all devices come in one call and the
 * filter picks among them, which also gives the next number never used here. Admins add (one or a
 * run), change, remove and print labels; Supervisors read.
 */
export function DevicesList({ locationId, canManage }: { locationId: number; canManage: boolean }) {
  const { t } = useTranslation();
  const { get, set } = useListParams();
  const show: Shown = SHOWN.find((s) => s === get('show')) ?? 'active';
  const query = useDevices(locationId, 'all');
  const all = useMemo(() => query.data ?? [], [query.data]);
  const rows = all.filter((d) => show === 'all' || (show === 'active') === d.active);
  // Numbers are never given again at a location, a removed device's neither.
  const nextNumber = all.reduce((max, d) => Math.max(max, d.number), 0) + 1;
  const [panel, setPanel] = useState<Panel>(null);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [printing, setPrinting] = useState(false);
  const remove = useRemoveDevice();
  const shownSelected = rows.filter((d) => selected.has(d.id)).map((d) => d.id);
  const allShownSelected = rows.length > 0 && shownSelected.length === rows.length;
  const toggle = (id: number) =>
    setSelected((s) => {
      const next = new Set(s);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const print = () => {
    setPrinting(true);
    downloadDeviceLabels(locationId, shownSelected)
      .catch((error: unknown) => notifyError(t('devices.list.labelsFailed'), error))
      .finally(() => setPrinting(false));
  };
  const askRemove = (device: DeviceRow) =>
    askRemoveDevice(
      device,
      { title: t('devices.remove.title', { number: device.number }), close: t('widgets.closeDialog') },
      async (removedOn) => {
        await remove.mutateAsync({ id: device.id, removedOn });
        notifySuccess(t('devices.remove.done', { number: device.number }));
      },
    );
  const emptyText =
    all.length === 0
      ? t('devices.list.empty')
      : show === 'removed'
        ? t('devices.list.noneRemoved')
        : t('devices.list.noneInPlace');
  const columns = canManage ? 9 : 7;
  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <SegmentedControl
          aria-label={t('devices.list.show')}
          value={show}
          onChange={(v) => set({ show: v === 'active' ? undefined : v })}
          data={SHOWN.map((s) => ({ value: s, label: t(`devices.list.shown.${s}`) }))}
        />
        {canManage && (
          <Group gap="sm">
            <Button
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => setPanel({ kind: 'add' })}
            >
              {t('devices.list.add')}
            </Button>
            <Button
              variant="light"
              leftSection={<IconStack2 size={16} aria-hidden />}
              onClick={() => setPanel({ kind: 'bulk' })}
            >
              {t('devices.list.addSeveral')}
            </Button>
            <Button
              variant="default"
              leftSection={<IconPrinter size={16} aria-hidden />}
              onClick={print}
              loading={printing}
            >
              {shownSelected.length > 0
                ? t('devices.list.printSelected', { count: shownSelected.length })
                : t('devices.list.printLabels')}
            </Button>
          </Group>
        )}
      </Group>
      {canManage && shownSelected.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('devices.list.printHelp')}
        </Text>
      )}
      {panel?.kind === 'bulk' && (
        <DeviceBulkForm locationId={locationId} nextNumber={nextNumber} onDone={() => setPanel(null)} />
      )}
      {(panel?.kind === 'add' || panel?.kind === 'edit') && (
        <DeviceForm
          key={panel.kind === 'edit' ? panel.device.id : 'add'}
          locationId={locationId}
          device={panel.kind === 'edit' ? panel.device : undefined}
          nextNumber={nextNumber}
          onDone={() => setPanel(null)}
        />
      )}
      <Table.ScrollContainer minWidth={860}>
        <Table striped highlightOnHover aria-busy={query.isFetching} aria-label={t('devices.list.label')}>
          <Table.Thead>
            <Table.Tr>
              {canManage && (
                <Table.Th>
                  <Checkbox
                    aria-label={t('devices.list.selectAll')}
                    checked={allShownSelected}
                    indeterminate={shownSelected.length > 0 && !allShownSelected}
                    onChange={() => setSelected(new Set(allShownSelected ? [] : rows.map((d) => d.id)))}
                  />
                </Table.Th>
              )}
              <Table.Th>{t('devices.list.number')}</Table.Th>
              <Table.Th>{t('devices.list.type')}</Table.Th>
              <Table.Th>{t('devices.list.zone')}</Table.Th>
              <Table.Th>{t('devices.list.placement')}</Table.Th>
              <Table.Th>{t('devices.list.installed')}</Table.Th>
              <Table.Th>{t('common.status')}</Table.Th>
              <Table.Th>{t('devices.list.onPlan')}</Table.Th>
              {canManage && <Table.Th>{t('common.actions')}</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <ListState
              columns={columns}
              isLoading={query.isPending}
              error={query.error}
              isEmpty={rows.length === 0}
              emptyText={emptyText}
              onRetry={() => void query.refetch()}
            />
            {rows.map((device) => (
              <Table.Tr key={device.id}>
                {canManage && (
                  <Table.Td>
                    <Checkbox
                      aria-label={t('devices.list.select', { number: device.number })}
                      checked={selected.has(device.id)}
                      onChange={() => toggle(device.id)}
                    />
                  </Table.Td>
                )}
                <Table.Td fw={600}>{device.number}</Table.Td>
                <Table.Td>{device.type_name}</Table.Td>
                <Table.Td>{device.zone}</Table.Td>
                <Table.Td>{device.placement}</Table.Td>
                <Table.Td>
                  {device.installed_on && <span dir={dateDirection()}>{formatDay(device.installed_on)}</span>}
                </Table.Td>
                <Table.Td>
                  {device.active ? (
                    <Badge variant="light" color="teal">
                      {t('devices.list.inPlace')}
                    </Badge>
                  ) : (
                    <Badge variant="light" color="gray">
                      {device.removed_on
                        ? t('devices.list.removedOn', { date: formatDay(device.removed_on) })
                        : t('devices.list.removed')}
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>{device.place ? t('devices.yes') : t('devices.no')}</Table.Td>
                {canManage && (
                  <Table.Td>
                    {device.active && (
                      <RowActions
                        actions={[
                          {
                            type: 'button',
                            icon: IconPencil,
                            label: t('devices.list.editOf', { number: device.number }),
                            onClick: () => setPanel({ kind: 'edit', device }),
                          },
                          {
                            type: 'button',
                            icon: IconCircleMinus,
                            label: t('devices.list.removeOf', { number: device.number }),
                            onClick: () => askRemove(device),
                          },
                        ]}
                      />
                    )}
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
