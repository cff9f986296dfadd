import { describe, expect, it } from 'vitest';
import { pdfLanguage } from './pdf-language';

const NY = 'America/New_York';
const FSI = '\u2068';
const PDI = '\u2069';

describe('pdfLanguage', () => {
  it('writes an evening in New York on its own day there, not the UTC day after, in every language', () => {
    // 9:30 PM on 10 March in New York (EST, before the clocks change) is 02:30 on 11 March in UTC.
    const evening = '2027-03-11T02:30:00.000Z';
    expect(pdfLanguage('en', NY).dateTime(evening)).toBe('03/10/2027 9:30 PM');
    expect(pdfLanguage('es', NY).dateTime(evening)).toBe('10/03/2027, 9:30 p.m.');
    const arabic = pdfLanguage('ar', NY).dateTime(evening);
    expect(arabic).toContain('١٠');
    expect(arabic).toContain('٢٠٢٧');
    expect(arabic).toContain('٩:٣٠');
    expect(arabic).not.toContain('١١');
    const persian = pdfLanguage('fa', NY).dateTime(evening);
    expect(persian).toContain('۲۰۲۷');
    expect(persian).toContain('۲۱:۳۰');
    // A morning in UTC is the evening before in New York.
    expect(pdfLanguage('en', NY).dateTime('2027-01-01T01:00:00Z')).toBe('12/31/2026 8:00 PM');
    expect(pdfLanguage('en', 'UTC').dateTime('2027-01-01T01:00:00Z')).toBe('01/01/2027 1:00 AM');
  });

  it('writes a calendar day as that day whatever the zone, and leaves other text as it is', () => {
    for (const tz of [NY, 'UTC', 'Asia/Tehran']) {
      expect(pdfLanguage('en', tz).day('2026-03-08')).toBe('03/08/2026');
      expect(pdfLanguage('es', tz).day('2026-03-08')).toBe('08/03/2026');
      expect(pdfLanguage('fa', tz).day('2026-03-08')).toContain('۲۰۲۶');
      expect(pdfLanguage('fa', tz).day('2026-03-08')).toContain('۰۸');
    }
    expect(pdfLanguage('ar', NY).day('next week')).toBe('next week');
  });

  it('writes digits as the web shows them and isolates values in right-to-left sentences only', () => {
    expect(pdfLanguage('ar', NY).number(1.5)).toBe('١٫٥');
    expect(pdfLanguage('fa', NY).number(1200)).toBe('۱۲۰۰');
    expect(pdfLanguage('en', NY).number(1200)).toBe('1200');
    expect(pdfLanguage('ar', NY).t('pdfs.application.epaRegNo', { no: '1234-56' })).toBe(
      `رقم تسجيل EPA ${FSI}1234-56${PDI}`,
    );
    expect(pdfLanguage('es', NY).t('pdfs.application.epaRegNo', { no: '1234-56' })).toBe(
      'N.º de reg. EPA 1234-56',
    );
    expect(pdfLanguage('fa', NY).unit('fl oz')).toBe('اونس مایع');
    expect(pdfLanguage('en', NY).unit('fl oz')).toBe('fl oz');
    expect(pdfLanguage('es', NY).month('2026-07')).toMatch(/jul/i);
  });
});
