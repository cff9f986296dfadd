import { Alert, Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Role, Status } from '@shared/constants';
import { type GroupBody, groupBody, type GroupDetail } from '@shared/schemas/groups';
import { useUnsavedChangesGuard } from '@web/components/unsaved-changes-guard';
import { firstClickOnly } from '@web/lib/one-shot';
import { saveOutcome } from '@web/lib/save-outcome';
import { useSchemaForm } from '@web/lib/use-schema-form';
import { roleOptions, statusOptions } from '@web/lib/people-forms';
import { schemaMessage } from '@web/lib/schema-message';
import { useCreateGroup } from '../api/create-group';
import { useUpdateGroup } from '../api/update-group';

interface Values {
  name: string;
  type_id: string | null;
  status_id: string | null;
}
const FIELDS = ['name', 'type_id', 'status_id'] as const;

const toBody = (v: Values) => ({
  name: v.name,
  type_id: v.type_id ? Number(v.type_id) : undefined,
  status_id: v.status_id ? Number(v.status_id) : undefined,
});

/**
 * Create (no `group`) or edit a group. A group's role only says what its members normally are
 * and grants nothing, so every role is offered (docs/decisions/0005).
 */
export function GroupForm({ group }: { group?: GroupDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateGroup();
  const update = useUpdateGroup();
  const [failure, setFailure] = useState<string>();
  const form = useSchemaForm<Values>({
    schema: groupBody,
    toBody,
    initialValues: {
      name: group?.name ?? '',
      type_id: String(group?.type_id ?? Role.Technician),
      status_id: String(group?.status_id ?? Status.Active),
    },
  });
  const guard = useUnsavedChangesGuard(form.isDirty());
  const pending = create.isPending || update.isPending;

  const outcome = (message: string) =>
    saveOutcome(form, {
      clean: true,
      guard,
      notify: (saved: GroupDetail) => t(message, { name: saved.name }),
      then: () => void navigate('/groups'),
      fields: FIELDS,
      failure: setFailure,
    });

  const submit = form.onSubmit((values) => {
    setFailure(undefined);
    // Validated above: role and status are set.
    const body = toBody(values) as GroupBody;
    if (group) {
      update.mutate({ id: group.id, body }, outcome('groups.saved'));
    } else {
      create.mutate(body, outcome('groups.created'));
    }
  });

  const input = (field: (typeof FIELDS)[number]) => ({
    ...form.getInputProps(field),
    error: schemaMessage(t, form.errors[field]),
    disabled: pending,
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack maw={520}>
        {failure && (
          <Alert color="red" title={t('groups.saveFailed')} role="alert">
            {schemaMessage(t, failure)}
          </Alert>
        )}
        <TextInput label={t('common.name')} required autoComplete="off" {...input('name')} />
        <Select
          label={t('groups.role')}
          description={t('groups.roleHint')}
          data={roleOptions(t, Role.SuperAdmin)}
          allowDeselect={false}
          required
          {...input('type_id')}
        />
        <Select
          label={t('common.status')}
          data={statusOptions(t)}
          allowDeselect={false}
          required
          {...input('status_id')}
        />
        <Group>
          <Button type="submit" onClick={firstClickOnly()} loading={pending}>
            {group ? t('groups.save') : t('groups.create')}
          </Button>
          <Button component={Link} to="/groups" variant="default">
            {t('common.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
