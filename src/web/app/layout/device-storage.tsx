import { Menu } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

const MB = 1024 * 1024;

/** Bytes as megabytes, or gigabytes from 1,024 MB, in the app's language. */
export function storageSize(bytes: number, language: string): string {
  const giga = bytes >= 1024 * MB;
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: giga ? 'gigabyte' : 'megabyte',
    maximumFractionDigits: 1,
  }).format(bytes / (giga ? 1024 * MB : MB));
}

/**
 * What the app keeps on this device and the room left (issue 32): unsent answers and photos wait
 * there, so a technician sees before a long day offline whether they fit. Read as the menu opens.
 */
export function DeviceStorage() {
  const { t, i18n } = useTranslation();
  const [estimate, setEstimate] = useState<StorageEstimate | null>(null);
  useEffect(() => {
    let gone = false;
    void navigator.storage
      ?.estimate?.()
      .then((e) => !gone && setEstimate(e))
      .catch(() => undefined);
    return () => {
      gone = true;
    };
  }, []);
  if (estimate?.usage === undefined || estimate.quota === undefined) return null;
  const { usage, quota } = estimate;
  return (
    <Menu.Label>
      {t('account.storage', {
        used: storageSize(usage, i18n.language),
        free: storageSize(Math.max(0, quota - usage), i18n.language),
      })}
    </Menu.Label>
  );
}
