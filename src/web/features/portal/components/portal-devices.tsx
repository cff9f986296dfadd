import { Badge, Box, Group, Image, List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PortalDevices as Devices } from '@shared/schemas/portal-actions';
import { portalPlanImageUrl, useLocationDevices } from '../api/get-location-devices';
import { Section } from './portal-section';

/** "2026-10" in the page's language ("October 2026"), from noon UTC inside the month. */
const monthName = (month: string, language: string) =>
  new Date(`${month}-15T12:00:00Z`).toLocaleString(language, { month: 'short', year: 'numeric' });

/** A plan with each placed device's number where it is (left and top as fractions of the plan). */
function Plan({ plan, numbers }: { plan: Devices['plans'][number]; numbers: Map<number, number> }) {
  const { t } = useTranslation();
  return (
    <Box pos="relative" dir="ltr" maw={360}>
      <Image
        src={portalPlanImageUrl(plan.id)}
        alt={t('portal.devices.plan', { name: plan.name })}
        radius="sm"
      />
      {plan.places.map((p) => (
        <Badge
          key={p.device_id}
          size="xs"
          pos="absolute"
          style={{ left: `${p.x * 100}%`, top: `${p.y * 100}%`, transform: 'translate(-50%, -50%)' }}
        >
          {numbers.get(p.device_id) ?? ''}
        </Badge>
      ))}
    </Box>
  );
}

/** The location's devices: site plans, the past year's activity by month, and each device. */
export function PortalDevices({ locationId }: { locationId: number }) {
  const { t, i18n } = useTranslation();
  const query = useLocationDevices(locationId);
  const data = query.data;
  const rows = {
    isPending: query.isPending,
    error: query.error,
    rows: data && data.trends.devices.length ? [data] : [],
  };
  return (
    <Section
      id={`devices-${locationId}`}
      title={t('portal.devices.title')}
      query={rows}
      empty={t('portal.devices.none')}
    >
      {([d]) => {
        const { months, devices } = d!.trends;
        const totals = months.map((_, i) =>
          devices.reduce((sum, v) => sum + (v.points[i]?.activity ?? 0), 0),
        );
        const most = Math.max(1, ...totals);
        const numbers = new Map(devices.map((v) => [v.device_id, v.number]));
        return (
          <Stack gap="sm">
            {d!.plans.map((plan) => (
              <Plan key={plan.id} plan={plan} numbers={numbers} />
            ))}
            <Text fw={600} size="sm">
              {t('portal.devices.perMonth')}
            </Text>
            <Stack gap={4} role="list" aria-label={t('portal.devices.perMonth')}>
              {months.map((m, i) => (
                <Group key={m} gap="xs" wrap="nowrap" role="listitem">
                  <Text size="xs" w={72}>
                    {monthName(m, i18n.language)}
                  </Text>
                  <Box style={{ flex: 1 }} h={8} bg="gray.2" aria-hidden>
                    <Box h={8} bg="blue.6" w={`${(totals[i]! / most) * 100}%`} />
                  </Box>
                  <Text size="xs" w={28} ta="end">
                    {totals[i]}
                  </Text>
                </Group>
              ))}
            </Stack>
            <List spacing="xs" listStyleType="none" p={0}>
              {devices.map((v) => (
                <List.Item key={v.device_id}>
                  <Text size="sm" fw={600} span>
                    {t('portal.devices.device', { number: v.number })}
                  </Text>{' '}
                  <Text size="sm" span>
                    {t('portal.devices.deviceLine', {
                      type: v.type_name,
                      zone: v.zone || '—',
                      total: v.total,
                    })}
                  </Text>{' '}
                  {v.above_threshold && (
                    <Badge color="red" size="xs" variant="light">
                      {t('portal.devices.aboveThreshold')}
                    </Badge>
                  )}
                </List.Item>
              ))}
            </List>
          </Stack>
        );
      }}
    </Section>
  );
}
