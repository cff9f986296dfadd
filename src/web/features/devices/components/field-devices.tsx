import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadState } from '@web/components/list-state';
import { formatCount } from '@web/lib/number-locale';
import { useDevices } from '../api/get-devices';
import { useSitePlans } from '../api/get-site-plans';

/**
 * A location's devices in place and its site plans' names, as a technician checks them on site
 * (issue 32 item 2): read from the copy of the week the device keeps, so they show offline.
 */
export function FieldDevices({ locationId }: { locationId: number }) {
  const { t, i18n } = useTranslation();
  const devices = useDevices(locationId, 'active');
  const plans = useSitePlans(locationId);
  const list = devices.data ?? [];
  return (
    <Stack gap="sm" component="section" aria-labelledby="field-devices">
      <Title order={2} size="h4" id="field-devices">
        {t('today.place.devices')}
      </Title>
      <LoadState
        isLoading={devices.isPending}
        error={devices.error}
        isEmpty={list.length === 0}
        emptyText={t('today.place.noDevices')}
        onRetry={() => void devices.refetch()}
      />
      {list.map((device) => (
        <Card key={device.id} withBorder padding="xs" data-testid="field-device">
          <Text fw={600} dir="auto">
            {t('today.place.device', {
              number: formatCount(device.number, i18n.language),
              type: device.type_name,
            })}
          </Text>
          {device.zone && (
            <Text size="sm" c="dimmed" dir="auto">
              {t('today.place.zone', { zone: device.zone })}
            </Text>
          )}
        </Card>
      ))}
      {(plans.data ?? []).length > 0 && (
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            {t('today.place.sitePlans')}:
          </Text>
          {plans.data!.map((plan) => (
            <Text key={plan.id} size="sm" dir="auto">
              {plan.name}
            </Text>
          ))}
        </Group>
      )}
    </Stack>
  );
}
