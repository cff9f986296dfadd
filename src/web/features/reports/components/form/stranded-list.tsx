import { Button, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OutboxEntry } from './outbox';
import { answerText, type Fields, nameOf } from './stranded-answers';

/**
 * Answers the server did not take, each under its field's name and as text the technician can
 * read and copy (decision 0072); one button dismisses them, once read.
 */
export function StrandedList({
  entries,
  fields,
  onDismiss,
  dismissLabel,
}: {
  entries: OutboxEntry[];
  fields: Fields;
  onDismiss: () => void;
  dismissLabel: string;
}) {
  const { t } = useTranslation();
  const sorted = [...entries].sort((a, b) => Math.abs(a.fieldId) - Math.abs(b.fieldId));
  return (
    <Stack gap="xs" mt="xs">
      <Stack component="ul" gap={4} m={0} p={0} style={{ listStyle: 'none' }}>
        {sorted.map((entry) => (
          <Paper component="li" key={`${entry.fieldId}`} withBorder p="xs" data-testid="stranded-answer">
            <Text size="sm" fw={600} dir="auto">
              {nameOf(entry, fields, t)}
            </Text>
            {/* Selectable as typed, to copy into a note or another field. */}
            <Text size="sm" dir="auto" style={{ whiteSpace: 'pre-wrap', userSelect: 'text' }}>
              {answerText(entry.value, t)}
            </Text>
          </Paper>
        ))}
      </Stack>
      <Button variant="light" color="orange" mih={44} onClick={onDismiss} style={{ alignSelf: 'flex-start' }}>
        {dismissLabel}
      </Button>
    </Stack>
  );
}
