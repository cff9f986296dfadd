import type { TFunction } from 'i18next';
import type { RecordWords } from '@shared/audit-records';
import { isolate } from '@shared/languages';
import { unitText } from '@web/lib/units';

/**
 * The words of a structured change (a device inspection, an application record) in the reader's
 * language: the inspection's own names for conditions, levels and actions, the units' names.
 */
export const recordWords = (t: TFunction): RecordWords => ({
  signed: t('activity.record.signed'),
  photos: (count) => t('activity.record.photos', { count }),
  condition: (code) => t(`deviceInspection.conditions.${code}`, { defaultValue: code }),
  activity: (level) =>
    t('activity.record.activity', { level: t(`deviceInspection.levels.${level}`, { defaultValue: level }) }),
  captures: (count) => t('activity.record.captures', { count }),
  bait: (percent) => t('activity.record.bait', { percent }),
  action: (code) => t(`deviceInspection.actions.${code}`, { defaultValue: code }),
  unit: (unit) => unitText(t, unit),
  more: (count) => t('activity.record.more', { count }),
  expires: (date) => t('activity.record.expires', { date: isolate(date) }),
  name: isolate,
  comma: t('activity.record.comma'),
  semicolon: t('activity.record.semicolon'),
});
