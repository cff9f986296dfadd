import { Button, FileButton } from '@mantine/core';
import { IconCamera } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '@web/components/undo-notification';
import { useUploadActionPhoto } from '../api/upload-action-photo';

/** Adds (or replaces) the closing photo of a done or verified action. */
export function ActionPhotoUpload({ id, replace }: { id: number; replace: boolean }) {
  const { t } = useTranslation();
  const upload = useUploadActionPhoto(id);
  return (
    <FileButton
      accept="image/*"
      onChange={(file) => {
        if (!file) return;
        upload.mutate(file, {
          onSuccess: () => notifySuccess(t('correctiveActions.photoSaved')),
          onError: (e) => notifyError(t('correctiveActions.photoFailed'), e),
        });
      }}
    >
      {(props) => (
        <Button
          {...props}
          variant="default"
          loading={upload.isPending}
          leftSection={<IconCamera size={16} aria-hidden />}
        >
          {t(replace ? 'correctiveActions.replacePhoto' : 'correctiveActions.addPhoto')}
        </Button>
      )}
    </FileButton>
  );
}
