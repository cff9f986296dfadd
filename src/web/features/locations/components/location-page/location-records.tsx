import { Anchor, Badge, Group, SimpleGrid, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { dateDirection, formatDateTime, formatDay } from '@web/lib/date-style';
import type { LocationOverview } from '@shared/schemas/location-overview';
import { ShortList } from '@web/components/short-list';
import { useAppConfig } from '@web/lib/app-config';

type Query = UseQueryResult<LocationOverview>;
type Visit = LocationOverview['coming_visits']['rows'][number];
type Link_ = LocationOverview['share_links']['rows'][number];

const REPORT_COLOR: Record<number, string> = { 1: 'yellow', 2: 'blue', 3: 'green' };
const VISIT_COLOR: Record<string, string> = { scheduled: 'blue', in_progress: 'yellow', done: 'green' };

function Line({ children }: { children: ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap">
      {children}
    </Group>
  );
}

function VisitLine({ visit }: { visit: Visit }) {
  const { t } = useTranslation();
  return (
    <Line>
      <Text size="sm" dir={dateDirection()}>
        {formatDay(visit.date)}
        {visit.start_time && ` ${visit.start_time}${visit.end_time ? `–${visit.end_time}` : ''}`}
      </Text>
      <Anchor component={Link} to={`/jobs/${visit.job.id}`} size="sm" dir="auto">
        {visit.job.name}
      </Anchor>
      <Badge color={VISIT_COLOR[visit.status] ?? 'gray'} variant="light">
        {t(`schedule.status.${visit.status}`)}
      </Badge>
    </Line>
  );
}

function linkState(link: Link_, now: Date): 'active' | 'expired' | 'revoked' {
  if (link.revoked_at) return 'revoked';
  return new Date(link.expires_at) <= now ? 'expired' : 'active';
}

/**
 * The location's work and records, each the newest few with its own loading, failed and empty
 * states, and a link to the whole list where one is filtered by the location. `now` is the
 * page's clock (a share link's expiry); mail only for those who read the outbox (`readsMail`: Admins).
 */
export function LocationRecords(props: { id: number; query: Query; now: Date; readsMail: boolean }) {
  const { id, query, now } = props;
  const { t } = useTranslation();
  const { timezone } = useAppConfig();
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <ShortList
        id="location-contacts"
        title={t('locationPage.contacts')}
        query={query}
        total={(d) => d.contacts.total}
        empty={t('locationPage.noContacts')}
        rows={(d) =>
          d.contacts.rows.map((c) => ({
            key: c.id,
            content: (
              <Line>
                <Text size="sm" fw={500} dir="auto">
                  {c.name}
                </Text>
                {c.role && (
                  <Text size="sm" c="dimmed" dir="auto">
                    {c.role}
                  </Text>
                )}
                {c.phone && (
                  <Anchor href={`tel:${c.phone}`} size="sm" dir="ltr">
                    {c.phone}
                  </Anchor>
                )}
                {c.email && (
                  <Anchor href={`mailto:${c.email}`} size="sm" dir="ltr">
                    {c.email}
                  </Anchor>
                )}
                {c.email && (
                  <Text size="sm" c="dimmed">
                    {c.language ? t(`languages.${c.language}`) : t('locations.contacts.companyLanguage')}
                  </Text>
                )}
              </Line>
            ),
          }))
        }
      />
      <ShortList
        id="location-jobs"
        title={t('locationPage.jobs')}
        query={query}
        total={(d) => d.jobs.total}
        empty={t('locationPage.noJobs')}
        allTo={`/locations/${id}/jobs`}
        rows={(d) =>
          d.jobs.rows.map((j) => ({
            key: j.id,
            content: (
              <Line>
                <Anchor component={Link} to={`/jobs/${j.id}`} size="sm" dir="auto">
                  {j.name}
                </Anchor>
                <Text size="sm" c="dimmed" dir="auto">
                  {j.category}
                </Text>
              </Line>
            ),
          }))
        }
      />
      <ShortList
        id="location-coming"
        title={t('locationPage.comingVisits')}
        query={query}
        total={(d) => d.coming_visits.total}
        empty={t('jobPage.visits.noneComing')}
        rows={(d) => d.coming_visits.rows.map((v) => ({ key: v.id, content: <VisitLine visit={v} /> }))}
      />
      <ShortList
        id="location-past"
        title={t('locationPage.pastVisits')}
        query={query}
        total={(d) => d.past_visits.total}
        empty={t('jobPage.visits.nonePast')}
        rows={(d) => d.past_visits.rows.map((v) => ({ key: v.id, content: <VisitLine visit={v} /> }))}
      />
      <ShortList
        id="location-reports"
        title={t('jobPage.reports')}
        query={query}
        total={(d) => d.reports.total}
        empty={t('jobPage.noReports')}
        rows={(d) =>
          d.reports.rows.map((r) => ({
            key: r.id,
            content: (
              <Line>
                <Badge color={REPORT_COLOR[r.status_id] ?? 'gray'} variant="light">
                  {t(`reports.statuses.${r.status_id}`)}
                </Badge>
                <Anchor component={Link} to={`/reports/${r.id}`} size="sm" dir="auto">
                  {r.template.name}
                </Anchor>
                <Text size="sm" c="dimmed" dir="auto">
                  {r.job.name} · {r.user.name} ·{' '}
                  <span dir={dateDirection()}>{formatDateTime(r.start_date, timezone)}</span>
                </Text>
              </Line>
            ),
          }))
        }
      />
      <ShortList
        id="location-applications"
        title={t('locationPage.applications')}
        query={query}
        total={(d) => d.applications.total}
        empty={t('jobPage.noApplications')}
        rows={(d) =>
          d.applications.rows.map((a) => ({
            key: a.id,
            content: (
              <Line>
                <Text size="sm" dir={dateDirection()}>
                  {formatDay(a.applied_on)}
                </Text>
                <Anchor component={Link} to={`/applications/${a.id}`} size="sm" dir="auto">
                  {a.product_name}
                </Anchor>
                <Text size="sm" c="dimmed" dir="auto">
                  {a.applicator}
                </Text>
              </Line>
            ),
          }))
        }
      />
      <ShortList
        id="location-actions"
        title={t('jobPage.actions')}
        query={query}
        total={(d) => d.corrective_actions.total}
        empty={t('jobPage.noActions')}
        allTo={`/corrective-actions?location_id=${id}`}
        rows={(d) =>
          d.corrective_actions.rows.map((a) => ({
            key: a.id,
            content: (
              <Line>
                <Badge color="gray" variant="light">
                  {t(`correctiveActions.status.${a.status}`)}
                </Badge>
                <Anchor component={Link} to={`/corrective-actions/${a.id}`} size="sm" dir="auto">
                  {a.title}
                </Anchor>
                {a.due_date && (
                  <Text size="sm" c="dimmed" dir={dateDirection()}>
                    {formatDay(a.due_date)}
                  </Text>
                )}
              </Line>
            ),
          }))
        }
      />
      <ShortList
        id="location-links"
        title={t('locationPage.shareLinks')}
        query={query}
        total={(d) => d.share_links.total}
        empty={t('shareLinks.none')}
        rows={(d) =>
          d.share_links.rows.map((l) => ({
            key: l.id,
            content: (
              <Line>
                <Badge color={linkState(l, now) === 'active' ? 'teal' : 'gray'} variant="light">
                  {t(`shareLinks.states.${linkState(l, now)}`)}
                </Badge>
                {l.report_id ? (
                  <Anchor component={Link} to={`/reports/${l.report_id}`} size="sm" dir="auto">
                    {l.label || t('shareLinks.noLabel')}
                  </Anchor>
                ) : (
                  <Text size="sm" dir="auto">
                    {l.label || t('shareLinks.noLabel')}
                  </Text>
                )}
                <Text size="sm" c="dimmed">
                  {t('shareLinks.expires')}{' '}
                  <span dir={dateDirection()}>{formatDateTime(l.expires_at, timezone)}</span>
                </Text>
              </Line>
            ),
          }))
        }
      />
      {props.readsMail && (
        <ShortList
          id="location-mail"
          title={t('locationPage.mail')}
          query={query}
          total={(d) => d.mail?.total ?? 0}
          empty={t('locationPage.noMail')}
          rows={(d) =>
            (d.mail?.rows ?? []).map((m) => ({
              key: m.id,
              content: (
                <Line>
                  <Badge color={m.status === 'sent' ? 'teal' : 'gray'} variant="light">
                    {t(`mail.status.${m.status}`)}
                  </Badge>
                  <Anchor component={Link} to={`/mail/${m.id}`} size="sm" dir="auto">
                    {m.subject}
                  </Anchor>
                  <Text size="sm" c="dimmed" dir={dateDirection()}>
                    {formatDateTime(m.created_at, timezone)}
                  </Text>
                </Line>
              ),
            }))
          }
        />
      )}
    </SimpleGrid>
  );
}
