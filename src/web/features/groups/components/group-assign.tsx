import { useTranslation } from 'react-i18next';
import type { GroupDetail } from '@shared/schemas/groups';
import { type AssignLists, AssignPeople } from '@web/components/assign-people';
import { useAssignUser } from '../api/assign-user';
import { useDeassignUser } from '../api/deassign-user';
import { useGroupAssignees } from '../api/get-group-assignees';

function useGroupLists(groupId: number, search: string): AssignLists {
  const lists = useGroupAssignees(groupId, search);
  const data = lists.data && {
    assigned: lists.data.assignees.map((u) => ({ id: u.id, name: u.name, present: true })),
    users: lists.data.users,
    more: lists.data.users_more,
  };
  return { ...lists, data };
}

/** Spec screen 7 and section 4: a group's members, assigned and de-assigned one at a time. */
export function GroupAssign({ group }: { group: GroupDetail }) {
  const { t } = useTranslation();
  const assign = useAssignUser();
  const deassign = useDeassignUser();
  return (
    <AssignPeople
      owner={group.id}
      useLists={useGroupLists}
      assign={{
        mutate: (userId, handlers) => assign.mutate({ groupId: group.id, userId }, handlers),
        isPending: assign.isPending,
        variables: assign.variables?.userId,
      }}
      deassign={{
        mutate: (userId, handlers) => deassign.mutate({ groupId: group.id, userId }, handlers),
        isPending: deassign.isPending,
        variables: deassign.variables?.userId,
      }}
      texts={{
        select: t('groups.selectUser'),
        placeholder: t('groups.selectUserPlaceholder'),
        nobodyFound: t('groups.noUserFound'),
        required: t('groups.userRequired'),
        button: t('groups.assignUser'),
        tableTitle: t('groups.assignedTitle'),
        empty: t('groups.noAssignees'),
        deassign: (name) => t('groups.deassign', { name }),
        assigned: (name) => t('groups.assigned', { name }),
        deassigned: (name) => t('groups.deassigned', { name }),
        assignFailed: t('groups.assignFailed'),
        deassignFailed: t('groups.deassignFailed'),
      }}
    />
  );
}
