/**
 * A dynamic import that, once its fetch has failed (a dropped connection), asks the server again on
 * the next call. Chromium (150) keeps a module whose fetch failed in its module map: importing the
 * same address again fails at once, without a request, until the page is reloaded. The address
 * the browser names in its error is then imported under a query of its own (`?again=1`), which
 * the server answers with the same file; the chunks it imports are the ones already loaded.
 *
 *   const loadProvider = importAgain(() => import('./dialog-provider'));
 */
const ADDRESS = /(?:https?:\/\/|\/)[^\s'"()]+\.js/;

export function importAgain<T>(load: () => Promise<T>): () => Promise<T> {
  let failed: string | undefined;
  let tries = 0;
  return async () => {
    try {
      if (!failed) return await load();
      tries += 1;
      return (await import(/* @vite-ignore */ `${failed}?again=${tries}`)) as T;
    } catch (error) {
      failed ??= ADDRESS.exec(error instanceof Error ? error.message : String(error))?.[0];
      throw error;
    }
  };
}
