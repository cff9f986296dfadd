import { Anchor, Group, Image, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FileUrl } from './answer-view';
import { asFollowup } from '../report-logic';

/** A flagged answer's note and photos as the technician left them, under the answer. */
export function FollowupView({
  fieldName,
  followup,
  fileUrl,
}: {
  fieldName: string;
  followup: unknown;
  fileUrl: FileUrl;
}) {
  const { t } = useTranslation();
  const { note, photos = [] } = asFollowup(followup);
  const stored = photos.flatMap((p) => ('file_id' in p ? [p.file_id] : []));
  if (!note?.trim() && stored.length === 0) return null;
  return (
    <Stack
      gap={4}
      mt={6}
      ps="sm"
      style={{ borderInlineStart: '3px solid var(--mantine-color-red-3)' }}
      data-testid="followup"
    >
      {note?.trim() && (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', unicodeBidi: 'plaintext' }}>
          <Text span size="sm" fw={600} c="dimmed">
            {t('reports.logic.noteLabel')}{' '}
          </Text>
          {note}
        </Text>
      )}
      {stored.length > 0 && (
        <Group gap="sm">
          {stored.map((fileId, i) => (
            <Anchor key={fileId} href={fileUrl(fileId)} target="_blank" rel="noopener">
              <Image
                src={fileUrl(fileId)}
                alt={t('reports.logic.followupPhotoOf', { field: fieldName, n: i + 1 })}
                w={120}
                h={90}
                fit="cover"
                radius="sm"
              />
            </Anchor>
          ))}
        </Group>
      )}
    </Stack>
  );
}
