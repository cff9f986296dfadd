import { Anchor, Group, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { GroupForm } from './group-form';
import { GroupLoader } from './group-loader';

/** `/groups/{id}/edit`, with the way to its members and its jobs. */
export function GroupEdit({ id }: { id: number }) {
  const { t } = useTranslation();
  return (
    <GroupLoader id={id} title={t('groups.editTitle')}>
      {(group) => (
        <Stack>
          <Group justify="space-between" align="baseline">
            <Title order={1}>{t('groups.editTitleOf', { name: group.name })}</Title>
            <Group gap="md">
              <Anchor component={Link} to={`/groups/assign/${group.id}`}>
                {t('groups.membersLink')}
              </Anchor>
              <Anchor component={Link} to={`/groups/${group.id}/jobs`}>
                {t('groups.jobsLink', { count: group.jobcount })}
              </Anchor>
            </Group>
          </Group>
          <GroupForm key={group.id} group={group} />
        </Stack>
      )}
    </GroupLoader>
  );
}
