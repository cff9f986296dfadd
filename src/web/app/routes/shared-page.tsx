import { Anchor, Box, Button, Card, Center, Group, Stack, Text, Title } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { parseRouteId } from '@shared/route-id';
import type { SharedView } from '@shared/schemas/share-links';
import { ReportHeader } from '@web/features/reports/components/report-header';
import { ReportTasks } from '@web/features/reports/components/print/report-tasks';
import { sharedFileUrl, useShared } from '@web/features/share-links/api/get-shared';
import { SharedDocuments } from '@web/features/share-links/components/shared-documents';
import { SharedLocation } from '@web/features/share-links/components/shared-location';
import { SharedProblem } from '@web/features/share-links/components/shared-states';
import { asReportDetail } from '@web/features/share-links/shared-report-detail';
import { NotFoundPage } from './not-found-page';
import { LoadingSpinner } from '@web/components/loading-spinner';

/** Search engines leave the page out even if an address leaks (the API says so in a header). */
function useNoIndex() {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex, nofollow';
    document.head.appendChild(meta);
    return () => meta.remove();
  }, []);
}

function SharedReportBody({
  token,
  reportId,
  view,
}: {
  token: string;
  /** Set under a location's link: the files and documents name their report. */
  reportId: number | null;
  view: Extract<SharedView, { kind: 'report' }>;
}) {
  const { t } = useTranslation();
  const report = asReportDetail(view.report);
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={2}>{report.template.name}</Title>
          <Text c="dimmed">{t('reports.view.number', { id: report.id })}</Text>
        </div>
        <Button variant="default" leftSection={<IconPrinter size={16} />} onClick={() => window.print()}>
          {t('shareLinks.shared.print')}
        </Button>
      </Group>
      <Card withBorder padding="md">
        <ReportHeader report={report} />
      </Card>
      <ReportTasks report={report} fileUrl={(fileId) => sharedFileUrl(token, reportId, fileId)} />
      <SharedDocuments token={token} reportId={reportId} chemicals={view.report.chemicals} />
      {reportId !== null && (
        <Anchor component={Link} to={`/s/${token}`} size="sm">
          {t('shareLinks.shared.backToList')}
        </Anchor>
      )}
    </Stack>
  );
}

/**
 * `/s/{token}` and `/s/{token}/reports/{id}`: what a share link opens, read-only, without an
 * account. Outside the login shell: no session is asked for, and the language is the browser's.
 */
export function SharedPage() {
  const { t } = useTranslation();
  const params = useParams();
  const token = params.token ?? '';
  const reportId = params.reportId === undefined ? null : (parseRouteId(params.reportId) ?? null);
  const [page, setPage] = useState(1);
  const query = useShared(token, reportId, page);
  useNoIndex();
  if (params.reportId !== undefined && reportId === null) return <NotFoundPage />;
  const view = query.data;
  return (
    <Box component="main" py="md">
      <Box maw={960} mx="auto" px="sm">
        {query.error ? (
          <SharedProblem error={query.error} />
        ) : !view ? (
          <Center py="xl">
            <LoadingSpinner />
          </Center>
        ) : (
          <Stack gap="lg">
            <Text fw={800} size="xl" c="green.8" style={{ unicodeBidi: 'plaintext' }}>
              {view.company}
            </Text>
            {view.kind === 'report' ? (
              <SharedReportBody token={token} reportId={reportId} view={view} />
            ) : (
              <SharedLocation token={token} view={view} page={page} onPage={setPage} />
            )}
            <Text size="xs" c="dimmed">
              {t('shareLinks.shared.footer')}
            </Text>
          </Stack>
        )}
      </Box>
    </Box>
  );
}
