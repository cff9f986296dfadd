import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notifyDeleted, notifyError, notifySuccess } from '@web/components/undo-notification';
import { restoreItem } from '@web/lib/restore';

/**
 * After reports are deleted: says so and offers Undo, which restores every one of them. One
 * report is named by its job; several are counted.
 */
export function useUndoReportDelete() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return (ids: number[], name?: string) =>
    notifyDeleted({
      message: name ? t('common.deleted', { name }) : t('reports.list.bulkDeleted', { count: ids.length }),
      onUndo: () => {
        Promise.all(ids.map((id) => restoreItem('reports', id)))
          .then(() =>
            notifySuccess(
              name ? t('common.restored', { name }) : t('reports.list.bulkRestored', { count: ids.length }),
            ),
          )
          .catch((e: unknown) => notifyError(t('common.restoreFailed'), e))
          .finally(() => void queryClient.invalidateQueries({ queryKey: ['reports'] }));
      },
    });
}
