import { Alert, Badge, Button, Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowBack, IconRoute } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { dateDirection, formatDay } from '@web/lib/date-style';
import { haversineKm } from '@shared/haversine';
import type { DayRouteSuggestion, RouteStop } from '@shared/schemas/day-routes';
import { LazyLocationsMap } from '@web/components/lazy-locations-map';
import { LoadState } from '@web/components/load-state';
import { notifyDeleted, notifyError, notifySuccess } from '@web/components/undo-notification';
import { useDayRoute } from '../api/get-day-route';
import { useSaveDayRoute } from '../api/save-day-route';
import { useSuggestDayRoute } from '../api/suggest-day-route';
import { useKm } from './use-km';

/** "08:00–10:00", "08:00" or "Any time": the visit's window as the board writes it. */
function useWindow() {
  const { t } = useTranslation();
  return (stop: RouteStop) =>
    stop.visit.start_time === null
      ? t('dayRoute.anyTime')
      : stop.visit.end_time === null
        ? stop.visit.start_time
        : `${stop.visit.start_time}–${stop.visit.end_time}`;
}

/** The stops in order, each with its number, window, place and the km from the stop before. */
function StopList({ stops, label }: { stops: RouteStop[]; label: string }) {
  const { t } = useTranslation();
  const km = useKm();
  const windowOf = useWindow();
  return (
    <List type="ordered" listStyleType="none" spacing="xs" aria-label={label} data-testid="route-stops">
      {stops.map((stop, i) => (
        <List.Item
          key={stop.visit.id}
          aria-label={t('dayRoute.stopLabel', { n: i + 1, place: stop.visit.location.name })}
        >
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <Badge circle size="lg" variant="filled" aria-hidden>
              {i + 1}
            </Badge>
            <Stack gap={0}>
              <Text fw={600} dir="auto">
                {stop.visit.location.name}
              </Text>
              <Text size="sm" dir="auto">
                <span dir="ltr">{windowOf(stop)}</span> · {stop.visit.job.name}
              </Text>
              <Text size="xs" c="dimmed">
                {stop.km_from_previous === null
                  ? t('dayRoute.firstStop')
                  : t('dayRoute.fromPrevious', { km: km(stop.km_from_previous) })}
              </Text>
            </Stack>
          </Group>
        </List.Item>
      ))}
    </List>
  );
}

/** The server's proposal: the distance it saves, who would still be late, Apply or Dismiss. */
function Proposal(props: {
  proposal: DayRouteSuggestion;
  stops: RouteStop[];
  applying: boolean;
  onApply: () => void;
  onDismiss: () => void;
}) {
  const { t } = useTranslation();
  const km = useKm();
  const { proposal } = props;
  const same = proposal.visit_ids.every((id, i) => props.stops[i]?.visit.id === id);
  const names = new Map(props.stops.map((s) => [s.visit.id, s.visit.location.name]));
  return (
    <Alert color={same ? 'gray' : 'blue'} title={t('dayRoute.proposalTitle')} role="status">
      <Stack gap="xs">
        <Text size="sm">
          {same
            ? t('dayRoute.alreadyShortest', { km: km(proposal.total_km) })
            : t('dayRoute.proposal', {
                km: km(proposal.total_km),
                current: km(proposal.current_km),
                saved: km(proposal.saved_km),
              })}
        </Text>
        {proposal.late_visit_ids.length > 0 && (
          <Text size="sm" c="orange.8">
            {t('dayRoute.late', {
              count: proposal.late_visit_ids.length,
              places: proposal.late_visit_ids.map((id) => names.get(id) ?? '').join(', '),
            })}
          </Text>
        )}
        <Group gap="xs">
          {!same && (
            <Button onClick={props.onApply} loading={props.applying}>
              {t('dayRoute.apply')}
            </Button>
          )}
          <Button variant="default" onClick={props.onDismiss}>
            {t('dayRoute.dismiss')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

/**
 * One person's day on the map in order (issue 33 item 2, decision 0062): the stops, the km
 * between them and the total; "Suggest order" asks the server for the shortest order that keeps
 * the visits' times, shown as a proposal until "Apply order" saves it (then Undo).
 */
export function DayRoute({ userId, day }: { userId: number; day: string }) {
  const { t } = useTranslation();
  const km = useKm();
  const route = useDayRoute(userId, day);
  const suggest = useSuggestDayRoute(userId, day);
  const save = useSaveDayRoute(userId, day);
  const [proposal, setProposal] = useState<DayRouteSuggestion | null>(null);
  const data = route.data;
  const stops = data?.stops ?? [];
  const byId = new Map(stops.map((s) => [s.visit.id, s]));
  const proposed = proposal ? proposal.visit_ids.flatMap((id) => byId.get(id) ?? []) : null;
  const shown = proposed ?? stops;

  const askSuggestion = () =>
    suggest.mutate(undefined, {
      onSuccess: setProposal,
      onError: (e) => notifyError(t('dayRoute.suggestFailed'), e),
    });
  const apply = () => {
    if (!proposal || !data) return;
    // Undo puts back what was saved before: the earlier order, or none.
    const before = data.ordered ? data.stops.map((s) => s.visit.id) : null;
    save.mutate(proposal.visit_ids, {
      onSuccess: () => {
        setProposal(null);
        notifyDeleted({
          message: t('dayRoute.applied', { name: data.technician.name }),
          onUndo: () =>
            save.mutate(before, {
              onSuccess: () => notifySuccess(t('dayRoute.undone', { name: data.technician.name })),
              onError: (e) => notifyError(t('dayRoute.undoFailed'), e),
            }),
        });
      },
      onError: (e) => notifyError(t('dayRoute.applyFailed'), e),
    });
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Stack gap={0}>
          <Title order={1} size="h2">
            {data ? t('dayRoute.title', { name: data.technician.name }) : t('titles.dayRoute')}
          </Title>
          <Text size="sm" c="dimmed" dir={dateDirection()} ta="start">
            {formatDay(day)}
          </Text>
        </Stack>
        <Group gap="xs">
          <Button component={Link} to="/schedule" variant="default" leftSection={<IconArrowBack size={16} />}>
            {t('dayRoute.back')}
          </Button>
          <Button
            leftSection={<IconRoute size={16} />}
            onClick={askSuggestion}
            loading={suggest.isPending}
            disabled={stops.length < 2}
          >
            {t('dayRoute.suggest')}
          </Button>
        </Group>
      </Group>
      <LoadState
        isLoading={route.isPending}
        error={route.error}
        isEmpty={stops.length === 0}
        emptyText={t('dayRoute.empty')}
        onRetry={() => void route.refetch()}
      />
      {proposal && proposed && (
        <Proposal
          proposal={proposal}
          stops={stops}
          applying={save.isPending}
          onApply={apply}
          onDismiss={() => setProposal(null)}
        />
      )}
      {data && stops.length > 0 && (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <Paper withBorder p="sm">
            <Stack gap="sm">
              <Group justify="space-between">
                <Text fw={700}>
                  {proposal
                    ? t('dayRoute.proposedOrder')
                    : data.ordered
                      ? t('dayRoute.savedOrder')
                      : t('dayRoute.timeOrder')}
                </Text>
                <Text fw={700} data-testid="route-total">
                  {t('dayRoute.total', { km: km(proposal ? proposal.total_km : data.total_km) })}
                </Text>
              </Group>
              <StopList
                stops={proposal ? withLegs(shown) : shown}
                label={proposal ? t('dayRoute.proposedOrder') : t('dayRoute.stops')}
              />
            </Stack>
          </Paper>
          <LazyLocationsMap
            route
            label={t('dayRoute.mapLabel', { name: data.technician.name })}
            height={520}
            points={shown.map((s) => ({
              id: s.visit.id,
              name: s.visit.location.name,
              address: s.visit.location.address,
              latitude: s.latitude,
              longitude: s.longitude,
            }))}
          />
        </SimpleGrid>
      )}
    </Stack>
  );
}

/** The proposal's stops with the km from each one's new predecessor. */
function withLegs(stops: RouteStop[]): RouteStop[] {
  return stops.map((s, i) => ({ ...s, km_from_previous: i === 0 ? null : haversineKm(stops[i - 1]!, s) }));
}
