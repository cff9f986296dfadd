import { Alert, Anchor, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  type Certification,
  type CertificationsBody,
  certificationsBody,
} from '@shared/schemas/certifications';
import { US_STATES, type UsState } from '@shared/us-states';
import { LoadState } from '@web/components/load-state';
import { EditableRows } from '@web/components/editable-rows';
import { StateSelect } from '@web/components/state-select';
import { notifySuccess } from '@web/components/undo-notification';
import { useUnsavedChangesGuard } from '@web/components/unsaved-changes-guard';
import { firstClickOnly } from '@web/lib/one-shot';
import { applyServerErrors } from '@web/lib/server-errors';
import { schemaMessage } from '@web/lib/schema-message';
import { useSchemaForm } from '@web/lib/use-schema-form';
import { useCertifications } from '../api/get-certifications';
import { useUser } from '../api/get-user';
import { useSaveCertifications } from '../api/save-certifications';
import { DayInput } from '@web/components/day-input';
import { autoDirection } from '@web/lib/auto-direction';

interface Row {
  state: string | null;
  certification_id: string;
  category: string;
  expires_on: string;
}
const ROW_FIELDS = ['state', 'certification_id', 'category', 'expires_on'] as const;
const EMPTY: Row = { state: null, certification_id: '', category: '', expires_on: '' };

/** "New York 7A": how a row is named to assistive technology; its place until it has a state. */
function rowName(row: Row, i: number) {
  const state = row.state ? (US_STATES[row.state as UsState] ?? row.state) : '';
  return [state, row.category].filter(Boolean).join(' ') || String(i + 1);
}

/** `/users/{id}/certifications`: the applicator's certifications, edited as a whole (decision 0024). */
export function UserCertifications({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const user = useUser(userId);
  const query = useCertifications(userId);
  return (
    <Stack>
      <Anchor component={Link} to={`/users/${userId}/edit`} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden />
          {t('users.backToUser')}
        </Group>
      </Anchor>
      <Title order={1}>{t('users.certificationsOf', { name: user.data?.name ?? '' })}</Title>
      <Text size="sm" c="dimmed">
        {t('users.certificationsHint')}
      </Text>
      {query.data ? (
        <CertificationsForm userId={userId} certifications={query.data.certifications} />
      ) : (
        <LoadState
          isLoading={query.isPending}
          error={query.error}
          isEmpty={false}
          emptyText=""
          onRetry={() => void query.refetch()}
        />
      )}
    </Stack>
  );
}

function CertificationsForm({ userId, certifications }: { userId: number; certifications: Certification[] }) {
  const { t } = useTranslation();
  const save = useSaveCertifications();
  const [failure, setFailure] = useState<string>();
  const form = useSchemaForm<{ certifications: Row[] }>({
    schema: certificationsBody,
    initialValues: { certifications: certifications.map((c) => ({ ...c })) },
  });
  const guard = useUnsavedChangesGuard(form.isDirty());
  const rows = form.values.certifications;

  const submit = form.onSubmit((values) => {
    setFailure(undefined);
    save.mutate(
      // Validated above: every row names its state.
      { userId, body: values as CertificationsBody },
      {
        onSuccess: (saved) => {
          const kept = { certifications: saved.certifications.map((c) => ({ ...c })) };
          form.setInitialValues(kept);
          form.setValues(kept);
          form.resetDirty(kept);
          guard.markClean();
          notifySuccess(t('users.certificationsSaved'));
        },
        onError: (error) =>
          setFailure(
            applyServerErrors(error, form.setErrors, [
              'certifications',
              ...rows.flatMap((_, i) => ROW_FIELDS.map((f) => `certifications.${i}.${f}`)),
            ]),
          ),
      },
    );
  });
  const input = (path: string) => ({
    ...form.getInputProps(path),
    error: schemaMessage(t, form.errors[path]),
    disabled: save.isPending,
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack maw={900}>
        {failure && (
          <Alert color="red" title={t('users.certificationsFailed')} role="alert">
            {schemaMessage(t, failure)}
          </Alert>
        )}
        <EditableRows
          items={rows}
          label={(row, i) => t('users.certificationOf', { name: rowName(row, i) })}
          removeLabel={(row, i) => t('users.removeCertification', { name: rowName(row, i) })}
          addText={t('users.addCertification')}
          emptyText={t('users.noCertifications')}
          error={schemaMessage(t, form.errors.certifications)}
          disabled={save.isPending}
          onAdd={() => form.insertListItem('certifications', { ...EMPTY })}
          onRemove={(i) => form.removeListItem('certifications', i)}
        >
          {(_, i) => (
            <>
              <StateSelect label={t('users.certState')} w={220} {...input(`certifications.${i}.state`)} />
              <TextInput
                label={t('users.certNumber')}
                ref={autoDirection}
                w={170}
                {...input(`certifications.${i}.certification_id`)}
              />
              <TextInput
                label={t('users.certCategory')}
                ref={autoDirection}
                w={200}
                {...input(`certifications.${i}.category`)}
              />
              <DayInput label={t('users.certExpires')} w={170} {...input(`certifications.${i}.expires_on`)} />
            </>
          )}
        </EditableRows>
        <Group>
          <Button type="submit" onClick={firstClickOnly()} loading={save.isPending}>
            {t('users.saveCertifications')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
