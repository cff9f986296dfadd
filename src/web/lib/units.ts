import type { TFunction } from 'i18next';
import { AMOUNT_UNITS, AREA_UNITS } from '@shared/unit-names';

/**
 * Units in the reader's language (issue 30): the record keeps the unit as the label and the state's
 * file write it ("fl oz"); screens show it as `units.*` names it ("أونصة سائلة", "اونس مایع").
 * English names them as they are stored.
 */
const unitKey = (unit: string) => `units.${unit.replace(/ /g, '_')}`;

export const unitText = (t: TFunction, unit: string): string => t(unitKey(unit), { defaultValue: unit });

/** A select's choices of units: the stored unit as the value, its name in the reader's language. */
export const unitOptions = (t: TFunction, units: readonly string[]) =>
  units.map((u) => ({ value: u, label: unitText(t, u) }));

/** "12.5 fl oz", in the reader's language. */
export const quantityText = (t: TFunction, amount: number | string, unit: string): string =>
  `${amount} ${unitText(t, unit)}`;

// Longest first, so "fl oz" is one unit and not "fl" and "oz"; bounded by the start, a space, a digit
// or a slash on the left and the end, a space or punctuation on the right, as the server writes them.
const UNIT_PATTERN = new RegExp(
  `(?<=^|[\\s\\d/(,])(${[...new Set([...AMOUNT_UNITS, ...AREA_UNITS])]
    .sort((a, b) => b.length - a.length)
    .join('|')})(?=$|[\\s/),.;:])`,
  'g',
);

/** The server's word between a rate's two quantities ("5 fl oz per 1000 sq ft"). */
const PER = /(?<=\S) per (?=\d)/g;

/**
 * The units a message's value names ("2.5 fl oz / 1000 sq ft", "5 fl oz per 1000 sq ft",
 * "fl oz, gal"), and a rate's "per", in the reader's language.
 */
export const unitsInText = (t: TFunction, text: string): string =>
  text.replace(UNIT_PATTERN, (unit) => unitText(t, unit)).replace(PER, () => ` ${t('units.per')} `);
