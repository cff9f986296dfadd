import { Alert, Card, Loader, Stack, Switch, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PortalNotifications as Choices } from '@shared/schemas/portal-requests';
import { useNotifications } from '../api/get-notifications';
import { useSetNotifications } from '../api/set-notifications';

const CHOICES = ['visit_before', 'report_finished', 'application_recorded'] as const;

/**
 * The mails the contact chooses (decision 0049, part 3), for all their locations: each switch
 * shows what the server saved, so it moves once the server has it.
 */
export function PortalNotifications() {
  const { t } = useTranslation();
  const query = useNotifications();
  const save = useSetNotifications();
  const current = query.data;
  const flip = (key: (typeof CHOICES)[number], on: boolean) => {
    if (current) save.mutate({ ...current, [key]: on } satisfies Choices);
  };
  return (
    <Card withBorder padding="md" radius="md" component="section" aria-labelledby="portal-notifications">
      <Stack gap="sm">
        <Title order={2} size="h4" id="portal-notifications">
          {t('portal.notifications.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('portal.notifications.intro')}
        </Text>
        {query.isPending ? (
          <Loader size="sm" aria-label={t('portal.loading')} />
        ) : query.error ? (
          <Alert color="red" role="alert">
            {query.error.message}
          </Alert>
        ) : (
          CHOICES.map((key) => (
            <Switch
              key={key}
              label={t(`portal.notifications.${key}`)}
              description={t(`portal.notifications.${key}Hint`)}
              checked={current?.[key] ?? false}
              disabled={save.isPending}
              onChange={(e) => flip(key, e.currentTarget.checked)}
            />
          ))
        )}
        {save.error && (
          <Alert color="red" role="alert" p="xs">
            {save.error.message}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
