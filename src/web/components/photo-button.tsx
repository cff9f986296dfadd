import { Button, type ButtonProps, FileButton } from '@mantine/core';
import { IconCamera } from '@tabler/icons-react';
import { notifyError, notifySuccess } from '@web/components/undo-notification';

/**
 * Adds (or replaces) one photo: the camera on a phone. The photo is sent as soon as it is
 * chosen; "saved" is said only once the server has it.
 */
export function PhotoButton(props: {
  upload: {
    mutate: (photo: File, handlers: { onSuccess: () => void; onError: (e: Error) => void }) => void;
    isPending: boolean;
  };
  label: string;
  saved: string;
  failed: string;
  size?: ButtonProps['size'];
}) {
  const { upload, label, saved, failed, size } = props;
  return (
    <FileButton
      accept="image/*"
      onChange={(file) => {
        if (!file) return;
        upload.mutate(file, {
          onSuccess: () => notifySuccess(saved),
          onError: (e) => notifyError(failed, e),
        });
      }}
    >
      {(fileProps) => (
        <Button
          {...fileProps}
          size={size}
          variant="default"
          loading={upload.isPending}
          leftSection={<IconCamera size={16} aria-hidden />}
        >
          {label}
        </Button>
      )}
    </FileButton>
  );
}
