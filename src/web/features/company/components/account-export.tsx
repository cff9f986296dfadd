import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { IconFileZip } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Role } from '@shared/constants';
import { useAuthUser } from '@web/lib/auth';

/**
 * The whole account as one ZIP (issue 20): for Super Admins, since it holds every account's
 * password hash. A plain link: the browser downloads it with the session's cookie.
 */
export function AccountExport() {
  const { t } = useTranslation();
  const me = useAuthUser().data;
  if (me?.type_id !== Role.SuperAdmin) return null;
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="account-export" maw={720}>
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h4" id="account-export">
          {t('company.export.title')}
        </Title>
        <Text size="sm">{t('company.export.hint')}</Text>
        <Button
          component="a"
          href="/api/account-export"
          download
          variant="default"
          leftSection={<IconFileZip size={16} />}
        >
          {t('company.export.download')}
        </Button>
      </Stack>
    </Card>
  );
}
