import { Alert, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReportStatus } from '@shared/constants';
import type { ReportDetail } from '@shared/schemas/reports';

/**
 * The office's reason for returning the report, with who returned it. A return that arrives while
 * the form is open (the device was offline when it happened, decision 0072) is announced and
 * scrolled into view: the answers typed meanwhile are sent as usual, the report being editable again.
 */
export function ReturnedAlert({ report }: { report: ReportDetail }) {
  const { t } = useTranslation();
  const reason = report.return_reason;
  const [openedWith] = useState(reason);
  const box = useRef<HTMLDivElement>(null);
  const arrived = reason !== null && reason !== openedWith;
  useEffect(() => {
    if (!arrived) return;
    box.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    box.current?.focus({ preventScroll: true });
  }, [arrived]);
  if (!reason) return null;
  const returned = report.history.findLast(
    (h) => h.to_status_id === ReportStatus.InProgress && h.from_status_id === ReportStatus.Submitted,
  );
  return (
    <Alert
      ref={box}
      tabIndex={-1}
      color="orange"
      role={arrived ? 'alert' : undefined}
      style={{ scrollMarginTop: 80 }}
      title={
        returned
          ? t('reports.form.returnedBy', { name: returned.user.name })
          : t('reports.view.returnedTitle')
      }
    >
      <Text style={{ whiteSpace: 'pre-wrap', unicodeBidi: 'plaintext' }}>{reason}</Text>
    </Alert>
  );
}
