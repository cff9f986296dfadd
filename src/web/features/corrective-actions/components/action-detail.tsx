import { Alert, Anchor, Button, Center, Group, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { ActionDetail as Detail, ActionRow } from '@shared/schemas/corrective-actions';
import { DateDisplay } from '@web/components/date-display';
import { permissionsOf, useAuthUser } from '@web/lib/auth';
import { useDeleteWithUndo } from '@web/lib/use-delete-with-undo';
import { useDeleteAction } from '../api/delete-action';
import { useAction } from '../api/get-action';
import { actionPhotoPath } from '../api/upload-action-photo';
import { ActionStatusBadge, PriorityBadge } from './action-badges';
import { ActionCustomer } from './action-customer';
import { ActionEditForm } from './action-edit-form';
import { ActionPhotoUpload } from './action-photo-upload';
import { ActionStatusControls } from './action-status-controls';
import { DueDate } from './actions-list';
import { LoadingSpinner } from '@web/components/loading-spinner';
import { LabelledValue } from '@web/components/labelled-value';
import { LocationLink } from '@web/components/location-link';

/** One corrective action: every field, its status moves, editing, the closing photo and the delete. */
export function ActionDetail({ id }: { id: number }) {
  const { t } = useTranslation();
  const query = useAction(id);
  if (query.isPending) {
    return (
      <Center py="xl">
        <LoadingSpinner />
      </Center>
    );
  }
  if (query.error) {
    return (
      <Alert color="red" role="alert" title={t('common.loadFailed')}>
        {query.error.message}
      </Alert>
    );
  }
  return <ActionRecord action={query.data} />;
}

function ActionRecord({ action }: { action: Detail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useAuthUser().data;
  const admin = Boolean(user && permissionsOf(user).manage);
  const [editing, setEditing] = useState(false);
  const person = (p: ActionRow['assignee']) => p?.name ?? '';
  const remove = useDeleteAction();
  // Deleted actions go to the Trash: Undo brings this one back (decision 19).
  const { askDelete } = useDeleteWithUndo({ entity: 'correctiveActions', remove: remove.mutateAsync });
  const ask = () =>
    askDelete({
      id: action.id,
      name: action.title,
      confirm: { message: t('correctiveActions.confirmDelete', { title: action.title }) },
      onDeleted: () => void navigate('/corrective-actions'),
    });
  const closed = action.status === 'done' || action.status === 'verified';

  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/corrective-actions">
        {t('correctiveActions.backToList')}
      </Anchor>
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Title order={1}>{action.title}</Title>
          <Group gap="xs">
            <ActionStatusBadge status={action.status} />
            <PriorityBadge priority={action.priority} />
          </Group>
        </Stack>
        {!editing && (
          <Group gap="sm">
            <Button variant="default" onClick={() => setEditing(true)}>
              {t('common.edit')}
            </Button>
            {admin && (
              <Button color="red" variant="outline" onClick={ask} loading={remove.isPending}>
                {t('common.delete')}
              </Button>
            )}
          </Group>
        )}
      </Group>
      {editing ? (
        <ActionEditForm action={action} onDone={() => setEditing(false)} />
      ) : (
        <>
          <ActionStatusControls action={action} />
          <ActionCustomer action={action} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <LabelledValue label={t('correctiveActions.description')}>
              <Text style={{ whiteSpace: 'pre-wrap' }}>{action.description || '—'}</Text>
            </LabelledValue>
            <LabelledValue label={t('correctiveActions.location')}>
              <LocationLink id={action.location.id} name={action.location.name} />
              {action.job && (
                <Text size="sm" c="dimmed">
                  {action.job.name}
                </Text>
              )}
            </LabelledValue>
            <LabelledValue label={t('correctiveActions.assignee')}>
              {person(action.assignee) || t('correctiveActions.unassigned')}
            </LabelledValue>
            <LabelledValue label={t('correctiveActions.dueDate')}>
              {action.due_date ? <DueDate action={action} /> : '—'}
            </LabelledValue>
            {action.report_id !== null && (
              <LabelledValue label={t('correctiveActions.fromReport')}>
                <Anchor component={Link} to={`/reports/${action.report_id}`}>
                  {t('correctiveActions.reportNumber', { id: action.report_id })}
                </Anchor>
                {action.question && (
                  <Text size="sm">
                    {action.question}
                    {action.answer ? `: ${action.answer}` : ''}
                  </Text>
                )}
              </LabelledValue>
            )}
            <LabelledValue label={t('correctiveActions.createdBy')}>
              {person(action.created_by)} <DateDisplay value={action.created_at} />
            </LabelledValue>
            {closed && (
              <LabelledValue label={t('correctiveActions.closingNote')}>
                <Text style={{ whiteSpace: 'pre-wrap' }}>{action.closing_note}</Text>
                <Text size="sm" c="dimmed">
                  {person(action.closed_by)} <DateDisplay value={action.closed_at} />
                </Text>
              </LabelledValue>
            )}
            {action.verified_at && (
              <LabelledValue label={t('correctiveActions.verifiedBy')}>
                {person(action.verified_by)} <DateDisplay value={action.verified_at} />
              </LabelledValue>
            )}
          </SimpleGrid>
          {closed && (
            <LabelledValue label={t('correctiveActions.closingPhoto')}>
              <Stack gap="xs" align="flex-start">
                {action.has_closing_photo && (
                  <Anchor href={actionPhotoPath(action.id)} target="_blank" rel="noopener">
                    <Image
                      src={actionPhotoPath(action.id)}
                      alt={t('correctiveActions.closingPhoto')}
                      maw={320}
                      radius="sm"
                    />
                  </Anchor>
                )}
                <ActionPhotoUpload id={action.id} replace={action.has_closing_photo} />
              </Stack>
            </LabelledValue>
          )}
        </>
      )}
    </Stack>
  );
}
