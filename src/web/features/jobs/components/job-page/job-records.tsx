import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { dateDirection, formatDateTime, formatDay } from '@web/lib/date-style';
import type { JobOverview } from '@shared/schemas/job-overview';
import { ShortList } from '@web/components/short-list';
import { useAppConfig } from '@web/lib/app-config';
import { useJobActions, useJobApplications, useJobReports } from '../../api/get-job-records';

const REPORT_COLOR: Record<number, string> = { 1: 'yellow', 2: 'blue', 3: 'green' };

/** The job's reports with their status, its applications and its corrective actions, each short. */
export function JobRecords({ job }: { job: JobOverview }) {
  const { t } = useTranslation();
  const { timezone } = useAppConfig();
  const reports = useJobReports(job.id);
  const applications = useJobApplications(job.id);
  const actions = useJobActions(job.id);
  return (
    <Stack gap="md">
      <ShortList
        id="job-reports"
        title={t('jobPage.reports')}
        query={reports}
        total={(d) => d.total}
        empty={t('jobPage.noReports')}
        allTo={`/reports?job_filter=${encodeURIComponent(job.name)}`}
        rows={(d) =>
          d.reports.map((r) => ({
            key: r.id,
            content: (
              <Group gap="xs" wrap="nowrap">
                <Badge color={REPORT_COLOR[r.status_id] ?? 'gray'} variant="light">
                  {t(`reports.statuses.${r.status_id}`)}
                </Badge>
                <Anchor component={Link} to={`/reports/${r.id}`} size="sm" dir="auto">
                  {r.template.name}
                </Anchor>
                <Text size="sm" c="dimmed" dir="auto">
                  {r.user.name} · <span dir={dateDirection()}>{formatDateTime(r.start_date, timezone)}</span>
                </Text>
              </Group>
            ),
          }))
        }
      />
      <ShortList
        id="job-applications"
        title={t('jobPage.applications')}
        query={applications}
        total={(d) => d.total}
        empty={t('jobPage.noApplications')}
        allTo="/applications"
        rows={(d) =>
          d.applications.map((a) => ({
            key: a.id,
            content: (
              <Group gap="xs" wrap="nowrap">
                <Text size="sm" dir={dateDirection()}>
                  {formatDay(a.applied_on)}
                </Text>
                <Anchor component={Link} to={`/applications/${a.id}`} size="sm" dir="auto">
                  {a.product_name}
                </Anchor>
                <Text size="sm" c="dimmed" dir="auto">
                  {a.applicator.name}
                </Text>
              </Group>
            ),
          }))
        }
      />
      <ShortList
        id="job-actions"
        title={t('jobPage.actions')}
        query={actions}
        total={(d) => d.total}
        empty={t('jobPage.noActions')}
        allTo={`/corrective-actions?location_id=${job.location.id}`}
        rows={(d) =>
          d.actions.map((a) => ({
            key: a.id,
            content: (
              <Group gap="xs" wrap="nowrap">
                <Badge color={a.overdue ? 'red' : 'gray'} variant="light">
                  {t(`correctiveActions.status.${a.status}`)}
                </Badge>
                <Anchor component={Link} to={`/corrective-actions/${a.id}`} size="sm" dir="auto">
                  {a.title}
                </Anchor>
              </Group>
            ),
          }))
        }
      />
    </Stack>
  );
}
