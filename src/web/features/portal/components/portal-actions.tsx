import { Anchor, Badge, Card, Group, Image, List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDay } from '@web/lib/date-style';
import type { CustomerUpdate } from '@shared/schemas/corrective-actions';
import type { PortalAction } from '@shared/schemas/portal-actions';
import { DateDisplay } from '@web/components/date-display';
import { PhotoButton } from '@web/components/photo-button';
import { useLocationActions } from '../api/get-location-actions';
import { updatePhotoPath, useUploadUpdatePhoto } from '../api/upload-update-photo';
import { PortalActionForm } from './portal-action-form';
import { Section } from './portal-section';

/** Adds (or replaces) the photo of one of the contact's own updates: the camera on a phone. */
function UpdatePhotoButton({ locationId, update }: { locationId: number; update: CustomerUpdate }) {
  const { t } = useTranslation();
  return (
    <PhotoButton
      size="xs"
      upload={useUploadUpdatePhoto(locationId, update.id)}
      label={t(update.has_photo ? 'portal.actions.replacePhoto' : 'portal.actions.addPhoto')}
      saved={t('portal.actions.photoSaved')}
      failed={t('portal.actions.photoFailed')}
    />
  );
}

function ActionItem({
  locationId,
  action,
  email,
}: {
  locationId: number;
  action: PortalAction;
  email: string;
}) {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="sm" radius="sm" component="li" aria-label={action.title}>
      <Stack gap="xs">
        <Group gap="xs" wrap="wrap" justify="space-between">
          <Text fw={600}>{action.title}</Text>
          {action.customer_status && (
            <Badge variant="light" color={action.customer_status === 'fixed' ? 'green' : 'blue'}>
              {t(`portal.actions.status.${action.customer_status}`)}
            </Badge>
          )}
        </Group>
        {action.description && <Text style={{ whiteSpace: 'pre-wrap' }}>{action.description}</Text>}
        {action.due_date && (
          <Text size="sm" c="dimmed">
            {t('portal.actions.due', { date: formatDay(action.due_date) })}
          </Text>
        )}
        {action.updates.length > 0 && (
          <List spacing="xs" listStyleType="none" p={0}>
            {action.updates.map((u) => (
              <List.Item key={u.id}>
                <Stack gap={4}>
                  <Text size="sm">
                    <Text span fw={600}>
                      {t(`portal.actions.kind.${u.kind}`)}
                    </Text>{' '}
                    · <span dir="ltr">{u.email}</span> · <DateDisplay value={u.created_at} />
                  </Text>
                  {u.note && <Text size="sm">{u.note}</Text>}
                  {u.has_photo && (
                    <Anchor href={updatePhotoPath(u.id)} target="_blank" rel="noopener">
                      <Image
                        src={updatePhotoPath(u.id)}
                        alt={t('portal.actions.photo')}
                        maw={200}
                        radius="sm"
                      />
                    </Anchor>
                  )}
                  {u.email === email && action.status !== 'verified' && (
                    <Group>
                      <UpdatePhotoButton locationId={locationId} update={u} />
                    </Group>
                  )}
                </Stack>
              </List.Item>
            ))}
          </List>
        )}
        {action.status !== 'verified' && <PortalActionForm locationId={locationId} actionId={action.id} />}
      </Stack>
    </Card>
  );
}

/** The location's corrective actions that are the customer's to do (decision 0049). */
export function PortalActions({ locationId, email }: { locationId: number; email: string }) {
  const { t } = useTranslation();
  const actions = useLocationActions(locationId);
  const rows = { isPending: actions.isPending, error: actions.error, rows: actions.data?.actions };
  return (
    <Section
      id={`actions-${locationId}`}
      title={t('portal.actions.title')}
      query={rows}
      empty={t('portal.actions.none')}
    >
      {(list) => (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {list.map((a) => (
            <ActionItem key={a.id} locationId={locationId} action={a} email={email} />
          ))}
        </Stack>
      )}
    </Section>
  );
}
