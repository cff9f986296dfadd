import { lineChart } from '../pdf/charts';
import type { PdfLanguage } from '../pdf/pdf-language';
import { PdfWriter, STYLES } from '../pdf/pdf-writer';
import type { AuditPackData } from './audit-pack.repository';

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

/** The devices' chart and one line per device, as the trend report counts them. */
function devicesSection(pdf: PdfWriter, data: AuditPackData, l: PdfLanguage) {
  const { months, devices } = data.trends;
  pdf.ensure(60);
  pdf.paragraph(l.t('pdfs.trend.devices'), STYLES.heading);
  pdf.gap(4);
  if (devices.length === 0) pdf.paragraph(l.t('pdfs.auditPack.noDevices'), STYLES.muted);
  else {
    const total = months.map((_, i) => devices.reduce((sum, d) => sum + (d.points[i]?.activity ?? 0), 0));
    const series = [{ name: l.t('pdfs.trend.allDevices'), values: total }];
    lineChart(pdf, l.t('pdfs.trend.chartTotal'), months, series, l);
    for (const d of devices) {
      const values = {
        number: l.number(d.number),
        what: d.zone ? `${d.type_name}, ${d.zone}` : d.type_name,
        visits: l.number(d.inspections),
        total: l.number(d.total),
      };
      const key = d.above_threshold ? 'pdfs.auditPack.deviceLineAbove' : 'pdfs.auditPack.deviceLine';
      pdf.paragraph(l.t(key, values), line);
    }
  }
  pdf.gap(10);
}

/**
 * The customer's audit pack (issue 37, decision 0049): one PDF for a location and a period with its
 * visits, finished reports, application records, device activity, corrective actions and the
 * current certifications of the technicians who served it, in the reader's language (decision
 * 0071): labels, statuses, units, dates and digits; what people recorded stays as recorded. Drawn
 * with the app's PDF writer and charts, as the trend report is.
 */
export function auditPackPdf(data: AuditPackData, l: PdfLanguage): Promise<Buffer> {
  const title = l.t('portal.pack.title');
  const period = l.t('pdfs.trend.periodValue', { from: l.day(data.from), to: l.day(data.to) });
  const pdf = new PdfWriter({
    title,
    author: data.company,
    subject: data.location.name,
    created: data.made,
    rtl: l.rtl,
  });
  pdf.paragraph(title, STYLES.title);
  pdf.gap(6);
  pdf.row(l.t('pdfs.report.location'), data.location.name);
  if (data.location.address) pdf.row(l.t('pdfs.auditPack.address'), data.location.address);
  if (data.location.customer_name) pdf.row(l.t('pdfs.application.customer'), data.location.customer_name);
  pdf.row(l.t('pdfs.trend.period'), period);
  pdf.row(l.t('pdfs.report.company'), data.company);
  pdf.row(l.t('pdfs.auditPack.made'), l.dateTime(data.made));
  pdf.gap(12);
  section(
    pdf,
    l.t('pdfs.auditPack.visits'),
    data.visits.map((v) =>
      l.t('pdfs.auditPack.visitLine', {
        day: l.day(v.date),
        job: v.job_name,
        status: l.named(`portal.visitStatus.${v.status}`, words(v.status)),
      }),
    ),
    l.t('pdfs.auditPack.noVisits'),
  );
  section(
    pdf,
    l.t('pdfs.auditPack.reports'),
    data.reports.map((r) =>
      l.t('pdfs.auditPack.reportLine', {
        id: l.number(r.id),
        template: r.template_name,
        when: l.dateTime(r.finished_at),
        technician: r.technician_name,
      }),
    ),
    l.t('pdfs.auditPack.noReports'),
  );
  section(
    pdf,
    l.t('pdfs.auditPack.applications'),
    data.applications.map((a) => {
      const values = {
        day: l.day(a.applied_on),
        product: a.product_name,
        epa: a.epa_reg_no,
        quantity: l.t('pdfs.application.quantity', { amount: l.number(a.amount), unit: l.unit(a.unit) }),
        pests: a.target_pests,
        applicator: a.applicator_name,
      };
      return l.t(
        a.target_pests ? 'pdfs.auditPack.applicationLinePests' : 'pdfs.auditPack.applicationLine',
        values,
      );
    }),
    l.t('pdfs.auditPack.noApplications'),
  );
  devicesSection(pdf, data, l);
  section(
    pdf,
    l.t('pdfs.trend.correctiveActions'),
    data.actions.map((a) => {
      const values = {
        title: a.title,
        status: l.named(`correctiveActions.status.${a.status}`, words(a.status)),
        when: l.dateTime(a.created_at),
      };
      if (!a.customer_status) return l.t('pdfs.trend.actionLine', values);
      const customer = l.named(`pdfs.auditPack.customerStatus.${a.customer_status}`, a.customer_status);
      return l.t('pdfs.auditPack.actionLineCustomer', { ...values, customer });
    }),
    l.t('pdfs.trend.noActions'),
  );
  section(
    pdf,
    l.t('pdfs.auditPack.technicians'),
    data.technicians.map((t) =>
      t.certifications.length === 0
        ? l.t('pdfs.auditPack.noCertification', { name: t.name })
        : l.t('pdfs.auditPack.certified', {
            name: t.name,
            certifications: t.certifications
              .map((c) =>
                l.t('pdfs.auditPack.certification', {
                  state: c.state,
                  id: c.id,
                  category: c.category,
                  expires: l.day(c.expires),
                }),
              )
              .join(l.t('pdfs.auditPack.certificationSeparator')),
          }),
    ),
    l.t('pdfs.auditPack.noTechnicians'),
  );
  pdf.finishPages(data.company, title, (n, of) => l.t('pdfs.page', { n: l.number(n), of: l.number(of) }));
  return pdf.toBuffer();
}
