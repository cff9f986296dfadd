import { Alert, Badge, Button, Checkbox, Group, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportDryRun, ImportReason } from '@shared/schemas/imports';
import { messageParams } from '@web/lib/i18n';

const ACTION_COLORS = { create: 'green', update: 'blue', refuse: 'red' } as const;

/** A refusal in the page's language, naming the file's column. */
function ReasonText({ reason }: { reason: ImportReason }) {
  const { t } = useTranslation();
  const text = t(`errors.${reason.code}`, {
    ...messageParams(reason.params ?? {}),
    defaultValue: reason.code,
  });
  return (
    <Text size="sm">
      {reason.column ? t('imports.reasonInColumn', { column: reason.column, text }) : text}
    </Text>
  );
}

/**
 * The dry run's answer: per row what the import would do and why. Apply stays off while any row
 * is refused: the Admin fixes the file and uploads it again.
 */
export function ImportDryRunStep(props: {
  result: ImportDryRun;
  onApply: () => void;
  applying: boolean;
  onUploadAgain: () => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const { result } = props;
  const [refusedOnly, setRefusedOnly] = useState(result.refused > 0);
  const rows = refusedOnly ? result.rows.filter((r) => r.action === 'refuse') : result.rows;
  return (
    <Stack>
      <Text role="status">
        {t('imports.counts', { created: result.created, updated: result.updated, refused: result.refused })}
      </Text>
      <Text size="sm" c="dimmed">
        {t('imports.updateNote')}
      </Text>
      {result.refused > 0 && <Alert color="red">{t('imports.fixAndUpload')}</Alert>}
      <Group>
        <Button variant="default" onClick={props.onBack}>
          {t('imports.backToMapping')}
        </Button>
        <Button variant="default" onClick={props.onUploadAgain}>
          {t('imports.uploadAgain')}
        </Button>
        <Button onClick={props.onApply} disabled={result.refused > 0} loading={props.applying}>
          {t('imports.apply', { rows: result.created + result.updated })}
        </Button>
      </Group>
      <Checkbox
        label={t('imports.refusedOnly')}
        checked={refusedOnly}
        onChange={(e) => setRefusedOnly(e.currentTarget.checked)}
      />
      <Table.ScrollContainer minWidth={640}>
        <Table withTableBorder aria-label={t('imports.dryRunTable')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('imports.line')}</Table.Th>
              <Table.Th>{t('imports.action')}</Table.Th>
              <Table.Th>{t('common.name')}</Table.Th>
              <Table.Th>{t('imports.details')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.line}>
                <Table.Td>{row.line}</Table.Td>
                <Table.Td>
                  <Badge color={ACTION_COLORS[row.action]} variant="light">
                    {t(`imports.actions.${row.action}`)}
                  </Badge>
                </Table.Td>
                <Table.Td>{row.label}</Table.Td>
                <Table.Td>
                  {row.reasons.map((reason, i) => (
                    <ReasonText key={i} reason={reason} />
                  ))}
                  {row.changes.map((c) => (
                    <Text size="sm" key={c.field}>
                      {t('imports.change', {
                        field: t(`imports.fields.${c.field}`),
                        before: c.before,
                        after: c.after,
                      })}
                    </Text>
                  ))}
                  {row.action === 'update' && row.changes.length === 0 && (
                    <Text size="sm" c="dimmed">
                      {t('imports.noChange')}
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
