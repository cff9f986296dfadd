import type { Announcements } from '@dnd-kit/core';
import { useTranslation } from 'react-i18next';
import type { ScheduleLane } from '@shared/schemas/visits';
import { formatDayWords } from '@web/lib/date-style';
import type { CardDrag } from './board-card';
import type { Cell } from './week-board-model';

export const dragOf = (data: unknown) => data as CardDrag | undefined;

/**
 * What a screen reader hears of a drag on the week board, in the page's language. A cell is
 * named by its person (a drop is only on a drawn row, whose lane is read) and its day.
 */
export function useBoardAnnouncements(technicians: (ScheduleLane | undefined)[]): Announcements {
  const { t } = useTranslation();
  const cellText = ({ technicianId, date }: Cell) =>
    `${technicians.find((p) => p?.id === technicianId)?.name ?? t('schedule.board.unassigned')}, ${formatDayWords(date, 'long')}`;
  const name = (data: unknown) => dragOf(data)?.visit.job.name;
  return {
    onDragStart: ({ active }) => t('schedule.board.dnd.start', { name: name(active.data.current) }),
    onDragOver: ({ active, over }) =>
      over
        ? t('schedule.board.dnd.over', {
            name: name(active.data.current),
            cell: cellText(over.data.current as Cell),
          })
        : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? t('schedule.board.dnd.dropped', {
            name: name(active.data.current),
            cell: cellText(over.data.current as Cell),
          })
        : t('schedule.board.dnd.cancelled', { name: name(active.data.current) }),
    onDragCancel: ({ active }) => t('schedule.board.dnd.cancelled', { name: name(active.data.current) }),
  };
}
