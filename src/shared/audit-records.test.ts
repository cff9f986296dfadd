import { describe, expect, it } from 'vitest';
import { ENGLISH_RECORD_WORDS, RECORD_ITEMS_SHOWN, type RecordValue, recordText } from './audit-records';

const read = (value: RecordValue) => recordText(value, ENGLISH_RECORD_WORDS);

describe('a structured change in words (issue 33 item 9)', () => {
  it('reads each kind of structure as a line, never as JSON', () => {
    expect(read({ type: 'signature' })).toBe('Signed');
    expect(read({ type: 'photos', count: 1 })).toBe('1 photo');
    expect(read({ type: 'photos', count: 3 })).toBe('3 photos');
    expect(read({ type: 'product', product: 'Gel', amount: 0.5, unit: 'oz', target: 'Ants' })).toBe(
      'Gel 0.5 oz, Ants',
    );
    expect(read({ type: 'product', product: null, amount: null, unit: null, target: null })).toBe('');
    expect(
      read({
        type: 'applications',
        items: [
          { product: 'Gel', amount: 2, unit: 'fl oz', target: 'Roaches' },
          { product: 'Dust', amount: null, unit: null, target: null },
        ],
      }),
    ).toBe('Gel 2 fl oz, Roaches; Dust');
    expect(read({ type: 'followup', note: 'Seal the gap', photos: 2 })).toBe('Seal the gap · 2 photos');
    expect(read({ type: 'followup', note: '', photos: 0 })).toBe('');
    expect(read({ type: 'quantity', amount: 1, unit: 'fl oz', per_quantity: 1, per_unit: 'gal' })).toBe(
      '1 fl oz / 1 gal',
    );
    expect(read({ type: 'quantity', amount: 3, unit: 'gal', per_quantity: null, per_unit: null })).toBe(
      '3 gal',
    );
    expect(
      read({ type: 'certification', state: 'NY', id: 'C-1', category: '7A', expires_on: '06/30/2027' }),
    ).toBe('NY C-1, 7A, expires 06/30/2027');
    expect(
      read({
        type: 'fields',
        entries: [
          ['a', '1'],
          ['b.c', 'x'],
        ],
      }),
    ).toBe('a: 1; b.c: x');
    expect(read({ type: 'text', text: 'plain' })).toBe('plain');
  });

  it('names every finding of a device, and no more than ten devices then how many more', () => {
    const device = (n: number) => ({
      device: `#${n}`,
      condition: 'good',
      activity: null,
      captures: null,
      bait: null,
      action: null,
    });
    expect(
      read({
        type: 'devices',
        items: [
          {
            device: '#1',
            condition: 'damaged',
            activity: 'high',
            captures: 0,
            bait: 40,
            action: 'bait_replaced',
          },
          { ...device(2), action: 'none' },
          { ...device(3), device: null },
        ],
      }),
    ).toBe('#1 Damaged, activity high, 0 captures, bait 40%, bait replaced; #2 Good; Good');
    const many = read({ type: 'devices', items: Array.from({ length: 13 }, (_, i) => device(i + 1)) });
    expect(many.split('; ')).toHaveLength(RECORD_ITEMS_SHOWN + 1);
    expect(many.endsWith('#10 Good; 3 more')).toBe(true);
  });
});
