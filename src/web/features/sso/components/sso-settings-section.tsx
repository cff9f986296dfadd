import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadState } from '@web/components/load-state';
import { useSsoSettings } from '../api/get-sso-settings';
import { SsoSettingsForm } from './sso-settings-form';

/** The company page's single sign-on section (Admins; decision 0045). */
export function SsoSettingsSection() {
  const { t } = useTranslation();
  const query = useSsoSettings();
  return (
    <Stack component="section" aria-labelledby="sso-title">
      <Title order={2} id="sso-title">
        {t('sso.title')}
      </Title>
      {query.data ? (
        <SsoSettingsForm settings={query.data} />
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
