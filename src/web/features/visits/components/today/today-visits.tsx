import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { addDaysTo, isIsoDate } from '@shared/dates';
import { dateDirection, formatDay } from '@web/lib/date-style';
import type { VisitRow } from '@shared/schemas/visits';
import { LoadState } from '@web/components/load-state';
import { useAuthUser } from '@web/lib/auth';
import { useMyVisits } from '../../api/get-my-visits';
import { VisitCard } from './visit-card';
import { WeekDays } from './week-days';

type TodayVisit = VisitRow & { stop?: number | null };

/**
 * Earliest first: the overdue days before today's; within a day, the office's order when it saved
 * one (decision 0062: numbered stops first, by number), then by the window's start (none: last).
 */
export function inTimeOrder<V extends TodayVisit>(visits: readonly V[]): V[] {
  const stop = (v: TodayVisit) => String(v.stop ?? 99999).padStart(5, '0');
  const key = (v: TodayVisit) => `${v.date} ${stop(v)} ${v.start_time ?? '99:99'} ${v.end_time ?? '99:99'}`;
  return [...visits].sort((a, b) => key(a).localeCompare(key(b)) || a.id - b.id);
}

/**
 * `/today` (issue 18): a technician's visits of the day on a phone, overdue ones first and marked,
 * each with its address, a map link and Start or Continue; tomorrow one tap away (`?day=`). Which
 * day is today is the server's (the office's time zone), never the phone's clock.
 */
export function TodayVisits() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const asked = params.get('day');
  const day = asked && isIsoDate(asked) ? asked : undefined;
  const visits = useMyVisits(day);
  const me = useAuthUser().data;
  const data = visits.data;
  const tomorrow = data ? addDaysTo(data.today, 1) : undefined;
  const isToday = !data || data.day === data.today;
  const title = isToday
    ? t('today.title')
    : data.day === tomorrow
      ? t('today.tomorrowTitle')
      : formatDay(data.day);
  const list = data ? inTimeOrder(data.visits) : [];
  return (
    <Stack maw={640} gap="sm">
      <Group justify="space-between" wrap="nowrap">
        <Stack gap={0}>
          <Title order={1} size="h2">
            {title}
          </Title>
          {data && (
            <Text size="sm" c="dimmed" dir={dateDirection()} ta="start">
              {formatDay(data.day)}
            </Text>
          )}
        </Stack>
        {data &&
          (isToday ? (
            <Button component={Link} to={`?day=${tomorrow}`} variant="light">
              {t('today.showTomorrow')}
            </Button>
          ) : (
            <Button component={Link} to="/today" variant="light">
              {t('today.backToToday')}
            </Button>
          ))}
      </Group>
      {data && <WeekDays today={data.today} shown={data.day} />}
      <LoadState
        isLoading={visits.isPending}
        error={visits.error}
        isEmpty={list.length === 0}
        emptyText={isToday ? t('today.empty') : t('today.emptyDay')}
        onRetry={() => void visits.refetch()}
      />
      {data &&
        list.map((visit) => <VisitCard key={visit.id} visit={visit} today={data.today} userId={me?.id} />)}
    </Stack>
  );
}
