import { Card, Image, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadState } from '@web/components/load-state';
import { formatCount } from '@web/lib/number-locale';
import { useDevices } from '../api/get-devices';
import { useSitePlans } from '../api/get-site-plans';

/**
 * A location's devices in place and its site plans, as a technician checks them on site
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
        <Stack gap="xs" component="section" aria-labelledby="field-site-plans">
          <Title order={3} size="h5" id="field-site-plans">
            {t('today.place.sitePlans')}
          </Title>
          {plans.data!.map((plan) => (
            <figure key={plan.id} style={{ margin: 0 }}>
              {/* Kept by the service worker with the week (app/keep-plan-images.ts): shown offline too. */}
              <Image
                src={plan.url}
                alt={plan.name}
                w="100%"
                h="auto"
                style={{ aspectRatio: `${plan.width} / ${plan.height}` }}
                radius="sm"
                loading="lazy"
              />
              <Text component="figcaption" size="sm" dir="auto">
                {plan.name}
              </Text>
            </figure>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
