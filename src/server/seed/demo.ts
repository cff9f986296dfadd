import type { Db } from '../db/client';

/** Placeholder replaced by the demo company in the next commit. */
export async function seedDemo(_db: Db): Promise<void> {}
