import { randomBytes } from 'node:crypto';
import { desc, eq, type SQL, sql } from 'drizzle-orm';
import {
  API_KEY_PREFIX,
  type ApiKeyCreated,
  type ApiKeyRow,
  type ApiKeyState,
  type CreateApiKeyBody,
} from '@shared/schemas/api-keys';
import { hashToken } from '../auth/auth.public';
import type { Db } from '../db/client';
import { apiKeys } from '../db/schema/api-keys';
import { users } from '../db/schema/users';
import { HttpError } from '../http/errors';

const DAY_MS = 86_400_000;
/** `fbk_` and the first 8 characters of the secret's random part: enough to tell keys apart. */
const VISIBLE = API_KEY_PREFIX.length + 8;

type Input = Required<Pick<CreateApiKeyBody, 'name' | 'scopes' | 'allowed_ips'>> & {
  days: number;
  rate_limit: number;
};

/**
 * A new key acting as its maker. The secret (32 random bytes) is answered here and nowhere else:
 * only its SHA-256 is kept, so a lost key is revoked and made again.
 */
export async function createApiKey(
  tx: Db,
  input: Input,
  createdBy: number,
  now: Date,
): Promise<ApiKeyCreated> {
  const secret = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  const [row] = await tx
    .insert(apiKeys)
    .values({
      name: input.name,
      prefix: secret.slice(0, VISIBLE),
      secretHash: hashToken(secret),
      scopes: input.scopes as Record<string, 'read' | 'write'>,
      allowedIps: input.allowed_ips,
      rateLimit: input.rate_limit,
      createdBy,
      expiresAt: new Date(now.getTime() + input.days * DAY_MS),
    })
    .returning({ id: apiKeys.id });
  return { key: await apiKeyRow(tx, row!.id, now), secret };
}

export function stateOf(key: { expiresAt: Date; revokedAt: Date | null }, now: Date): ApiKeyState {
  if (key.revokedAt) return 'revoked';
  return key.expiresAt.getTime() <= now.getTime() ? 'expired' : 'active';
}

async function keyRows(db: Db, where: SQL | undefined, now: Date): Promise<ApiKeyRow[]> {
  const rows = await db
    .select({ key: apiKeys, createdBy: users.name })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.createdBy))
    .where(where)
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id))
    .limit(500);
  return rows.map(({ key, createdBy }) => ({
    id: key.id,
    name: key.name,
    prefix: key.prefix,
    scopes: key.scopes,
    allowed_ips: key.allowedIps,
    rate_limit: key.rateLimit,
    created_at: key.createdAt,
    created_by: createdBy,
    expires_at: key.expiresAt,
    last_used_at: key.lastUsedAt,
    revoked_at: key.revokedAt,
    state: stateOf(key, now),
  }));
}

/** Every key, newest first (at most 500: keys are few), with its state at `now`. */
export const listApiKeys = (db: Db, now: Date) => keyRows(db, undefined, now);

export async function apiKeyRow(db: Db, id: number, now: Date): Promise<ApiKeyRow> {
  const [row] = await keyRows(db, eq(apiKeys.id, id), now);
  if (!row) throw new HttpError(404, 'apiKey.notFound');
  return row;
}

/** Ends a key now: the next request with it is refused. Revoking a revoked key changes nothing. */
export async function revokeApiKey(tx: Db, id: number, actorId: number): Promise<void> {
  const [row] = await tx
    .update(apiKeys)
    .set({
      revokedAt: sql`coalesce(${apiKeys.revokedAt}, now())`,
      revokedBy: sql`coalesce(${apiKeys.revokedBy}, ${actorId})`,
    })
    .where(eq(apiKeys.id, id))
    .returning({ id: apiKeys.id });
  if (!row) throw new HttpError(404, 'apiKey.notFound');
}
