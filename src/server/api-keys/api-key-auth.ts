import { BlockList, isIPv4, isIPv6 } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { API_KEY_PREFIX } from '@shared/schemas/api-keys';
import { Status } from '@shared/constants';
import { ADMINS } from '../http/access';
import { hashToken, type KeyPrincipal } from '../auth/auth.public';
import type { Db } from '../db/client';
import { apiKeys } from '../db/schema/api-keys';
import { users } from '../db/schema/users';
import { forbidden, HttpError } from '../http/errors';
import { accessFor, NEVER_FOR_KEYS, scopeAllows } from './key-scopes';

const WINDOW_MS = 60_000;

/** The secret of an `Authorization: Bearer …` header, or undefined when there is no bearer. */
export function bearerOf(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1];
}

/** A client address as BlockList takes it: an IPv4 address mapped into IPv6 is the IPv4 one. */
function plainAddress(ip: string): { address: string; type: 'ipv4' | 'ipv6' } | undefined {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  const address = mapped ?? ip;
  if (isIPv4(address)) return { address, type: 'ipv4' };
  if (isIPv6(address)) return { address, type: 'ipv6' };
  return undefined;
}

/** Whether an address is one of a key's addresses or ranges (checked by node's BlockList). */
export function ipAllowed(allowed: readonly string[], ip: string): boolean {
  if (allowed.length === 0) return true;
  const client = plainAddress(ip);
  if (!client) return false;
  const list = new BlockList();
  for (const entry of allowed) {
    const [address = '', bits] = entry.split('/');
    const type = isIPv4(address) ? 'ipv4' : 'ipv6';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return list.check(client.address, client.type);
}

/**
 * Who a bearer request is, checked on every request with no cache so that a revocation, an
 * expiry or the owner's loss of the Admin role holds at once: 401 for a key that is not (or no
 * longer) valid, 403 for a route keys never call, an address outside the key's list or a scope it
 * lacks, then 429 past the key's requests a minute. The count is one atomic UPDATE of the key's
 * row, so it holds across app processes.
 */
export async function authenticateApiKey(
  db: Db,
  input: { secret: string; ip: string; method: string; tag: string | undefined; now: Date },
): Promise<KeyPrincipal> {
  const { secret, now } = input;
  if (!secret.startsWith(API_KEY_PREFIX)) throw new HttpError(401, 'apiKey.unknown');
  const [row] = await db
    .select({
      key: apiKeys,
      user: {
        id: users.id,
        name: users.name,
        email: users.email,
        username: users.username,
        typeId: users.typeId,
        statusId: users.statusId,
        deletedAt: users.deletedAt,
      },
    })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.createdBy))
    .where(eq(apiKeys.secretHash, hashToken(secret)))
    .limit(1);
  if (!row) throw new HttpError(401, 'apiKey.unknown');
  const { key, user } = row;
  if (key.revokedAt) throw new HttpError(401, 'apiKey.revoked');
  if (key.expiresAt.getTime() <= now.getTime()) throw new HttpError(401, 'apiKey.expired');
  if (user.statusId !== Status.Active || user.deletedAt || !ADMINS.includes(user.typeId as never)) {
    throw new HttpError(401, 'apiKey.ownerNotAllowed');
  }
  if (input.tag === undefined || NEVER_FOR_KEYS.has(input.tag)) throw forbidden('apiKey.notForKeys');
  if (!ipAllowed(key.allowedIps, input.ip)) {
    throw forbidden({ code: 'apiKey.ipNotAllowed', params: { ip: input.ip } });
  }
  if (!scopeAllows(key.scopes, input.tag, input.method)) {
    throw forbidden({
      code: 'apiKey.scopeMissing',
      params: { area: input.tag, access: accessFor(input.method) },
    });
  }
  await countRequest(db, key.id, key.rateLimit, now);
  const { statusId: _s, deletedAt: _d, ...sessionUser } = user;
  return { keyId: key.id, user: sessionUser };
}

/** One request against the key's fixed window of a minute, and its last use; 429 past the limit. */
async function countRequest(db: Db, keyId: number, limit: number, now: Date): Promise<void> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const stale = sql`(${apiKeys.windowStartedAt} is null or ${apiKeys.windowStartedAt} <= ${at} - interval '1 minute')`;
  const [counted] = await db
    .update(apiKeys)
    .set({
      windowStartedAt: sql`case when ${stale} then ${at} else ${apiKeys.windowStartedAt} end`,
      windowCount: sql`case when ${stale} then 1 else ${apiKeys.windowCount} + 1 end`,
      lastUsedAt: at,
    })
    .where(eq(apiKeys.id, keyId))
    .returning({ startedAt: apiKeys.windowStartedAt, count: apiKeys.windowCount });
  if (!counted || counted.count <= limit) return;
  const seconds = Math.max(1, Math.ceil((counted.startedAt!.getTime() + WINDOW_MS - now.getTime()) / 1000));
  const refusal = new HttpError(429, { code: 'apiKey.rateLimited', params: { seconds } });
  refusal.headers = { 'Retry-After': String(seconds) };
  throw refusal;
}
