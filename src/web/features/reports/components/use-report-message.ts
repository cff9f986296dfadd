import { useTranslation } from 'react-i18next';
import { REPORT_MESSAGES, type ReportMessageKey } from '@shared/schemas/reports';

const KEY_OF = new Map(
  Object.entries(REPORT_MESSAGES).map(([key, text]) => [text as string, key as ReportMessageKey]),
);

/**
 * The server answers with the English texts of REPORT_MESSAGES; this shows one in the app's
 * language (reports.messages.<key>), and any other text as it came.
 */
export function useReportMessage() {
  const { t } = useTranslation();
  return (message: string | undefined | null): string => {
    if (!message) return '';
    const key = KEY_OF.get(message);
    return key ? t(`reports.messages.${key}`) : message;
  };
}

export const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));
