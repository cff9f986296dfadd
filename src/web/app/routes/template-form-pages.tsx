import { Stack } from '@mantine/core';
import { RecordHistory } from '@web/features/activity/components/record-history';
import { LoadedTemplateForm } from '@web/features/templates/components/template-form-loader';
import { TemplateForm } from '@web/features/templates/components/template-form';
import { NotFoundPage } from './not-found-page';
import { useRouteId } from './route-id';

export function TemplateCreatePage() {
  return <TemplateForm mode="create" />;
}

export function TemplateEditPage() {
  const id = useRouteId();
  if (!id) return <NotFoundPage />;
  // The history holds the template's own changes and those of its tasks and fields.
  return (
    <Stack gap="xl" key={id}>
      <LoadedTemplateForm templateId={id} mode="edit" />
      <RecordHistory entity="templates" id={id} />
    </Stack>
  );
}

export function TemplateCopyPage() {
  const id = useRouteId();
  return id ? <LoadedTemplateForm key={id} templateId={id} mode="copy" /> : <NotFoundPage />;
}
