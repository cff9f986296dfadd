import { LoadedTemplateForm } from '@web/features/templates/components/template-form-loader';
import { TemplateForm } from '@web/features/templates/components/template-form';
import { NotFoundPage } from './not-found-page';
import { useRouteId } from './route-id';

export function TemplateCreatePage() {
  return <TemplateForm mode="create" />;
}

export function TemplateEditPage() {
  const id = useRouteId();
  return id ? <LoadedTemplateForm key={id} templateId={id} mode="edit" /> : <NotFoundPage />;
}

export function TemplateCopyPage() {
  const id = useRouteId();
  return id ? <LoadedTemplateForm key={id} templateId={id} mode="copy" /> : <NotFoundPage />;
}
