/**
 * A service address as state filings need it (docs/compliance.md): a street address (New York
 * refuses a P.O. box), the municipality, the county (both states' reports are by county), the
 * state and the ZIP code. Locations keep a one-line `address` beside it, made from these parts.
 */
export interface ServiceAddress {
  street: string | null;
  municipality: string | null;
  county: string | null;
  state: string | null;
  zip: string | null;
}

export const ZIP = /^\d{5}(-\d{4})?$/;

/** "PO Box 12", "P.O. Box", "Post Office Box", "POB 12", "Box 12" alone: not a place to treat. */
const PO_BOX = /\b(p\.?\s*o\.?\s*box|post\s+office\s+box|pob\s*\d)|^\s*box\s+\d/i;
export const isPoBox = (street: string) => PO_BOX.test(street);

/** "street, municipality, ST zip", leaving out what is missing. */
export function formatServiceAddress(a: ServiceAddress): string {
  const tail = [a.state, a.zip].filter(Boolean).join(' ');
  return [a.street, a.municipality, tail].filter(Boolean).join(', ');
}

/** Every part a filing needs is there. */
export const isCompleteAddress = (a: ServiceAddress) =>
  Boolean(a.street && a.municipality && a.county && a.state && a.zip);

/**
 * The parts of a one-line address written "street, municipality, ST 12345" (the ZIP may be
 * missing); null when the text has another shape. The county is never in such a line.
 */
export function parseAddressLine(line: string): ServiceAddress | null {
  const m = /^\s*(.+?)\s*,\s*([^,]+?)\s*,\s*([A-Za-z]{2})(?:\s+(\d{5}(?:-\d{4})?))?\s*$/.exec(line);
  if (!m) return null;
  return { street: m[1]!, municipality: m[2]!, county: null, state: m[3]!.toUpperCase(), zip: m[4] ?? null };
}
