import { Center, Group, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ForgotPasswordForm } from '@web/features/auth/components/forgot-password-form';
import { ResetPasswordForm } from '@web/features/auth/components/reset-password-form';
import { LanguageSwitch } from '../layout/language-switch';
import { ThemeSwitch } from '../layout/theme-switch';

/** The login page's frame: public pages, outside the shell, for people who cannot log in. */
function PublicCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Center mih="100vh" p="md">
      <Stack w="100%" maw={400}>
        <Group justify="flex-end">
          <LanguageSwitch />
          <ThemeSwitch />
        </Group>
        <Paper withBorder shadow="sm" p="xl" radius="md" component="main">
          <Title order={1} size="h2" mb="md">
            {title}
          </Title>
          {children}
        </Paper>
      </Stack>
    </Center>
  );
}

/** `/forgot-password`: asks for a reset link. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  return (
    <PublicCard title={t('passwordReset.forgotTitle')}>
      <ForgotPasswordForm />
    </PublicCard>
  );
}

/** `/reset-password?token=…`: the link of the reset mail. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  return (
    <PublicCard title={t('passwordReset.resetTitle')}>
      <ResetPasswordForm token={params.get('token')} />
    </PublicCard>
  );
}
