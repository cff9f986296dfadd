import { afterEach, describe, expect, it } from 'vitest';
import { appStylesReady } from './app-styles';

afterEach(() => {
  document.head.querySelectorAll('link').forEach((link) => link.remove());
});

function preload(href: string) {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'style');
  link.crossOrigin = '';
  link.href = href;
  link.dataset.appStyle = '';
  document.head.append(link);
}

const sheets = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];

describe("the app's stylesheet", () => {
  it('is applied from its preload, and ready once it has loaded', async () => {
    preload('/assets/index-abc.css');
    let ready = false;
    const waiting = appStylesReady().then(() => (ready = true));
    const [sheet] = sheets();
    expect(new URL(sheet!.href).pathname).toBe('/assets/index-abc.css');
    // Fetched as the preload was (crossorigin), or the browser would fetch it again.
    expect(sheet!.hasAttribute('crossorigin')).toBe(true);
    await Promise.resolve();
    expect(ready).toBe(false);
    sheet!.dispatchEvent(new Event('load'));
    await waiting;
    expect(ready).toBe(true);
  });

  it('lets the app draw when the stylesheet cannot be fetched, as a browser does', async () => {
    preload('/assets/index-gone.css');
    const waiting = appStylesReady();
    sheets()[0]!.dispatchEvent(new Event('error'));
    await expect(waiting).resolves.toBeUndefined();
  });

  it('is ready at once under the dev server, where styles come with the modules', async () => {
    await expect(appStylesReady()).resolves.toBeUndefined();
    expect(sheets()).toEqual([]);
  });
});
