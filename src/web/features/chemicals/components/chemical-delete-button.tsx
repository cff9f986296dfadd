import { Button, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ChemicalDetail } from '@shared/schemas/chemicals';
import { useDeleteWithUndo } from '@web/lib/use-delete-with-undo';
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
  const { askDelete } = useDeleteWithUndo({
    entity: 'chemicals',
    remove: remove.mutateAsync,
  });

  const onDelete = () =>
    askDelete({
      id: chemical.id,
      name: chemical.name,
      confirm: { message: t('common.areYouSure') },
      onDeleted: () => {
        onDeleted();
        void navigate('/chems');
      },
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
