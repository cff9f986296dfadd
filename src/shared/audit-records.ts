/**
 * A change whose value is a structure (a device inspection, an application record, a product
 * used, a signature) reads as a sentence in the History and the Activity log, never as JSON
 * (issue 33 item 9). The server names what the structure refers to (a device's number, a product's
 * name) and sends the value as a `RecordValue` (kind `record`); the words around the names are the
 * reader's: the web app passes its translations, the Activity export the English ones below.
 */

export interface DeviceItem {
  /** "#12" (the device's number), or null for a device since purged. */
  device: string | null;
  condition: string | null;
  activity: string | null;
  /** Every capture counted, whatever the pest. */
  captures: number | null;
  bait: number | null;
  action: string | null;
}

export interface ProductItem {
  product: string | null;
  amount: number | null;
  unit: string | null;
  /** The pests it was used against, as typed. */
  target: string | null;
}

export type RecordValue =
  | { type: 'signature' }
  | { type: 'photos'; count: number }
  | ({ type: 'product' } & ProductItem)
  | { type: 'devices'; items: DeviceItem[] }
  | { type: 'applications'; items: ProductItem[] }
  | { type: 'followup'; note: string; photos: number }
  | { type: 'quantity'; amount: number; unit: string; per_quantity: number | null; per_unit: string | null }
  | { type: 'certification'; state: string; id: string; category: string; expires_on: string }
  | { type: 'fields'; entries: [string, string][] }
  | { type: 'text'; text: string };

/** The words around the names, in the reader's language. */
export interface RecordWords {
  signed: string;
  photos: (count: number) => string;
  condition: (code: string) => string;
  activity: (level: string) => string;
  captures: (count: number) => string;
  bait: (percent: number) => string;
  action: (code: string) => string;
  unit: (unit: string) => string;
  /** "3 more" after the items a line shows. */
  more: (count: number) => string;
  expires: (day: string) => string;
  /** A name or a quantity as it stands in the sentence (isolated in right-to-left text). */
  name: (text: string) => string;
  /** Between a finding's parts (", "), and between items ("; "): "،" and "؛" in Arabic script. */
  comma: string;
  semicolon: string;
}

/** A long inspection's line names this many devices, then how many more. */
export const RECORD_ITEMS_SHOWN = 10;

export const ENGLISH_RECORD_WORDS: RecordWords = {
  signed: 'Signed',
  photos: (n) => (n === 1 ? '1 photo' : `${n} photos`),
  condition: (c) => c.charAt(0).toUpperCase() + c.slice(1),
  activity: (l) => `activity ${l}`,
  captures: (n) => (n === 1 ? '1 capture' : `${n} captures`),
  bait: (p) => `bait ${p}%`,
  action: (a) => a.replace(/_/g, ' '),
  unit: (u) => u,
  more: (n) => `${n} more`,
  expires: (d) => `expires ${d}`,
  name: (text) => text,
  comma: ', ',
  semicolon: '; ',
};

const quantity = (amount: number | null, unit: string | null, w: RecordWords) =>
  amount === null ? '' : w.name(unit ? `${amount} ${w.unit(unit)}` : String(amount));
const named = (text: string | null, w: RecordWords) => (text ? w.name(text) : null);

const joined = (parts: (string | null | false | undefined)[], separator: string) =>
  parts.filter((p): p is string => typeof p === 'string' && p !== '').join(separator);

function listed<T>(items: T[], line: (item: T) => string, w: RecordWords) {
  const shown = items.slice(0, RECORD_ITEMS_SHOWN).map(line);
  const rest = items.length - shown.length;
  return joined([...shown, rest > 0 && w.more(rest)], w.semicolon);
}

const productLine = (p: ProductItem, w: RecordWords) =>
  joined([joined([named(p.product, w), quantity(p.amount, p.unit, w)], ' '), named(p.target, w)], w.comma);

/** The value as one line of text. */
export function recordText(value: RecordValue, w: RecordWords): string {
  switch (value.type) {
    case 'signature':
      return w.signed;
    case 'photos':
      return w.photos(value.count);
    case 'product':
      return productLine(value, w);
    case 'devices':
      return listed(
        value.items,
        (d) =>
          joined(
            [
              joined([named(d.device, w), d.condition && w.condition(d.condition)], ' '),
              d.activity && w.activity(d.activity),
              d.captures !== null && w.captures(d.captures),
              d.bait !== null && w.bait(d.bait),
              d.action && d.action !== 'none' && w.action(d.action),
            ],
            w.comma,
          ),
        w,
      );
    case 'applications':
      return listed(value.items, (p) => productLine(p, w), w);
    case 'followup':
      return joined([named(value.note, w), value.photos > 0 && w.photos(value.photos)], ' · ');
    case 'quantity':
      return joined(
        [quantity(value.amount, value.unit, w), quantity(value.per_quantity, value.per_unit, w)],
        ' / ',
      );
    case 'certification':
      return joined(
        [
          named(joined([value.state, value.id], ' '), w),
          named(value.category, w),
          w.expires(value.expires_on),
        ],
        w.comma,
      );
    case 'fields':
      return joined(
        value.entries.map(([k, v]) => `${k}: ${w.name(v)}`),
        w.semicolon,
      );
    case 'text':
      return value.text;
  }
}
