import { Anchor, Card, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PAGE_SIZE } from '@shared/constants';
import type { SharedView } from '@shared/schemas/share-links';
import { DateDisplay } from '@web/components/date-display';
import { Paginator } from '@web/components/paginator';

type LocationView = Extract<SharedView, { kind: 'location' }>;

/** A location's customer page: its finished reports, newest first, each opening under the link. */
export function SharedLocation({
  token,
  view,
  page,
  onPage,
}: {
  token: string;
  view: LocationView;
  page: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack>
      <div>
        <Title order={2}>{view.location.name}</Title>
        {view.location.address && (
          <Text c="dimmed" dir="auto">
            {view.location.address}
          </Text>
        )}
      </div>
      <Card withBorder padding="md" component="section" aria-labelledby="shared-reports">
        <Title order={3} size="h4" id="shared-reports" mb="sm">
          {t('shareLinks.shared.reports')}
        </Title>
        {view.reports.length === 0 ? (
          <Text c="dimmed">{t('shareLinks.shared.noReports')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={320}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('reports.view.finished')}</Table.Th>
                  <Table.Th>{t('reports.view.template')}</Table.Th>
                  <Table.Th>{t('reports.view.job')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {view.reports.map((r) => (
                  <Table.Tr key={r.id}>
                    <Table.Td>
                      <Anchor component={Link} to={`/s/${token}/reports/${r.id}`}>
                        <DateDisplay value={r.finished_at ?? r.start_date} />
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{r.template}</Table.Td>
                    <Table.Td>{r.job}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {view.total > PAGE_SIZE && (
          <Paginator total={view.total} itemsPerPage={PAGE_SIZE} currentPage={page} onChange={onPage} />
        )}
      </Card>
    </Stack>
  );
}
