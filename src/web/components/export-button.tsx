/**
 * ExportButton: the list frame's "Export" menu (CSV or Excel), exporting exactly the filters the
 * list shows (issue 20). Until used it is a plain button; its menu and download code
 * (export-menu.tsx) are fetched on the first sign someone wants them and take its place, opened
 * (decision 0028: a first page carries no menu code). While the file comes it shows what has
 * arrived and a Cancel button that aborts the request (the server stops reading on close).
 */
import { Button, Group, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { type ComponentType, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExportProgress } from '@web/lib/download-export';
import { deferredCode } from './deferred-widget';
import type { ExportMenuProps } from './export-menu';

export interface ExportButtonProps {
  /** The list's name in /api/export/<list>. */
  list: string;
  /** The list's own query parameters, as it asks its page with them. */
  params: Record<string, string | number | undefined | null>;
}

const menuCode = deferredCode(
  () => import('./export-menu'),
  (m) => m.ExportMenu,
);

const sizeText = (bytes: number) =>
  bytes >= 1_048_576 ? `${(bytes / 1_048_576).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`;

export function ExportButton({ list, params }: ExportButtonProps) {
  const { t } = useTranslation();
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const [Menu, setMenu] = useState<ComponentType<ExportMenuProps> | null>(null);
  const [opened, setOpened] = useState(false);
  const controller = useRef<AbortController | null>(null);
  // A failed fetch is asked again on the next sign (deferredCode).
  const prefetch = () => void menuCode.load().catch(() => undefined);

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
  if (Menu) {
    return (
      <Menu
        list={list}
        params={params}
        onProgress={setProgress}
        controllerRef={controller}
        opened={opened}
        onChange={setOpened}
      />
    );
  }
  return (
    <Button
      variant="default"
      leftSection={<IconDownload size={16} aria-hidden />}
      onPointerEnter={prefetch}
      onFocus={prefetch}
      onTouchStart={prefetch}
      onClick={() => {
        menuCode.load().then(
          (loaded) => {
            setMenu(() => loaded);
            setOpened(true);
          },
          () => undefined,
        );
      }}
    >
      {t('export.button')}
    </Button>
  );
}
