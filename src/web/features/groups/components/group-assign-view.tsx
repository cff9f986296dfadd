import { Anchor, Group, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { GroupAssign } from './group-assign';
import { GroupLoader } from './group-loader';

/** `/groups/assign/{id}`: the group's name above product.md screen 7. */
export function GroupAssignView({ id }: { id: number }) {
  const { t } = useTranslation();
  return (
    <GroupLoader id={id} title={t('groups.assignTitle')}>
      {(group) => (
        <Stack>
          <Group justify="space-between" align="baseline">
            <Title order={1}>{t('groups.assignTitleOf', { name: group.name })}</Title>
            <Group gap="md">
              <Anchor component={Link} to={`/groups/${group.id}/edit`}>
                {t('groups.editLink')}
              </Anchor>
              <Anchor component={Link} to="/groups">
                {t('groups.backToList')}
              </Anchor>
            </Group>
          </Group>
          <GroupAssign group={group} />
        </Stack>
      )}
    </GroupLoader>
  );
}
