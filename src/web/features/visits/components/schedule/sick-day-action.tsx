import { useState } from 'react';
import type { TFunction } from 'i18next';
import { formatDayWords } from '@web/lib/date-style';
import { SickDayDialog } from './sick-day-dialog';
import classes from './week-board.module.css';

/**
 * "Move day…" on a person's day of the week board (decision 0065): a button, so the keyboard
 * reaches it by Tab and opens the dialog with Enter. The dialog is drawn only while open. The
 * row's `texts` (its `t` and language): a screen holds dozens.
 */
export function SickDayAction({
  userId,
  name,
  day,
  texts: { t },
}: {
  userId: number;
  name: string;
  day: string;
  texts: { t: TFunction; language: string };
}) {
  const [open, setOpen] = useState(false);
  const dayText = formatDayWords(day, 'long');
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
