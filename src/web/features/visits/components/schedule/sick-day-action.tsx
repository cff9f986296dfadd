import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SickDayDialog } from './sick-day-dialog';
import classes from './week-board.module.css';

/**
 * "Move day…" on a person's day of the week board (decision 0065): a button, so the keyboard
 * reaches it by Tab and opens the dialog with Enter. The dialog is drawn only while open.
 */
export function SickDayAction({ userId, name, day }: { userId: number; name: string; day: string }) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const dayText = dayjs(day).locale(i18n.language).format('dddd D MMMM');
  return (
    <>
      <button
        type="button"
        className={classes.dayAction}
        aria-label={t('schedule.sickDay.actionOf', { name, day: dayText })}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {t('schedule.sickDay.action')}
      </button>
      {open && (
        <SickDayDialog
          userId={userId}
          name={name}
          day={day}
          dayText={dayText}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
