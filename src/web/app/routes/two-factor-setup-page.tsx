import { Alert, Button, Center, Group, Paper, Stack, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DialogHost } from '@web/components/dialogs';
import { TwoFactorSection } from '@web/features/account/components/two-factor-section';
import { authUserKey, useLogout } from '@web/lib/auth';
import { LanguageSwitch } from '../layout/language-switch';

/**
 * What an Admin sees, and all they can open, while the company requires a second factor they
 * have not set up (decision 0046); the server refuses every other call of the session meanwhile.
 */
export function TwoFactorSetupPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const logout = useLogout();
  return (
    <Center mih="100vh" p="md">
      <DialogHost />
      <Stack w="100%" maw={640}>
        <Group justify="flex-end">
          <LanguageSwitch />
          <Button variant="subtle" onClick={() => logout.mutate()} loading={logout.isPending}>
            {t('twoFactor.logOut')}
          </Button>
        </Group>
        <Paper withBorder shadow="sm" p="xl" radius="md" component="main">
          <Stack>
            <Title order={1} size="h2">
              {t('twoFactor.setupTitle')}
            </Title>
            <Alert color="yellow">{t('twoFactor.requiredByCompany')}</Alert>
            <TwoFactorSection
              onEnrolled={() => void queryClient.invalidateQueries({ queryKey: authUserKey })}
            />
          </Stack>
        </Paper>
      </Stack>
    </Center>
  );
}
