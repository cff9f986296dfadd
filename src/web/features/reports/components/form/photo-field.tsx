import { ActionIcon, Button, Group, Image, Input, Stack, Text } from '@mantine/core';
import { IconCamera, IconPhotoPlus, IconX } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PHOTOS_MAX } from '@shared/schemas/report-limits';
import { shrinkToJpeg } from '@web/lib/photo-jpeg';
import { useSchemaMessage } from '@web/lib/schema-message';
import { type ImageRef, isPending, newImageId } from './outbox';

const refKey = (p: ImageRef) => (isPending(p) ? p.pending : `file-${p.file_id}`);

/**
 * Photos taken with the camera or picked from files. Each is kept on the device as it is added
 * and uploaded by the form's outbox, so a photo taken without a connection is not lost.
 */
export function PhotoField(props: {
  label: string;
  withAsterisk: boolean;
  error: string | undefined;
  id: string;
  fieldId: number;
  value: ImageRef[];
  imageSrc: (ref: ImageRef) => string | undefined;
  onChange: (value: ImageRef[], images: Record<string, Blob>) => void;
  /** At most this many photos (a flagged answer's follow-up takes fewer than a Photo field). */
  max?: number;
}) {
  const max = props.max ?? PHOTOS_MAX;
  const { t } = useTranslation();
  const message = useSchemaMessage();
  const camera = useRef<HTMLInputElement>(null);
  const files = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  // The latest photos, for an upload that finishes after the list has changed.
  const current = useRef(props.value);
  useEffect(() => {
    current.current = props.value;
  }, [props.value]);

  const add = async (list: FileList | null) => {
    const picked = [...(list ?? [])].slice(0, max - current.current.length);
    if (picked.length === 0) return;
    setProblem(null);
    setBusy(picked.length);
    for (const file of picked) {
      try {
        const image = await shrinkToJpeg(file).catch(() => {
          throw new Error(t('reports.form.photoUnreadable', { name: file.name }));
        });
        const id = newImageId();
        current.current = [...current.current, { pending: id }];
        props.onChange(current.current, { [id]: image });
      } catch (error) {
        setProblem(error instanceof Error ? error.message : String(error));
      } finally {
        setBusy((n) => n - 1);
      }
    }
  };

  const remove = (key: string) =>
    props.onChange(
      props.value.filter((p) => refKey(p) !== key),
      {},
    );
  const full = props.value.length >= max;

  return (
    <Input.Wrapper
      label={props.label}
      withAsterisk={props.withAsterisk}
      error={problem ? message(problem) : props.error}
      id={props.id}
    >
      <Stack gap="xs" mt={4}>
        {props.value.length > 0 && (
          <Group gap="sm">
            {props.value.map((p, i) => (
              <div key={refKey(p)} style={{ position: 'relative' }}>
                <Image
                  src={props.imageSrc(p)}
                  alt={t('reports.view.photoOf', { field: props.label, n: i + 1 })}
                  w={112}
                  h={84}
                  fit="cover"
                  radius="sm"
                />
                <ActionIcon
                  size="sm"
                  color="red"
                  variant="filled"
                  radius="xl"
                  style={{ position: 'absolute', top: 4, insetInlineEnd: 4 }}
                  aria-label={t('reports.form.removePhoto', { n: i + 1 })}
                  onClick={() => remove(refKey(p))}
                >
                  <IconX size={14} />
                </ActionIcon>
              </div>
            ))}
          </Group>
        )}
        <Group gap="xs">
          <Button
            leftSection={<IconCamera size={16} />}
            onClick={() => camera.current?.click()}
            disabled={full}
            loading={busy > 0}
          >
            {t('reports.form.takePhoto')}
          </Button>
          <Button
            variant="default"
            leftSection={<IconPhotoPlus size={16} />}
            onClick={() => files.current?.click()}
            disabled={full}
          >
            {t('reports.form.choosePhotos')}
          </Button>
        </Group>
        {full && (
          <Text size="xs" c="dimmed">
            {t('reports.form.photosFull', { max })}
          </Text>
        )}
        <input
          ref={camera}
          type="file"
          accept="image/*"
          capture="environment"
          hidden
          aria-label={t('reports.form.takePhoto')}
          onChange={(e) => {
            void add(e.currentTarget.files);
            e.currentTarget.value = '';
          }}
        />
        <input
          ref={files}
          type="file"
          accept="image/*"
          multiple
          hidden
          aria-label={t('reports.form.choosePhotos')}
          data-testid={`photos-${props.fieldId}`}
          onChange={(e) => {
            void add(e.currentTarget.files);
            e.currentTarget.value = '';
          }}
        />
      </Stack>
    </Input.Wrapper>
  );
}
