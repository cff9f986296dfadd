import { Alert, Button, Group, PasswordInput, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProofBody } from '@shared/schemas/two-factor';

/** The password asked before turning the app off or making new recovery codes. */
export function ProofForm({
  label,
  pending,
  onSubmit,
}: {
  label: string;
  pending: boolean;
  onSubmit: (body: ProofBody, fail: (message: string) => void) => void;
}) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [failure, setFailure] = useState<string>();
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setFailure(undefined);
        if (!password) return setFailure(t('auth.passwordRequired'));
        onSubmit({ password }, setFailure);
      }}
    >
      <Stack gap="sm" maw={360}>
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <PasswordInput
          label={t('account.currentPassword')}
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
        />
        <Group>
          <Button type="submit" color="red" loading={pending}>
            {label}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
