import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadState } from './load-state';

/** How many rows a page's short list shows; the link goes to the whole list. */
export const SHORT = 5;

/**
 * A section of a record's page (the job page, the location page): a titled card with the newest
 * few rows, its own loading, failed (with Retry) and empty states, and the total, a link to the
 * whole filtered list where one exists (`allTo`).
 */
export function ShortList<T>(props: {
  id: string;
  title: string;
  query: UseQueryResult<T>;
  rows: (data: T) => { key: number; content: ReactNode }[];
  total: (data: T) => number;
  empty: string;
  allTo?: string;
}) {
  const { t } = useTranslation();
  const rows = props.query.data ? props.rows(props.query.data).slice(0, SHORT) : [];
  const total = props.query.data ? props.total(props.query.data) : 0;
  return (
    <Card withBorder component="section" aria-labelledby={props.id}>
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={2} size="h4" id={props.id}>
            {props.title}
          </Title>
          {props.allTo ? (
            <Anchor component={Link} to={props.allTo} size="sm">
              {t('jobPage.seeAll', { count: total })}
            </Anchor>
          ) : (
            total > rows.length && (
              <Text size="sm" c="dimmed">
                {t('locationPage.shownOf', { shown: rows.length, count: total })}
              </Text>
            )
          )}
        </Group>
        <LoadState
          isLoading={props.query.isPending}
          error={props.query.error}
          isEmpty={rows.length === 0}
          emptyText={props.empty}
          onRetry={() => void props.query.refetch()}
        />
        {rows.length > 0 && (
          <Stack gap={6} component="ul" style={{ listStyle: 'none', paddingInlineStart: 0, margin: 0 }}>
            {rows.map((r) => (
              <li key={r.key}>{r.content}</li>
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
