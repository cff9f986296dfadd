import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDay } from '@web/lib/date-style';
import { useHandleVisitChangeRequest } from '../../api/handle-visit-change-request';
import { useVisitChangeRequests } from '../../api/get-visit-change-requests';

/**
 * What the location's contacts asked in the customer portal (decision 0049, part 3): the day they
 * prefer and why, each marked handled once the office has answered. Nothing when none is open.
 */
export function VisitChangeRequests({ visitId }: { visitId: number }) {
  const { t } = useTranslation();
  const query = useVisitChangeRequests(visitId);
  const handle = useHandleVisitChangeRequest(visitId);
  const requests = query.data?.requests ?? [];
  if (requests.length === 0) return null;
  return (
    <Alert
      color="yellow"
      title={t('schedule.changeRequests.title')}
      role="region"
      aria-label={t('schedule.changeRequests.title')}
    >
      <Stack gap="xs">
        {requests.map((r) => (
          <Group key={r.id} justify="space-between" wrap="nowrap" align="flex-start">
            <Text size="sm" dir="auto">
              {t('schedule.changeRequests.requested', {
                email: r.email,
                date: formatDay(r.preferred_date),
                note: r.note,
              })}
            </Text>
            <Button
              size="xs"
              variant="light"
              loading={handle.isPending && handle.variables === r.id}
              onClick={() => handle.mutate(r.id)}
            >
              {t('schedule.changeRequests.handle')}
            </Button>
          </Group>
        ))}
        {handle.error && (
          <Text size="sm" c="red" role="alert">
            {handle.error.message}
          </Text>
        )}
      </Stack>
    </Alert>
  );
}
