/**
 * The test DOM (happy-dom) follows a clicked link, a download's `blob:` link included, where a
 * browser only saves the file: the page is then at `blob:http://localhost:3000/…`, where cookies
 * cannot be set. Component test files share the page (vitest.config.ts), so the next test that
 * logs in by cookie (require-auth.test.tsx) failed after a download test had run before it in the
 * same worker. The setup puts the page back at the address it started at after every test.
 */
const start = location.href;

interface HappyDomWindow {
  happyDOM: { setURL(url: string): void };
}

export function restorePageUrl(): void {
  if (location.href !== start) (window as unknown as HappyDomWindow).happyDOM.setURL(start);
}
