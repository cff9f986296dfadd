import { Anchor, Badge, Group, Image, List, Stack, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ActionDetail } from '@shared/schemas/corrective-actions';
import { DateDisplay } from '@web/components/date-display';
import { LabelledValue } from '@web/components/labelled-value';
import { notifyError } from '@web/components/undo-notification';
import { customerUpdatePhotoPath } from '../api/get-customer-update-photo';
import { useUpdateAction } from '../api/update-action';

/**
 * The customer's part of an action (issue 37, decision 0049): whether the location's contacts see
 * it in their portal as theirs to do, and what they said on it there, by their address.
 */
export function ActionCustomer({ action }: { action: ActionDetail }) {
  const { t } = useTranslation();
  const update = useUpdateAction(action.id);
  return (
    <Stack gap="sm">
      <Switch
        label={t('correctiveActions.customer.assigned')}
        description={t('correctiveActions.customer.assignedHint')}
        checked={action.customer_assigned}
        disabled={update.isPending}
        onChange={(e) =>
          update.mutate(
            { customer_assigned: e.currentTarget.checked },
            { onError: (error) => notifyError(t('correctiveActions.saveFailed'), error) },
          )
        }
      />
      {action.customer_updates.length > 0 && (
        <LabelledValue label={t('correctiveActions.customer.updates')}>
          <List spacing="sm" listStyleType="none" p={0}>
            {action.customer_updates.map((u) => (
              <List.Item key={u.id}>
                <Stack gap={4}>
                  <Group gap="xs" wrap="wrap">
                    <Badge variant="light">{t(`correctiveActions.customer.kind.${u.kind}`)}</Badge>
                    <Text size="sm">
                      {t('correctiveActions.customer.by', { email: u.email })}{' '}
                      <DateDisplay value={u.created_at} />
                    </Text>
                  </Group>
                  {u.note && <Text style={{ whiteSpace: 'pre-wrap' }}>{u.note}</Text>}
                  {u.has_photo && (
                    <Anchor href={customerUpdatePhotoPath(u.id)} target="_blank" rel="noopener">
                      <Image
                        src={customerUpdatePhotoPath(u.id)}
                        alt={t('correctiveActions.customer.photo')}
                        maw={240}
                        radius="sm"
                      />
                    </Anchor>
                  )}
                </Stack>
              </List.Item>
            ))}
          </List>
        </LabelledValue>
      )}
    </Stack>
  );
}
