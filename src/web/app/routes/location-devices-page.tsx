import { Alert, Anchor, Center, Stack, Tabs, Title } from '@mantine/core';
import { IconChartLine, IconLayoutGrid, IconMap2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DeviceTrends } from '@web/features/devices/components/device-trends';
import { DevicesList } from '@web/features/devices/components/devices-list';
import { SitePlans } from '@web/features/devices/components/site-plans';
import { useLocation } from '@web/features/locations/api/get-location';
import { permissionsOf, useAuthUser } from '@web/lib/auth';
import { useListParams } from '@web/lib/use-list-params';
import { NotFoundPage } from './not-found-page';
import { useRouteId } from './route-id';
import { LoadingSpinner } from '@web/components/loading-spinner';

const TABS = ['devices', 'plan', 'trends'] as const;
type Tab = (typeof TABS)[number];

/**
 * /locations/{id}/devices (office staff): the location's devices, site plans and trends, the tab in
 * the URL (`?tab=`) so a link or a reload opens the same one. Admins manage; Supervisors read.
 */
export function LocationDevicesPage() {
  const id = useRouteId();
  if (!id) return <NotFoundPage />;
  return <LocationDevices key={id} id={id} />;
}

function LocationDevices({ id }: { id: number }) {
  const { t } = useTranslation();
  const me = useAuthUser().data;
  const admin = me ? permissionsOf(me).manage : false;
  const location = useLocation(id);
  const { get, set } = useListParams();
  const tab: Tab = TABS.find((x) => x === get('tab')) ?? 'devices';
  if (location.isPending) {
    return (
      <Center py="xl">
        <LoadingSpinner />
      </Center>
    );
  }
  if (location.error) {
    return (
      <Alert color="red" role="alert" title={t('common.loadFailed')}>
        {location.error.message}
      </Alert>
    );
  }
  return (
    <Stack>
      <Anchor component={Link} to={admin ? `/locations/${id}/edit` : '/locations'} size="sm">
        {admin ? t('devices.page.backToLocation') : t('devices.page.backToLocations')}
      </Anchor>
      <Title order={1}>{t('devices.page.title', { name: location.data.name })}</Title>
      <Tabs
        value={tab}
        // The other tab's own URL parameters (the list's filter) stay for when it comes back.
        onChange={(v) => set({ tab: v === 'devices' || !v ? undefined : v })}
        keepMounted={false}
      >
        <Tabs.List>
          <Tabs.Tab value="devices" leftSection={<IconLayoutGrid size={16} aria-hidden />}>
            {t('devices.page.tabs.devices')}
          </Tabs.Tab>
          <Tabs.Tab value="plan" leftSection={<IconMap2 size={16} aria-hidden />}>
            {t('devices.page.tabs.plan')}
          </Tabs.Tab>
          <Tabs.Tab value="trends" leftSection={<IconChartLine size={16} aria-hidden />}>
            {t('devices.page.tabs.trends')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="devices" pt="md">
          <DevicesList locationId={id} canManage={admin} />
        </Tabs.Panel>
        <Tabs.Panel value="plan" pt="md">
          <SitePlans locationId={id} canManage={admin} />
        </Tabs.Panel>
        <Tabs.Panel value="trends" pt="md">
          <DeviceTrends locationId={id} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
