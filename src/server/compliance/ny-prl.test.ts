import { describe, expect, it } from 'vitest';
import type { FrozenApplication } from '@shared/schemas/applications';
import { frozenRecord } from '@shared/frozen-record.fixtures';
import {
  mergeNyRows,
  asciiField,
  FilingRefused,
  form26ALine,
  form26Line,
  form26NoApplications,
  nyQuantity,
} from './ny-prl';

describe('New York Form 26', () => {
  it("writes the state's example record byte for byte", () => {
    const line = form26Line(frozenRecord(), '12345');
    expect(Buffer.from(line, 'ascii')).toEqual(
      Buffer.from(
        '0|C1234567|12345|12455-79|Contrac Blox|12|OZ|7/11/2011||60|123 Sesame St|New York|10210|\r\n',
      ),
    );
  });

  it('keeps every delimiter when fields are empty and ends each record with CRLF', () => {
    const line = form26NoApplications('C7654321', '');
    expect(line).toBe('3|C7654321||||||||||||\r\n');
    expect(line.split('|')).toHaveLength(3 + 10 + 1);
    expect(line.endsWith('\r\n')).toBe(true);
    expect(line.slice(0, -2)).not.toMatch(/[\r\n]/);
  });

  it('takes the county code, the undiluted amount, the five-digit ZIP and the supervisor when the applicator is a trainee', () => {
    const line = form26Line(
      frozenRecord({
        county: 'kings county',
        amount: 0.5,
        unit: 'fl oz',
        zip: '11201-1234',
        applicator: { id: 8, name: 'Trainee' },
        applicator_certification: null,
        supervisor: { id: 9, name: 'Luis Ortega' },
        supervisor_certification: {
          state: 'NY',
          certification_id: 'C555',
          category: '7A',
          expires_on: '2030-01-01',
        },
        mix_rate: { amount: 0.5, unit: 'fl oz', per_quantity: 1, per_unit: 'gal' },
        total_mix: { amount: 1, unit: 'gal' },
      }),
      'B9',
    );
    expect(line).toBe(
      '0|C555|B9|12455-79|Contrac Blox|0.5|FL OZ|7/11/2011||59|123 Sesame St|New York|11201|\r\n',
    );
  });

  it('writes ASCII only: accents and symbols go, a pipe never splits a field', () => {
    expect(asciiField('Advion® Fourmis | Gél')).toBe('Advion Fourmis Gel');
    const line = form26Line(frozenRecord({ product_name: 'Termidor® SC', municipality: 'Cañon' }), '1');
    expect(/^[\x20-\x7e]*\r\n$/.test(line)).toBe(true);
    expect(nyQuantity(1 / 3)).toBe('0.3333');
  });

  it.each<[string, Partial<FrozenApplication>, string, string]>([
    ['an "each" unit', { unit: 'each' as FrozenApplication['unit'] }, 'unit', 'compliance.unitRefused'],
    ['grams, which the state reads as "G"', { unit: 'g' }, 'unit', 'compliance.unitRefused'],
    [
      'a diluted amount (the mix, not the product)',
      {
        amount: 2,
        unit: 'gal',
        mix_rate: { amount: 1, unit: 'fl oz', per_quantity: 1, per_unit: 'gal' },
        total_mix: { amount: 2, unit: 'gal' },
      },
      'amount',
      'compliance.diluted',
    ],
    ['an amount of 0', { amount: 0 }, 'amount', 'compliance.amountZero'],
    ['an amount written as 0 (0.00004)', { amount: 0.00004 }, 'amount', 'compliance.amountZero'],
    ['a county New York does not have', { county: 'Brooklyn' }, 'county', 'compliance.county'],
    ['a P.O. box', { street: 'PO Box 12' }, 'street', 'compliance.poBox'],
  ])('refuses %s and names the record', (_, over, part, code) => {
    let thrown: unknown;
    try {
      form26Line(frozenRecord({ id: 42, ...over }), '12345');
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toBeInstanceOf(FilingRefused);
    const refused = thrown as FilingRefused;
    expect(refused.applicationId).toBe(42);
    expect(refused.problem).toMatchObject({ part, code });
    expect(refused.message).toContain('42');
  });
});

describe('New York Form 26 rows', () => {
  it('one product on one day at one address is one row, the amounts added in the first unit', () => {
    const rows = mergeNyRows([
      frozenRecord({ id: 1, amount: 12, unit: 'oz' }),
      frozenRecord({ id: 2, amount: 1, unit: 'lb', street: '123 SESAME ST ' }),
      frozenRecord({ id: 3, amount: 2, unit: 'fl oz' }),
      frozenRecord({ id: 4, amount: 5, unit: 'oz', applied_on: '2011-07-12' }),
      frozenRecord({ id: 5, amount: 5, unit: 'oz', street: '125 Sesame St' }),
      frozenRecord({ id: 6, amount: 5, unit: 'oz', epa_reg_no: '432-1363', product_name: 'Temprid SC' }),
    ]);
    expect(rows.map((r) => [r.id, r.amount, r.unit])).toEqual([
      [1, 28, 'oz'],
      // Fluid ounces cannot be added to ounces: a row of their own.
      [3, 2, 'fl oz'],
      [4, 5, 'oz'],
      [5, 5, 'oz'],
      [6, 5, 'oz'],
    ]);
    expect(form26Line(rows[0]!, '12345')).toContain('|28|OZ|7/11/2011|');
  });
});

describe('New York Form 26A', () => {
  it('lists each applicator with first and last name and whether they applied', () => {
    expect(
      form26ALine({ certificationId: 'C1234567', name: 'Mary Ann Smith', madeApplications: true }, '12345'),
    ).toBe('C1234567|12345|Mary Ann|Smith|0|\r\n');
    expect(form26ALine({ certificationId: 'C2', name: 'José Núñez', madeApplications: false }, '12345')).toBe(
      'C2|12345|Jose|Nunez|3|\r\n',
    );
  });
});
