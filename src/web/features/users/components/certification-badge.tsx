import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { addDaysTo } from '@shared/dates';
import { formatDay } from '@web/lib/date-style';

/**
 * Days within which an expiry counts as soon. Here and not beside the certifications' schemas: the
 * users list would bring zod for one number (decision 0067).
 */
const EXPIRES_SOON_DAYS = 30;

/**
 * "Certification expired" or "Certification expires MM/DD/YYYY" when the earliest of a user's
 * certifications has expired or expires within 30 days of `today` ('YYYY-MM-DD'); nothing else.
 */
export function CertificationBadge({ expiresOn, today }: { expiresOn: string | null; today: string }) {
  const { t } = useTranslation();
  if (!expiresOn || expiresOn > addDaysTo(today, EXPIRES_SOON_DAYS)) return null;
  const expired = expiresOn < today;
  return (
    <Badge variant="light" color={expired ? 'red.9' : 'orange.9'} ms="xs">
      {expired
        ? t('users.certificationExpired')
        : t('users.certificationExpires', { date: formatDay(expiresOn) })}
    </Badge>
  );
}
