/**
 * The fixed lists of units a pesticide application record may use (docs/compliance.md). State
 * filings refuse counts ("each", "bags", "pieces") and ambiguous letters ("G"), so none is here;
 * every unit converts to the others of its measure (units.ts).
 *
 * Apart from units.ts: the `convert` library it imports stays in every bundle that imports it
 * (about 10 KB on the wire), and the lists are on every page's first screen (web lib/units.ts,
 * for the texts; decision 0067).
 */
export const AMOUNT_UNITS = ['fl oz', 'pt', 'qt', 'gal', 'mL', 'L', 'oz', 'lb', 'g', 'kg'] as const;
export type AmountUnit = (typeof AMOUNT_UNITS)[number];

/** What an area treated is measured in: a surface, a length (a perimeter band) or a space. */
export const AREA_UNITS = ['sq ft', 'acre', 'sq m', 'ha', 'linear ft', 'm', 'cu ft', 'cu m'] as const;
export type AreaUnit = (typeof AREA_UNITS)[number];

/** The volume of a diluted mix. */
export const MIX_UNITS = ['gal', 'L', 'qt', 'fl oz', 'mL'] as const;
export type MixUnit = (typeof MIX_UNITS)[number];
