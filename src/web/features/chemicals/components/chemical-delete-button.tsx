import { Button, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ChemicalDetail } from '@shared/schemas/chemicals';
import { confirmDelete } from '@web/components/confirm-delete';
import { notifyDeleted, notifyError, notifySuccess } from '@web/components/undo-notification';
import { restoreItem } from '@web/lib/restore';
import { useDeleteChemical } from '../api/delete-chemical';

/**
 * Deletes a chemical or an empty category after "Are you sure?", then offers Undo. A category
 * that still holds anything cannot go (docs/product.md section 6), and the button says why.
 */
export function ChemicalDeleteButton({
  chemical,
  onDeleted,
}: {
  chemical: ChemicalDetail;
  onDeleted: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const remove = useDeleteChemical();
  const queryClient = useQueryClient();
  const { id, name } = chemical;

  const onDelete = () =>
    confirmDelete({
      message: t('common.areYouSure'),
      onConfirm: () =>
        remove.mutate(id, {
          onSuccess: () => {
            onDeleted();
            notifyDeleted({
              message: t('common.deleted', { name }),
              // This page is gone by the time Undo is pressed, so the restore does not hang on it.
              onUndo: () =>
                void restoreItem('chemicals', id).then(
                  () => {
                    notifySuccess(t('common.restored', { name }));
                    void queryClient.invalidateQueries({ queryKey: ['chemicals'] });
                    void queryClient.invalidateQueries({ queryKey: ['trash'] });
                  },
                  (e: Error) => notifyError(t('common.restoreFailed'), e),
                ),
            });
            void navigate('/chems');
          },
          onError: (e) => notifyError(t('common.deleteFailed'), e),
        }),
    });

  return (
    <Stack gap={2} align="flex-end">
      <Button
        variant="outline"
        color="red"
        leftSection={<IconTrash size={16} />}
        disabled={chemical.has_children}
        loading={remove.isPending}
        onClick={onDelete}
        aria-describedby={chemical.has_children ? 'chemical-delete-blocked' : undefined}
      >
        {t('chemicals.form.delete')}
      </Button>
      {chemical.has_children && (
        <Text id="chemical-delete-blocked" size="xs" c="dimmed">
          {t('chemicals.form.deleteBlocked')}
        </Text>
      )}
    </Stack>
  );
}
