import { type ApiKeyAccess, type ApiKeyScopes, API_KEY_AREAS } from '@shared/schemas/api-keys';
import type { Access } from '../http/access';
import { SAFE_METHODS } from '../http/safe-methods';

/**
 * The areas (OpenAPI tags) a key never calls, whatever its scopes: signing in and out, the
 * session's own user and password, the account, and the keys themselves (a key cannot make a key,
 * nor revoke the key that would stop it).
 */
export const NEVER_FOR_KEYS = new Set(['auth', 'account', 'api-keys']);

const AREAS = new Set<string>(API_KEY_AREAS);

/** What a method needs of a key: GET and HEAD read, anything else writes. */
export const accessFor = (method: string): ApiKeyAccess =>
  SAFE_METHODS.has(method.toUpperCase()) ? 'read' : 'write';

/** Whether a key with these scopes may call a route of this tag with this method. */
export function scopeAllows(scopes: ApiKeyScopes, tag: string, method: string): boolean {
  const held = scopes[tag as keyof ApiKeyScopes];
  if (!held) return false;
  return held === 'write' || accessFor(method) === 'read';
}

/** Whether some key could call an operation: behind a login and of an area keys are given. */
export const keyMayCall = (access: Access, tag: string | undefined): boolean =>
  access !== 'public' && tag !== undefined && AREAS.has(tag) && !NEVER_FOR_KEYS.has(tag);
