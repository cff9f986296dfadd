import { useParams } from 'react-router';
import { TemplateTasks } from '@web/features/templates/components/template-tasks';
import { NotFoundPage } from './not-found-page';

export function TemplateTasksPage() {
  const id = useParams().id;
  if (!id || !/^\d{1,9}$/.test(id)) return <NotFoundPage />;
  return <TemplateTasks key={id} templateId={Number(id)} />;
}
