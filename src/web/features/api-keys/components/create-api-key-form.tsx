import { Alert, Button, Group, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  API_KEY_AREAS,
  API_KEY_DAYS_MAX,
  API_KEY_NAME_MAX,
  API_KEY_RATE_DEFAULT,
  API_KEY_RATE_MAX,
  type ApiKeyArea,
  type ApiKeyScopes,
  createApiKeyBody,
} from '@shared/schemas/api-keys';
import { NumberInput } from '@web/components/number-input';
import { SecretOnce } from '@web/components/secret-once';
import { readNumber } from '@web/lib/number-text';
import { firstClickOnly } from '@web/lib/one-shot';
import { applyServerErrors } from '@web/lib/server-errors';
import { useSchemaForm } from '@web/lib/use-schema-form';
import { useCreateApiKey } from '../api/create-api-key';
import { noScopes, type ScopeChoice, ScopeChoicesTable, type ScopeChoices } from './scope-choices';

interface Values {
  name: string;
  days: string;
  /** As typed: checked, never rounded or clamped. */
  rate_limit: string;
  /** One address or CIDR range a line. */
  allowed_ips: string;
  scopes: ScopeChoices;
}

const DAY_CHOICES = [7, 30, 90, 180, API_KEY_DAYS_MAX];
const RATE_RULES = { integer: true, min: 1, max: API_KEY_RATE_MAX };

const linesOf = (text: string) =>
  text
    .split(/[\n,]/)
    .map((line) => line.trim())
    .filter(Boolean);

function bodyOf(values: Values) {
  const rate = readNumber(values.rate_limit, RATE_RULES);
  const scopes: ApiKeyScopes = {};
  for (const area of API_KEY_AREAS) {
    const choice = values.scopes[area];
    if (choice !== 'none') scopes[area] = choice;
  }
  return {
    name: values.name.trim(),
    scopes,
    days: Number(values.days),
    allowed_ips: linesOf(values.allowed_ips),
    rate_limit: rate.state === 'number' ? rate.value : Number.NaN,
  };
}

/** "Create API key": a name, read or write per area, how long it lasts, where from; then the secret, once. */
export function CreateApiKeyForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const create = useCreateApiKey();
  const [secret, setSecret] = useState<string | null>(null);
  const [failure, setFailure] = useState<string>();
  const rateMessage = t('apiKeys.form.rateInvalid', { max: API_KEY_RATE_MAX });
  const form = useSchemaForm<Values>({
    schema: createApiKeyBody,
    initialValues: {
      name: '',
      days: '90',
      rate_limit: String(API_KEY_RATE_DEFAULT),
      allowed_ips: '',
      scopes: noScopes(),
    },
    toBody: bodyOf,
    message: (issue) => {
      const field = issue.path[0];
      if (field === 'name') return t('apiKeys.form.nameRequired', { max: API_KEY_NAME_MAX });
      if (field === 'scopes') return t('errors.apiKey.noScopes');
      if (field === 'allowed_ips') return t('errors.apiKey.badIp');
      if (field === 'rate_limit') return rateMessage;
      return undefined;
    },
    // An address's error is on its line (allowed_ips.2): the box shows it.
    check: (_values, errors) => ({
      allowed_ips: Object.entries(errors).find(([key]) => key.startsWith('allowed_ips'))?.[1] as string,
    }),
  });
  const { setFieldValue } = form;
  const setScope = useCallback(
    (area: ApiKeyArea, choice: ScopeChoice) => setFieldValue(`scopes.${area}`, choice),
    [setFieldValue],
  );
  if (secret)
    return (
      <SecretOnce
        label={t('apiKeys.created.secret')}
        secret={secret}
        warningTitle={t('apiKeys.created.onceTitle')}
        warning={t('apiKeys.created.onceText')}
        onDone={onDone}
      />
    );

  const submit = form.onSubmit((values) => {
    setFailure(undefined);
    create.mutate(bodyOf(values), {
      onSuccess: (created) => setSecret(created.secret),
      onError: (e) =>
        setFailure(
          applyServerErrors(e, form.setErrors, ['name', 'days', 'rate_limit', 'allowed_ips', 'scopes']),
        ),
    });
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <TextInput
          label={t('apiKeys.form.name')}
          description={t('apiKeys.form.nameHint')}
          maxLength={API_KEY_NAME_MAX}
          required
          data-autofocus
          {...form.getInputProps('name')}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('apiKeys.form.scopes')}
          </Text>
          <Text size="xs" c="dimmed">
            {t('apiKeys.form.scopesHint')}
          </Text>
          <ScopeChoicesTable value={form.values.scopes} onChange={setScope} />
          {form.errors.scopes && (
            <Text size="sm" c="red" role="alert">
              {form.errors.scopes}
            </Text>
          )}
        </Stack>
        <Select
          label={t('apiKeys.form.days')}
          data={DAY_CHOICES.map((days) => ({
            value: String(days),
            label: t('apiKeys.form.daysChoice', { days }),
          }))}
          allowDeselect={false}
          required
          {...form.getInputProps('days')}
        />
        <NumberInput
          label={t('apiKeys.form.rate')}
          description={t('apiKeys.form.rateHint')}
          rules={RATE_RULES}
          messages={{ notANumber: rateMessage, notInteger: rateMessage, range: rateMessage }}
          required
          {...form.getInputProps('rate_limit')}
        />
        <Textarea
          label={t('apiKeys.form.ips')}
          description={t('apiKeys.form.ipsHint')}
          rows={3}
          dir="ltr"
          {...form.getInputProps('allowed_ips')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" onClick={firstClickOnly()} loading={create.isPending}>
            {t('apiKeys.form.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
