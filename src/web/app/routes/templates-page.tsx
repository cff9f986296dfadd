import { TemplatesList } from '@web/features/templates/components/templates-list';

export function TemplatesPage() {
  return <TemplatesList />;
}
