import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FieldType } from '@shared/constants';
import type { FollowupValue } from '@shared/schemas/checklist-logic';
import type { ReportDetail, ReportField } from '@shared/schemas/reports';
import { DateDisplay } from '@web/components/date-display';
import { AnswerView } from '../print/answer-view';
import { type FieldConflict, pendingIds } from './outbox';

/** One version of the answer, drawn as the report shows it. */
function Version({
  report,
  field,
  value,
  followup,
}: {
  report: ReportDetail;
  field: ReportField;
  value: unknown;
  followup: boolean;
}) {
  const { t } = useTranslation();
  // The device's images are drawn by the field above (they may not be on the server yet).
  if (pendingIds(value).length > 0) return <Text size="sm">{t('reports.conflict.asAbove')}</Text>;
  if (!followup) return <AnswerView report={report} field={{ ...field, answer: value }} />;
  const { note, photos } = (value ?? {}) as FollowupValue;
  return (
    <Stack gap={4}>
      <AnswerView
        report={report}
        field={{ ...field, field_type: FieldType.Paragraph, answer: note ?? null }}
      />
      {photos && photos.length > 0 && (
        <AnswerView report={report} field={{ ...field, field_type: FieldType.Photo, answer: photos }} />
      )}
    </Stack>
  );
}

/**
 * A field changed elsewhere while this device held an unsent edit of it (issue 32 item 4,
 * decision 0069): both versions, who changed the server's and when where known, and a button to
 * keep each. Nothing of the field is sent until one is chosen; the device keeps its version.
 */
export function AnswerConflictChoice({
  report,
  field,
  fieldId,
  mine,
  conflict,
  onKeepMine,
  onKeepServer,
}: {
  report: ReportDetail;
  field: ReportField;
  /** The field's id, or its follow-up's (negative). */
  fieldId: number;
  mine: unknown;
  conflict: FieldConflict;
  onKeepMine: () => void;
  onKeepServer: () => void;
}) {
  const { t } = useTranslation();
  const followup = fieldId !== field.id;
  const titleId = `conflict-${fieldId}-title`;
  return (
    <Alert
      id={`conflict-${fieldId}`}
      tabIndex={-1}
      color="orange"
      mt="xs"
      role="group"
      aria-labelledby={titleId}
      title={<span id={titleId}>{t('reports.conflict.title', { field: field.field_name })}</span>}
    >
      <Text size="sm" mb="xs">
        {t('reports.conflict.explain')}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
        <Paper withBorder p="xs" data-version="mine">
          <Text fw={600} size="sm">
            {t('reports.conflict.yours')}
          </Text>
          <Version report={report} field={field} value={mine} followup={followup} />
        </Paper>
        <Paper withBorder p="xs" data-version="server">
          <Text fw={600} size="sm">
            {t('reports.conflict.server')}
          </Text>
          {(conflict.by || conflict.at) && (
            <Text size="xs" c="dimmed">
              {conflict.by && t('reports.conflict.by', { name: conflict.by.name })}{' '}
              <DateDisplay value={conflict.at} />
            </Text>
          )}
          <Version report={report} field={field} value={conflict.value} followup={followup} />
        </Paper>
      </SimpleGrid>
      <Group mt="sm" gap="xs">
        <Button onClick={onKeepMine}>{t('reports.conflict.keepMine')}</Button>
        <Button variant="default" onClick={onKeepServer}>
          {t('reports.conflict.keepServer')}
        </Button>
      </Group>
    </Alert>
  );
}
