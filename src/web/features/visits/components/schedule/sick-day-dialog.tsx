import { Alert, Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DayReassignmentSuggestion, ProposedMove } from '@shared/schemas/day-reassignment';
import { LoadState } from '@web/components/load-state';
import { notifyDeleted, notifyError, notifySuccess } from '@web/components/undo-notification';
import { numberLocale } from '@web/lib/number-locale';
import { useDayReassignment } from '../../api/get-day-reassignment';
import { undoDayReassignment, useReassignDay } from '../../api/reassign-day';
import { windowText } from './board-card';

/** Numbers (hours, km) with the page's digits, at most one decimal. */
function useNumber() {
  const { i18n } = useTranslation();
  const format = new Intl.NumberFormat(numberLocale(i18n.language), { maximumFractionDigits: 1 });
  return (n: number) => format.format(n);
}

/** Where the visit goes: the new person, with how far and how full their day becomes. */
function Destination({ move, proposal }: { move: ProposedMove; proposal: DayReassignmentSuggestion }) {
  const { t } = useTranslation();
  const number = useNumber();
  if (move.to === null) {
    const others = move.visit.technicians.filter((p) => p.id !== proposal.technician.id);
    return (
      <Text size="sm" c="dimmed">
        {others.length > 0
          ? t('schedule.sickDay.staysWith', { names: others.map((p) => p.name).join(', ') })
          : t('schedule.sickDay.nobodyFree')}
      </Text>
    );
  }
  const target = proposal.targets.find((p) => p.id === move.to!.id);
  const over = target !== undefined && target.load_minutes > target.daily_capacity_hours * 60;
  return (
    <Stack gap={0}>
      <Text size="sm" fw={600} dir="auto">
        {move.to.name}
      </Text>
      <Text size="xs" c="dimmed">
        {move.km === null
          ? t('schedule.sickDay.noOtherVisit')
          : t('schedule.sickDay.km', { km: number(move.km) })}
      </Text>
      {target && (
        <Text size="xs" c={over ? 'red.8' : undefined} data-testid="target-load">
          {t('schedule.sickDay.load', {
            hours: number(target.load_minutes / 60),
            capacity: number(target.daily_capacity_hours),
          })}
          {over && ` · ${t('schedule.board.over')}`}
        </Text>
      )}
    </Stack>
  );
}

function Moves({ proposal }: { proposal: DayReassignmentSuggestion }) {
  const { t } = useTranslation();
  return (
    <Table striped aria-label={t('schedule.sickDay.movesLabel')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('schedule.sickDay.time')}</Table.Th>
          <Table.Th>{t('schedule.sickDay.visit')}</Table.Th>
          <Table.Th>{t('schedule.sickDay.goesTo')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {proposal.moves.map((move) => (
          <Table.Tr key={move.visit.id} data-visit={move.visit.id}>
            <Table.Td>
              <span dir="ltr">{windowText(t('schedule.anyTime'), move.visit)}</span>
            </Table.Td>
            <Table.Td>
              <Text size="sm" fw={600} dir="auto">
                {move.visit.location.name}
              </Text>
              <Text size="xs" c="dimmed" dir="auto">
                {move.visit.job.name}
              </Text>
            </Table.Td>
            <Table.Td>
              <Destination move={move} proposal={proposal} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/**
 * A technician out sick (issue 33 item 3, decision 0065): the server's proposal of who takes each
 * visit of the person's day, moved on "Move", then Undo in the notification. Nothing changes
 * before the server has the move.
 */
export function SickDayDialog(props: {
  userId: number;
  name: string;
  day: string;
  dayText: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const proposal = useDayReassignment(props.userId, props.day);
  const reassign = useReassignDay(props.userId);
  const data = proposal.data;
  const moves = data?.moves ?? [];

  const confirm = () =>
    reassign.mutate(
      { day: props.day, moves: moves.map((m) => ({ visit_id: m.visit.id, to: m.to?.id ?? null })) },
      {
        onSuccess: (moved) => {
          props.onClose();
          notifyDeleted({
            message: t('schedule.sickDay.moved', { count: moved.moves.length, name: props.name }),
            onUndo: () =>
              void undoDayReassignment(queryClient, props.userId, moved).then(
                () => notifySuccess(t('schedule.sickDay.undone', { name: props.name })),
                (e: unknown) => notifyError(t('schedule.sickDay.undoFailed'), e),
              ),
          });
        },
        onError: (e) => notifyError(t('schedule.sickDay.moveFailed'), e),
      },
    );

  return (
    <Modal
      opened
      onClose={props.onClose}
      title={t('schedule.sickDay.title', { name: props.name, day: props.dayText })}
      size="xl"
    >
      <Stack gap="sm">
        <LoadState
          isLoading={proposal.isPending}
          error={proposal.error}
          isEmpty={data !== undefined && moves.length === 0 && data.staying.length === 0}
          emptyText={t('schedule.sickDay.empty')}
          onRetry={() => void proposal.refetch()}
        />
        {data && moves.length > 0 && (
          <>
            <Text size="sm">{t('schedule.sickDay.intro')}</Text>
            <Moves proposal={data} />
          </>
        )}
        {data && data.staying.length > 0 && (
          <Alert color="gray" role="status">
            {t('schedule.sickDay.staying', { count: data.staying.length, name: props.name })}
          </Alert>
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={props.onClose}>
            {t('common.cancel')}
          </Button>
          {moves.length > 0 && (
            <Button onClick={confirm} loading={reassign.isPending}>
              {t('schedule.sickDay.confirm', { count: moves.length })}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
