import { useTranslation } from 'react-i18next';
import { PhotoButton } from '@web/components/photo-button';
import { useUploadActionPhoto } from '../api/upload-action-photo';

/** Adds (or replaces) the closing photo of a done or verified action. */
export function ActionPhotoUpload({ id, replace }: { id: number; replace: boolean }) {
  const { t } = useTranslation();
  return (
    <PhotoButton
      upload={useUploadActionPhoto(id)}
      label={t(replace ? 'correctiveActions.replacePhoto' : 'correctiveActions.addPhoto')}
      saved={t('correctiveActions.photoSaved')}
      failed={t('correctiveActions.photoFailed')}
    />
  );
}
