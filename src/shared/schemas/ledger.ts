import { z } from 'zod';
import { timestamp } from './common';

/**
 * The ledger of issued records (issue 30, decision 0040): every finished report, application record
 * and filing gets a SHA-256 of its content, chained to the entry before it, and a short code printed
 * on it. `/verify/<code>` says, without a login and without the record's content, whether the record
 * is still what was issued.
 */

export const LEDGER_KINDS = ['report', 'application', 'filing'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** Why an entry was written: a report finished, a record corrected, a filing made, or a record
 * issued before the ledger existed and entered by the first start that had it. */
export const LEDGER_REASONS = ['issued', 'corrected', 'made', 'entered'] as const;
export type LedgerReason = (typeof LEDGER_REASONS)[number];

/** Crockford's base 32: no I, L, O or U, so a code read aloud or typed from paper is not misread. */
export const LEDGER_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const LEDGER_CODE_LENGTH = 12;
/** As printed: three groups of four, e.g. `7K2M-9QXD-4HRT`. */
export const LEDGER_CODE_PATTERN = /^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

/**
 * A code as people type it, in the printed form, or null when it cannot be one: any case, with or
 * without dashes and spaces, and O, I and L read as 0, 1 and 1 (Crockford's rule).
 */
export function normalizeLedgerCode(text: string): string | null {
  const plain = text.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  if (plain.length !== LEDGER_CODE_LENGTH) return null;
  for (const char of plain) if (!LEDGER_CODE_ALPHABET.includes(char)) return null;
  return `${plain.slice(0, 4)}-${plain.slice(4, 8)}-${plain.slice(8)}`;
}

export const verifyCodeParams = z.object({ code: z.string().max(64) });

/**
 * - `unchanged`: the record is what its latest entry says, and this code is that entry's.
 * - `corrected`: the record was corrected after this code was issued (a later entry, with its own
 *   code); the record as corrected is unchanged since.
 * - `altered`: the record is not what its latest entry says, or an entry was altered: it was changed
 *   outside the application.
 * - `missing`: the record is no longer in the database.
 */
export const VERIFICATION_STATUSES = ['unchanged', 'corrected', 'altered', 'missing'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

/** What a stranger holding the code may learn: no content, only the record's kind and its dates. */
export const verification = z.object({
  code: z.string(),
  kind: z.enum(LEDGER_KINDS),
  issued_at: timestamp,
  status: z.enum(VERIFICATION_STATUSES),
  /** When the record was corrected after this code, for `corrected`. */
  corrected_at: timestamp.nullable(),
  checked_at: timestamp,
});
export type Verification = z.infer<typeof verification>;
