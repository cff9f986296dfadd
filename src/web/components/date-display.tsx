/**
 * DateDisplay: an instant shown as MM/DD/YYYY h:mm A in the app's time zone (APP_TIMEZONE, which
 * the server delivers in /api/app-config; America/New_York by default). The exact instant stays
 * machine-readable in <time dateTime>.
 *
 *   <DateDisplay value={row.created_at} />        // nothing for null
 */
import { useAppConfig } from '@web/lib/app-config';
import { formatDateTime } from '@shared/dates';

export function DateDisplay({ value }: { value: string | Date | null | undefined }) {
  const { timezone } = useAppConfig();
  if (!value) return null;
  const iso = typeof value === 'string' ? value : value.toISOString();
  // MM/DD/YYYY h:mm A reads left to right in every language; dir isolates it inside RTL pages.
  return (
    <time dateTime={iso} dir="ltr">
      {formatDateTime(value, timezone)}
    </time>
  );
}
