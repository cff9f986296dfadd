import { Alert, Button, Group, PasswordInput, Select, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Role, Status } from '@shared/constants';
import {
  DAILY_CAPACITY_DEFAULT_HOURS,
  DAILY_CAPACITY_MAX_HOURS,
  type UserCreateBody,
  userCreateBody,
  type UserDetail,
  userUpdateBody,
} from '@shared/schemas/users';
import { LanguageSelect } from '@web/components/language-select';
import { NumberValueInput } from '@web/components/number-input';
import { useUnsavedChangesGuard } from '@web/components/unsaved-changes-guard';
import { useAuthUser } from '@web/lib/auth';
import { firstClickOnly } from '@web/lib/one-shot';
import { saveOutcome } from '@web/lib/save-outcome';
import { useSchemaForm } from '@web/lib/use-schema-form';
import { passwordAria, roleOptions, statusOptions } from '@web/lib/people-forms';
import { schemaMessage } from '@web/lib/schema-message';
import { useCreateUser } from '../api/create-user';
import { useUpdateUser } from '../api/update-user';

interface Values {
  name: string;
  email: string;
  username: string;
  type_id: string | null;
  status_id: string | null;
  password: string;
  /** Null while emptied: the schema refuses it with its message. */
  daily_capacity_hours: number | null;
  /** Null: none chosen (the company's language for mail and PDFs). */
  language: string | null;
}
const FIELDS = [
  'name',
  'email',
  'username',
  'type_id',
  'status_id',
  'password',
  'daily_capacity_hours',
  'language',
] as const;

const toBody = (v: Values) => ({
  name: v.name,
  email: v.email,
  username: v.username,
  type_id: v.type_id ? Number(v.type_id) : undefined,
  status_id: v.status_id ? Number(v.status_id) : undefined,
  password: v.password,
  daily_capacity_hours: v.daily_capacity_hours ?? undefined,
  language: v.language,
});

/**
 * Create (no `user`) or edit a user, with the rules of docs/product.md section 3 shown as the
 * server applies them: Admins are not offered the Super Admin role and see a Super Admin
 * read-only; nobody changes their own role or status.
 */
export function UserForm({ user }: { user?: UserDetail }) {
  const { t } = useTranslation();
  const me = useAuthUser().data;
  const navigate = useNavigate();
  const create = useCreateUser();
  const update = useUpdateUser();
  const [failure, setFailure] = useState<string>();
  const isSelf = Boolean(user && me && user.id === me.id);
  const readOnly = Boolean(user && me && user.type_id === Role.SuperAdmin && me.type_id !== Role.SuperAdmin);

  const form = useSchemaForm<Values>({
    schema: user ? userUpdateBody : userCreateBody,
    toBody,
    initialValues: {
      name: user?.name ?? '',
      email: user?.email ?? '',
      username: user?.username ?? '',
      type_id: String(user?.type_id ?? Role.Technician),
      status_id: String(user?.status_id ?? Status.Active),
      password: '',
      daily_capacity_hours: user?.daily_capacity_hours ?? DAILY_CAPACITY_DEFAULT_HOURS,
      language: user?.language ?? null,
    },
  });
  const guard = useUnsavedChangesGuard(form.isDirty());
  const pending = create.isPending || update.isPending;

  const outcome = (message: string) =>
    saveOutcome(form, {
      clean: true,
      guard,
      notify: (saved: UserDetail) => t(message, { name: saved.name }),
      then: () => void navigate('/users'),
      fields: FIELDS,
      failure: setFailure,
    });

  const submit = form.onSubmit((values) => {
    setFailure(undefined);
    // Validated above: role and status are set.
    const body = toBody(values) as UserCreateBody;
    if (user) {
      update.mutate({ id: user.id, body }, outcome('users.saved'));
    } else {
      create.mutate(body, outcome('users.created'));
    }
  });

  const capacityMessage = t('errors.user.capacityInvalid');
  const input = (field: (typeof FIELDS)[number]) => ({
    ...form.getInputProps(field),
    error: schemaMessage(t, form.errors[field]),
    disabled: readOnly || pending,
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack maw={520}>
        {readOnly && (
          <Alert color="yellow" title={t('users.readOnlyTitle')}>
            {t('users.readOnlySuperAdmin')}
          </Alert>
        )}
        {failure && (
          <Alert color="red" title={t('users.saveFailed')} role="alert">
            {schemaMessage(t, failure)}
          </Alert>
        )}
        <TextInput label={t('common.name')} required autoComplete="off" {...input('name')} />
        <TextInput label={t('users.email')} type="email" required autoComplete="off" {...input('email')} />
        <TextInput
          label={t('users.username')}
          description={t('users.usernameHint')}
          required
          autoComplete="off"
          {...input('username')}
        />
        <Select
          label={t('users.role')}
          data={roleOptions(t, me?.type_id ?? Role.Admin, user?.type_id)}
          allowDeselect={false}
          required
          {...input('type_id')}
          disabled={readOnly || pending || isSelf}
          description={isSelf ? t('users.ownRoleHint') : undefined}
        />
        <Select
          label={t('common.status')}
          data={statusOptions(t)}
          allowDeselect={false}
          required
          {...input('status_id')}
          disabled={readOnly || pending || isSelf}
          description={isSelf ? t('users.ownRoleHint') : undefined}
        />
        <NumberValueInput
          label={t('users.dailyCapacity')}
          description={t('users.dailyCapacityHint')}
          rules={{ min: 0, max: DAILY_CAPACITY_MAX_HOURS }}
          messages={{ notANumber: capacityMessage, range: capacityMessage }}
          w={260}
          value={form.values.daily_capacity_hours}
          onChange={(hours) => form.setFieldValue('daily_capacity_hours', hours)}
          error={schemaMessage(t, form.errors.daily_capacity_hours)}
          disabled={readOnly || pending}
        />
        <LanguageSelect
          label={t('users.language')}
          description={t('users.languageHint')}
          placeholder={t('users.companyLanguage')}
          w={260}
          {...input('language')}
        />
        <PasswordInput
          label={user ? t('users.newPassword') : t('users.password')}
          description={user ? t('users.passwordKeepHint') : t('users.passwordHint')}
          required={!user}
          autoComplete="new-password"
          {...input('password')}
          {...passwordAria('user-password', form.errors.password, true)}
        />
        <Group>
          <Button type="submit" onClick={firstClickOnly()} loading={pending} disabled={readOnly}>
            {user ? t('users.save') : t('users.create')}
          </Button>
          <Button component={Link} to="/users" variant="default">
            {t('common.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
