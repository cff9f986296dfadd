import { Anchor, Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Status } from '@shared/constants';
import type { LocationOverview } from '@shared/schemas/location-overview';
import { LoadState } from '@web/components/load-state';
import { LoadingSpinner } from '@web/components/loading-spinner';
import { LazyLocationsMap } from '@web/components/lazy-locations-map';
import { LocationNotes } from '../location-notes';

/** The customer's page: the locations list narrowed to the customer's name (decision 0061). */
export const customerPath = (name: string) => `/locations?customer=${encodeURIComponent(name.trim())}`;

function Section(props: { id: string; title: string; children: React.ReactNode }) {
  return (
    <Card withBorder component="section" aria-labelledby={props.id}>
      <Stack gap={4}>
        <Title order={2} size="h4" id={props.id}>
          {props.title}
        </Title>
        {props.children}
      </Stack>
    </Card>
  );
}

/** Loading, failed or the section's content: each card says for itself. */
function Loaded(props: {
  query: UseQueryResult<LocationOverview>;
  children: (data: LocationOverview) => React.ReactNode;
}) {
  if (props.query.data) return <>{props.children(props.query.data)}</>;
  return (
    <LoadState
      isLoading={props.query.isPending}
      error={props.query.error}
      isEmpty={false}
      emptyText=""
      onRetry={() => void props.query.refetch()}
    />
  );
}

/** The page's head: the name and status, and for Admins the links to edit and to the jobs. */
export function LocationHeading(props: {
  id: number;
  query: UseQueryResult<LocationOverview>;
  canManage: boolean;
}) {
  const { t } = useTranslation();
  const location = props.query.data?.location;
  return (
    <Group justify="space-between" align="flex-start">
      <Stack gap={2}>
        {location ? (
          <Title order={1} size="h2" dir="auto">
            {location.name}
          </Title>
        ) : (
          <LoadingSpinner size="sm" />
        )}
        {location && (
          <Group gap="xs">
            <Badge color={location.status_id === Status.Active ? 'teal' : 'gray'} variant="light">
              {location.status_id === Status.Active ? t('common.active') : t('common.inactive')}
            </Badge>
            {location.address_incomplete && (
              <Badge variant="light" color="yellow">
                {t('locations.incomplete')}
              </Badge>
            )}
          </Group>
        )}
      </Stack>
      <Group gap="xs">
        {props.canManage && (
          <Button component={Link} to={`/locations/${props.id}/edit`} variant="light">
            {t('common.edit')}
          </Button>
        )}
        <Button component={Link} to="/locations" variant="subtle">
          {t('locationPage.allLocations')}
        </Button>
      </Group>
    </Group>
  );
}

/** The customer and billing details, the service address with its map, the devices and site plans. */
export function LocationDetails({ id, query }: { id: number; query: UseQueryResult<LocationOverview> }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }}>
      <Section id="location-customer" title={t('locationPage.customer')}>
        <Loaded query={query}>
          {({ location, customer_locations }) => {
            const c = location.customer;
            if (!c.name && !c.billing_address && !c.phone && !c.email) {
              return (
                <Text size="sm" c="dimmed">
                  {t('locationPage.noCustomer')}
                </Text>
              );
            }
            return (
              <>
                {c.name && (
                  <Text fw={600} dir="auto">
                    {c.name}
                  </Text>
                )}
                {c.billing_address && (
                  <Text size="sm" dir="auto" style={{ whiteSpace: 'pre-line' }}>
                    {t('locationPage.billing', { address: c.billing_address })}
                  </Text>
                )}
                {c.phone && (
                  <Anchor href={`tel:${c.phone}`} size="sm" dir="ltr" ta="start">
                    {c.phone}
                  </Anchor>
                )}
                {c.email && (
                  <Anchor href={`mailto:${c.email}`} size="sm" dir="ltr" ta="start">
                    {c.email}
                  </Anchor>
                )}
                {c.name && customer_locations > 0 && (
                  <Anchor component={Link} to={customerPath(c.name)} size="sm">
                    {t('locationPage.customerLocations', { count: customer_locations + 1 })}
                  </Anchor>
                )}
              </>
            );
          }}
        </Loaded>
      </Section>
      <Section id="location-address" title={t('locationPage.address')}>
        <Loaded query={query}>
          {({ location }) => (
            <>
              <Text size="sm" dir="auto">
                {location.address || t('locationPage.noAddress')}
              </Text>
              <LocationNotes notes={location.notes} size="sm" />
              <LazyLocationsMap
                points={[location]}
                label={t('locations.map.formLabel')}
                height={200}
                afterFirstScreen
              />
            </>
          )}
        </Loaded>
      </Section>
      <Section id="location-devices" title={t('locationPage.devices')}>
        <Loaded query={query}>
          {({ devices }) => (
            <>
              <Text size="sm">{t('locationPage.deviceCount', { count: devices.active })}</Text>
              {devices.removed > 0 && (
                <Text size="sm" c="dimmed">
                  {t('locationPage.removedCount', { count: devices.removed })}
                </Text>
              )}
              <Text size="sm">{t('locationPage.planCount', { count: devices.site_plans })}</Text>
              <Anchor component={Link} to={`/locations/${id}/devices`} size="sm">
                {t('locationPage.openDevices')}
              </Anchor>
            </>
          )}
        </Loaded>
      </Section>
    </SimpleGrid>
  );
}
