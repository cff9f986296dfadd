import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * A location's notes for the technician (decision 0073), each line as typed, in its own direction:
 * on the office's location page and the technician's. Nothing when there are none.
 */
export function LocationNotes({ notes, size }: { notes: string; size?: 'sm' }) {
  const { t } = useTranslation();
  if (!notes) return null;
  return (
    <Stack gap={0} component="section" aria-label={t('locations.notes')}>
      <Text size="sm" c="dimmed">
        {t('locations.notes')}
      </Text>
      <Text size={size} dir="auto" style={{ whiteSpace: 'pre-line' }} data-testid="location-notes">
        {notes}
      </Text>
    </Stack>
  );
}
