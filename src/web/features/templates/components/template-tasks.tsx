import { Alert, Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { usePrefetchQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { permissionsOf, useAuthUser } from '@web/lib/auth';
import { tasksQuery } from '../api/get-tasks';
import { useTemplate } from '../api/get-template';
import { TaskEditor } from './task-editor';
import { LoadingSpinner } from '@web/components/loading-spinner';

/** `/templates/tasks/{id}`: the template's name above its task editor (read-only for Supervisors). */
export function TemplateTasks({ templateId }: { templateId: number }) {
  const { t } = useTranslation();
  const me = useAuthUser().data;
  const admin = me ? permissionsOf(me).manage : false;
  const template = useTemplate(templateId);
  // The tasks (the larger answer) load beside the template's name, not after it.
  usePrefetchQuery(tasksQuery(templateId));
  if (template.isPending) return <LoadingSpinner />;
  if (template.error) {
    return (
      <Alert color="red" title={t('templates.tasks.loadFailed')}>
        {template.error.message}
      </Alert>
    );
  }
  return (
    <Stack data-template-id={templateId}>
      <Anchor component={Link} to="/templates" size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden />
          {t('templates.tasks.back')}
        </Group>
      </Anchor>
      <div>
        <Title order={1}>{t('templates.tasks.title', { name: template.data.name })}</Title>
        {template.data.company_name && <Text c="dimmed">{template.data.company_name}</Text>}
      </div>
      {!admin && <Text size="sm">{t('templates.tasks.readOnly')}</Text>}
      <TaskEditor templateId={templateId} readOnly={!admin} />
    </Stack>
  );
}
