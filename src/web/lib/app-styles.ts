/**
 * The app's stylesheet is fetched from the start but applied by the app (decision 0031): a
 * stylesheet the page's HTML applies keeps the browser from drawing anything, a phone's boot screen
 * included, until it has arrived. The build turns index.html's stylesheet into a preload marked
 * `data-app-style` (vite.config.ts); this applies it and tells when it is in, so no page is drawn
 * without its styles. Under the dev server there is none: styles come with the modules.
 */
export function appStylesReady(doc: Document = document): Promise<void> {
  const preloads = [
    ...doc.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="style"][data-app-style]'),
  ];
  return Promise.all(
    preloads.map(
      (preload) =>
        new Promise<void>((resolve) => {
          const sheet = doc.createElement('link');
          sheet.rel = 'stylesheet';
          sheet.crossOrigin = preload.crossOrigin;
          // Whether it arrived or not the page is drawn, as the browser draws a page whose stylesheet failed.
          sheet.onload = sheet.onerror = () => resolve();
          sheet.href = preload.href;
          preload.after(sheet);
        }),
    ),
  ).then(() => undefined);
}
