/**
 * DateDisplay: an instant in the app's time zone (APP_TIMEZONE, which the server delivers in
 * /api/app-config; America/New_York by default), as the reader reads it: MM/DD/YYYY h:mm A in
 * English, the language's order, digits and calendar otherwise (decision 0074). The exact instant
 * stays machine-readable in <time dateTime>.
 *
 *   <DateDisplay value={row.created_at} />        // nothing for null
 */
import { useAppConfig } from '@web/lib/app-config';
import { dateDirection, formatDateTime } from '@web/lib/date-style';

export function DateDisplay({ value }: { value: string | Date | null | undefined }) {
  const { timezone } = useAppConfig();
  if (!value) return null;
  const iso = typeof value === 'string' ? value : value.toISOString();
  // dir isolates the date in the sentence around it, in the direction its language writes it.
  return (
    <time dateTime={iso} dir={dateDirection()}>
      {formatDateTime(value, timezone)}
    </time>
  );
}
