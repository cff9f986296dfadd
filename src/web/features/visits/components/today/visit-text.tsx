import { Badge } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { VisitStatus } from '@shared/schemas/visits';

const STATUS_COLOR: Record<VisitStatus, string> = {
  scheduled: 'blue',
  in_progress: 'yellow',
  done: 'green',
  skipped: 'gray',
};

/** A visit's status as every visits screen shows it. */
export function VisitStatusBadge({ status }: { status: VisitStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={STATUS_COLOR[status]} variant="light">
      {t(`today.status.${status}`)}
    </Badge>
  );
}

/** The visit's window in words: "09:00–11:00", "From 09:00", or "Any time". */
export function visitWindow(t: TFunction, start: string | null, end: string | null): string {
  const hm = (v: string) => v.slice(0, 5);
  if (start && end) return t('today.window', { start: hm(start), end: hm(end) });
  if (start) return t('today.from', { start: hm(start) });
  if (end) return t('today.until', { end: hm(end) });
  return t('today.anyTime');
}

/**
 * The phone's maps at the address: Google's documented cross-platform search URL opens the maps app
 * on Android, Google Maps (or the browser) on iPhones and a browser elsewhere, with no guessing of
 * the device; `geo:` fails on iPhones and desktops, Apple's URL on most Android phones.
 */
export function mapUrl(location: { name: string; address: string }): string {
  const query = location.address.trim() || location.name;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}
