import { useSyncExternalStore } from 'react';

/*
 * Whether the server last said its database is unreachable (503 `server.databaseUnavailable`, see
 * src/server/http/unavailable.ts). api-client.ts sets it from every answer; the notice reads it.
 */

let unavailable = false;
const listeners = new Set<() => void>();

export function setDatabaseUnavailable(value: boolean) {
  if (value === unavailable) return;
  unavailable = value;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useDatabaseUnavailable(): boolean {
  return useSyncExternalStore(subscribe, () => unavailable);
}
