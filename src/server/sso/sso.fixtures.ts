import type { SsoSettingsBody } from '@shared/schemas/sso';
import type { TestOidcProvider } from '../test/oidc-provider';
import type { Session, TestApp } from '../test/test-app';

/** Cookies as a browser keeps them for one site: a cleared one (empty value) is dropped. */
class CookieJar {
  readonly cookies = new Map<string, string>();
  take(setCookies: string[]) {
    for (const line of setCookies) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      const name = pair!.slice(0, at).trim();
      const value = pair!.slice(at + 1).trim();
      const expired = /max-age=0|expires=thu, 01 jan 1970/i.test(line);
      if (value === '' || expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  header() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

const setCookiesOf = (headers: Record<string, unknown>): string[] => {
  const raw = headers['set-cookie'];
  if (typeof raw === 'string') return [raw];
  return Array.isArray(raw) ? (raw as string[]) : [];
};

/** The settings an API test starts from: on, the provider's client, the domain, groups mapped. */
export function ssoSettingsFor(idp: TestOidcProvider, domain: string, over: Partial<SsoSettingsBody> = {}) {
  return {
    enabled: true,
    issuer: idp.issuer,
    client_id: idp.clientId,
    client_secret: idp.clientSecret,
    domains: [domain],
    role_claim: 'groups',
    role_map: [
      { value: 'office-admins', role_id: 2 },
      { value: 'supervisors', role_id: 3 },
    ],
    default_role_id: 4,
    password_login_off: false,
    ...over,
  } satisfies SsoSettingsBody;
}

export interface SignIn {
  /** Where the app's callback sent the browser: into the app, or /login?sso_error=… */
  location: string;
  /** The app's session, when the sign-in started one. */
  session: Session | null;
}

/**
 * A browser's sign-in driven with HTTP: the app's start (app.inject), the provider's own pages over
 * the network (its login form filled with `login`), then the app's callback with the app's cookies.
 * `beforeCallback` runs when the provider has answered, before the app reads the answer.
 */
export async function signInThroughProvider(
  t: TestApp,
  idp: TestOidcProvider,
  login: string,
  opts: { next?: string; beforeCallback?: () => Promise<void>; appCookie?: (c: string) => string } = {},
): Promise<SignIn> {
  const app = new CookieJar();
  const query = opts.next ? `?next=${encodeURIComponent(opts.next)}` : '';
  const start = await t.app.inject({ method: 'GET', url: `/api/sso/start${query}` });
  if (start.statusCode !== 303) throw new Error(`start answered ${start.statusCode}`);
  app.take(setCookiesOf(start.headers));
  let location = String(start.headers.location);
  if (!location.startsWith(idp.issuer)) return { location, session: null };

  const provider = new CookieJar();
  const visit = async (url: string, init: RequestInit = {}) => {
    const res = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: provider.header() },
    });
    provider.take(res.headers.getSetCookie());
    return res;
  };
  let filled = false;
  for (let hops = 0; location.startsWith(idp.issuer) && hops < 10; hops++) {
    const res = await visit(location);
    if (res.status === 200 && !filled) {
      const page = await res.text();
      const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
      if (!action) throw new Error(`the provider's page has no form:\n${page.slice(0, 500)}`);
      filled = true;
      const body = new URLSearchParams({ prompt: 'login', login, password: 'any password' });
      const posted = await visit(new URL(action.replaceAll('&amp;', '&'), idp.issuer).href, {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      location = new URL(posted.headers.get('location') ?? '', idp.issuer).href;
      continue;
    }
    if (res.status < 300 || res.status >= 400) throw new Error(`the provider answered ${res.status}`);
    location = new URL(res.headers.get('location') ?? '', location).href;
  }

  await opts.beforeCallback?.();
  const callback = new URL(location);
  const cookie = opts.appCookie ? opts.appCookie(app.header()) : app.header();
  const done = await t.app.inject({
    method: 'GET',
    url: `${callback.pathname}${callback.search}`,
    headers: { cookie },
  });
  if (done.statusCode !== 303) throw new Error(`callback answered ${done.statusCode}: ${done.body}`);
  app.take(setCookiesOf(done.headers));
  const csrf = app.cookies.get('XSRF-TOKEN');
  if (!csrf) return { location: String(done.headers.location), session: null };
  const me = await t.app.inject({
    method: 'GET',
    url: '/api/get-auth-user',
    headers: { cookie: app.header() },
  });
  return {
    location: String(done.headers.location),
    session: { cookie: app.header(), csrf, userId: me.json<{ id: number }>().id },
  };
}
