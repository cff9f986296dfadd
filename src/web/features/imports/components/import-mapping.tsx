import { Alert, Button, Group, Select, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  IMPORT_FIELDS,
  type ImportFileAnswer,
  type ImportKind,
  type ImportMapping,
} from '@shared/schemas/imports';

/** Which required fields have no column yet. */
export const unmappedRequired = (kind: ImportKind, mapping: ImportMapping) =>
  IMPORT_FIELDS[kind].filter((f) => f.required && !mapping[f.field]).map((f) => f.field);

/**
 * The mapping step: a select per field of the kind offering the file's headings, required fields
 * marked, the remembered (or guessed) mapping filled in; beside it the file's first rows.
 */
export function ImportMappingStep(props: {
  kind: ImportKind;
  file: ImportFileAnswer;
  mapping: ImportMapping;
  onChange: (mapping: ImportMapping) => void;
  onCheck: () => void;
  onBack: () => void;
  checking: boolean;
}) {
  const { t } = useTranslation();
  const { kind, file, mapping } = props;
  const missing = unmappedRequired(kind, mapping);
  const columns = file.headings.filter((h) => h !== '').map((h) => ({ value: h, label: h }));
  return (
    <Stack>
      <Text>
        {t('imports.fileSummary', { name: file.file_name, rows: file.row_count })}{' '}
        {t(file.remembered ? 'imports.mappingRemembered' : 'imports.mappingGuessed')}
      </Text>
      {file.encoding === 'windows-1252' || file.encoding === 'windows-1256' ? (
        <Alert color="yellow">{t(`imports.readAs.${file.encoding}`)}</Alert>
      ) : null}
      <Table withTableBorder maw={640}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('imports.field')}</Table.Th>
            <Table.Th>{t('imports.column')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {IMPORT_FIELDS[kind].map(({ field, required }) => {
            const label = t(`imports.fields.${field}`);
            return (
              <Table.Tr key={field}>
                <Table.Td>
                  {label}
                  {required && (
                    <Text span c="red" aria-label={t('imports.required')}>
                      {' *'}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Select
                    aria-label={t('imports.columnFor', { field: label })}
                    data={columns}
                    value={mapping[field] ?? null}
                    placeholder={t('imports.notImported')}
                    clearable
                    searchable
                    required={required}
                    onChange={(value) => {
                      const next = { ...mapping };
                      if (value) next[field] = value;
                      else delete next[field];
                      props.onChange(next);
                    }}
                  />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      {missing.length > 0 && (
        <Alert color="yellow">
          {t('imports.mapRequired', { fields: missing.map((f) => t(`imports.fields.${f}`)).join(', ') })}
        </Alert>
      )}
      <Group>
        <Button variant="default" onClick={props.onBack}>
          {t('imports.chooseAnother')}
        </Button>
        <Button onClick={props.onCheck} disabled={missing.length > 0} loading={props.checking}>
          {t('imports.check')}
        </Button>
      </Group>
      <Text fw={500}>{t('imports.samples')}</Text>
      <Table.ScrollContainer minWidth={600}>
        <Table withTableBorder>
          <Table.Thead>
            <Table.Tr>
              {file.headings.map((h, i) => (
                <Table.Th key={i}>{h}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {file.samples.map((row, r) => (
              <Table.Tr key={r}>
                {file.headings.map((_h, i) => (
                  <Table.Td key={i}>{row[i] ?? ''}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
