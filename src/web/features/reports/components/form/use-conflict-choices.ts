import { useQueryClient } from '@tanstack/react-query';
import { type RefObject, useCallback } from 'react';
import type { ReportDetail } from '@shared/schemas/reports';
import { reportsKeys } from '../../api/reports-keys';
import { ackEntry, type OutboxEntry } from './outbox';
import { withSavedAnswers } from './saved-answers';
import { forgetKept } from './unload-backup';
import type { SetValueOptions } from './use-autosave';

/**
 * The technician's two choices on a field changed elsewhere too (decision 0069). "Keep mine"
 * sends the device's version again with the server's as its base, so it saves; "Keep the
 * server's" drops the device's version and shows the server's.
 */
export function useConflictChoices({
  reportId,
  unsent,
  settle,
  setValue,
  show,
  recount,
}: {
  reportId: number;
  unsent: RefObject<Map<number, OutboxEntry>>;
  /** The field's unsent edit is let go, and the server's value is what the form knows it holds. */
  settle: (fieldId: number, serverValue: unknown) => void;
  setValue: (fieldId: number, value: unknown, opts: SetValueOptions & { chosen?: { base: unknown } }) => void;
  show: (fieldId: number, value: unknown) => void;
  recount: () => void;
}) {
  const queryClient = useQueryClient();

  const keepMine = useCallback(
    (fieldId: number) => {
      const entry = unsent.current.get(fieldId);
      if (!entry?.conflict) return;
      setValue(fieldId, entry.value, { now: true, hold: entry.hold, chosen: { base: entry.conflict.value } });
    },
    [unsent, setValue],
  );

  const keepServer = useCallback(
    (fieldId: number) => {
      const entry = unsent.current.get(fieldId);
      if (!entry?.conflict) return;
      const { value } = entry.conflict;
      settle(fieldId, value);
      void ackEntry(reportId, fieldId, entry.version).catch(() => undefined);
      forgetKept(reportId, fieldId, entry.version);
      show(fieldId, value);
      // The device's copy of the report holds it too: a reload with no connection shows it.
      queryClient.setQueryData<ReportDetail>(
        reportsKeys.detail(reportId),
        (r) =>
          r && withSavedAnswers(r, { answers: [{ field_id: fieldId, value }], updated_at: r.updated_at }),
      );
      recount();
    },
    [reportId, unsent, settle, show, recount, queryClient],
  );

  return { keepMine, keepServer };
}
