import { useAppConfig } from '@web/lib/app-config';
import { formatDateTime } from '@web/lib/dates';

/** A timestamp in the server's time zone; the machine-readable instant stays in `dateTime`. */
export function DateDisplay({ value }: { value: string | Date | null | undefined }) {
  const { timezone } = useAppConfig();
  if (!value) return null;
  const iso = typeof value === 'string' ? value : value.toISOString();
  return <time dateTime={iso}>{formatDateTime(value, timezone)}</time>;
}
