import { Anchor, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { LoginForm } from '@web/features/auth/components/login-form';
import { SsoSignIn } from '@web/features/sso/components/sso-sign-in';
import { homePathOf, nextPathOf, useAuthUser } from '@web/lib/auth';
import { LanguageSwitch } from '../layout/language-switch';
import { ThemeSwitch } from '../layout/theme-switch';

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const me = useAuthUser().data;
  const from = (location.state as { from?: string } | null)?.from ?? nextPathOf(location.search);
  if (me) return <Navigate to={from ?? homePathOf(me)} replace />;
  return (
    <Center mih="100vh" p="md">
      <Stack w="100%" maw={400}>
        <Group justify="flex-end">
          <LanguageSwitch />
          <ThemeSwitch />
        </Group>
        <Paper withBorder shadow="sm" p="xl" radius="md" component="main">
          <Title order={1} size="h2" mb={4}>
            {t('auth.title')}
          </Title>
          <Text c="dimmed" size="sm" mb="lg">
            {t('app.tagline')}
          </Text>
          <LoginForm onLoggedIn={(user) => void navigate(from ?? homePathOf(user), { replace: true })} />
          <SsoSignIn next={from} />
          <Anchor component={Link} to="/forgot-password" size="sm" mt="md" display="block">
            {t('auth.forgotPassword')}
          </Anchor>
        </Paper>
      </Stack>
    </Center>
  );
}
