import { Alert, Anchor } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { permissionsOf, useAuthUser } from '@web/lib/auth';
import { useOverdueCount } from '../api/get-overdue-count';

/**
 * On the homes of Supervisors and Admins: how many corrective actions are past their due date,
 * linking to that list; nothing when there are none. A first screen's part: no zod here.
 */
export function OverdueActionsCard() {
  const { t } = useTranslation();
  const user = useAuthUser().data;
  const staff = Boolean(user && permissionsOf(user).readOffice);
  const count = useOverdueCount(staff).data?.overdue ?? 0;
  if (!staff || count === 0) return null;
  return (
    <Alert
      color="orange"
      mb="md"
      icon={<IconAlertTriangle size={18} aria-hidden />}
      title={t('correctiveActions.home.title')}
      component="section"
      aria-label={t('correctiveActions.home.title')}
    >
      <Anchor component={Link} to="/corrective-actions?overdue=1">
        {t('correctiveActions.home.overdue', { count })}
      </Anchor>
    </Alert>
  );
}
