/** The one way the web app talks to the server: JSON in and out, CSRF header on every change. */
import { CSRF_COOKIE, PORTAL_CSRF_COOKIE } from '@shared/constants';
import type { ErrorCode, ErrorParams } from '@shared/error-codes';
import { DATABASE_UNAVAILABLE } from '@shared/unavailable-codes';
import { setDatabaseUnavailable } from './database-status';
import i18n, { messageParams } from './i18n';

/** What an error answer holds (decision 0020); anything may be missing from a proxy's answer. */
interface ErrorBody {
  code?: string;
  params?: ErrorParams;
  message?: string;
  errors?: Record<string, string>;
  fieldCodes?: Record<string, { code?: string; params?: ErrorParams }>;
}

/** A code in the page's language; the server's English when the code is not known here. */
function translate(error: { code?: string; params?: ErrorParams }, english: string): string {
  if (typeof error.code !== 'string') return english;
  return i18n.t(`errors.${error.code}`, { ...messageParams(error.params ?? {}), defaultValue: english });
}

/**
 * A refused call. `message` and `errors` (field → text) are in the page's language; the server's
 * English stays in `body`.
 */
export class ApiError extends Error {
  readonly code?: string;
  readonly errors: Record<string, string>;

  constructor(
    readonly status: number,
    englishMessage: string,
    readonly body: ErrorBody & Record<string, unknown> = {},
  ) {
    super(translate(body, englishMessage));
    this.code = body.code;
    this.errors = Object.fromEntries(
      Object.entries(body.errors ?? {}).map(([field, english]) => [
        field,
        translate(body.fieldCodes?.[field] ?? {}, english),
      ]),
    );
  }
}

const UNREACHABLE: ErrorCode = 'common.unreachable';

export function readCookie(name: string): string | undefined {
  const match = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : undefined;
}

type Query = Record<string, string | number | undefined | null>;

export interface RequestOptions {
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
}

let onUnauthorized: (() => void) | undefined;
/** Lets the auth layer return to the login page when a session ends mid-use. */
export function setUnauthorizedHandler(handler: () => void) {
  onUnauthorized = handler;
}

export function buildUrl(path: string, query?: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

export async function apiRequest<T>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  opts: RequestOptions = {},
): Promise<{ data: T; headers: Headers }> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'X-Requested-With': 'XMLHttpRequest',
  };
  // A FormData body (a file upload) gets its multipart type and boundary from fetch itself.
  const isForm = typeof FormData !== 'undefined' && opts.body instanceof FormData;
  if (opts.body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  // The customer portal's calls carry the portal session's own token (decision 0048).
  const portal = path.startsWith('/api/portal/');
  if (method !== 'GET') {
    const token = readCookie(portal ? PORTAL_CSRF_COOKIE : CSRF_COOKIE);
    if (token) headers['X-CSRF-Token'] = token;
  }
  let response: Response;
  try {
    response = await fetch(buildUrl(path, opts.query), {
      method,
      headers,
      body:
        opts.body === undefined ? undefined : isForm ? (opts.body as FormData) : JSON.stringify(opts.body),
      credentials: 'same-origin',
      signal: opts.signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, 'The server cannot be reached. Check your connection and try again.', {
      code: UNREACHABLE,
    });
  }
  const text = await response.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    // A proxy's HTML error page, say: the status still tells what happened.
  }
  // Any other answer means the server reached its database (or never needed it).
  setDatabaseUnavailable(
    response.status === 503 && (json as { code?: unknown } | undefined)?.code === DATABASE_UNAVAILABLE,
  );
  if (!response.ok) {
    const body = (json ?? {}) as ErrorBody & Record<string, unknown>;
    // A portal call's 401 is the portal's to answer (its sign-in page), never the office login.
    if (response.status === 401 && path !== '/api/auth/login' && !portal) onUnauthorized?.();
    throw new ApiError(response.status, body.message ?? `The server answered ${response.status}.`, body);
  }
  return { data: json as T, headers: response.headers };
}

export const api = {
  get: async <T>(path: string, query?: Query, signal?: AbortSignal) =>
    (await apiRequest<T>('GET', path, { query, signal })).data,
  post: async <T>(path: string, body?: unknown) => (await apiRequest<T>('POST', path, { body })).data,
  put: async <T>(path: string, body?: unknown) => (await apiRequest<T>('PUT', path, { body })).data,
  patch: async <T>(path: string, body?: unknown) => (await apiRequest<T>('PATCH', path, { body })).data,
  delete: async <T>(path: string, body?: unknown) => (await apiRequest<T>('DELETE', path, { body })).data,
  /**
   * Every upload: one file as the multipart field "file", after the text `fields` (the server
   * reads those before it streams the file).
   */
  upload: async <T>(
    path: string,
    file: Blob,
    opts: { name?: string; fields?: Record<string, string>; method?: 'POST' | 'PUT' } = {},
  ) => {
    const form = new FormData();
    for (const [key, value] of Object.entries(opts.fields ?? {})) form.append(key, value);
    form.append('file', file, opts.name ?? (file instanceof File ? file.name : 'file'));
    return (await apiRequest<T>(opts.method ?? 'POST', path, { body: form })).data;
  },
};
