import type { TFunction } from 'i18next';
import { REPORT_STATUS_NAMES, type ReportStatusId } from '@shared/constants';

/** The server sends a report status's English name; the page shows it in its own language. */
export const reportStatusLabel = (t: TFunction, id: number) =>
  t(`reports.statuses.${id}`, { defaultValue: REPORT_STATUS_NAMES[id as ReportStatusId] ?? String(id) });
