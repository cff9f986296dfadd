import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './schedule.module.css';
import type { DayCards } from './use-day-cards';

/**
 * A visit of a crowded day not read yet, as its "+N more" list draws it (decision 0079, amended
 * 2026-12-03 evening): drawn, it asks for the lane's whole day, whose visits then take the
 * stand-ins' places. Drawn again after a failure (the list opened again), it asks again.
 */
export function PendingCard({
  technicianId,
  day,
  dayCards,
}: {
  technicianId: number;
  day: string;
  dayCards: DayCards;
}) {
  const { t } = useTranslation();
  const { open, failed } = dayCards;
  useEffect(() => open(technicianId, day), [open, technicianId, day]);
  const broken = failed(technicianId, day);
  return (
    <span className={classes.visitBody} aria-busy={!broken} data-testid="pending-card">
      {broken ? t('schedule.moreFailed') : t('schedule.moreLoading')}
    </span>
  );
}
