/**
 * The CSRF test's real calls for the account's own settings (http/csrf.api.test.ts); `seq` makes
 * each name new.
 */
export function accountCalls(
  seq: () => number,
): Record<string, () => Promise<{ url: string; payload: object }>> {
  return {
    'PUT /api/account': async () => ({ url: '/api/account', payload: { name: `Csrf Renamed ${seq()}` } }),
    // Spanish, the language docs/translations.md added last: this test stores it on both databases.
    'PUT /api/account/language': async () => ({ url: '/api/account/language', payload: { language: 'es' } }),
    'PUT /api/account/date-style': async () => ({
      url: '/api/account/date-style',
      payload: { numerals: 'latin', calendar: 'persian' },
    }),
  };
}
