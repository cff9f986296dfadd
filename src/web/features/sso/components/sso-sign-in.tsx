import { Alert, Button, Divider, Stack } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useSsoLoginOptions } from '../api/get-sso-login-options';

/** A refusal's code as the server's callback puts it in the address: `sso.<key>` only. */
const SSO_CODE = /^sso\.[A-Za-z]+$/;

/**
 * The login page's way in through the company's identity provider (decision 0045): a link to
 * the server's start of the sign-in while single sign-on is on, and, back from a refused one,
 * why (the code the server sent, in the page's language).
 */
export function SsoSignIn({ next }: { next: string | undefined }) {
  const { t, i18n } = useTranslation();
  const { search } = useLocation();
  const options = useSsoLoginOptions();
  const code = new URLSearchParams(search).get('sso_error');
  const known = code && SSO_CODE.test(code) && i18n.exists(`errors.${code}`) ? code : 'sso.failed';
  const href = `/api/sso/start${next ? `?next=${encodeURIComponent(next)}` : ''}`;
  if (!code && !options.data?.enabled) return null;
  return (
    <Stack mt="md" gap="md">
      {code && (
        <Alert color="red" role="alert" title={t('auth.ssoFailed')}>
          {t(`errors.${known}`)}
        </Alert>
      )}
      {options.data?.enabled && (
        <>
          <Divider label={t('auth.or')} labelPosition="center" />
          <Button
            component="a"
            href={href}
            variant="default"
            fullWidth
            leftSection={<IconKey size={18} aria-hidden />}
          >
            {t('auth.ssoSignIn')}
          </Button>
        </>
      )}
    </Stack>
  );
}
