import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { FrozenApplication } from '@shared/schemas/applications';
import { pdfText } from '../pdf/pdf-text';
import { caCsv, caPdf, summarizeCa } from './ca-summary';
import { frozenRecord } from '@shared/frozen-record.fixtures';
import { FilingRefused } from './ny-prl';

const golden = (name: string) => readFileSync(new URL(`./golden/${name}`, import.meta.url), 'utf8');

const ca = (id: number, over: Partial<FrozenApplication>) =>
  frozenRecord({
    id,
    state: 'CA',
    applied_on: '2026-10-05',
    street: '100 Main St',
    municipality: 'Pasadena',
    county: 'Los Angeles',
    zip: '91101',
    applicator_certification: {
      state: 'CA',
      certification_id: 'QAL-1',
      category: 'B',
      expires_on: '2030-01-01',
    },
    ...over,
  });

/** October 2026: two counties with use, San Diego served without use. */
const OCTOBER = [
  ca(1, {
    chemical_id: 1,
    product_name: 'Termidor SC',
    epa_reg_no: '7969-210',
    amount: 8,
    unit: 'fl oz',
    site_code: 10,
  }),
  ca(2, {
    chemical_id: 1,
    product_name: 'Termidor SC',
    epa_reg_no: '7969-210',
    amount: 1,
    unit: 'pt',
    site_code: 10,
  }),
  ca(3, {
    chemical_id: 2,
    product_name: 'Advion Ant Gel',
    epa_reg_no: '352-746',
    state_reg_no: '352-746-AA',
    amount: 30,
    unit: 'g',
    site_code: 10,
  }),
  ca(4, {
    chemical_id: 2,
    product_name: 'Advion Ant Gel',
    epa_reg_no: '352-746',
    state_reg_no: '352-746-AA',
    amount: 2,
    unit: 'oz',
    site_code: 30,
  }),
  ca(5, {
    chemical_id: 1,
    product_name: 'Termidor SC',
    epa_reg_no: '7969-210',
    amount: 4,
    unit: 'fl oz',
    site_code: 10,
    county: 'orange county',
    municipality: 'Irvine',
    zip: '92602',
  }),
];
const SERVED = ['Los Angeles', 'Orange', 'San Diego'];

describe('California monthly summary', () => {
  const reports = summarizeCa(OCTOBER, SERVED);

  it('groups by county, site code and product, adding amounts in one unit, with a no-use county', () => {
    expect(reports.map((r) => [r.county, r.lines.length])).toEqual([
      ['Los Angeles', 3],
      ['Orange', 1],
      ['San Diego', 0],
    ]);
    expect(reports[0]!.lines[1]).toMatchObject({
      productName: 'Termidor SC',
      amount: 24,
      unit: 'fl oz',
      applications: 2,
    });
  });

  it('matches the golden CSV byte for byte', () => {
    expect(caCsv(reports, '2026-10')).toBe(golden('ca-monthly-2026-10.csv'));
  });

  it('matches the golden PDF text, a page per county', async () => {
    const pdf = await caPdf(
      reports,
      {
        businessName: 'Fieldbook Pest Control',
        address: '1 Market St, San Francisco, CA 94105',
        operatorId: 'OP-12345',
        month: '2026-10',
      },
      new Date('2026-11-02T10:00:00Z'),
    );
    const { pages } = await pdfText(pdf);
    expect(pages.join('\n=== page ===\n')).toBe(golden('ca-monthly-2026-10.pdf.txt'));
  });

  it('refuses a record without a use/site code or in a county California does not have, naming it', () => {
    expect(() => summarizeCa([ca(7, { site_code: null })], [])).toThrow(FilingRefused);
    try {
      summarizeCa([ca(8, { county: 'Brooklyn' })], []);
    } catch (e) {
      expect((e as FilingRefused).applicationId).toBe(8);
      expect((e as FilingRefused).problem.code).toBe('compliance.county');
    }
    expect.assertions(3);
  });

  it('refuses an amount that is 0 as the summary writes it', () => {
    expect(() => summarizeCa([ca(9, { amount: 0.00004 })], [])).toThrow(FilingRefused);
    expect(() => summarizeCa([ca(10, { amount: 0.0001 })], [])).not.toThrow();
  });
});
