import { readdirSync } from 'node:fs';

import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * A feature never imports another feature: the domain words and small domain components two
 * features share live in src/entities/, infrastructure in src/lib/ or src/components/.
 */
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureZones = features.map((feature) => ({
  target: `./src/features/${feature}`,
  from: features.filter((other) => other !== feature).map((other) => `./src/features/${other}`),
  message: `A feature never imports another feature's files: move what both use to src/entities (domain) or src/lib (infrastructure).`,
}));

/** Imports flow one way: contract -> lib -> components -> entities -> features -> app; server and client never meet. */
const layerZones = [
  {
    target: './contract',
    from: ['./src', './server', './sw'],
    message: 'contract/ is shared and depends on nothing.',
  },
  {
    target: './src/lib',
    from: ['./src/components', './src/entities', './src/features', './src/app'],
    message: 'lib/ must not depend on components, entities, features or app.',
  },
  {
    target: './src/components',
    from: ['./src/entities', './src/features', './src/app'],
    message: 'components/ are generic: no domain entities, features or app.',
  },
  {
    target: './src/entities',
    from: ['./src/features', './src/app'],
    message:
      'entities/ hold shared domain words: they import only lib/, components/ and contract/.',
  },
  {
    target: './src/features',
    from: './src/app',
    message: 'features must not depend on app/.',
  },
  ...featureZones,
  { target: './src', from: './server', message: 'The client never imports server code.' },
  {
    target: './server',
    from: ['./src', './sw'],
    message: 'The server never imports client code.',
  },
];

/**
 * A server module reaches another only through that module's access file, named here; a module
 * without one is reached by none (docs/server-modules.md, "Module boundaries"). Tests are free.
 */
const moduleAccessFiles = {
  achievements: 'access.ts',
  'admin-tasks': null,
  auth: null,
  billing: 'access.ts',
  criteria: 'criteria-service.ts',
  dashboard: 'riyadh-time.ts',
  'development-plans': 'plan-records.ts',
  evaluations: 'access.ts',
  'evidence-files': 'access.ts',
  health: null,
  invitations: null,
  notifications: 'access.ts',
  openapi: null,
  organizations: 'access.ts',
  payments: 'access.ts',
  portfolio: 'access.ts',
  'portfolio-shares': 'newest-share.ts',
  profile: 'profile-service.ts',
  'replayable-writes': 'access.ts',
  'subscription-plans': 'access.ts',
  subscriptions: 'access.ts',
  support: null,
  'sync-pull': null,
  'sync-push': null,
  users: null,
};
const serverModules = readdirSync(new URL('./server/src/modules', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
for (const module of serverModules) {
  if (!(module in moduleAccessFiles)) {
    throw new Error(`server/src/modules/${module}: name its access file in eslint.config.js`);
  }
}
const moduleZones = Object.entries(moduleAccessFiles).flatMap(([module, accessFile]) =>
  serverModules
    .filter((other) => other !== module)
    .map((other) => ({
      target: `./server/src/modules/${other}`,
      from: `./server/src/modules/${module}`,
      except: accessFile ? [`./${accessFile}`] : [],
      message: accessFile
        ? `Another module reaches ${module} only through ${module}/${accessFile} (docs/server-modules.md).`
        : `No other module reaches into ${module} (docs/server-modules.md).`,
    })),
);

const restrictedSyntax = [
  {
    selector: 'TSEnumDeclaration',
    message: 'Use a string-literal union instead of an enum.',
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'bench/.work/**',
      'data/**',
      'node_modules/**',
      'src/locales/**',
      'server/drizzle/**',
      'test-results/**',
      'playwright-report/**',
      'bench/tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver()],
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-restricted-syntax': ['error', ...restrictedSyntax],
      // A cycle makes the order modules run in depend on who imports first.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: globals.browser },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-syntax': [
        'error',
        ...restrictedSyntax,
        {
          selector: "ImportExpression[source.value='zod']",
          message:
            'A dynamic import of zod keeps its whole namespace (locales, JSON Schema) in the build: import one export through a module of its own (src/lib/zod/zod-evaluated.ts).',
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/lib/live-data/use-live-query.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'dexie-react-hooks',
              message:
                'Use useLiveQuery from src/lib/live-data/use-live-query.ts: it keeps the screen (and what was typed) through a lost connection.',
            },
          ],
        },
      ],
    },
  },
  {
    // The sync engine also runs in the service worker: no UI or DOM-bound libraries.
    files: ['src/lib/db/**/*.ts', 'src/lib/sync/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['react', 'react-dom', '@mantine/*', '@lingui/*', 'ky', 'react-router-dom'] },
      ],
    },
  },
  {
    files: ['server/src/modules/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...layerZones, ...moduleZones] }],
    },
  },
  {
    // Each Playwright worker has its own server: `test` from the support module knows which.
    files: ['tests/e2e/**/*.ts'],
    ignores: ['tests/e2e/support/playwright.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              message:
                'Import from tests/e2e/support/playwright.ts: it points `baseURL` at the worker’s own server.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['public/**/*.js'],
    languageOptions: { sourceType: 'script', globals: globals.browser },
  },
  {
    files: ['sw/**/*.ts'],
    languageOptions: { globals: globals.serviceworker },
  },
  {
    // The bench drives pages: its callbacks run in the browser.
    files: ['bench/**/*.mjs'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    files: [
      'server/**/*.ts',
      'scripts/**/*.{js,mjs,ts}',
      'tests/**/*.ts',
      '*.config.{js,ts,cjs}',
      '.ci/**',
    ],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
