/**
 * The Export button's menu and its download, fetched on the first sign someone wants it: Mantine's
 * Menu (Popover, floating-ui) and the download code are not part of a first page (decision 0028).
 */
import { Button, Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload } from '@tabler/icons-react';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadExport, type ExportFormat, type ExportProgress, exportUrl } from '@web/lib/download-export';

export interface ExportMenuProps {
  list: string;
  params: Record<string, string | number | undefined | null>;
  onProgress: (progress: ExportProgress | null) => void;
  controllerRef: RefObject<AbortController | null>;
  /** Open when it arrives (its button was clicked); the button keeps the state across downloads. */
  opened: boolean;
  onChange: (opened: boolean) => void;
}

export function ExportMenu({ list, params, onProgress, controllerRef, opened, onChange }: ExportMenuProps) {
  const { t } = useTranslation();
  const start = async (format: ExportFormat) => {
    const abort = new AbortController();
    controllerRef.current = abort;
    onProgress({ bytes: 0 });
    try {
      await downloadExport(exportUrl(list, format, params), {
        signal: abort.signal,
        onProgress,
        fallbackName: `${list}.${format}`,
      });
    } catch (error) {
      const cancelled = (error as Error).name === 'AbortError';
      notifications.show({
        color: cancelled ? 'gray' : 'red',
        message: cancelled ? t('export.cancelled') : (error as Error).message || t('export.failed'),
      });
    } finally {
      controllerRef.current = null;
      onProgress(null);
    }
  };

  return (
    <Menu position="bottom-end" opened={opened} onChange={onChange}>
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
