import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { dayIn } from '@shared/dates';
import { formatDay } from '@web/lib/date-style';
import type { FilingDue } from '@shared/schemas/compliance';
import { useAppConfig } from '@web/lib/app-config';
import { useFilingsDue } from '../api/get-filings-due';

const pathOf = (d: FilingDue) =>
  d.state === 'CA'
    ? `/compliance?state=CA&month=${d.period_start.slice(0, 7)}`
    : `/compliance?state=NY&year=${d.period_start.slice(0, 4)}`;

/** On the Admin's home: a filing past its due day and not made, in red, then the next due, and whether each is ready or made. */
export function FilingsDueCard() {
  const { t, i18n } = useTranslation();
  const query = useFilingsDue();
  const today = dayIn(new Date(), useAppConfig().timezone);
  const due = query.data?.due ?? [];
  if (due.length === 0) return null;
  const monthOf = (d: FilingDue) =>
    new Date(`${d.period_start}T12:00:00Z`).toLocaleString(i18n.language, {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
  return (
    <Paper withBorder p="md" mb="md" component="section" aria-label={t('compliance.dueTitle')}>
      <Stack gap="xs">
        <Title order={3}>{t('compliance.dueTitle')}</Title>
        {due.map((d) => (
          <Group key={`${d.state}-${d.period_start}`} gap="sm" wrap="wrap">
            <Anchor
              component={Link}
              to={pathOf(d)}
              c={d.overdue ? 'red' : undefined}
              fw={d.overdue ? 700 : undefined}
            >
              {d.state === 'CA'
                ? t('compliance.dueCa', { month: monthOf(d) })
                : t('compliance.dueNy', { year: d.period_start.slice(0, 4) })}
            </Anchor>
            <Text size="sm">{t('compliance.dueOn', { day: formatDay(d.due_on) })}</Text>
            {d.overdue ? (
              <Badge color="red" variant="filled">
                {t('compliance.dueOverdue')}
              </Badge>
            ) : d.filed ? (
              <Badge color="green" variant="light">
                {t('compliance.dueFiled')}
              </Badge>
            ) : d.problems > 0 ? (
              <Badge color="orange" variant="light">
                {t('compliance.problems', { count: d.problems })}
              </Badge>
            ) : (
              <Badge color="blue" variant="light">
                {/* A period still running has no problem yet, but is not ready to file. */}
                {d.period_end < today ? t('compliance.ready') : t('compliance.noProblemsYet')}
              </Badge>
            )}
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
