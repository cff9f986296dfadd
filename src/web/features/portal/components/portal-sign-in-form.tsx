import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { IconMail, IconMailCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { portalSignInBody } from '@shared/schemas/portal';
import { ApiError } from '@web/lib/api-client';
import { serverErrorText } from '@web/lib/server-errors';
import { schemaMessage } from '@web/lib/schema-message';
import { useSchemaForm } from '@web/lib/use-schema-form';
import { useRequestSignInLink } from '../api/request-sign-in-link';

/**
 * The portal's sign-in: an e-mail address, then "check your inbox" whatever the address, as the
 * server answers alike (it tells nobody which addresses are a customer's).
 */
export function PortalSignInForm() {
  const { t } = useTranslation();
  const ask = useRequestSignInLink();
  const [sentTo, setSentTo] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const form = useSchemaForm({ schema: portalSignInBody, initialValues: { email: '' } });

  const submit = form.onSubmit((values) => {
    setFailure(undefined);
    ask.mutate(values, {
      onSuccess: () => setSentTo(values.email.trim()),
      onError: (e) => setFailure(e instanceof ApiError ? e.message : serverErrorText(e)),
    });
  });

  if (sentTo) {
    return (
      <Stack role="status" aria-live="polite">
        <IconMailCheck size={40} aria-hidden />
        <Text fw={600}>{t('portal.checkInbox')}</Text>
        <Text size="sm">{t('portal.checkInboxText', { email: sentTo })}</Text>
        <Button variant="default" onClick={() => setSentTo(undefined)}>
          {t('portal.useAnotherAddress')}
        </Button>
      </Stack>
    );
  }
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text size="sm">{t('portal.signInIntro')}</Text>
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <TextInput
          type="email"
          label={t('portal.email')}
          autoComplete="email"
          inputMode="email"
          dir="ltr"
          leftSection={<IconMail size={18} aria-hidden />}
          autoFocus
          {...form.getInputProps('email')}
          error={schemaMessage(t, form.errors.email)}
        />
        <Button type="submit" loading={ask.isPending} fullWidth size="md">
          {t('portal.sendLink')}
        </Button>
      </Stack>
    </form>
  );
}
