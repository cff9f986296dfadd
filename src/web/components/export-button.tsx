/**
 * ExportButton: the list frame's "Export" menu (CSV or Excel), exporting exactly the filters the
 * list shows (issue 20). While the file comes, it shows what has arrived and a Cancel button that
 * aborts the request (the server stops reading when the request closes).
 */
import { Button, Group, Menu, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadExport, type ExportFormat, type ExportProgress, exportUrl } from '@web/lib/download-export';

export interface ExportButtonProps {
  /** The list's name in /api/export/<list>. */
  list: string;
  /** The list's own query parameters, as it asks its page with them. */
  params: Record<string, string | number | undefined | null>;
}

const sizeText = (bytes: number) =>
  bytes >= 1_048_576 ? `${(bytes / 1_048_576).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`;

export function ExportButton({ list, params }: ExportButtonProps) {
  const { t } = useTranslation();
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const controller = useRef<AbortController | null>(null);

  const start = async (format: ExportFormat) => {
    const abort = new AbortController();
    controller.current = abort;
    setProgress({ bytes: 0 });
    try {
      await downloadExport(exportUrl(list, format, params), {
        signal: abort.signal,
        onProgress: setProgress,
        fallbackName: `${list}.${format}`,
      });
    } catch (error) {
      const cancelled = (error as Error).name === 'AbortError';
      notifications.show({
        color: cancelled ? 'gray' : 'red',
        message: cancelled ? t('export.cancelled') : (error as Error).message || t('export.failed'),
      });
    } finally {
      controller.current = null;
      setProgress(null);
    }
  };

  if (progress) {
    return (
      <Group gap="xs" role="status" aria-live="polite">
        <Text size="sm" data-testid="export-progress">
          {progress.totalRows !== undefined
            ? t('export.progressRows', { count: progress.totalRows, size: sizeText(progress.bytes) })
            : t('export.progress', { size: sizeText(progress.bytes) })}
        </Text>
        <Button variant="default" size="xs" onClick={() => controller.current?.abort()}>
          {t('export.cancel')}
        </Button>
      </Group>
    );
  }
  return (
    <Menu position="bottom-end">
      <Menu.Target>
        <Button variant="default" leftSection={<IconDownload size={16} aria-hidden />}>
          {t('export.button')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => void start('csv')}>{t('export.csv')}</Menu.Item>
        <Menu.Item onClick={() => void start('xlsx')}>{t('export.xlsx')}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
