import { useTranslation } from 'react-i18next';
import type { VisitRow } from '@shared/schemas/visits';
import { notifyDeleted, notifyError, notifySuccess } from '@web/components/undo-notification';
import { useUpdateVisit } from '../../api/update-visit';
import type { Change } from './schedule-model';

/**
 * Sends a change of a visit; the calendar shows it once the server has it (the saved visit
 * replaces the one read), a refusal shows the server's message and leaves the visit where it was.
 * Then Undo, for ten seconds, sends the inverse PATCH.
 */
export function useVisitChange() {
  const { t } = useTranslation();
  const update = useUpdateVisit();
  const apply = (
    visit: Pick<VisitRow, 'id'> & { job: { name: string } },
    change: Change,
    onSaved?: () => void,
  ) =>
    update.mutate(
      { id: visit.id, body: change.body },
      {
        onSuccess: () => {
          onSaved?.();
          notifyDeleted({
            message: t('schedule.saved', { name: visit.job.name }),
            onUndo: () =>
              update.mutate(
                { id: visit.id, body: change.inverse },
                {
                  onSuccess: () => notifySuccess(t('schedule.undone', { name: visit.job.name })),
                  onError: (e) => notifyError(t('schedule.undoFailed'), e),
                },
              ),
          });
        },
        onError: (e) => notifyError(t('schedule.saveFailed'), e),
      },
    );
  return { apply, pending: update.isPending };
}
