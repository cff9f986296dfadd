import { sql } from 'drizzle-orm';
import { chemicalsResponse } from '@shared/schemas/chemicals';
import type { Db } from '../db/client';
import { queryRows } from '../db/sql-helpers';
import { chemicalTree } from './chemicals.repository';

/**
 * get-chemicals' whole tree as its JSON text, built again only when the chemicals changed
 * (decision 0082). Building it is a read of every live node, a check against the contract and
 * a stringify of about 1 MB at 5,000 nodes (25 to 30 ms); the catalogue changes a few times a day
 * and is read on every visit of a client of the spec's API. One per app, so per database.
 */
export function chemicalTreeAnswer(db: Db): () => Promise<string> {
  let kept: { version: string; json: Promise<string> } | undefined;
  const versionNow = async () =>
    (
      await queryRows<{ version: string }>(
        db,
        sql`select version::text as version from chemical_tree_version`,
      )
    )[0]?.version;
  const build = async () => JSON.stringify(chemicalsResponse.parse(await chemicalTree(db)));
  return async () => {
    const version = await versionNow();
    // Requests that come while it is being built wait for the same build.
    if (version !== undefined && kept?.version === version) return kept.json;
    const json = build();
    // Kept under the version only if no change came in while it was read (the version read again
    // is the same): then it is that version's content. Otherwise it is sent once and not kept.
    const checked = json.then(async (text) => {
      if ((await versionNow()) !== version && kept?.json === checked) kept = undefined;
      return text;
    });
    if (version !== undefined) kept = { version, json: checked };
    checked.catch(() => {
      if (kept?.json === checked) kept = undefined;
    });
    return checked;
  };
}
