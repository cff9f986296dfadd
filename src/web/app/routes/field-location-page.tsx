import { Anchor, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FieldActions } from '@web/features/corrective-actions/components/field-actions';
import { FieldDevices } from '@web/features/devices/components/field-devices';
import { FieldLocation } from '@web/features/locations/components/field/field-location';
import { NotFoundPage } from './not-found-page';
import { useRouteId } from './route-id';

/**
 * `/my/locations/:id` (issue 32 item 2): a visit's location as the technician on site needs it:
 * address, contacts, devices, site plans and open corrective actions, from the copy of the week
 * the device keeps (app/keep-week.tsx), so it opens with no connection. The office's location
 * page stays theirs.
 */
export function FieldLocationPage() {
  const { t } = useTranslation();
  const id = useRouteId();
  if (!id) return <NotFoundPage />;
  return (
    <Stack maw={640} gap="md">
      <Anchor component={Link} to="/today" size="sm">
        {t('today.place.back')}
      </Anchor>
      <FieldLocation id={id} />
      <FieldDevices locationId={id} />
      <FieldActions locationId={id} />
    </Stack>
  );
}
