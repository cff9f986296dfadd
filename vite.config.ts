import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { webTexts } from './scripts/web-texts-plugin.ts';
import { firstPages } from './scripts/first-pages-plugin.ts';
import { OFFICE_FIRST_SCREENS } from './src/shared/first-pages.ts';
import { SITE_PLAN_IMAGES } from './src/shared/offline-caches.ts';

const outDir = path.resolve(import.meta.dirname, 'dist/web');
/** @mantine/schedule's header parts, each its own module (week-board-header.tsx, decision 0067). */
const SCHEDULE_HEADER = path.resolve(
  import.meta.dirname,
  'node_modules/@mantine/schedule/esm/components/ScheduleHeader',
);

/**
 * Writes `x.js.br` and `x.js.gz` beside each text asset once, at build time; the server's static
 * files answer with them when the browser accepts that encoding (decision 0017). Compressing per
 * request would spend the server's CPU on the same bytes again and again.
 */
function precompress(): Plugin {
  return {
    name: 'fieldbook-precompress',
    apply: 'build',
    closeBundle() {
      const assets = path.join(outDir, 'assets');
      // A failed build wrote nothing; its own error is the one to show.
      if (!existsSync(assets)) return;
      for (const name of readdirSync(assets)) {
        if (!/\.(js|css|svg|json|wasm)$/.test(name)) continue;
        const file = path.join(assets, name);
        const body = readFileSync(file);
        if (body.length < 1024) continue;
        writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}

/**
 * Mantine files that import a whole library for one small part of it (decision 0028), or a part
 * the app never draws (decision 0067): the import is resolved to src/web/lib/mantine-shims.ts, or
 * the shim named, which gives that part. A Mantine that no longer makes
 * one of these imports leaves it unused, and the build says so.
 */
const MANTINE_SHIMS: readonly { source: string; importer: RegExp; shim?: string }[] = [
  { source: '@floating-ui/react', importer: /@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]/ },
  {
    source: 'react-remove-scroll',
    importer: /@mantine[\\/]core[\\/]esm[\\/]components[\\/]AppShell[\\/]AppShell(Header|Footer|Aside)[\\/]/,
  },
  // Every Table names its ScrollContainer, which names ScrollArea; the app's tables scroll natively.
  {
    source: '../ScrollArea/ScrollArea.mjs',
    importer: /@mantine[\\/]core[\\/]esm[\\/]components[\\/]Table[\\/]TableScrollContainer\.mjs$/,
    shim: 'src/web/lib/table-scroll-shim.tsx',
  },
];

function mantineShims(): Plugin {
  const shims = path.resolve(import.meta.dirname, 'src/web/lib/mantine-shims.ts');
  const used = new Set<string>();
  return {
    name: 'fieldbook-mantine-shims',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      const shim = MANTINE_SHIMS.find((s) => s.source === source && importer && s.importer.test(importer));
      if (!shim) return null;
      used.add(shim.source);
      return shim.shim ? path.resolve(import.meta.dirname, shim.shim) : shims;
    },
    buildEnd() {
      for (const shim of MANTINE_SHIMS) {
        if (!used.has(shim.source)) this.warn(`Mantine no longer imports ${shim.source} where shimmed`);
      }
    },
  };
}

/**
 * index.html's stylesheet becomes a preload that the app applies (src/web/lib/app-styles.ts,
 * decision 0031): fetched from the start as before, but no longer keeping the browser from drawing
 * a phone's boot screen (index.html's inline style) until it has arrived.
 */
function bootScreenFirst(): Plugin {
  return {
    name: 'fieldbook-boot-screen-first',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const sheets = /<link rel="stylesheet" crossorigin href="([^"]+)">/g;
        if (!sheets.test(html)) this.error('index.html names no stylesheet');
        return html.replace(sheets, '<link rel="preload" as="style" crossorigin href="$1" data-app-style>');
      },
    },
  };
}

/**
 * Fails the build when the app's code uses a Mantine component whose styles are not in the built
 * stylesheet: src/web/mantine-styles.ts imports only the components the app draws (decision 0031),
 * and a component added to a page must not come unstyled. Mantine's class names (`m_` and eight hex
 * digits) are the same in its code and its CSS, so a name in a script and in some component's CSS,
 * but in none of the build's, is a component left out.
 */
function mantineStylesComplete(): Plugin {
  const stylesDir = path.resolve(import.meta.dirname, 'node_modules/@mantine/core/styles');
  const names = (text: string) => new Set(text.match(/m_[0-9a-f]{8}/g) ?? []);
  return {
    name: 'fieldbook-mantine-styles-complete',
    apply: 'build',
    generateBundle(_options, bundle) {
      const inCss = new Set<string>();
      const inCode = new Set<string>();
      for (const file of Object.values(bundle)) {
        const text = file.type === 'chunk' ? file.code : String(file.source);
        for (const name of names(text)) (file.fileName.endsWith('.css') ? inCss : inCode).add(name);
      }
      const missing: string[] = [];
      for (const css of readdirSync(stylesDir).filter((f) => /^[A-Z]\w*\.css$/.test(f))) {
        const defined = names(readFileSync(path.join(stylesDir, css), 'utf8'));
        if ([...defined].some((name) => inCode.has(name) && !inCss.has(name))) missing.push(css);
      }
      if (missing.length > 0) {
        this.error(
          `Mantine styles used but not imported in src/web/mantine-styles.ts: ${missing.join(', ')}`,
        );
      }
    },
  };
}

/**
 * The installable app (issue 32, decision 0050): Workbox precaches the shell, every hashed asset
 * (each page's code, the locale texts, the scanner's wasm) and the icons, and answers every page
 * address with the shell, so a phone opens the app with no connection. Never /api: answers come
 * from the server or, offline, from the app's own stores (the outbox, the kept queries), never
 * from a cache that would pass an old answer off as fresh. A new version waits ("prompt") until
 * the app says so: app/service-worker.ts asks only when nothing is left to send.
 */
const installableApp = VitePWA({
  strategies: 'generateSW',
  registerType: 'prompt',
  injectRegister: false,
  manifestFilename: 'manifest.webmanifest',
  includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
  manifest: {
    id: '/',
    name: 'Fieldbook',
    short_name: 'Fieldbook',
    description: 'Jobs, visits and service reports for field technicians and their office.',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: '#2f9e44',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    globPatterns: ['index.html', 'assets/*.{js,css,wasm}', '*.svg', 'icons/*.png'],
    // The barcode scanner's wasm (about 1 MB) is a technician's tool in the field.
    maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
    navigateFallback: '/index.html',
    navigateFallbackDenylist: [/^\/api(\/|$)/, OFFICE_FIRST_SCREENS],
    cleanupOutdatedCaches: true,
    // The first install takes the open page at once; a later version waits (registerType above).
    clientsClaim: true,
    // The office's first screens come from the server, whose page names their code and first data
    // (shared/first-pages.ts); offline, or when the server cannot be reached, the precached page as
    // for any other page. A slow answer is waited for, as on a first visit: the office's pages need
    // the server anyway. The server's page is never kept (NetworkOnly): it names the code of the version
    // it was served with, which a later version's clean-up deletes. The functions' text is copied into
    // the service worker: nothing from outside them can be used.
    runtimeCaching: [
      {
        urlPattern: ({ request, url }) => request.mode === 'navigate' && !url.pathname.startsWith('/api/'),
        handler: 'NetworkOnly',
        options: { precacheFallback: { fallbackURL: '/index.html' } },
      },
      // The week's site plans, fetched by app/keep-week.tsx while online (shared/offline-caches.ts).
      {
        urlPattern: SITE_PLAN_IMAGES.url,
        handler: 'CacheFirst',
        options: {
          cacheName: SITE_PLAN_IMAGES.cacheName,
          expiration: {
            maxEntries: SITE_PLAN_IMAGES.maxEntries,
            maxAgeSeconds: SITE_PLAN_IMAGES.maxAgeSeconds,
          },
          cacheableResponse: { statuses: [200] },
        },
      },
    ],
  },
});

export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [
    react(),
    webTexts(import.meta.dirname),
    mantineShims(),
    firstPages(import.meta.dirname),
    bootScreenFirst(),
    mantineStylesComplete(),
    installableApp,
    precompress(),
  ],
  resolve: {
    alias: {
      '@shared': path.resolve(import.meta.dirname, 'src/shared'),
      '@web': path.resolve(import.meta.dirname, 'src/web'),
      // The schedule header's parts, which the package exports only together (week-board-header.tsx).
      '@mantine-schedule-header': SCHEDULE_HEADER,
    },
  },
  build: {
    outDir,
    emptyOutDir: true,
    // A benchmark's profile reads function names (scripts/bench-schedule.ts, PROFILE=1).
    minify: process.env.BENCH_NO_MINIFY ? false : undefined,
    rolldownOptions: {
      // Required by the inlining below; the app's one entry exports nothing.
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          // A module shared by a few pages no longer gets a file of its own when small (under
          // 32 KB before minifying): each page's file carries its copy. A phone on a slow
          // connection pays a round trip per file; the jobs list came in 61 (decision 0031).
          experimentalInlineCommonChunks: { maxSize: 32_000 },
        },
      },
    },
  },
  server: {
    port: 5173,
    // In development the API runs on its own port (npm run dev); same-origin cookies still work.
    proxy: { '/api': `http://127.0.0.1:${process.env.PORT ?? 3000}` },
  },
});
