import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { addDaysTo } from '@shared/dates';
import { formatDay } from '@web/lib/date-style';
import { EXPIRES_SOON_DAYS } from '@shared/schemas/certifications';

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
