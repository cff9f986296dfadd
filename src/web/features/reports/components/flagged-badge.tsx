import { Badge } from '@mantine/core';
import { IconFlag } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The mark of an answer that picked a failing ("flagged") option, in the form and the report. */
export function FlaggedBadge({ options }: { options: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <Badge
      color="red"
      variant="light"
      leftSection={<IconFlag size={12} aria-hidden />}
      title={options.join(', ')}
      style={{ flexShrink: 0 }}
    >
      {t('reports.logic.flagged')}
    </Badge>
  );
}
