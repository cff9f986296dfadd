import { useParams } from 'react-router';
import { LoadedTemplateForm } from '@web/features/templates/components/template-form-loader';
import { TemplateForm } from '@web/features/templates/components/template-form';
import { NotFoundPage } from './not-found-page';

const idOf = (value: string | undefined) => (value && /^\d{1,9}$/.test(value) ? Number(value) : undefined);

export function TemplateCreatePage() {
  return <TemplateForm mode="create" />;
}

export function TemplateEditPage() {
  const id = idOf(useParams().id);
  return id ? <LoadedTemplateForm key={id} templateId={id} mode="edit" /> : <NotFoundPage />;
}

export function TemplateCopyPage() {
  const id = idOf(useParams().id);
  return id ? <LoadedTemplateForm key={id} templateId={id} mode="copy" /> : <NotFoundPage />;
}
