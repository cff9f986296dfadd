import { Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportDetail } from '@shared/schemas/reports';
import { useReportForPrint } from '../../api/get-report';
import { ReportHeader } from '../report-header';
import { LoadProblem, PageLoader } from '../page-states';
import { ReportTasks } from './report-tasks';
import { StatusHistory } from '../review/status-history';
import classes from './report-print.module.css';

/** A string for a CSS `content:` value: quotes and backslashes escaped, no line breaks. */
const cssString = (text: string) => `"${text.replace(/[\\"]/g, (c) => `\\${c}`).replace(/[\r\n]+/g, ' ')}"`;

/**
 * The running header and footer of every printed page: the company name and "Page n of m", in
 * CSS page-margin boxes (the page counters exist only there).
 */
function PageMargins({ report }: { report: ReportDetail }) {
  const { t } = useTranslation();
  // "Page {{page}} of {{pages}}" in the app's language, with the counters put in its places.
  const footer = t('reports.print.pageOf', { page: '[[page]]', pages: '[[pages]]' })
    .split(/(\[\[pages?\]\])/)
    .filter(Boolean)
    .map((part) =>
      part === '[[page]]' ? 'counter(page)' : part === '[[pages]]' ? 'counter(pages)' : cssString(part),
    )
    .join(' ');
  const css = `@page {
  size: letter;
  margin: 20mm 16mm;
  @top-left { content: ${cssString(report.template.company_name)}; font-family: sans-serif; font-size: 9pt; color: #555; }
  @top-right { content: ${cssString(`${report.template.name} · ${report.job.name}`)}; font-family: sans-serif; font-size: 9pt; color: #555; }
  @bottom-center { content: ${footer}; font-family: sans-serif; font-size: 9pt; color: #555; }
}`;
  return <style>{css}</style>;
}

/** Opens the print dialog once, after every image of the report has loaded (or failed to). */
function usePrintWhenReady(ready: boolean, root: React.RefObject<HTMLDivElement | null>) {
  const printed = useRef(false);
  useEffect(() => {
    if (!ready || printed.current || !root.current) return;
    const images = [...root.current.querySelectorAll('img')];
    // A lazy image below the fold (a site plan) would wait for a scroll that never comes.
    for (const img of images)
      if (img.getAttribute('loading') === 'lazy') img.setAttribute('loading', 'eager');
    const pending = images.filter((img) => !img.complete);
    let left = pending.length;
    const go = () => {
      if (printed.current) return;
      printed.current = true;
      window.print();
    };
    if (left === 0) return go();
    const done = () => {
      left -= 1;
      if (left === 0) go();
    };
    for (const img of pending) {
      img.addEventListener('load', done, { once: true });
      img.addEventListener('error', done, { once: true });
    }
  }, [ready, root]);
}

/** `/reports/print/{id}`: a clean printable page of a finished report, no navigation. */
export function ReportPrint({ id }: { id: number }) {
  const { t } = useTranslation();
  const query = useReportForPrint(id);
  const root = useRef<HTMLDivElement>(null);
  usePrintWhenReady(query.isSuccess, root);
  if (query.isPending) return <PageLoader />;
  if (query.error) return <LoadProblem error={query.error} />;
  const report = query.data;
  return (
    <div ref={root} className={classes.page}>
      <PageMargins report={report} />
      <Stack gap="md">
        <div>
          <Text size="sm" c="dimmed">
            {report.template.company_name}
          </Text>
          <Title order={1}>{report.template.name}</Title>
        </div>
        <ReportHeader report={report} />
        <div className={classes.tasks}>
          <ReportTasks report={report} />
        </div>
        <section className={classes.history} aria-labelledby="print-history">
          <Title order={2} size="h4" id="print-history" mb="sm">
            {t('reports.view.history')}
          </Title>
          <StatusHistory report={report} />
        </section>
      </Stack>
    </div>
  );
}
