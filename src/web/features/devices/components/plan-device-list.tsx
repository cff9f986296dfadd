import { ActionIcon, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconFocusCentered, IconGripVertical } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { DevicePlace, DeviceRow, SitePlanRow } from '@shared/schemas/devices';
import { type DragPoint, usePointerDrag } from './plan-drag';
import { fractionAt } from './plan-placement';
import { DataParts } from '@web/components/data-parts';

export interface PlanDeviceListProps {
  plan: SitePlanRow;
  plans: SitePlanRow[];
  /** Active devices not on this plan. */
  devices: DeviceRow[];
  board: () => HTMLElement | null;
  saving: ReadonlyMap<number, DevicePlace | null>;
  onPlace: (device: DeviceRow, spot: DevicePlace) => void;
}

/** The devices still to put on this plan: dragged onto it, or placed in its centre by a button. */
export function PlanDeviceList({ plan, plans, devices, board, saving, onPlace }: PlanDeviceListProps) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="sm" component="section" aria-labelledby="plan-unplaced">
      <Title order={3} size="h5" id="plan-unplaced" mb="xs">
        {t('sitePlans.unplaced', { count: devices.length })}
      </Title>
      {devices.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('sitePlans.allPlaced')}
        </Text>
      ) : (
        <Text size="xs" c="dimmed" mb="xs">
          {t('sitePlans.dragHint')}
        </Text>
      )}
      <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {devices.map((d) => (
          <UnplacedDevice
            key={d.id}
            device={d}
            otherPlan={plans.find((p) => p.id === d.place?.plan_id)?.name ?? null}
            busy={saving.has(d.id)}
            onDrop={(point) => {
              const at = fractionAt(board(), point.x, point.y);
              if (at) onPlace(d, { plan_id: plan.id, ...at });
            }}
            onCentre={() => onPlace(d, { plan_id: plan.id, x: 0.5, y: 0.5 })}
          />
        ))}
      </Stack>
    </Paper>
  );
}

function UnplacedDevice(props: {
  device: DeviceRow;
  otherPlan: string | null;
  busy: boolean;
  onDrop: (point: DragPoint) => void;
  onCentre: () => void;
}) {
  const { device, otherPlan, busy } = props;
  const { t } = useTranslation();
  const drag = usePointerDrag(props.onDrop);
  return (
    <Group component="li" gap="xs" wrap="nowrap" data-testid={`unplaced-${device.number}`}>
      <Group
        gap={6}
        wrap="nowrap"
        {...drag.handlers}
        style={{ flex: 1, cursor: 'grab', touchAction: 'none', userSelect: 'none' }}
        aria-label={t('sitePlans.dragDevice', { number: device.number })}
      >
        <IconGripVertical size={16} aria-hidden />
        <Text size="sm" fw={700}>
          {device.number}
        </Text>
        <Text size="sm" c="dimmed" truncate>
          <DataParts
            parts={[
              device.type_name,
              device.zone,
              otherPlan && t('sitePlans.onOtherPlan', { name: otherPlan }),
            ]}
          />
        </Text>
      </Group>
      <ActionIcon
        variant="subtle"
        aria-label={t('sitePlans.placeCentre', { number: device.number })}
        title={t('sitePlans.placeCentre', { number: device.number })}
        loading={busy}
        onClick={props.onCentre}
      >
        <IconFocusCentered size={16} />
      </ActionIcon>
      {drag.point && (
        // What follows the finger or pointer while it drags.
        <span
          aria-hidden
          style={{
            position: 'fixed',
            left: drag.point.x,
            top: drag.point.y,
            transform: 'translate(-50%, -50%)',
            width: 28,
            height: 28,
            borderRadius: 14,
            background: 'var(--mantine-color-blue-7)',
            color: 'white',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            fontWeight: 700,
            fontSize: 13,
            pointerEvents: 'none',
            zIndex: 400,
          }}
        >
          {device.number}
        </span>
      )}
    </Group>
  );
}
