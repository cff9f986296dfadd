import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useTemplate } from '../api/get-template';
import { TemplateForm } from './template-form';
import { LoadingSpinner } from '@web/components/loading-spinner';

/** The edit and copy pages: the template is loaded first, so the form starts prefilled. */
export function LoadedTemplateForm({ templateId, mode }: { templateId: number; mode: 'edit' | 'copy' }) {
  const { t } = useTranslation();
  const template = useTemplate(templateId);
  if (template.isPending) return <LoadingSpinner />;
  if (template.error) {
    return (
      <Alert color="red" title={t('templates.form.loadFailed')}>
        {template.error.message}
      </Alert>
    );
  }
  return <TemplateForm mode={mode} template={template.data} />;
}
