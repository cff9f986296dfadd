/**
 * The counties state filings name (issue 15, decision 0030). New York's Pesticide Reporting Law
 * numbers its 62 counties as NYSDEC publishes them (alphabetical upstate, then the five boroughs'
 * counties); California's monthly report goes to each of its 58 counties' commissioners.
 */
export const NY_COUNTY_CODES: Readonly<Record<string, string>> = Object.fromEntries(
  [
    'Albany',
    'Allegany',
    'Broome',
    'Cattaraugus',
    'Cayuga',
    'Chautauqua',
    'Chemung',
    'Chenango',
    'Clinton',
    'Columbia',
    'Cortland',
    'Delaware',
    'Dutchess',
    'Erie',
    'Essex',
    'Franklin',
    'Fulton',
    'Genesee',
    'Greene',
    'Hamilton',
    'Herkimer',
    'Jefferson',
    'Lewis',
    'Livingston',
    'Madison',
    'Monroe',
    'Montgomery',
    'Nassau',
    'Niagara',
    'Oneida',
    'Onondaga',
    'Ontario',
    'Orange',
    'Orleans',
    'Oswego',
    'Otsego',
    'Putnam',
    'Rensselaer',
    'Rockland',
    'St. Lawrence',
    'Saratoga',
    'Schenectady',
    'Schoharie',
    'Schuyler',
    'Seneca',
    'Steuben',
    'Suffolk',
    'Sullivan',
    'Tioga',
    'Tompkins',
    'Ulster',
    'Warren',
    'Washington',
    'Wayne',
    'Westchester',
    'Wyoming',
    'Yates',
    'Bronx',
    'Kings',
    'New York',
    'Queens',
    'Richmond',
  ].map((name, i) => [name, String(i + 1).padStart(2, '0')]),
);

export const CA_COUNTIES: readonly string[] = [
  'Alameda',
  'Alpine',
  'Amador',
  'Butte',
  'Calaveras',
  'Colusa',
  'Contra Costa',
  'Del Norte',
  'El Dorado',
  'Fresno',
  'Glenn',
  'Humboldt',
  'Imperial',
  'Inyo',
  'Kern',
  'Kings',
  'Lake',
  'Lassen',
  'Los Angeles',
  'Madera',
  'Marin',
  'Mariposa',
  'Mendocino',
  'Merced',
  'Modoc',
  'Mono',
  'Monterey',
  'Napa',
  'Nevada',
  'Orange',
  'Placer',
  'Plumas',
  'Riverside',
  'Sacramento',
  'San Benito',
  'San Bernardino',
  'San Diego',
  'San Francisco',
  'San Joaquin',
  'San Luis Obispo',
  'San Mateo',
  'Santa Barbara',
  'Santa Clara',
  'Santa Cruz',
  'Shasta',
  'Sierra',
  'Siskiyou',
  'Solano',
  'Sonoma',
  'Stanislaus',
  'Sutter',
  'Tehama',
  'Trinity',
  'Tulare',
  'Tuolumne',
  'Ventura',
  'Yolo',
  'Yuba',
];

/** "kings county", "St Lawrence", "Saint Lawrence" → one spelling to compare. */
const key = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .replace(/\s+county$/, '')
    .replace(/^(saint|st\.?)\s+/, 'st. ')
    .replace(/\s+/g, ' ');

const COUNTIES_OF: Record<string, Map<string, string>> = {
  NY: new Map(Object.keys(NY_COUNTY_CODES).map((name) => [key(name), name])),
  CA: new Map(CA_COUNTIES.map((name) => [key(name), name])),
};

/** Whether the state's filing checks county names (only those that name counties do). */
export const checksCounties = (state: string): boolean => state in COUNTIES_OF;

/**
 * The county as the state names it ("kings county" → "Kings"), or null when the state has no
 * such county. States whose filings do not name counties accept any non-empty name as it is.
 */
export function countyOf(state: string, county: string): string | null {
  const counties = COUNTIES_OF[state];
  if (!counties) return county.trim() === '' ? null : county.trim();
  return counties.get(key(county)) ?? null;
}

/** New York's two-digit county code, or null for a name that is not a New York county. */
export function nyCountyCode(county: string): string | null {
  const name = countyOf('NY', county);
  return name === null ? null : NY_COUNTY_CODES[name]!;
}

/** Whether two names are one county of the state ("kings county" and "Kings"), in any case. */
export function sameCounty(state: string, a: string, b: string): boolean {
  return key(countyOf(state, a) ?? a) === key(countyOf(state, b) ?? b);
}
