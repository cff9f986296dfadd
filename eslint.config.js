import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import { readdirSync } from 'node:fs';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import checkFile from 'eslint-plugin-check-file';
import { importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Mantine's NumberInput rewrites what is typed (0.5 became 5): decision 0012. */
const MANTINE_NUMBER_INPUT = {
  name: '@mantine/core',
  importNames: ['NumberInput'],
  message:
    'Use NumberInput or NumberValueInput from @web/components/number-input: they keep the text as typed.',
};

/** The page's dates follow its reader's language, digits and calendar: decision 0074. */
const SHARED_DATE_FORMATS = {
  name: '@shared/dates',
  importNames: ['formatDay', 'formatDateTime'],
  message:
    'Use formatDay and formatDateTime from @web/lib/date-style: they write dates as the reader reads them.',
};

/** Dialogs open through components/dialogs.tsx, which fetches their provider on the first one: decision 0028. */
const MANTINE_MODALS = {
  name: '@mantine/modals',
  message: 'Open dialogs with `dialogs` from @web/components/dialogs: it loads their provider when needed.',
};

/** Every folder under src/web/features is a feature, read at each run: a new one is covered at once. */
const features = readdirSync(new URL('src/web/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const FEATURES_APART =
  'Features do not import each other; move shared code to src/web/components or src/web/lib.';

/**
 * Who may import what, by resolved file (an `@web/…` alias and a `../../` path are the same
 * import): decision 0021.
 */
const boundaries = [
  ...features.map((feature) => ({
    target: `./src/web/features/${feature}`,
    from: './src/web/features',
    except: [`./${feature}`],
    message: FEATURES_APART,
  })),
  {
    target: ['./src/web/components', './src/web/lib'],
    from: ['./src/web/features', './src/web/app'],
    message: 'Shared web code (components, lib) does not import features or pages; pass what it needs in.',
  },
  {
    target: './src/server',
    from: './src/web',
    message: 'The server does not import web code; share it through src/shared.',
  },
  {
    target: './src/web',
    from: './src/server',
    message: 'The web app talks to the server over HTTP only; share code through src/shared.',
  },
  { target: './src/shared', from: ['./src/server', './src/web'], message: 'src/shared stands alone.' },
];

/**
 * Server modules (decision 0056): every folder under src/server is one, read at each run. The
 * infrastructure below the features is open to all of them and imports none; a feature module is
 * reached from another only through its public file, `<module>/<module>.public.ts`. Files directly
 * in src/server (app.ts, server.ts, …) are the composition root and import anything.
 */
const SERVER_INFRASTRUCTURE = ['db', 'http', 'storage', 'queue', 'pdf', 'network', 'texts'];
const serverFeatures = readdirSync(new URL('src/server', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'test')
  .map((entry) => entry.name)
  .filter((name) => !SERVER_INFRASTRUCTURE.includes(name));

const serverBoundaries = [
  ...serverFeatures.map((module) => ({
    target: serverFeatures.filter((other) => other !== module).map((other) => `./src/server/${other}`),
    from: `./src/server/${module}`,
    except: [`./${module}.public.ts`],
    message: `Another module reaches ${module}/ through ${module}/${module}.public.ts only; export what it needs there.`,
  })),
  {
    target: [...SERVER_INFRASTRUCTURE.map((name) => `./src/server/${name}`), './src/server/config.ts'],
    from: serverFeatures.map((module) => `./src/server/${module}`),
    message:
      'Server infrastructure imports no feature module; pass what it needs in, or register it in app.ts.',
  },
];

/** Tests, fixtures and test helpers may make their data through any module's files. */
const SERVER_TEST_SUPPORT = ['**/*.test.ts', '**/*.fixtures.ts', '**/test-*.ts', 'src/server/test/**'];

/** Code past 300 lines (blank lines and comments aside) wants splitting; a test file reads top to bottom and may run to 400. */
const maxLines = (max) => ['error', { max, skipBlankLines: true, skipComments: true }];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      'coverage',
      'test-results',
      'playwright-report',
      'src/server/db/migrations',
      // Deliberately broken samples for src/lint-boundaries.test.ts.
      'src/lint-fixtures',
      // Generated from the API's document (npm run api:types).
      'src/shared/api-types.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Fastify plugins and handlers are async by contract, awaiting or not.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**'],
    rules: {
      // Tests read JSON bodies whose shape the assertions check.
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  // Boundaries, cycles, names and sizes (decision 0021); the lint test shows each one fails.
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX, 'check-file': checkFile },
    settings: {
      // TypeScript files are parsed when following imports (cycles would go unseen without it).
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaries }],
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,js,mjs,css}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '{src,e2e,scripts,docs,test}/**/': 'KEBAB_CASE' }],
      'max-lines': maxLines(300),
    },
  },
  {
    files: ['src/server/**/*.ts'],
    ignores: SERVER_TEST_SUPPORT,
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...boundaries, ...serverBoundaries] }] },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**'],
    rules: { 'max-lines': maxLines(400) },
  },
  {
    // The one exception, to split: the chemicals API's tree rules, documents and screens in one file.
    files: ['src/server/chemicals/chemicals.api.test.ts'],
    rules: { 'max-lines': 'off' },
  },
  {
    // Only the source: a cycle through tests or scripts does not reach the app.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    // A cycle cannot pass through a package; not following imports into node_modules (parsing its
    // type declarations) takes it from 37 s to 10 s of the lint's 190 (decision 0037).
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['src/web/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        { paths: [MANTINE_NUMBER_INPUT, MANTINE_MODALS, SHARED_DATE_FORMATS] },
      ],
    },
  },
  {
    files: ['src/web/components/dialogs.tsx', 'src/web/components/dialog-provider.tsx'],
    rules: { 'no-restricted-imports': ['error', { paths: [MANTINE_NUMBER_INPUT, SHARED_DATE_FORMATS] }] },
  },
);
