import {
  Alert,
  Button,
  Checkbox,
  Group,
  Select,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import {
  SIGNAL_WORDS,
  chemicalBody,
  type ChemicalDetail,
  type ChemicalInput,
  type ChemicalTreeNode,
} from '@shared/schemas/chemicals';
import { notifyError, notifySuccess } from '@web/components/undo-notification';
import { useUnsavedChangesGuard } from '@web/components/unsaved-changes-guard';
import { ApiError } from '@web/lib/api-client';
import { firstClickOnly } from '@web/lib/one-shot';
import { useSchemaForm } from '@web/lib/use-schema-form';
import { useRemoveChemicalFile } from '../api/remove-chemical-file';
import { useSaveChemical } from '../api/save-chemical';
import { useUploadChemicalFile } from '../api/upload-chemical-file';
import { ChemicalDocumentField, fileProblem } from './chemical-document-field';
import { ChemicalDeleteButton } from './chemical-delete-button';
import { ChemicalLabelFields, labelBodyOf, labelValuesOf, type LabelValues } from './chemical-label-fields';
import { applyServerErrors } from '@web/lib/server-errors';
import { schemaMessage } from '@web/lib/schema-message';
import { categoryOptions } from './tree-data';

interface Values {
  kind: 'chemical' | 'category';
  name: string;
  /** '' is the top of the tree. */
  parent_id: string;
  epa_reg_no: string;
  active_ingredient: string;
  manufacturer: string;
  signal_word: string | null;
  restricted_use: boolean;
  label: LabelValues;
  file: File | null;
  removeFile: boolean;
}

const bodyOf = (v: Values): ChemicalInput => ({
  name: v.name,
  is_category: v.kind === 'category',
  parent_id: v.parent_id ? Number(v.parent_id) : null,
  epa_reg_no: v.epa_reg_no,
  active_ingredient: v.active_ingredient,
  manufacturer: v.manufacturer,
  signal_word: (v.signal_word as ChemicalInput['signal_word']) || null,
  restricted_use: v.restricted_use,
  label: labelBodyOf(v.label),
});

/**
 * Create (`chemical` absent) or edit a chemical or a category: its name, its category in the tree,
 * the label data of a chemical and its document. Leaving with unsaved changes asks first.
 */
export function ChemicalForm(props: {
  tree: ChemicalTreeNode[];
  chemical?: ChemicalDetail;
  defaultParentId?: number;
  /** A document the server refused right after the record was created (shown once). */
  fileError?: string;
}) {
  const { chemical, tree } = props;
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveChemical(chemical?.id);
  const upload = useUploadChemicalFile();
  const removeFile = useRemoveChemicalFile();
  const [failure, setFailure] = useState<string | null>(null);
  const parents = useMemo(
    () => [{ value: '', label: t('chemicals.fields.topLevel') }, ...categoryOptions(tree, chemical?.id)],
    [tree, chemical?.id, t],
  );

  const form = useSchemaForm<Values>({
    schema: chemicalBody,
    toBody: bodyOf,
    message: (issue) => schemaMessage(t, issue.message) ?? issue.message,
    check: (values) => {
      const problem = values.kind === 'chemical' ? fileProblem(values.file) : null;
      return { file: problem && t(`errors.chemical.${problem}`) };
    },
    initialValues: {
      kind: chemical?.is_category ? 'category' : 'chemical',
      name: chemical?.name ?? '',
      parent_id: String(chemical?.parent_id ?? props.defaultParentId ?? ''),
      epa_reg_no: chemical?.epa_reg_no ?? '',
      active_ingredient: chemical?.active_ingredient ?? '',
      manufacturer: chemical?.manufacturer ?? '',
      signal_word: chemical?.signal_word ?? null,
      restricted_use: chemical?.restricted_use ?? false,
      label: labelValuesOf(chemical?.label),
      file: null,
      removeFile: false,
    },
    initialErrors: props.fileError ? { file: props.fileError } : {},
  });
  const busy = save.isPending || upload.isPending || removeFile.isPending;
  const guard = useUnsavedChangesGuard(form.isDirty() && !busy);
  const isChemical = form.values.kind === 'chemical';

  const done = (saved: ChemicalDetail) => {
    guard.markClean();
    notifySuccess(t(chemical ? 'chemicals.form.saved' : 'chemicals.form.created', { name: saved.name }));
    void navigate('/chems');
  };

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    let saved: ChemicalDetail;
    try {
      saved = await save.mutateAsync(bodyOf(values));
    } catch (error) {
      // A refusal naming fields shows on them; any other above the form.
      const fields = error instanceof ApiError ? Object.keys(error.errors) : [];
      setFailure(applyServerErrors(error, form.setErrors, fields) ?? null);
      return;
    }
    try {
      if (isChemical && values.file) await upload.mutateAsync({ id: saved.id, file: values.file });
      else if (isChemical && values.removeFile && chemical?.file) await removeFile.mutateAsync(saved.id);
    } catch (error) {
      // The record is saved; only its document is not. Say so where the document is chosen.
      const message = error instanceof Error ? error.message : String(error);
      guard.markClean();
      notifyError(t('chemicals.form.documentFailed', { name: saved.name }), error);
      if (chemical) {
        form.setValues({ file: null, removeFile: false });
        form.resetDirty({ ...values, file: null, removeFile: false });
        form.setFieldError('file', message);
      } else {
        void navigate(`/chems/${saved.id}/edit`, { replace: true, state: { fileError: message } });
      }
      return;
    }
    done(saved);
  });

  return (
    <Stack maw={680}>
      <Title order={1}>
        {chemical ? t('chemicals.form.editTitle', { name: chemical.name }) : t('chemicals.form.createTitle')}
      </Title>
      <form onSubmit={submit} noValidate>
        <Stack>
          {failure && (
            <Alert color="red" role="alert" title={t('chemicals.form.saveFailed')}>
              {failure}
            </Alert>
          )}
          <Stack gap={4}>
            <Text fw={500} size="sm" id="chemical-kind-label">
              {t('chemicals.fields.kind')}
            </Text>
            <SegmentedControl
              aria-labelledby="chemical-kind-label"
              data={[
                { value: 'chemical', label: t('chemicals.chemical') },
                { value: 'category', label: t('chemicals.category') },
              ]}
              {...form.getInputProps('kind')}
              style={{ alignSelf: 'flex-start' }}
            />
            {form.errors.is_category && (
              <Text size="xs" c="red">
                {form.errors.is_category}
              </Text>
            )}
          </Stack>
          <TextInput
            label={t('chemicals.fields.name')}
            required
            data-autofocus
            {...form.getInputProps('name')}
          />
          <Select
            label={t('chemicals.fields.parent')}
            data={parents}
            searchable
            limit={100}
            allowDeselect={false}
            nothingFoundMessage={t('chemicals.form.noCategoryFound')}
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('parent_id')}
            error={form.errors.parent_id}
          />
          {isChemical && (
            <>
              <Group grow align="flex-start" wrap="wrap">
                <TextInput
                  label={t('chemicals.fields.epaRegNo')}
                  placeholder={t('chemicals.form.epaPlaceholder')}
                  miw={200}
                  {...form.getInputProps('epa_reg_no')}
                />
                <Select
                  label={t('chemicals.fields.signalWord')}
                  data={SIGNAL_WORDS.map((w) => ({ value: w, label: t(`chemicals.signalWords.${w}`) }))}
                  clearable
                  placeholder={t('chemicals.form.signalWordPlaceholder')}
                  miw={200}
                  {...form.getInputProps('signal_word')}
                />
              </Group>
              <TextInput
                label={t('chemicals.fields.activeIngredient')}
                {...form.getInputProps('active_ingredient')}
              />
              <TextInput label={t('chemicals.fields.manufacturer')} {...form.getInputProps('manufacturer')} />
              <Checkbox
                label={t('chemicals.fields.restrictedUse')}
                description={t('chemicals.form.restrictedUseHint')}
                {...form.getInputProps('restricted_use', { type: 'checkbox' })}
              />
              <ChemicalLabelFields form={form} disabled={busy} />
              <ChemicalDocumentField
                current={chemical}
                file={form.values.file}
                onFileChange={(file) => form.setFieldValue('file', file)}
                remove={form.values.removeFile}
                onRemoveChange={(remove) => form.setFieldValue('removeFile', remove)}
                error={form.errors.file}
              />
            </>
          )}
          <Group justify="space-between">
            <Group>
              <Button type="submit" onClick={firstClickOnly()} loading={busy}>
                {t('chemicals.form.save')}
              </Button>
              <Button component={Link} to="/chems" variant="default">
                {t('common.cancel')}
              </Button>
            </Group>
            {chemical && <ChemicalDeleteButton chemical={chemical} onDeleted={guard.markClean} />}
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
