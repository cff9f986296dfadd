import { Alert, Button, FileInput, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconPencil, IconPhoto, IconTrash, IconUpload } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type DeviceRow,
  SITE_PLAN_MAX_BYTES,
  SITE_PLAN_TYPES,
  type SitePlanRow,
  sitePlanUpdateBody,
} from '@shared/schemas/devices';
import { dialogs } from '@web/components/dialogs';
import { notifyError, notifySuccess } from '@web/components/undo-notification';
import { serverErrorText } from '@web/lib/server-errors';
import { useSchemaMessage } from '@web/lib/schema-message';
import { useDeleteSitePlan } from '../api/delete-site-plan';
import { useRenameSitePlan } from '../api/rename-site-plan';
import { useUploadSitePlan } from '../api/upload-site-plan';

type Open = 'upload' | 'rename' | null;

/** An Admin's tools for the plans: upload one, rename or delete the one shown. */
export function PlanAdmin(props: {
  locationId: number;
  plan: SitePlanRow | undefined;
  devices: DeviceRow[];
  onUploaded: (plan: SitePlanRow) => void;
}) {
  const { plan, devices } = props;
  const { t } = useTranslation();
  const [open, setOpen] = useState<Open>(plan ? null : 'upload');
  const remove = useDeleteSitePlan();

  function confirmDelete(p: SitePlanRow) {
    const count = devices.filter((d) => d.place?.plan_id === p.id).length;
    dialogs.openConfirmModal({
      title: t('sitePlans.deleteTitle', { name: p.name }),
      children: <Text>{t('sitePlans.deleteConfirm', { count })}</Text>,
      labels: { confirm: t('sitePlans.delete'), cancel: t('common.cancel') },
      confirmProps: { color: 'red' },
      cancelProps: { 'data-autofocus': true },
      closeButtonProps: { 'aria-label': t('widgets.closeDialog') },
      onConfirm: () =>
        remove.mutate(p.id, {
          onSuccess: () => notifySuccess(t('sitePlans.deleted', { name: p.name })),
          onError: (error) => notifyError(t('sitePlans.deleteFailed'), error),
        }),
    });
  }

  return (
    <Stack gap="xs">
      <Group gap="xs">
        <Button
          size="xs"
          variant="light"
          leftSection={<IconUpload size={14} />}
          onClick={() => setOpen('upload')}
        >
          {t('sitePlans.upload')}
        </Button>
        {plan && (
          <>
            <Button
              size="xs"
              variant="default"
              leftSection={<IconPencil size={14} />}
              onClick={() => setOpen('rename')}
            >
              {t('sitePlans.rename')}
            </Button>
            <Button
              size="xs"
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={14} />}
              onClick={() => confirmDelete(plan)}
              loading={remove.isPending}
            >
              {t('sitePlans.delete')}
            </Button>
          </>
        )}
      </Group>
      {open === 'upload' && (
        <UploadForm
          locationId={props.locationId}
          onDone={(p) => {
            setOpen(null);
            if (p) props.onUploaded(p);
          }}
        />
      )}
      {open === 'rename' && plan && <RenameForm key={plan.id} plan={plan} onDone={() => setOpen(null)} />}
    </Stack>
  );
}

/** The name's rule from the shared schema, as the server checks it. */
function useNameProblem() {
  const message = useSchemaMessage();
  return (name: string) => {
    const result = sitePlanUpdateBody.safeParse({ name });
    return result.success ? null : message(result.error.issues[0]?.message);
  };
}

function UploadForm({
  locationId,
  onDone,
}: {
  locationId: number;
  onDone: (plan: SitePlanRow | null) => void;
}) {
  const { t } = useTranslation();
  const nameProblem = useNameProblem();
  const upload = useUploadSitePlan(locationId);
  const [name, setName] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<{ name?: string | null; file?: string | null; form?: string }>({});

  function submit(e: FormEvent) {
    e.preventDefault();
    const fileProblem = !file
      ? t('sitePlans.fileRequired')
      : !(SITE_PLAN_TYPES as readonly string[]).includes(file.type)
        ? t('errors.device.planImage')
        : file.size > SITE_PLAN_MAX_BYTES
          ? t('errors.device.planImage')
          : null;
    const next = { name: nameProblem(name), file: fileProblem };
    setErrors(next);
    if (next.name || next.file || !file) return;
    upload.mutate(
      { name: name.trim(), file },
      {
        onSuccess: (plan) => {
          notifySuccess(t('sitePlans.uploaded', { name: plan.name }));
          onDone(plan);
        },
        onError: (error) => setErrors({ form: serverErrorText(error) }),
      },
    );
  }

  return (
    <Paper withBorder p="sm" component="form" onSubmit={submit} aria-label={t('sitePlans.upload')} noValidate>
      <Stack gap="xs">
        {errors.form && (
          <Alert color="red" role="alert">
            {errors.form}
          </Alert>
        )}
        <TextInput
          label={t('sitePlans.name')}
          required
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={errors.name}
          maxLength={100}
        />
        <FileInput
          label={t('sitePlans.file')}
          description={t('sitePlans.fileHint')}
          accept={SITE_PLAN_TYPES.join(',')}
          leftSection={<IconPhoto size={16} aria-hidden />}
          required
          clearable
          value={file}
          onChange={setFile}
          error={errors.file}
        />
        <Group gap="xs">
          <Button type="submit" size="xs" loading={upload.isPending}>
            {t('sitePlans.uploadSave')}
          </Button>
          <Button size="xs" variant="default" onClick={() => onDone(null)}>
            {t('common.cancel')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function RenameForm({ plan, onDone }: { plan: SitePlanRow; onDone: () => void }) {
  const { t } = useTranslation();
  const nameProblem = useNameProblem();
  const rename = useRenameSitePlan();
  const [name, setName] = useState(plan.name);
  const [error, setError] = useState<string | null>(null);

  function submit(e: FormEvent) {
    e.preventDefault();
    const problem = nameProblem(name);
    setError(problem);
    if (problem) return;
    rename.mutate(
      { id: plan.id, name: name.trim() },
      { onSuccess: onDone, onError: (err) => setError(serverErrorText(err)) },
    );
  }

  return (
    <Paper withBorder p="sm" component="form" onSubmit={submit} aria-label={t('sitePlans.rename')} noValidate>
      <Group gap="xs" align="flex-end">
        <TextInput
          label={t('sitePlans.name')}
          required
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={error}
          maxLength={100}
        />
        <Button type="submit" size="xs" loading={rename.isPending}>
          {t('sitePlans.renameSave')}
        </Button>
        <Button size="xs" variant="default" onClick={onDone}>
          {t('common.cancel')}
        </Button>
      </Group>
    </Paper>
  );
}
