import { Alert, Button, FileInput, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportDryRun, ImportFileAnswer, ImportKind, ImportMapping } from '@shared/schemas/imports';
import { notifyError, notifySuccess } from '@web/components/undo-notification';
import { serverErrorText } from '@web/lib/server-errors';
import { type AppliedImport, useApplyImport } from '../api/apply-import';
import { useDryRunImport } from '../api/dry-run-import';
import { useUndoImport } from '../api/undo-import';
import { useUploadImportFile } from '../api/upload-import-file';
import { ImportDryRunStep } from './import-dry-run';
import { ImportMappingStep } from './import-mapping';

type Step = 'file' | 'map' | 'check' | 'done';

/** Choose a file → map its columns → dry run → apply → the result, with Undo (issue 20). */
export function ImportWizard({ kind }: { kind: ImportKind }) {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>('file');
  const [file, setFile] = useState<ImportFileAnswer>();
  const [mapping, setMapping] = useState<ImportMapping>({});
  const [result, setResult] = useState<ImportDryRun>();
  const [applied, setApplied] = useState<AppliedImport>();
  const [error, setError] = useState<string>();
  const upload = useUploadImportFile(kind);
  const dryRun = useDryRunImport(kind);
  const apply = useApplyImport(kind);
  const undo = useUndoImport();

  const fail = (e: unknown) => setError(serverErrorText(e));
  const body = () => ({ file_token: file!.file_token, file_name: file!.file_name, mapping });

  const choose = (chosen: File | null) => {
    setError(undefined);
    if (!chosen) return;
    upload.mutate(chosen, {
      onSuccess: (answer) => {
        // A file uploaded again after a fix keeps the mapping the Admin just chose.
        const kept = file
          ? Object.fromEntries(Object.entries(mapping).filter(([, c]) => answer.headings.includes(c)))
          : {};
        setFile(answer);
        setMapping(Object.keys(kept).length > 0 ? kept : answer.mapping);
        setStep('map');
      },
      onError: fail,
    });
  };
  const check = () => {
    setError(undefined);
    dryRun.mutate(body(), {
      onSuccess: (answer) => {
        setResult(answer);
        setStep('check');
      },
      onError: fail,
    });
  };
  const run = () => {
    setError(undefined);
    apply.mutate(body(), {
      onSuccess: (done) => {
        setApplied(done);
        setStep('done');
      },
      onError: fail,
    });
  };
  const undoIt = () => {
    if (!applied) return;
    undo.mutate(
      { id: applied.id, kind },
      {
        onSuccess: () => {
          notifySuccess(t('imports.undone'));
          setApplied(undefined);
          setStep('file');
        },
        onError: (e) => notifyError(t('imports.undoFailed'), e),
      },
    );
  };

  return (
    <Stack>
      <Title order={2} size="h3">
        {t(`imports.steps.${step}`)}
      </Title>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      {step === 'file' && (
        <Stack maw={480}>
          <Text>{t('imports.fileHelp')}</Text>
          <FileInput
            label={t('imports.file')}
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            onChange={choose}
            disabled={upload.isPending}
            clearable
          />
          {upload.isPending && <Text c="dimmed">{t('imports.reading')}</Text>}
        </Stack>
      )}
      {step === 'map' && file && (
        <ImportMappingStep
          kind={kind}
          file={file}
          mapping={mapping}
          onChange={setMapping}
          onCheck={check}
          onBack={() => setStep('file')}
          checking={dryRun.isPending}
        />
      )}
      {step === 'check' && result && (
        <ImportDryRunStep
          key={file?.file_token}
          result={result}
          onApply={run}
          applying={apply.isPending}
          onUploadAgain={() => setStep('file')}
          onBack={() => setStep('map')}
        />
      )}
      {step === 'done' && applied && (
        <Stack>
          <Text role="status">
            {t('imports.applied', { created: applied.created, updated: applied.updated })}
          </Text>
          <Group>
            <Button variant="default" onClick={undoIt} loading={undo.isPending}>
              {t('imports.undo')}
            </Button>
            <Button
              variant="default"
              onClick={() => {
                setFile(undefined);
                setStep('file');
              }}
            >
              {t('imports.another')}
            </Button>
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
