import { Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeviceTypeRow } from '@shared/schemas/devices';
import { DeferredPart } from '@web/components/deferred-part';
import { deferredCode, usePreloadAfterFirstScreen } from '@web/components/deferred-widget';
import { ListState } from '@web/components/list-state';
import { RowActions } from '@web/components/row-actions';
import { useDeleteWithUndo } from '@web/lib/use-delete-with-undo';
import { useDeleteDeviceType } from '../api/delete-device-type';
import { useDeviceTypes } from '../api/get-device-types';
import { ExportButton } from '@web/components/export-button';

// The form (its zod schema, the error texts, the form hook, the pests' TagsInput with Combobox and
// Popover: about 70 KB on the wire) is not part of the list's first screen; it comes after it,
// before anyone opens it, as the API keys list's dialog form does (decision 0067).
const formCode = deferredCode(
  () => import('./device-type-form'),
  (m) => m.DeviceTypeForm,
);

type Editing = { kind: 'new' } | { kind: 'edit'; type: DeviceTypeRow } | null;

/**
 * /device-types (Admins): the company's device types, made, changed and deleted here. A handful of
 * types, so one table without pages. A type some device uses is refused by the server, which says
 * how many locations use it; a deleted one comes back with Undo (through the Trash).
 */
export function DeviceTypesList() {
  const { t } = useTranslation();
  const types = useDeviceTypes();
  const [editing, setEditing] = useState<Editing>(null);
  const { askDelete } = useDeleteWithUndo({
    entity: 'deviceTypes',
    remove: useDeleteDeviceType().mutateAsync,
  });
  usePreloadAfterFirstScreen(formCode.load);
  const rows = types.data ?? [];
  return (
    <Stack>
      <Group justify="space-between" align="center">
        <Title order={1}>{t('devices.types.title')}</Title>
        <Group gap="xs">
          {/* Every list exports (issue 33 item 8). */}
          <ExportButton list="device-types" params={{}} />
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setEditing({ kind: 'new' })}
          >
            {t('devices.types.create')}
          </Button>
        </Group>
      </Group>
      <Text c="dimmed">{t('devices.types.intro')}</Text>
      {editing && (
        <DeferredPart
          key={editing.kind === 'edit' ? editing.type.id : 'new'}
          code={formCode}
          now
          failedText={t('common.formFailed')}
          props={{
            type: editing.kind === 'edit' ? editing.type : undefined,
            onDone: () => setEditing(null),
          }}
        />
      )}
      <Table.ScrollContainer minWidth={720}>
        <Table striped highlightOnHover aria-busy={types.isFetching}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('common.name')}</Table.Th>
              <Table.Th>{t('devices.types.activity')}</Table.Th>
              <Table.Th>{t('devices.types.pests')}</Table.Th>
              <Table.Th>{t('devices.types.baitColumn')}</Table.Th>
              <Table.Th>{t('devices.types.deviceCount')}</Table.Th>
              <Table.Th>{t('common.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <ListState
              columns={6}
              isLoading={types.isPending}
              error={types.error}
              isEmpty={rows.length === 0}
              emptyText={t('devices.types.empty')}
              onRetry={() => void types.refetch()}
            />
            {rows.map((type) => (
              <Table.Tr key={type.id}>
                <Table.Td>{type.name}</Table.Td>
                <Table.Td>{t(`devices.types.activityModes.${type.activity}`)}</Table.Td>
                <Table.Td>{type.pests.join(', ')}</Table.Td>
                <Table.Td>{type.bait ? t('devices.yes') : t('devices.no')}</Table.Td>
                <Table.Td>{type.device_count}</Table.Td>
                <Table.Td>
                  <RowActions
                    actions={[
                      {
                        type: 'button',
                        icon: IconPencil,
                        label: t('devices.types.editOf', { name: type.name }),
                        onClick: () => setEditing({ kind: 'edit', type }),
                      },
                      {
                        type: 'delete',
                        label: t('devices.types.deleteOf', { name: type.name }),
                        onDelete: () =>
                          askDelete({
                            id: type.id,
                            name: type.name,
                            confirm: { message: t('common.areYouSure') },
                          }),
                      },
                    ]}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
