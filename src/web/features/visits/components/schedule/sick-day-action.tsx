import { useState } from 'react';
import type { TFunction } from 'i18next';
import { DeferredDialog } from '@web/components/deferred-dialog';
import { deferredCode } from '@web/components/deferred-widget';
import { formatDayWords } from '@web/lib/date-style';
import classes from './week-board.module.css';

// The dialog (Mantine's Modal, its focus trap and scroll lock, the proposal's table) is not part of
// the schedule's first screen (decision 0067, eleventh round): the screen fetches it after the
// first screen (`usePreloadAfterFirstScreen`); pressed sooner, it is asked for at once.
export const sickDayCode = deferredCode(
  () => import('./sick-day-dialog'),
  (m) => m.SickDayDialog,
);

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
        <DeferredDialog
          code={sickDayCode}
          title={t('schedule.sickDay.title', { name, day: dayText })}
          onClose={() => setOpen(false)}
          props={{ userId, name, day, dayText, onClose: () => setOpen(false) }}
        />
      )}
    </>
  );
}
