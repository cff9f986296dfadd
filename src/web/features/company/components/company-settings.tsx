import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadState } from '@web/components/load-state';
import { useCompany } from '../api/get-company';
import { CompanyForm } from './company-form';

/** `/company`: the business's settings (Admins). */
export function CompanySettingsPage() {
  const { t } = useTranslation();
  const query = useCompany();
  return (
    <Stack>
      <Title order={1}>{t('company.title')}</Title>
      {query.data ? (
        <CompanyForm settings={query.data} />
      ) : (
        <LoadState
          isLoading={query.isPending}
          error={query.error}
          isEmpty={false}
          emptyText=""
          onRetry={() => void query.refetch()}
        />
      )}
    </Stack>
  );
}
