import { useTranslation } from 'react-i18next';

/** The texts @mantine/schedule shows (its header and views), in the page's language. */
export function useScheduleLabels() {
  const { t } = useTranslation();
  return {
    day: t('schedule.views.day'),
    week: t('schedule.views.week'),
    month: t('schedule.views.month'),
    today: t('schedule.today'),
    next: t('schedule.next'),
    previous: t('schedule.previous'),
    allDay: t('schedule.anyTime'),
    resources: t('schedule.technicians'),
    noEvents: t('schedule.noVisits'),
    viewSelectLabel: t('schedule.viewLabel'),
    resourceSlot: t('schedule.slot'),
    more: t('schedule.more'),
    moreLabel: (count: number) => t('schedule.moreCount', { n: count }),
    // The month view's header: its popover's lists of months and years (`month` names both).
    year: t('schedule.monthYear.year'),
    selectMonth: t('schedule.monthYear.selectMonth'),
    selectYear: t('schedule.monthYear.selectYear'),
  };
}
