import { Alert, Button, Group, Radio, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { withoutIsolates } from '@shared/languages';
import { Link, useNavigate } from 'react-router';
import { Status } from '@shared/constants';
import { NAME_MAX, type TemplateRow, templateBody } from '@shared/schemas/templates';
import { NumberInput, numberProblem } from '@web/components/number-input';
import { useUnsavedChangesGuard } from '@web/components/unsaved-changes-guard';
import { ApiError } from '@web/lib/api-client';
import { readNumber } from '@web/lib/number-text';
import { firstClickOnly } from '@web/lib/one-shot';
import { saveOutcome } from '@web/lib/save-outcome';
import { schemaMessage } from '@web/lib/schema-message';
import type { FormIssue } from '@web/lib/schema-errors';
import { useSchemaForm } from '@web/lib/use-schema-form';
import { useCopyTemplate } from '../api/copy-template';
import { useSaveTemplate } from '../api/save-template';

interface Values {
  name: string;
  company_name: string;
  status_id: string;
  /** The pass mark as typed; empty for none (issue 16). */
  pass_mark: string;
}

const PASS_MARK_RULES = { integer: true, min: 0, max: 100 };

/** The pass mark of a checked text: empty is none; a wrong text NaN, which the schema refuses. */
function passMarkOf(text: string): number | null {
  const reading = readNumber(text, PASS_MARK_RULES);
  if (reading.state === 'empty') return null;
  return reading.state === 'number' ? reading.value : Number.NaN;
}

export type TemplateFormMode = 'create' | 'edit' | 'copy';

/**
 * Create a template, edit one, or copy one (`/templates/{id}/copy`: the copy's name and company
 * name, prefilled; the server copies every task and field in one transaction). A new template or
 * a copy opens in the task editor; an edit returns to the list.
 */
export function TemplateForm({
  mode,
  template,
}: {
  mode: TemplateFormMode;
  template?: TemplateRow & { pass_mark?: number | null };
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveTemplate(mode === 'edit' ? template?.id : undefined);
  const copy = useCopyTemplate(template?.id ?? 0);
  const mutation = mode === 'copy' ? copy : save;
  const passMarkMessage = t('errors.checklist.passMark');
  const message = (issue: FormIssue) => {
    if (issue.path[0] === 'pass_mark') return schemaMessage(t, issue.message);
    if (issue.code === 'custom') return undefined;
    if (issue.code === 'too_big') return t('templates.form.tooLong', { max: NAME_MAX });
    return issue.path[0] === 'name' ? t('templates.form.nameRequired') : undefined;
  };
  const form = useSchemaForm<Values>({
    schema: templateBody,
    toBody: (values) => ({
      ...values,
      status_id: Number(values.status_id),
      // The copy form names the copy only; the server copies the rest of the template.
      pass_mark: mode === 'copy' ? undefined : passMarkOf(values.pass_mark),
    }),
    message,
    check: (values) => ({
      pass_mark: mode !== 'copy' && numberProblem(values.pass_mark, PASS_MARK_RULES) ? passMarkMessage : null,
    }),
    initialValues: {
      name:
        mode === 'copy' && template
          ? withoutIsolates(t('templates.form.copyName', { name: template.name }))
          : (template?.name ?? ''),
      company_name: template?.company_name ?? '',
      status_id: String(template?.status_id ?? Status.Active),
      pass_mark:
        template?.pass_mark === null || template?.pass_mark === undefined ? '' : String(template.pass_mark),
    },
  });
  // A copy starts prefilled and is worth keeping even untouched; only typed changes are guarded.
  const guard = useUnsavedChangesGuard(form.isDirty() && !mutation.isSuccess);
  const generalError =
    mutation.error && !(mutation.error instanceof ApiError && mutation.error.status === 400);

  const submit = form.onSubmit((values) => {
    const name = values.name.trim();
    const company_name = values.company_name.trim();
    const { onSuccess, onError } = saveOutcome(form, {
      guard,
      notify: (saved: TemplateRow) => t(`templates.form.done.${mode}`, { name: saved.name }),
      then: (saved) => void navigate(mode === 'edit' ? '/templates' : `/templates/tasks/${saved.id}`),
    });
    if (mode === 'copy') copy.mutate({ name, company_name }, { onSuccess, onError });
    else
      save.mutate(
        {
          name,
          company_name,
          status_id: Number(values.status_id) as 1 | 2,
          pass_mark: passMarkOf(values.pass_mark),
        },
        { onSuccess, onError },
      );
  });

  return (
    <Stack maw={640}>
      <Title order={1}>
        {mode === 'create'
          ? t('templates.create')
          : t(`templates.form.title.${mode}`, { name: template?.name ?? '' })}
      </Title>
      {mode === 'copy' && <Text c="dimmed">{t('templates.form.copyIntro')}</Text>}
      <form onSubmit={submit} noValidate>
        <Stack>
          {generalError && (
            <Alert color="red" role="alert" title={t('templates.form.saveFailed')}>
              {mutation.error.message}
            </Alert>
          )}
          <TextInput label={t('common.name')} required autoFocus {...form.getInputProps('name')} />
          <TextInput label={t('templates.companyName')} {...form.getInputProps('company_name')} />
          {mode !== 'copy' && (
            <NumberInput
              label={t('templates.logic.passMark')}
              description={t('templates.logic.passMarkHelp')}
              rules={PASS_MARK_RULES}
              messages={{ notANumber: passMarkMessage, notInteger: passMarkMessage, range: passMarkMessage }}
              maw={240}
              {...form.getInputProps('pass_mark')}
            />
          )}
          {mode !== 'copy' && (
            <Radio.Group label={t('common.status')} {...form.getInputProps('status_id')}>
              <Group mt={6}>
                <Radio value={String(Status.Active)} label={t('common.active')} />
                <Radio value={String(Status.Inactive)} label={t('common.inactive')} />
              </Group>
            </Radio.Group>
          )}
          <Group>
            <Button type="submit" onClick={firstClickOnly()} loading={mutation.isPending}>
              {t(`templates.form.submit.${mode}`)}
            </Button>
            <Button component={Link} to="/templates" variant="default">
              {t('common.cancel')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
