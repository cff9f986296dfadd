import { Alert, Badge, Button, Card, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { type ReactNode, type RefObject, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { scoreReport, visibility } from '@shared/checklist-logic';
import { followupId } from '@shared/schemas/checklist-values';
import type { ReportDetail, ReportField } from '@shared/schemas/reports';
import { useUnsavedChangesGuard } from '@web/components/unsaved-changes-guard';
import { ReportScoreLine } from '../report-score';
import { reportStatusLabel } from '../report-status-label';
import { useSchemaMessage } from '@web/lib/schema-message';
import { FieldInput } from './field-input';
import { FlagFollowup } from './flag-followup';
import { OrphanAnswers } from './orphan-answers';
import { ReturnedAlert } from './returned-alert';
import { SaveState } from './save-state';
import { useAutosave } from './use-autosave';
import { useSubmit } from './use-submit';
import { DataParts } from '@web/components/data-parts';
import { DeferredPart } from '@web/components/deferred-part';
import { deferredCode } from '@web/components/deferred-widget';

// Drawn only when a field was changed on two devices: its code stays out of the first screen.
const conflictChoiceCode = deferredCode(
  () => import('./answer-conflict-choice'),
  (m) => m.AnswerConflictChoice,
);

/**
 * The technician's form: every shown field of the snapshot, saved as it is filled, then submitted.
 * A question whose rule is not met hides at once; its answer stays (here and on the device) and
 * shows again with it. `actionSlot` and `hasAction` are the corrective actions' part under a
 * flagged answer that requires one (without `hasAction`, the server alone checks it).
 */
export function ReportForm({
  report,
  actionSlot,
  hasAction,
  startWaiting = false,
  cleanRef,
}: {
  report: ReportDetail;
  actionSlot?: (field: ReportField, value: unknown) => ReactNode;
  hasAction?: (fieldId: number) => boolean;
  /** Started on the device: the report itself waits to be sent (offline-report.tsx). */
  startWaiting?: boolean;
  /** Set to the guard's markClean: the form moved to the report's server id loses nothing. */
  cleanRef?: RefObject<(() => void) | null>;
}) {
  const { t } = useTranslation();
  const message = useSchemaMessage();
  const save = useAutosave(report);
  // Fields whose number box shows what is not a number: their stored value is an older one.
  const [badNumbers, setBadNumbers] = useState<ReadonlySet<number>>(new Set());
  const markNumber = (id: number, bad: boolean) =>
    setBadNumbers((prev) => {
      if (prev.has(id) === bad) return prev;
      const next = new Set(prev);
      if (bad) next.add(id);
      else next.delete(id);
      return next;
    });
  const top = useRef<HTMLDivElement>(null);
  const fieldName = new Map(
    report.tasks.flatMap((task) => task.fields.map((f) => [f.id, f.field_name] as const)),
  );
  const nameOf = (id: number) => fieldName.get(id) ?? String(id);
  // Recomputed on every answer, as the server will on submit: what shows is what is asked for.
  const seen = useMemo(() => visibility(report.tasks, save.values), [report.tasks, save.values]);
  // The score and the flagged answers as the technician answers, the same count the reviewer
  // reads (issue 32), not only once the report is submitted.
  const score = useMemo(
    () => scoreReport(report.tasks, save.values, report.pass_mark, seen),
    [report.tasks, report.pass_mark, save.values, seen],
  );
  const submitting = useSubmit({
    report,
    save,
    seen,
    hasAction,
    badNumbers: [...badNumbers].filter((id) => !seen.hiddenFields.has(id)),
    nameOf,
    top,
    markClean: () => guard.markClean(),
  });
  const { missing, followupsMissing, refusal, partErrors, queued } = submitting;
  // Leaving the form stops the sending (the outbox still keeps it): ask while anything is unsent.
  const conflicted = Object.keys(save.conflicts).length > 0;
  const guard = useUnsavedChangesGuard(
    save.waiting > 0 ||
      save.incomplete > 0 ||
      conflicted ||
      save.orphans.length > 0 ||
      queued ||
      startWaiting,
  );
  /** Both versions of a field (or its follow-up) changed elsewhere too, to keep one. */
  const conflictOf = (field: ReportField, id: number) => {
    const conflict = save.conflicts[id];
    return (
      conflict && (
        <DeferredPart
          code={conflictChoiceCode}
          now
          failedText={t('common.formFailed')}
          props={{
            report,
            field,
            fieldId: id,
            mine: save.values[id],
            conflict,
            onKeepMine: () => save.keepMine(id),
            onKeepServer: () => save.keepServer(id),
          }}
        />
      )
    );
  };
  useEffect(() => {
    if (cleanRef) cleanRef.current = guard.markClean;
  });

  return (
    <Stack gap="md" pb={96}>
      <div ref={top} style={{ scrollMarginTop: 80 }}>
        {queued && (
          <Alert color="blue" title={t('reports.form.submitQueuedTitle')} role="alert" mb="md">
            {t('reports.form.submitQueued')}
          </Alert>
        )}
        <Group gap="xs">
          <Title order={1} size="h2">
            {report.template.name}
          </Title>
          <Badge variant="light" color="yellow">
            {reportStatusLabel(t, report.status_id)}
          </Badge>
        </Group>
        <Text fw={600} dir="auto">
          {report.job.name}
        </Text>
        <Text size="sm" c="dimmed" data-testid="report-place">
          <DataParts parts={[report.job.location.name, report.job.location.address]} />
        </Text>
      </div>
      <ReturnedAlert report={report} />
      <OrphanAnswers report={report} orphans={save.orphans} onDismiss={save.dismissOrphans} />
      {report.tasks.map((task) => {
        const fields = task.fields.filter((f) => !seen.hiddenFields.has(f.id));
        // A hidden task, or one whose every question is hidden, is left out whole.
        if (seen.hiddenTasks.has(task.id) || (task.fields.length > 0 && fields.length === 0)) return null;
        return (
          <Card key={task.id} withBorder padding="md" component="section" aria-labelledby={`task-${task.id}`}>
            <Title order={2} size="h4" id={`task-${task.id}`} mb="sm">
              {task.task}
            </Title>
            <Stack gap="lg">
              {fields.map((field) => (
                <div key={field.id}>
                  <FieldInput
                    field={field}
                    imageSrc={save.imageSrc}
                    value={save.values[field.id] ?? null}
                    error={save.errors[field.id] ? message(save.errors[field.id]) : undefined}
                    onChange={(value, opts) => save.setValue(field.id, value, opts)}
                    onNumberProblem={(bad) => {
                      markNumber(field.id, bad);
                      save.holdUnanswered(field.id, bad);
                    }}
                    report={report}
                    partErrors={partErrors[field.id]}
                  />
                  {conflictOf(field, field.id)}
                  <FlagFollowup
                    report={report}
                    field={field}
                    value={save.values[field.id]}
                    followup={save.values[followupId(field.id)]}
                    onChange={(value, opts) => save.setValue(followupId(field.id), value, opts)}
                    imageSrc={save.imageSrc}
                    error={message(save.errors[followupId(field.id)]) || undefined}
                    actionSlot={actionSlot?.(field, save.values[field.id])}
                  />
                  {conflictOf(field, followupId(field.id))}
                </div>
              ))}
            </Stack>
          </Card>
        );
      })}
      {missing.length > 0 && (
        <Alert color="red" title={t('reports.form.cannotSubmit')} role="alert">
          {t('reports.form.missing', { fields: missing.join(', ') })}
        </Alert>
      )}
      {followupsMissing.length > 0 && (
        <Alert color="red" title={t('reports.form.cannotSubmit')} role="alert">
          {t('reports.logic.followupsMissing', { fields: followupsMissing.join(', ') })}
        </Alert>
      )}
      {refusal && (
        <Alert color="red" title={t('reports.form.cannotSubmit')} role="alert">
          {refusal}
        </Alert>
      )}
      <Paper
        withBorder
        shadow="md"
        p="sm"
        style={{ position: 'sticky', bottom: 0, zIndex: 5 }}
        aria-label={t('reports.form.actions')}
      >
        <ReportScoreLine score={score} />
        <Group justify="space-between" wrap="nowrap">
          <SaveState
            save={save}
            onRetry={() => void save.flush()}
            startWaiting={startWaiting}
            submitWaiting={queued}
          />
          <Button
            leftSection={<IconSend size={16} />}
            onClick={() => void submitting.onSubmit()}
            loading={submitting.submitting}
            style={{ flexShrink: 0 }}
          >
            {t('reports.form.submit')}
          </Button>
        </Group>
      </Paper>
    </Stack>
  );
}
