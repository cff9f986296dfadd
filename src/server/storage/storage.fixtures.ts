import { readFile } from 'node:fs/promises';
import { expect } from 'vitest';
import { FieldType } from '@shared/constants';
import type { ReportDetail } from '@shared/schemas/reports';
import { insertAssignedJob, insertTemplate, uploadReportImage } from '../reports/reports.fixtures';
import { photoPng, signaturePng } from '../reports/test-images';
import type { Session, TestApp } from '../test/test-app';

/** A real safety data sheet (the e2e fixture). */
export const SDS_PDF = await readFile(
  new URL('../../../e2e/fixtures/safety-data-sheet.pdf', import.meta.url),
);

/** A chemical with `pdf` as its document, uploaded through `via`; answers the chemical's id. */
export async function chemicalWithDocument(via: TestApp, admin: Session, name: string): Promise<number> {
  const made = await via.request(admin, {
    method: 'POST',
    url: '/api/chems',
    payload: { name, is_category: false, parent_id: null },
  });
  expect(made.statusCode, made.body).toBe(200);
  const id = made.json<{ id: number }>().id;
  const form = new FormData();
  form.append('file', new Blob([SDS_PDF], { type: 'application/pdf' }), 'Label SDS.pdf');
  const res = await via.request(admin, { method: 'PUT', url: `/api/chems/${id}/file`, payload: form });
  expect(res.statusCode, res.body).toBe(200);
  return id;
}

export interface ReportWithImages {
  id: number;
  signature: number;
  photos: number[];
}

/**
 * A finished report with a signature and two photos, every step through `via`: the technician
 * starts, uploads and answers, the supervisor finishes. `db` is the database to set it up in.
 */
export async function finishedReportWithImages(
  via: TestApp,
  people: { technician: Session; supervisor: Session },
): Promise<ReportWithImages> {
  const { technician, supervisor } = people;
  const template = await insertTemplate(via.db, {
    name: 'Storage check',
    tasks: [
      {
        task: 'Proof',
        fields: [
          { name: 'Customer signature', type: FieldType.Signature },
          { name: 'Photos', type: FieldType.Photo },
        ],
      },
    ],
  });
  const jobId = await insertAssignedJob(via.db, { assignees: [technician.userId] });
  const started = await via.request(technician, {
    method: 'POST',
    url: '/api/reports',
    payload: { job_id: jobId, template_id: template.id },
  });
  expect(started.statusCode, started.body).toBe(200);
  const { id } = started.json<ReportDetail>();
  const [signatureField, photoField] = template.fieldIds as [number, number];
  const upload = async (fieldId: number, data: Buffer) => {
    const res = await uploadReportImage(via, technician, id, fieldId, data);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ id: number }>().id;
  };
  const signature = await upload(signatureField, signaturePng());
  const photos = [await upload(photoField, photoPng(320, 240)), await upload(photoField, photoPng(200, 150))];
  const steps = [
    {
      session: technician,
      method: 'PUT',
      url: `/api/reports/${id}/answers`,
      payload: {
        answers: [
          { field_id: signatureField, value: { file_id: signature } },
          { field_id: photoField, value: photos.map((file_id) => ({ file_id })) },
        ],
      },
    },
    { session: technician, method: 'POST', url: `/api/reports/${id}/submit` },
    { session: supervisor, method: 'POST', url: `/api/reports/${id}/finish` },
  ];
  for (const { session, ...call } of steps) {
    const res = await via.request(session, call);
    expect(res.statusCode, `${call.url} ${res.body}`).toBe(200);
  }
  return { id, signature, photos };
}

/** How many images a PDF shows; the alpha channel of a PNG is an image of its own (a soft mask). */
export function embeddedImages(pdf: Buffer): number {
  const text = pdf.toString('latin1');
  const count = (pattern: RegExp) => text.match(pattern)?.length ?? 0;
  return count(/\/Subtype \/Image/g) - count(/\/SMask \d+ 0 R/g);
}
