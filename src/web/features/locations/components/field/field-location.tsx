import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import { IconPhone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LoadState } from '@web/components/load-state';
import { useContacts } from '../../api/get-contacts';
import { useLocation } from '../../api/get-location';
import { LocationNotes } from '../location-notes';

/**
 * A location as a technician needs it on site (issue 32 item 2): its name, address and customer,
 * and the people to ask for, each phone a tap away. Read from the copy the device keeps of the
 * week, so it opens with no connection.
 */
export function FieldLocation({ id }: { id: number }) {
  const { t } = useTranslation();
  const location = useLocation(id);
  const contacts = useContacts(id);
  const place = location.data;
  const people = contacts.data?.contacts ?? [];
  return (
    <Stack gap="sm">
      <LoadState
        isLoading={location.isPending}
        error={location.error}
        isEmpty={false}
        emptyText=""
        onRetry={() => void location.refetch()}
      />
      {place && (
        <>
          <Title order={1} size="h2" dir="auto">
            {place.name}
          </Title>
          <Stack gap={0} component="section" aria-label={t('today.place.address')}>
            <Text size="sm" c="dimmed">
              {t('today.place.address')}
            </Text>
            <Text dir="auto" data-testid="field-address">
              {place.address}
            </Text>
          </Stack>
          {place.customer.name && (
            <Text size="sm" dir="auto">
              {t('today.place.customer')}: {place.customer.name}
            </Text>
          )}
          <LocationNotes notes={place.notes} />
        </>
      )}
      <Title order={2} size="h4">
        {t('today.place.contacts')}
      </Title>
      <LoadState
        isLoading={contacts.isPending}
        error={contacts.error}
        isEmpty={people.length === 0}
        emptyText={t('today.place.noContacts')}
        onRetry={() => void contacts.refetch()}
      />
      {people.map((person, i) => (
        <Card key={`${person.name}-${i}`} withBorder padding="xs" data-testid="field-contact">
          <Text fw={600} dir="auto">
            {person.name}
          </Text>
          {person.role && (
            <Text size="sm" c="dimmed" dir="auto">
              {person.role}
            </Text>
          )}
          {person.phone && (
            <Anchor
              href={`tel:${person.phone}`}
              size="sm"
              aria-label={t('today.place.call', { name: person.name })}
            >
              <IconPhone size={14} aria-hidden /> <span dir="ltr">{person.phone}</span>
            </Anchor>
          )}
          {person.email && (
            <Anchor href={`mailto:${person.email}`} size="sm" dir="ltr">
              {person.email}
            </Anchor>
          )}
        </Card>
      ))}
    </Stack>
  );
}
