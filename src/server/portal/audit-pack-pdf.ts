import { formatDateTime, formatDay } from '@shared/dates';
import { lineChart } from '../pdf/charts';
import { PdfWriter, STYLES } from '../pdf/pdf-writer';
import type { AuditPackData } from './audit-pack.repository';

export const AUDIT_PACK_TITLE = 'Audit pack';

const words = (s: string) => s.replace(/_/g, ' ');
const line = { ...STYLES.body, size: 10 };

/** A section's heading, then its lines, or a note that there were none. */
function section(pdf: PdfWriter, title: string, lines: string[], none: string) {
  pdf.ensure(60);
  pdf.paragraph(title, STYLES.heading);
  pdf.gap(4);
  if (lines.length === 0) pdf.paragraph(none, STYLES.muted);
  for (const text of lines) {
    pdf.paragraph(text, line);
    pdf.gap(2);
  }
  pdf.gap(10);
}

/**
 * The customer's audit pack (issue 37, decision 0049): one PDF for a location and a period with its
 * visits, finished reports, application records, device activity, corrective actions and the
 * current certifications of the technicians who served it. Drawn with the app's PDF writer and
 * charts, as the trend report is.
 */
export function auditPackPdf(data: AuditPackData, tz: string): Promise<Buffer> {
  const period = `${formatDay(data.from)} – ${formatDay(data.to)}`;
  const pdf = new PdfWriter({
    title: AUDIT_PACK_TITLE,
    author: data.company,
    subject: data.location.name,
    created: data.made,
  });
  pdf.paragraph(AUDIT_PACK_TITLE, STYLES.title);
  pdf.gap(6);
  pdf.row('Location', data.location.name);
  if (data.location.address) pdf.row('Address', data.location.address);
  if (data.location.customer_name) pdf.row('Customer', data.location.customer_name);
  pdf.row('Period', period);
  pdf.row('Company', data.company);
  pdf.row('Made', formatDateTime(data.made, tz));
  pdf.gap(12);
  section(
    pdf,
    'Visits',
    data.visits.map((v) => `${formatDay(v.date)} · ${v.job_name} · ${words(v.status)}`),
    'No visits in this period.',
  );
  section(
    pdf,
    'Finished reports',
    data.reports.map(
      (r) =>
        `Report ${r.id}: ${r.template_name}, ${formatDateTime(r.finished_at, tz)}, by ${r.technician_name}`,
    ),
    'No reports were finished in this period.',
  );
  section(
    pdf,
    'Application records',
    data.applications.map(
      (a) =>
        `${formatDay(a.applied_on)} · ${a.product_name} (EPA Reg. No. ${a.epa_reg_no}) · ${a.amount} ${a.unit}` +
        `${a.target_pests ? ` · ${a.target_pests}` : ''} · by ${a.applicator_name}`,
    ),
    'No applications were made in this period.',
  );
  const { months, devices } = data.trends;
  pdf.ensure(60);
  pdf.paragraph('Devices', STYLES.heading);
  pdf.gap(4);
  if (devices.length === 0) pdf.paragraph('No devices at this location.', STYLES.muted);
  else {
    const total = months.map((_, i) => devices.reduce((sum, d) => sum + (d.points[i]?.activity ?? 0), 0));
    lineChart(pdf, 'Activity per month, all devices', months, [{ name: 'All devices', values: total }]);
    for (const d of devices) {
      pdf.paragraph(
        `Device ${d.number} (${d.type_name}${d.zone ? `, ${d.zone}` : ''}): ${d.inspections} visits, ` +
          `total ${d.total}${d.above_threshold ? ', reached the threshold' : ''}`,
        line,
      );
    }
  }
  pdf.gap(10);
  section(
    pdf,
    'Corrective actions',
    data.actions.map(
      (a) =>
        `${a.title} (${words(a.status)}, opened ${formatDateTime(a.created_at, tz)}` +
        `${a.customer_status ? `, ${a.customer_status} by the customer` : ''})`,
    ),
    'No corrective actions were opened in this period.',
  );
  section(
    pdf,
    'Technicians and their current certifications',
    data.technicians.map((t) =>
      t.certifications.length === 0
        ? `${t.name}: no current certification on file`
        : `${t.name}: ${t.certifications
            .map((c) => `${c.state} ${c.id}, category ${c.category}, valid until ${formatDay(c.expires)}`)
            .join('; ')}`,
    ),
    'No technician served this location in this period.',
  );
  pdf.finishPages(data.company, AUDIT_PACK_TITLE, (n, of) => `Page ${n} of ${of}`);
  return pdf.toBuffer();
}
