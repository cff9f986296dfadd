import { describe, expect, it } from 'vitest';
import { HttpError } from '../http/errors';
import { csvText } from './csv-encoding';
import { singleByte } from './imports.fixtures';

describe('csvText: how a CSV file’s letters are read (issue 31)', () => {
  it('reads UTF-8 with or without the byte order mark, and UTF-16 by its mark', () => {
    const text = 'Name\nCafé Müller\n';
    expect(csvText(Buffer.from(text))).toEqual({ text, encoding: 'utf-8' });
    expect(csvText(Buffer.from(`\uFEFF${text}`))).toEqual({ text, encoding: 'utf-8' });
    expect(csvText(Buffer.from(`\uFEFF${text}`, 'utf16le'))).toEqual({ text, encoding: 'utf-16' });
  });

  it.each([
    'Name,Street\nCafé Müller,Hauptstraße 5\n',
    // chardet took this one for Polish ISO-8859-2, where ñ is ń.
    'Name\nNiño Pérez\n',
    'Name,City\nJosé Gonzaléz,Montréal\nFrançois Œuvre,Zürich\n',
    // Word's quotes and dashes and the euro sign, bytes 0x80–0x9F, which Latin-1 lacks.
    'Name,Note\n“Bella” Napoli – Pizzeria,€ 40 ’til noon\n',
  ])('reads a Western Excel file (Windows-1252) with its own letters: %j', (text) => {
    expect(csvText(singleByte(text, 'windows-1252'))).toEqual({ text, encoding: 'windows-1252' });
  });

  it('reads an Arabic or Persian Excel file (Windows-1256) with its own letters', () => {
    const text = 'الاسم,المدينة\nشركة النخيل,الرياض\nخدمات سبز,تهران\n';
    expect(csvText(singleByte(text, 'windows-1256'))).toEqual({ text, encoding: 'windows-1256' });
  });

  it('refuses what it cannot read rightly, saying how to save the file', () => {
    // "名前,住所\n日本語の会社,東京都千代田区\n株式会社テスト,大阪市\n" in Shift_JIS.
    const shiftJis = Buffer.from(
      '96bc914f2c8f5a8f8a0a93fa967b8cea82cc89ef8ed02c938c8b9e937390e791e393638be60a8a948eae89ef8ed08365835883672c91e58de38e730a',
      'hex',
    );
    expect(() => csvText(shiftJis)).toThrow(HttpError);
    try {
      csvText(shiftJis);
    } catch (error) {
      expect((error as HttpError).code).toBe('import.encodingUnknown');
    }
  });
});
