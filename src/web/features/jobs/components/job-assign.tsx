import { Alert, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type AssignLists, AssignPeople } from '@web/components/assign-people';
import { useAssignUser } from '../api/assign-user';
import { useDeassignUser } from '../api/deassign-user';
import { useJob } from '../api/get-job';
import { useJobAssignees } from '../api/get-job-assignees';
import { LocationLink } from '@web/components/location-link';

/** A deleted account stays in the table as "-missing-" (spec screen 6). */
function useJobLists(jobId: number, search: string): AssignLists {
  const lists = useJobAssignees(jobId, search);
  const { t } = useTranslation();
  const data = lists.data && {
    assigned: lists.data.assignees.map((a) => ({
      id: a.user_id,
      name: a.user?.name || t('jobs.assign.missing'),
      present: a.user !== null,
    })),
    users: lists.data.users,
    more: lists.data.users_more,
  };
  return { ...lists, data };
}

/**
 * Spec screen 6: assign supervisors to a job. The form counts as submitted on click; without a
 * chosen user the select says "User is required." and nothing is sent. Both lists reload after
 * every assign and de-assign.
 */
export function JobAssign({ jobId }: { jobId: number }) {
  const { t } = useTranslation();
  const job = useJob(jobId);
  const assign = useAssignUser(jobId);
  const deassign = useDeassignUser(jobId);

  if (job.error) {
    return (
      <Alert color="red" role="alert" title={t('common.loadFailed')}>
        {job.error.message}
      </Alert>
    );
  }

  return (
    <Stack maw={720}>
      <Title order={1}>
        {job.data ? t('jobs.assignJob', { name: job.data.name }) : t('jobs.assign.title')}
      </Title>
      {job.data && (
        <Text c="dimmed">
          {job.data.name} · <LocationLink id={job.data.location.id} name={job.data.location.name} />
        </Text>
      )}
      <AssignPeople
        owner={jobId}
        useLists={useJobLists}
        assign={assign}
        deassign={deassign}
        texts={{
          select: t('jobs.assign.select'),
          placeholder: t('jobs.assign.selectPlaceholder'),
          nobodyFound: t('jobs.assign.nobodyFound'),
          required: t('jobs.assign.userRequired'),
          button: t('jobs.assign.button'),
          tableTitle: t('jobs.assign.tableTitle'),
          empty: t('jobs.assign.empty'),
          deassign: (name) => t('jobs.assign.deassign', { name }),
          assigned: (name) => t('jobs.assign.assigned', { name }),
          deassigned: (name) => t('jobs.assign.deassigned', { name }),
          assignFailed: t('jobs.assign.assignFailed'),
          deassignFailed: t('jobs.assign.deassignFailed'),
        }}
      />
    </Stack>
  );
}
