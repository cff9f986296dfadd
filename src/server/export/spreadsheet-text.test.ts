import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { frozenRecord } from '@shared/frozen-record.fixtures';
import { registerCsv } from '../compliance/register';
import { spreadsheetText } from '@shared/spreadsheet-text';

/**
 * The cells a spreadsheet set to split at semicolons makes of one CSV line: it splits at every
 * `;`, and a quote that does not open a cell quotes nothing.
 */
const semicolonCells = (line: string) => line.split(';');
const FORMULA = /^[=+\-@\t\r]/;

describe('spreadsheetText (issue 31)', () => {
  it.each([
    ['=1+1', "'=1+1"],
    ['a;=1+1', "a;'=1+1"],
    ['-5 ft;+3;@SUM(A1)', "'-5 ft;'+3;'@SUM(A1)"],
    ['Bait; 3 stations', 'Bait; 3 stations'],
    ['Café Müller, Ålesund', 'Café Müller, Ålesund'],
  ])('keeps %j as text: %j', (typed, cell) => {
    expect(spreadsheetText(typed)).toBe(cell);
  });

  it('leaves no cell of the register that a spreadsheet would run, split at commas or at semicolons', async () => {
    const record = frozenRecord({
      customer_name: 'Lunch Co;=HYPERLINK("http://evil.example","x")',
      place: '=1+1',
      target_pests: 'ants;-2+3',
    });
    let csv = '';
    for await (const part of registerCsv(
      (async function* () {
        yield [record];
      })(),
    )) {
      csv += part;
    }
    const [, row]: string[][] = parse(csv);
    expect(row).toContain('Lunch Co;\'=HYPERLINK("http://evil.example","x")');
    expect(row).toContain("'=1+1");
    expect(row!.filter((cell) => FORMULA.test(cell))).toEqual([]);
    const line = csv.split('\r\n')[1]!;
    expect(semicolonCells(line).filter((cell) => FORMULA.test(cell))).toEqual([]);
  });
});
