import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PortalMe } from '@shared/schemas/portal';
import { useSignOutPortal } from '../api/sign-out-portal';
import { PortalLocationCard } from './portal-location-card';
import { PortalNotifications } from './portal-notifications';

/** The signed-in contact's home: each of their locations, the mails they chose, and signing out. */
export function PortalHome({ me }: { me: PortalMe }) {
  const { t } = useTranslation();
  const signOut = useSignOutPortal();
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <div>
          <Title order={1} size="h3">
            {me.company_name ? t('portal.titleOf', { company: me.company_name }) : t('portal.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('portal.signedInAs', { email: me.email })}
          </Text>
        </div>
        <Button
          variant="default"
          leftSection={<IconLogout size={16} aria-hidden />}
          loading={signOut.isPending}
          onClick={() => signOut.mutate()}
        >
          {t('portal.signOut')}
        </Button>
      </Group>
      {me.locations.length === 0 ? (
        <Text c="dimmed">{t('portal.noLocations')}</Text>
      ) : (
        me.locations.map((location) => (
          <PortalLocationCard key={location.id} location={location} email={me.email} />
        ))
      )}
      {me.locations.length > 0 && <PortalNotifications />}
    </Stack>
  );
}
