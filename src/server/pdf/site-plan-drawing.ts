import { label, legend } from './charts';
import { PLAN_MAX_HEIGHT } from './image-boxes';
import { CONTENT_WIDTH, PAGE, type PdfWriter, STYLES } from './pdf-writer';

/** A device on the plan: its number in a circle at (x, y), fractions of the plan's size. */
export interface PlanMarker {
  number: number;
  x: number;
  y: number;
  color: string;
  /** The circle's outline; dark when not given. */
  ring?: string;
}

export interface PlanDrawing {
  name: string;
  /** The plan's size in pixels, as uploaded: the drawn box keeps its shape. */
  width: number;
  height: number;
  /** JPEG or PNG bytes (a scaled copy will do); null draws a grey box saying it is not available. */
  image: Buffer | null;
  markers: PlanMarker[];
  legend: { name: string; color: string; ring?: string }[];
  /** The heading in the PDF's language (issue 35); "Site plan: <name>" when not given. */
  heading?: string;
}

const DARK_RING = '#212529';

/**
 * A site plan under "Site plan: <name>" (issue 17), for the trend report and the report PDF: the
 * image fitted to the page width (at most PLAN_MAX_HEIGHT tall), each marker a numbered circle,
 * then the legend.
 */
export function drawSitePlan(pdf: PdfWriter, plan: PlanDrawing) {
  const scale = Math.min(CONTENT_WIDTH / plan.width, PLAN_MAX_HEIGHT / plan.height);
  const w = plan.width * scale;
  const h = plan.height * scale;
  pdf.ensure(h + 30);
  pdf.paragraph(plan.heading ?? `Site plan: ${plan.name}`, STYLES.heading);
  pdf.gap(4);
  const x0 = PAGE.left + (CONTENT_WIDTH - w) / 2;
  const y0 = pdf.y;
  let drawn = false;
  if (plan.image) {
    try {
      pdf.doc.image(plan.image, x0, y0, { width: w, height: h });
      drawn = true;
    } catch {
      // Not an image pdfkit reads: drawn as missing below.
    }
  }
  if (!drawn) {
    pdf.doc.rect(x0, y0, w, h).fillColor('#f1f3f5').fill();
    label(pdf, 'The plan image is not available.', x0, y0 + h / 2, STYLES.muted, 'center', w);
  }
  pdf.doc.rect(x0, y0, w, h).lineWidth(0.5).strokeColor('#999999').stroke();
  for (const m of plan.markers) {
    const cx = x0 + m.x * w;
    const cy = y0 + m.y * h;
    pdf.doc.circle(cx, cy, 8).fillColor(m.color).fill();
    pdf.doc
      .circle(cx, cy, 8)
      .lineWidth(0.8)
      .strokeColor(m.ring ?? DARK_RING)
      .stroke();
    label(pdf, String(m.number), cx - 10, cy + 2.5, { size: 7, bold: true }, 'center', 20);
  }
  pdf.y = y0 + h + 6;
  legend(pdf, plan.legend);
}
