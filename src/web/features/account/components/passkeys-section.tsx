import { Alert, Button, Group, Stack, Table, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PasskeyRow } from '@shared/schemas/two-factor';
import { DateDisplay } from '@web/components/date-display';
import { dialogs } from '@web/components/dialogs';
import { ApiError } from '@web/lib/api-client';
import { useAddPasskey } from '../api/add-passkey';
import { useRemovePasskey } from '../api/remove-passkey';

/** Passkeys as a second way to sign in: register one under a name, list them, remove one. */
export function PasskeysSection({ passkeys }: { passkeys: PasskeyRow[] }) {
  const { t } = useTranslation();
  const add = useAddPasskey();
  const remove = useRemovePasskey();
  const [name, setName] = useState('');
  const [failure, setFailure] = useState<string>();

  const register = () => {
    setFailure(undefined);
    if (!name.trim()) return setFailure(t('twoFactor.passkeyNameRequired'));
    add.mutate(name.trim(), {
      onSuccess: () => setName(''),
      onError: (e) => setFailure(e instanceof ApiError ? e.message : t('auth.secondFactor.passkeyCancelled')),
    });
  };
  const confirmRemove = (key: PasskeyRow) =>
    dialogs.openConfirmModal({
      title: t('twoFactor.removePasskeyTitle', { name: key.name }),
      children: <Text size="sm">{t('twoFactor.removePasskeyText')}</Text>,
      labels: { confirm: t('twoFactor.removePasskey'), cancel: t('common.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => remove.mutate(key.id, { onError: (e) => setFailure(e.message) }),
    });

  return (
    <Stack gap="sm">
      <Text fw={500}>{t('twoFactor.passkeys')}</Text>
      {failure && (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      )}
      {passkeys.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('twoFactor.noPasskeys')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={320}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('common.name')}</Table.Th>
                <Table.Th>{t('twoFactor.added')}</Table.Th>
                <Table.Th>{t('twoFactor.lastUsed')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('common.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {passkeys.map((key) => (
                <Table.Tr key={key.id}>
                  <Table.Td>{key.name}</Table.Td>
                  <Table.Td>
                    <DateDisplay value={key.created_at} />
                  </Table.Td>
                  <Table.Td>
                    {key.last_used_at ? <DateDisplay value={key.last_used_at} /> : t('twoFactor.never')}
                  </Table.Td>
                  <Table.Td>
                    <Button size="xs" variant="subtle" color="red" onClick={() => confirmRemove(key)}>
                      {t('twoFactor.removePasskey')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Group align="flex-end">
        <TextInput
          label={t('twoFactor.passkeyName')}
          placeholder={t('twoFactor.passkeyPlaceholder')}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          maxLength={60}
        />
        <Button variant="default" onClick={register} loading={add.isPending}>
          {t('twoFactor.addPasskey')}
        </Button>
      </Group>
    </Stack>
  );
}
