import { Alert, Anchor, Button, FileInput, Group, Paper, Stack, Text } from '@mantine/core';
import { IconFileText, IconPaperclip, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CHEMICAL_FILE_MAX_BYTES, CHEMICAL_FILE_TYPES, type ChemicalDetail } from '@shared/schemas/chemicals';
import { formatFileSize } from './file-size';

/** What the browser can check before sending; the server checks the content itself. */
export function fileProblem(file: File | null): 'fileTooLarge' | 'fileType' | 'fileEmpty' | null {
  if (!file) return null;
  if (file.size > CHEMICAL_FILE_MAX_BYTES) return 'fileTooLarge';
  if (file.size === 0) return 'fileEmpty';
  const typed = (CHEMICAL_FILE_TYPES as readonly string[]).includes(file.type);
  const named = /\.(pdf|png|jpe?g|gif|webp)$/i.test(file.name);
  return typed || (!file.type && named) ? null : 'fileType';
}

interface Props {
  current: Pick<ChemicalDetail, 'file' | 'filepath'> | undefined;
  file: File | null;
  onFileChange: (file: File | null) => void;
  remove: boolean;
  onRemoveChange: (remove: boolean) => void;
  error?: React.ReactNode;
}

/**
 * The safety data sheet or label: the current one with view, replace and remove, or a new one.
 * Nothing is sent until the form is saved.
 */
export function ChemicalDocumentField({ current, file, onFileChange, remove, onRemoveChange, error }: Props) {
  const { t, i18n } = useTranslation();
  const existing = current?.file && current.filepath ? { ...current.file, url: current.filepath } : null;
  return (
    <Stack gap="xs">
      <Text fw={500} size="sm">
        {t('chemicals.fields.document')}
      </Text>
      {existing && !file && (
        <Paper withBorder p="sm" radius="md">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Group gap="xs" wrap="nowrap" miw={0}>
              <IconFileText size={20} aria-hidden />
              <div style={{ minWidth: 0 }}>
                <Anchor
                  href={existing.url}
                  target="_blank"
                  rel="noopener"
                  size="sm"
                  td={remove ? 'line-through' : undefined}
                >
                  {existing.name}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {t('chemicals.form.currentDocument')} · {formatFileSize(existing.size, i18n.language)}
                </Text>
              </div>
            </Group>
            {remove ? (
              <Button size="xs" variant="light" onClick={() => onRemoveChange(false)}>
                {t('chemicals.form.keepDocument')}
              </Button>
            ) : (
              <Button
                size="xs"
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={14} />}
                onClick={() => onRemoveChange(true)}
              >
                {t('chemicals.form.removeDocument')}
              </Button>
            )}
          </Group>
          {remove && (
            <Text size="xs" c="red" mt={6} role="status">
              {t('chemicals.form.willRemove')}
            </Text>
          )}
        </Paper>
      )}
      <FileInput
        label={existing ? t('chemicals.form.replaceFile') : t('chemicals.form.chooseFile')}
        description={t('chemicals.form.documentHint')}
        placeholder={t('chemicals.form.filePlaceholder')}
        // Drawn as text, not a native placeholder, so it needs the readable dimmed colour.
        styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
        accept={CHEMICAL_FILE_TYPES.join(',')}
        leftSection={<IconPaperclip size={16} aria-hidden />}
        clearable
        value={file}
        onChange={(next) => {
          onFileChange(next);
          if (next) onRemoveChange(false);
        }}
        error={error}
      />
      {file && existing && (
        <Alert color="blue" variant="light" p="xs">
          <Text size="xs">{t('chemicals.form.willReplace', { name: existing.name })}</Text>
        </Alert>
      )}
    </Stack>
  );
}
