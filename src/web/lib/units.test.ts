import i18n from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { quantityText, unitOptions, unitsInText, unitText } from './units';

const t = i18n.getFixedT('ar');

beforeAll(async () => {
  await i18n.init({
    lng: 'en',
    resources: {
      en: { translation: { units: { fl_oz: 'fl oz', sq_ft: 'sq ft', gal: 'gal', oz: 'oz', g: 'g' } } },
      ar: {
        translation: {
          units: { fl_oz: 'أونصة سائلة', sq_ft: 'قدم مربع', gal: 'غالون', oz: 'أونصة', g: 'غ', per: 'لكل' },
        },
      },
    },
  });
});

describe('units in the reader’s language', () => {
  it('names a unit, a quantity and a select’s choices, keeping the stored unit as the value', () => {
    expect(unitText(t, 'fl oz')).toBe('أونصة سائلة');
    expect(quantityText(t, 12.5, 'gal')).toBe('12.5 غالون');
    expect(unitOptions(t, ['oz', 'fl oz'])).toEqual([
      { value: 'oz', label: 'أونصة' },
      { value: 'fl oz', label: 'أونصة سائلة' },
    ]);
    expect(unitText(i18n.getFixedT('en'), 'fl oz')).toBe('fl oz');
  });

  it('names the units inside a message’s value, whole units only', () => {
    expect(unitsInText(t, '2.5 fl oz / 1000 sq ft')).toBe('2.5 أونصة سائلة / 1000 قدم مربع');
    expect(unitsInText(t, 'fl oz, gal')).toBe('أونصة سائلة, غالون');
    expect(unitsInText(t, '10 oz')).toBe('10 أونصة');
    // Not a unit: letters inside a word, or a Latin street.
    expect(unitsInText(t, 'Gold St')).toBe('Gold St');
    expect(unitsInText(t, 'goz')).toBe('goz');
  });

  it('names a rate’s "per" between its quantities, and only there', () => {
    expect(unitsInText(t, '5 fl oz per 1000 sq ft')).toBe('5 أونصة سائلة لكل 1000 قدم مربع');
    expect(unitsInText(t, '3 fl oz per 1 gal')).toBe('3 أونصة سائلة لكل 1 غالون');
    // A word of a name, not followed by a quantity.
    expect(unitsInText(t, 'Tempo per label')).toBe('Tempo per label');
  });
});
