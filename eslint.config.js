import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Mantine's NumberInput rewrites what is typed (0.5 became 5): decision 0012. */
const MANTINE_NUMBER_INPUT = {
  name: '@mantine/core',
  importNames: ['NumberInput'],
  message:
    'Use NumberInput or NumberValueInput from @web/components/number-input: they keep the text as typed.',
};

const features = [
  'auth',
  'users',
  'groups',
  'locations',
  'jobs',
  'chemicals',
  'templates',
  'reports',
  'trash',
  'account',
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      'coverage',
      'test-results',
      'playwright-report',
      'src/server/db/migrations',
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
  // Import boundaries: the server and the web app meet only in src/shared.
  {
    files: ['src/server/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@web/*', '**/web/**'],
              message: 'The server does not import web code; share it through src/shared.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/shared/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['@web/*', '**/web/**', '**/server/**'], message: 'src/shared stands alone.' }],
        },
      ],
    },
  },
  {
    files: ['src/web/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['**/server/**'], message: 'The web app talks to the server over HTTP only.' }],
          paths: [MANTINE_NUMBER_INPUT],
        },
      ],
    },
  },
  // No cross-feature imports: what two features share moves to components/ or lib/.
  ...features.map((feature) => ({
    files: [`src/web/features/${feature}/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [MANTINE_NUMBER_INPUT],
          patterns: [
            { group: ['**/server/**'], message: 'The web app talks to the server over HTTP only.' },
            {
              group: features
                .filter((f) => f !== feature)
                .flatMap((f) => [`@web/features/${f}/*`, `../../${f}/*`, `../${f}/*`]),
              message:
                'Features do not import each other; move shared code to src/web/components or src/web/lib.',
            },
          ],
        },
      ],
    },
  })),
);
