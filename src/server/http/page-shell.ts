import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CSRF_COOKIE } from '@shared/constants';
import { dayIn } from '@shared/dates';
import { firstLanes } from './first-lanes';
import {
  FIRST_PAGES,
  type FirstPage,
  type FirstPageFiles,
  firstDataFor,
  firstPageFor,
} from '@shared/first-pages';

type Listed = Partial<Record<FirstPage, FirstPageFiles>>;

/** The page with links added at the end of its head, for the browser to fetch at once. */
function inHead(html: string, links: string[]): string {
  return links.length === 0 ? html : html.replace('</head>', `  ${links.join('\n    ')}\n  </head>`);
}

/** index.html with the files of one first screen named in its head. */
function withFiles(html: string, files: FirstPageFiles): string {
  return inHead(html, [
    ...files.scripts.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
    ...files.styles.map((href) => `<link rel="preload" as="style" crossorigin href="${href}">`),
  ]);
}

/**
 * The web app's page for every page address (decision 0031). A first screen's page names its own
 * code in the head (src/shared/first-pages.ts; the build lists the files in first-pages.json), so a
 * phone fetches it beside the app's code rather than after the app has started. The page is read
 * again when a deploy replaces index.html: a page naming files that are gone would not load.
 */
export function pageShell(webRoot: string, office: { clock: () => Date; timezone: string }) {
  const file = path.join(webRoot, 'index.html');
  let readAt = -1;
  let shells = new Map<FirstPage | null, string>();
  /** False while there is no index.html (a deploy in the middle of replacing the build). */
  const load = (): boolean => {
    const changed = statSync(file, { throwIfNoEntry: false })?.mtimeMs;
    if (changed === undefined) return false;
    if (changed === readAt) return true;
    const html = readFileSync(file, 'utf8');
    const listFile = path.join(webRoot, 'first-pages.json');
    const listed = (existsSync(listFile) ? JSON.parse(readFileSync(listFile, 'utf8')) : {}) as Listed;
    shells = new Map([[null, html]]);
    for (const page of Object.keys(FIRST_PAGES) as FirstPage[]) {
      const files = listed[page];
      if (files) shells.set(page, withFiles(html, files));
    }
    readAt = changed;
    return true;
  };
  /** Answers the page, or returns false for the caller's "not found" when there is none. */
  return (request: FastifyRequest, reply: FastifyReply) => {
    if (!load()) return false;
    const { pathname, search } = new URL(request.url, 'http://page');
    const loggedIn = Boolean(request.cookies[CSRF_COOKIE]);
    const shell = shells.get(firstPageFor(pathname, loggedIn)) ?? shells.get(null)!;
    const first = firstDataFor(pathname, search, loggedIn);
    // The schedule's week without a date in the address is the office's (APP_TIMEZONE) today.
    if (loggedIn && firstPageFor(pathname, true) === 'schedule') {
      first.push(...firstLanes(new URLSearchParams(search), dayIn(office.clock(), office.timezone)));
    }
    const data = first.map((href) => `<link rel="preload" as="fetch" crossorigin href="${href}">`);
    return (
      reply
        .header('Cache-Control', 'no-cache')
        // The page differs with and without a login.
        .header('Vary', 'Cookie')
        .type('text/html; charset=utf-8')
        .send(inHead(shell, data))
    );
  };
}
