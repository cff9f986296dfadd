import { TemplateTasks } from '@web/features/templates/components/template-tasks';
import { NotFoundPage } from './not-found-page';
import { useRouteId } from './route-id';

export function TemplateTasksPage() {
  const id = useRouteId();
  if (!id) return <NotFoundPage />;
  return <TemplateTasks key={id} templateId={id} />;
}
