import { Alert, Button, Center, Divider, Stack } from '@mantine/core';
import { IconBox } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RecordHistory } from '@web/features/activity/components/record-history';
import { LocationActions } from '@web/features/corrective-actions/components/location-actions';
import { useLocation } from '@web/features/locations/api/get-location';
import { LocationContacts } from '@web/features/locations/components/location-contacts';
import { LocationForm } from '@web/features/locations/components/location-form';
import { ShareLinksSection } from '@web/features/share-links/components/share-links-section';
import { NotFoundPage } from './not-found-page';
import { useRouteId } from './route-id';
import { LoadingSpinner } from '@web/components/loading-spinner';

export function LocationEditPage() {
  const id = useRouteId();
  if (!id) return <NotFoundPage />;
  return <LocationEdit key={id} id={id} />;
}

function LocationEdit({ id }: { id: number }) {
  const { t } = useTranslation();
  const location = useLocation(id);
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
    <Stack gap="xl">
      <LocationForm location={location.data} />
      <Button
        component={Link}
        to={`/locations/${id}/devices`}
        variant="light"
        leftSection={<IconBox size={16} aria-hidden />}
        w="fit-content"
      >
        {t('devices.page.link')}
      </Button>
      <Divider />
      <LocationContacts locationId={id} />
      <Divider />
      <LocationActions locationId={id} />
      <Divider />
      <ShareLinksSection target={{ kind: 'locations', id }} />
      <RecordHistory entity="locations" id={id} />
    </Stack>
  );
}
