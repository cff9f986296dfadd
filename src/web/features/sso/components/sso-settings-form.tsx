import { Alert, Button, Group, PasswordInput, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SsoSettings, SsoSettingsBody } from '@shared/schemas/sso';
import { SSO_ROLE_IDS } from '@shared/sso-roles';
import { DeferredSelect } from '@web/components/deferred-select';
import { EditableRows } from '@web/components/editable-rows';
import { useUnsavedChangesGuard } from '@web/components/unsaved-changes-guard';
import { firstClickOnly } from '@web/lib/one-shot';
import { saveOutcome } from '@web/lib/save-outcome';
import { applyServerErrors } from '@web/lib/server-errors';
import { schemaMessage } from '@web/lib/schema-message';
import { schemaImport, useSchemaForm } from '@web/lib/use-schema-form';
import { useSsoDiscovery } from '../api/get-sso-discovery';
import { useSaveSsoSettings } from '../api/save-sso-settings';
import { autoDirection } from '@web/lib/auto-direction';

interface Mapping {
  value: string;
  role_id: string | null;
}
interface Values {
  enabled: boolean;
  issuer: string;
  client_id: string;
  client_secret: string;
  /** Comma-separated, as typed. */
  domains: string;
  role_claim: string;
  role_map: Mapping[];
  /** A role's id, or REFUSE for a sign-in no value maps. */
  default_role_id: string;
  password_login_off: boolean;
}

/** The schema (zod, the rule texts) comes after the company page's first screen (decision 0067). */
const loadSsoBody = schemaImport(
  () => import('@shared/schemas/sso'),
  (m) => m.ssoSettingsBody,
);

/** The default role's choice that refuses instead (Mantine's Select reads '' as no choice). */
const REFUSE = 'refuse';

const valuesOf = (s: SsoSettings): Values => ({
  enabled: s.enabled,
  issuer: s.issuer,
  client_id: s.client_id,
  client_secret: '',
  domains: s.domains.join(', '),
  role_claim: s.role_claim,
  role_map: s.role_map.map((m) => ({ value: m.value, role_id: String(m.role_id) })),
  default_role_id: s.default_role_id === null ? REFUSE : String(s.default_role_id),
  password_login_off: s.password_login_off,
});

const toBody = (v: Values): SsoSettingsBody => ({
  ...v,
  client_secret: v.client_secret === '' ? undefined : v.client_secret,
  domains: v.domains
    .split(',')
    .map((d) => d.trim())
    .filter(Boolean),
  role_map: v.role_map.map((m) => ({ value: m.value, role_id: Number(m.role_id) })),
  default_role_id: v.default_role_id === REFUSE ? null : Number(v.default_role_id),
});

const FIELDS = [
  'issuer',
  'client_id',
  'client_secret',
  'domains',
  'role_claim',
  'role_map',
  'default_role_id',
];

/**
 * Single sign-on with the company's OpenID Connect provider (issue 36, decision 0045): the issuer,
 * the client Fieldbook is at it, the domains it serves, the claim whose values give a role.
 */
export function SsoSettingsForm({ settings }: { settings: SsoSettings }) {
  const { t } = useTranslation();
  const save = useSaveSsoSettings();
  const discovery = useSsoDiscovery();
  const [failure, setFailure] = useState<string>();
  const form = useSchemaForm<Values>({ schema: loadSsoBody, initialValues: valuesOf(settings), toBody });
  const guard = useUnsavedChangesGuard(form.isDirty());
  const roles = SSO_ROLE_IDS.map((id) => ({ value: String(id), label: t(`people.roles.${id}`) }));

  const submit = form.onSubmit((values) => {
    setFailure(undefined);
    save.mutate(
      toBody(values),
      saveOutcome(form, {
        kept: valuesOf,
        guard,
        notify: () => t('sso.saved'),
        fields: FIELDS,
        failure: setFailure,
      }),
    );
  });
  const test = () => {
    form.clearFieldError('issuer');
    discovery.mutate(form.values.issuer.trim(), {
      onError: (error) => setFailure(applyServerErrors(error, form.setErrors, ['issuer'])),
    });
  };

  const errorOf = (path: string) =>
    form.errors[path] ?? Object.entries(form.errors).find(([k]) => k.startsWith(`${path}.`))?.[1];
  const input = (path: string) => ({
    ...form.getInputProps(path),
    error: schemaMessage(t, path === 'domains' ? errorOf(path) : form.errors[path]),
    disabled: save.isPending,
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack maw={720}>
        <Text size="sm">{t('sso.intro')}</Text>
        <Text size="sm">
          {t('sso.redirectUri')}{' '}
          <Text span ff="monospace" dir="ltr">
            {settings.redirect_uri}
          </Text>
        </Text>
        {failure && (
          <Alert color="red" title={t('sso.saveFailed')} role="alert">
            {schemaMessage(t, failure)}
          </Alert>
        )}
        <Switch label={t('sso.enabled')} {...form.getInputProps('enabled', { type: 'checkbox' })} />
        <TextInput label={t('sso.issuer')} description={t('sso.issuerHint')} dir="ltr" {...input('issuer')} />
        <Group>
          <Button
            variant="default"
            onClick={test}
            loading={discovery.isPending}
            disabled={!form.values.issuer}
          >
            {t('sso.test')}
          </Button>
          {discovery.isSuccess && (
            <Text size="sm" c="green" role="status">
              {t('sso.testPassed', { issuer: discovery.data.issuer })}
            </Text>
          )}
        </Group>
        <TextInput label={t('sso.clientId')} dir="ltr" autoComplete="off" {...input('client_id')} />
        <PasswordInput
          label={t('sso.clientSecret')}
          description={settings.client_secret_set ? t('sso.clientSecretSet') : undefined}
          autoComplete="new-password"
          {...input('client_secret')}
        />
        <TextInput
          label={t('sso.domains')}
          description={t('sso.domainsHint')}
          dir="ltr"
          {...input('domains')}
        />
        <TextInput
          label={t('sso.roleClaim')}
          description={t('sso.roleClaimHint')}
          dir="ltr"
          {...input('role_claim')}
        />
        <EditableRows
          items={form.values.role_map}
          label={(_, i) => t('sso.mappingOf', { n: i + 1 })}
          removeLabel={(_, i) => t('sso.removeMapping', { n: i + 1 })}
          addText={t('sso.addMapping')}
          emptyText={t('sso.noMappings')}
          error={schemaMessage(t, form.errors.role_map)}
          disabled={save.isPending}
          onAdd={() => form.insertListItem('role_map', { value: '', role_id: null })}
          onRemove={(i) => form.removeListItem('role_map', i)}
        >
          {(_, i) => (
            <>
              <TextInput
                label={t('sso.claimValue')}
                ref={autoDirection}
                w={240}
                {...input(`role_map.${i}.value`)}
              />
              <DeferredSelect
                label={t('sso.role')}
                data={roles}
                w={200}
                {...input(`role_map.${i}.role_id`)}
              />
            </>
          )}
        </EditableRows>
        <DeferredSelect
          label={t('sso.defaultRole')}
          data={[{ value: REFUSE, label: t('sso.refuse') }, ...roles]}
          allowDeselect={false}
          {...input('default_role_id')}
        />
        <Switch
          label={t('sso.passwordLoginOff')}
          description={t('sso.passwordLoginOffHint')}
          {...form.getInputProps('password_login_off', { type: 'checkbox' })}
        />
        <Group mt="md">
          <Button type="submit" onClick={firstClickOnly()} loading={save.isPending}>
            {t('sso.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
