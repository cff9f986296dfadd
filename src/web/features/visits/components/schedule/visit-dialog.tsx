import { Anchor, Badge, Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SKIP_REASON_MAX, type VisitRow } from '@shared/schemas/visits';
import { type Change, canMove, changeOf, STATUS_COLORS } from './schedule-model';
import { TechnicianPicker } from './technician-picker';
import { VisitChangeRequests } from './visit-change-requests';
import { DayInput } from '@web/components/day-input';
import { LocationLink } from '@web/components/location-link';

/**
 * A visit by keyboard: its day, window and technicians (the way to assign an unassigned one without
 * dragging), skipping it with a reason or scheduling it again, and links to its job and report.
 */
export function VisitDialog({
  visit,
  onClose,
  onChange,
  pending,
}: {
  visit: VisitRow;
  onClose: () => void;
  onChange: (visit: VisitRow, change: Change) => void;
  pending: boolean;
}) {
  const { t } = useTranslation();
  const [date, setDate] = useState(visit.date);
  const [start, setStart] = useState(visit.start_time ?? '');
  const [end, setEnd] = useState(visit.end_time ?? '');
  const [people, setPeople] = useState(visit.technicians.map((p) => String(p.id)));
  const [reason, setReason] = useState('');
  const movable = canMove(visit);
  const windowError = start && end && end <= start ? t('errors.visit.windowOrder') : undefined;

  const save = () => {
    const change = changeOf(visit, {
      date,
      start_time: start || null,
      end_time: end || null,
      technician_ids: people.map(Number),
    });
    if (change) onChange(visit, change);
    else onClose();
  };

  return (
    <Modal opened onClose={onClose} title={`${visit.job.name} · ${visit.location.name}`} size="lg">
      <Stack>
        <Group gap="xs">
          <Badge color={STATUS_COLORS[visit.status]} variant="light">
            {t(`schedule.status.${visit.status}`)}
          </Badge>
          <LocationLink id={visit.location.id} name={visit.location.name} size="sm" fw={600} />
          <Text size="sm" c="dimmed" dir="auto">
            {visit.location.address}
          </Text>
        </Group>
        <VisitChangeRequests visitId={visit.id} />
        {visit.skip_reason && (
          <Text size="sm">{t('schedule.skippedBecause', { reason: visit.skip_reason })}</Text>
        )}
        <Group grow align="flex-start">
          <DayInput label={t('schedule.date')} value={date} onChange={setDate} disabled={!movable} required />
          <TextInput
            type="time"
            label={t('schedule.from')}
            value={start}
            onChange={(e) => setStart(e.currentTarget.value)}
            disabled={!movable}
          />
          <TextInput
            type="time"
            label={t('schedule.to')}
            value={end}
            onChange={(e) => setEnd(e.currentTarget.value)}
            disabled={!movable}
            error={windowError}
          />
        </Group>
        <Text size="xs" c="dimmed">
          {t('schedule.windowHelp')}
        </Text>
        <TechnicianPicker
          current={visit.technicians}
          value={people}
          onChange={setPeople}
          disabled={!movable}
        />
        <Group justify="space-between">
          <Group gap="md">
            <Anchor component={Link} to={`/jobs/${visit.job_id}`}>
              {t('schedule.openJob')}
            </Anchor>
            {visit.report && (
              <Anchor component={Link} to={`/reports/${visit.report.id}`}>
                {t('schedule.openReport')}
              </Anchor>
            )}
          </Group>
          {movable && (
            <Button onClick={save} loading={pending} disabled={!date || Boolean(windowError)}>
              {t('schedule.save')}
            </Button>
          )}
        </Group>
        {visit.status === 'scheduled' && (
          <Stack gap="xs">
            <Textarea
              label={t('schedule.skipReason')}
              value={reason}
              onChange={(e) => setReason(e.currentTarget.value)}
              maxLength={SKIP_REASON_MAX}
              rows={2}
            />
            <Group>
              <Button
                variant="light"
                color="gray"
                disabled={!reason.trim()}
                loading={pending}
                onClick={() =>
                  onChange(visit, {
                    body: { status: 'skipped', skip_reason: reason.trim() },
                    inverse: { status: 'scheduled' },
                  })
                }
              >
                {t('schedule.skip')}
              </Button>
            </Group>
          </Stack>
        )}
        {visit.status === 'skipped' && (
          <Group>
            <Button
              variant="light"
              loading={pending}
              onClick={() =>
                onChange(visit, {
                  body: { status: 'scheduled' },
                  inverse: { status: 'skipped', skip_reason: visit.skip_reason ?? t('schedule.undoReason') },
                })
              }
            >
              {t('schedule.scheduleAgain')}
            </Button>
          </Group>
        )}
      </Stack>
    </Modal>
  );
}
