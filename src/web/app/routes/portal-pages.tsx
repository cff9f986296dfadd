import { Alert, Box, Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconLinkOff } from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { usePortalMe } from '@web/features/portal/api/get-portal-me';
import { useStartPortalSession } from '@web/features/portal/api/start-portal-session';
import { PortalHome } from '@web/features/portal/components/portal-home';
import { PortalSignInForm } from '@web/features/portal/components/portal-sign-in-form';
import { ApiError } from '@web/lib/api-client';
import { LanguageSwitch } from '../layout/language-switch';
import { ThemeSwitch } from '../layout/theme-switch';

/** The portal's frame: phone-first, no office shell, the language and theme switches on top. */
function PortalFrame({ children, narrow }: { children: ReactNode; narrow?: boolean }) {
  return (
    <Box maw={narrow ? 440 : 720} mx="auto" px="sm" py="md" component="main">
      <Stack>
        <Group justify="flex-end">
          <LanguageSwitch />
          <ThemeSwitch />
        </Group>
        {children}
      </Stack>
    </Box>
  );
}

function PortalCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <PortalFrame narrow>
      <Paper withBorder shadow="sm" p="lg" radius="md">
        <Title order={1} size="h2" mb="md">
          {title}
        </Title>
        {children}
      </Paper>
    </PortalFrame>
  );
}

/** `/portal`: the signed-in contact's home, or the sign-in form when nobody is signed in. */
export function PortalPage() {
  const { t } = useTranslation();
  const me = usePortalMe();
  if (me.isPending) {
    return (
      <Center mih="60vh">
        <Loader aria-label={t('portal.loading')} />
      </Center>
    );
  }
  if (me.isError) {
    if (me.error instanceof ApiError && me.error.status === 401) {
      return (
        <PortalCard title={t('portal.signInTitle')}>
          <PortalSignInForm />
        </PortalCard>
      );
    }
    return (
      <PortalCard title={t('portal.title')}>
        <Alert color="red" role="alert">
          {me.error.message}
        </Alert>
        <Button mt="md" variant="default" onClick={() => void me.refetch()}>
          {t('portal.tryAgain')}
        </Button>
      </PortalCard>
    );
  }
  return (
    <PortalFrame>
      <PortalHome me={me.data} />
    </PortalFrame>
  );
}

/** `/portal/sign-in/:token`: the mailed link. Used once, then on to the portal's home. */
export function PortalSignInLinkPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const start = useStartPortalSession();
  // The link works once: a second run of the effect (React's development check) must not use it again.
  const used = useRef(false);
  useEffect(() => {
    if (used.current) return;
    used.current = true;
    start.mutate(token, { onSuccess: () => void navigate('/portal', { replace: true }) });
  }, [start, token, navigate]);

  if (!start.isError) {
    return (
      <Center mih="60vh" role="status">
        <Stack align="center">
          <Loader aria-hidden />
          <Text>{t('portal.signingIn')}</Text>
        </Stack>
      </Center>
    );
  }
  const gone = start.error instanceof ApiError && start.error.status === 410;
  return (
    <PortalCard title={gone ? t('portal.linkGoneTitle') : t('portal.signInFailed')}>
      <Stack>
        <IconLinkOff size={40} aria-hidden />
        <Text role="alert">{gone ? t('portal.linkGoneText') : start.error.message}</Text>
        <Button component={Link} to="/portal" replace>
          {t('portal.askNewLink')}
        </Button>
      </Stack>
    </PortalCard>
  );
}
