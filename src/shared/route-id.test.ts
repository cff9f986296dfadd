import { describe, expect, it } from 'vitest';
import { recordId } from './schemas/common';
import { ID_MAX, parseRouteId } from './route-id';

describe("a page's id", () => {
  it('is plain digits within a record id', () => {
    expect(parseRouteId('7')).toBe(7);
    expect(parseRouteId('007')).toBe(7);
    expect(parseRouteId(String(ID_MAX))).toBe(ID_MAX);
  });

  it('is no id for anything else', () => {
    for (const value of [
      '0',
      String(ID_MAX + 1),
      '1e3',
      ' 7',
      '7 ',
      '-1',
      '1.5',
      '0x10',
      '',
      null,
      undefined,
    ]) {
      expect(parseRouteId(value)).toBeUndefined();
    }
  });

  it('agrees with the API’s record id on every plain number', () => {
    for (const value of ['1', '42', String(ID_MAX), String(ID_MAX + 1), '0', '9999999999']) {
      const api = recordId.safeParse(value);
      expect(parseRouteId(value)).toBe(api.success ? api.data : undefined);
    }
  });
});
