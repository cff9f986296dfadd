import { Anchor, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { dateDirection, formatDay } from '@web/lib/date-style';
import { notifySuccess } from '@web/components/undo-notification';
import { deferredCode, usePreloadAfterFirstScreen } from '@web/components/deferred-widget';
import { DeferredPart } from '@web/components/deferred-part';
import { ListState } from '@web/components/list-state';
import { useReportActions } from '../../api/get-report-actions';
import { ActionStatus } from './action-status';

// The form (its due day's calendar and Popover) is not part of the report page's first screen: it
// comes after it, before anyone presses New (decision 0067). Pressed sooner, it is asked for at once
// and Loading… stands where it comes; if it does not arrive, Try again.
const formCode = deferredCode(
  () => import('./report-action-form'),
  (module) => module.ReportActionForm,
);

/**
 * The staff report view's section: the corrective actions made from this report (from its flagged
 * answers or by hand), each opening its page, and New to make one by hand.
 */
export function ReportActions({ reportId }: { reportId: number }) {
  const { t } = useTranslation();
  const query = useReportActions(reportId);
  const [adding, setAdding] = useState(false);
  usePreloadAfterFirstScreen(formCode.load);
  const rows = query.data?.from_report ?? [];
  return (
    <Stack component="section" aria-labelledby={`report-actions-${reportId}`} gap="sm">
      <Group justify="space-between">
        <Title order={2} id={`report-actions-${reportId}`}>
          {t('correctiveActions.ofReport')}
        </Title>
        {!adding && (
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setAdding(true)}
          >
            {t('correctiveActions.new')}
          </Button>
        )}
      </Group>
      {adding && (
        <Paper withBorder p="md" maw={640}>
          <DeferredPart
            code={formCode}
            now
            failedText={t('common.formFailed')}
            props={{
              reportId,
              onCreated: (a: { title: string }) => {
                notifySuccess(t('correctiveActions.created', { title: a.title }));
                setAdding(false);
              },
              onCancel: () => setAdding(false),
            }}
          />
        </Paper>
      )}
      <Table.ScrollContainer minWidth={560}>
        <Table>
          <Table.Tbody>
            <ListState
              columns={4}
              isLoading={query.isPending}
              error={query.error}
              isEmpty={rows.length === 0}
              emptyText={t('correctiveActions.noneOnReport')}
              onRetry={() => void query.refetch()}
            />
            {rows.map((a) => (
              <Table.Tr key={a.id}>
                <Table.Td>
                  <Anchor component={Link} to={`/corrective-actions/${a.id}`}>
                    {a.title}
                  </Anchor>
                  {a.question && (
                    <Text size="xs" c="dimmed">
                      {a.question}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{a.assignee?.name ?? t('correctiveActions.unassigned')}</Table.Td>
                <Table.Td dir={dateDirection()}>{a.due_date ? formatDay(a.due_date) : ''}</Table.Td>
                <Table.Td>
                  <Group gap={6} wrap="nowrap">
                    <ActionStatus action={a} />
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
