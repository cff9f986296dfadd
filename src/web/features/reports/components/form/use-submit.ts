import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { visibility } from '@shared/checklist-logic';
import { fieldOfFollowup, followupId } from '@shared/schemas/checklist-values';
import type { ReportDetail } from '@shared/schemas/reports';
import { notifySuccess } from '@web/components/undo-notification';
import { ApiError } from '@web/lib/api-client';
import { serverErrorText } from '@web/lib/server-errors';
import { useSchemaMessage } from '@web/lib/schema-message';
import { useChangeStatus } from '../../api/change-status';
import { partErrorsOf, submitProblems, submitRefusalOf } from './form-checks';
import { dropSubmit, isSubmitQueued, queueSubmit } from './outbox';
import type { useAutosave } from './use-autosave';

const FOLLOWUP_TEXT = {
  note: 'reports.logic.noteRequired',
  photo: 'reports.logic.photoRequired',
  action: 'reports.logic.actionRequired',
} as const;
/** A Submit that met no connection on its way is tried again by itself. */
const RETRY_MS = 5000;

const scrollToFirst = (ids: string[]) => {
  const first = ids.map((id) => document.getElementById(id)).find(Boolean);
  first?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  // A message of its own (the devices still to inspect) takes the focus: read out, and in view
  // rather than under the sticky header above a field taller than the screen (issue 32).
  if (first?.getAttribute('tabindex') === '-1') first.focus({ preventScroll: true });
};

/**
 * The form's Submit: what the device can check first (required answers, follow-ups, coverage, a
 * number box asking its question), then the server's say. With no connection, or for a report
 * started on the device, a Submit that passes the checks waits in the outbox (issue 32) and goes
 * by itself once the answers have: never before them, and it is never called sent until it is.
 */
export function useSubmit({
  report,
  save,
  seen,
  hasAction,
  badNumbers,
  nameOf,
  top,
  markClean,
}: {
  report: ReportDetail;
  save: ReturnType<typeof useAutosave>;
  seen: ReturnType<typeof visibility>;
  hasAction?: (fieldId: number) => boolean;
  badNumbers: number[];
  nameOf: (id: number) => string;
  top: RefObject<HTMLDivElement | null>;
  markClean: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const message = useSchemaMessage();
  const submit = useChangeStatus(report.id);
  const [missing, setMissing] = useState<string[]>([]);
  const [followupsMissing, setFollowupsMissing] = useState<string[]>([]);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [partErrors, setPartErrors] = useState<Record<number, Record<string, string>>>({});
  const [queued, setQueued] = useState(false);
  const [retryTick, setRetryTick] = useState(0);
  const sendingQueued = useRef(false);
  const reportId = report.id;
  // A follow-up (negative id) is named by its question.
  const nameOfAnswer = (id: number) => nameOf(id < 0 ? fieldOfFollowup(id) : id);

  useEffect(() => {
    let cancelled = false;
    void isSubmitQueued(reportId).then((q) => !cancelled && setQueued(q));
    return () => {
      cancelled = true;
    };
  }, [reportId]);

  const showQueued = () => {
    setQueued(true);
    top.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  /** The server's answer to the Submit; false when it could not be reached (it stays queued). */
  const send = async (): Promise<boolean> => {
    try {
      await submit.mutateAsync({ action: 'submit' });
      await dropSubmit(reportId).catch(() => undefined);
      setQueued(false);
      markClean();
      notifySuccess(t('reports.form.submitted'));
      void navigate('/my/reports');
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.status === 0) return false;
      // Refused: it needs the technician, not another try.
      await dropSubmit(reportId).catch(() => undefined);
      setQueued(false);
      if (error instanceof ApiError && error.status === 400 && error.code === 'report.applicationsInvalid') {
        // Application records incomplete or beyond the label: each message under its part.
        const byField = partErrorsOf(error.errors);
        setPartErrors(byField);
        const ids = Object.keys(byField).map(Number);
        save.setErrors(Object.fromEntries(ids.map((id) => [id, t('errors.report.applicationsInvalid')])));
        setRefusal(t('errors.report.applicationsInvalid'));
        document.getElementById(`field-${ids[0]}`)?.scrollIntoView({ behavior: 'smooth', block: 'center' });
      } else if (error instanceof ApiError && error.status === 400) {
        // Each message on its question: a required answer's, or a flagged answer's follow-up's.
        const refused = submitRefusalOf(error.errors, error.body.fieldCodes);
        save.setErrors(refused.errors);
        // A device's findings refused (`answers.<field>.<index>.<part>`) show on that device.
        setPartErrors(partErrorsOf(error.errors));
        setMissing(refused.missing.map(nameOf));
        setFollowupsMissing(refused.followups.map(nameOf));
        if (refused.missing.length + refused.followups.length === 0) setRefusal(error.message);
        scrollToFirst([
          ...refused.missing.map((id) => `field-${id}`),
          ...refused.followups.map((id) => `followup-${id}`),
        ]);
      } else {
        setRefusal(message(serverErrorText(error)));
      }
      return true;
    }
  };

  const onSubmit = async () => {
    setMissing([]);
    setFollowupsMissing([]);
    setRefusal(null);
    setPartErrors({});
    // A field changed elsewhere too: the technician chooses its version before the report goes.
    const conflicts = Object.keys(save.conflicts).map(Number);
    if (conflicts.length > 0) {
      setRefusal(t('reports.form.chooseFirst', { fields: conflicts.map(nameOfAnswer).join(', ') }));
      return scrollToFirst(conflicts.map((id) => `conflict-${id}`));
    }
    // Answers of fields the checklist no longer has: read (and copied) before the report goes.
    if (save.orphans.length > 0) {
      setRefusal(t('reports.stranded.readFirst'));
      return scrollToFirst(['orphan-answers']);
    }
    if (badNumbers.length > 0) {
      setRefusal(t('reports.form.fixNumbers', { fields: badNumbers.map(nameOf).join(', ') }));
      document
        .getElementById(`field-${badNumbers[0]}`)
        ?.scrollIntoView({ behavior: 'smooth', block: 'center' });
      return;
    }
    const problems = submitProblems(report, save.values, seen, hasAction);
    if (problems.missing.length + problems.followups.length + problems.coverage.length > 0) {
      // Drawn at once: the coverage message scrolled to below is one of these.
      flushSync(() =>
        save.setErrors({
          ...Object.fromEntries(problems.missing.map((id) => [id, t('errors.report.required')])),
          ...Object.fromEntries(
            problems.coverage.map((c) => [
              c.fieldId,
              t('deviceInspection.coverage', { numbers: c.numbers.join(', ') }),
            ]),
          ),
          ...Object.fromEntries(
            problems.followups.map((f) => [followupId(f.fieldId), t(FOLLOWUP_TEXT[f.requires])]),
          ),
        }),
      );
      setMissing(problems.missing.map(nameOf));
      setFollowupsMissing(problems.followups.map((f) => nameOf(f.fieldId)));
      return scrollToFirst([
        ...problems.missing.map((id) => `field-${id}`),
        ...problems.coverage.map((c) => `field-${c.fieldId}-error`),
        ...problems.followups.map((f) => `followup-${f.fieldId}`),
      ]);
    }
    // No connection, or the report itself still waits to be sent: the Submit waits with the answers.
    if (reportId < 0 || !navigator.onLine) {
      await queueSubmit(reportId);
      return showQueued();
    }
    if (!(await save.flush())) {
      if (!save.isOffline()) return setRefusal(t('reports.form.saveFirst'));
      await queueSubmit(reportId);
      return showQueued();
    }
    if (!(await send())) {
      await queueSubmit(reportId);
      showQueued();
    }
  };

  /** A queued Submit goes once the outbox has read what waits and sent every answer of it. */
  const sendQueued = useCallback(async () => {
    sendingQueued.current = true;
    try {
      if (!(await save.flush())) return;
      if (!(await send())) setTimeout(() => setRetryTick((n) => n + 1), RETRY_MS);
    } finally {
      sendingQueued.current = false;
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- send reads the latest render's state
  }, [save.flush]);

  const canSendQueued =
    queued &&
    reportId > 0 &&
    save.ready &&
    !save.offline &&
    !save.sending &&
    save.waiting === 0 &&
    save.orphans.length === 0 &&
    Object.keys(save.conflicts).length === 0;
  useEffect(() => {
    if (canSendQueued && !sendingQueued.current) void sendQueued();
  }, [canSendQueued, retryTick, sendQueued]);

  return { onSubmit, submitting: submit.isPending, queued, missing, followupsMissing, refusal, partErrors };
}
