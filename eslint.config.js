import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import fs from 'node:fs';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const web = 'apps/web/src';
const webFeatures = fs.existsSync(`${web}/features`) ? fs.readdirSync(`${web}/features`) : [];

/**
 * Code flows one way (ARCHITECTURE.md): packages -> apps; in the web app
 * components/lib/config -> features -> app, and a feature never imports another feature.
 * Each folder gets one list of forbidden imports (a later ESLint block replaces a rule's
 * options rather than adding to them, so every list is complete).
 */
const forbid = {
  apps: {
    group: [
      '@careercard/server',
      '@careercard/server/*',
      '@careercard/web',
      '@careercard/web/*',
      '**/apps/**',
    ],
    message: 'Packages must not depend on the apps.',
  },
  otherPackages: {
    group: [
      '@careercard/engine',
      '@careercard/engine/*',
      '@careercard/templates',
      '@careercard/templates/*',
    ],
    message: 'The shared package is the base: it imports no other package.',
  },
  server: {
    group: ['@careercard/server', '@careercard/server/*', '**/server/src/**'],
    message: 'The web app talks to the server over HTTP.',
  },
  web: {
    group: ['@careercard/web', '@careercard/web/*', '**/web/src/**'],
    message: 'The server does not import the web app.',
  },
  scripts: {
    group: ['**/scripts/**'],
    message: "The server does not import the repository's scripts; what it needs lives in infra/.",
  },
  io: {
    group: [
      'node:*',
      'fs',
      'fs/*',
      'path',
      'child_process',
      'net',
      'http',
      'https',
      'pg',
      'drizzle-orm',
      'drizzle-orm/*',
    ],
    message: 'The engine is pure: text in, results out; the server does the I/O.',
  },
  modules: {
    group: ['**/modules/**'],
    message: 'Infrastructure does not depend on domain modules.',
  },
  app: { group: ['@/app', '@/app/*'], message: 'Only the app layer composes routes and features.' },
  features: { group: ['@/features/*'], message: 'Shared web code does not import features.' },
  otherFeatures: (feature) => ({
    group: ['@/features/*', `!@/features/${feature}`, `!@/features/${feature}/**`],
    message: 'A feature never imports another feature; compose them in app/.',
  }),
  // From features/<name>/<folder>/file, "../../" leaves the feature: go through "@/" instead.
  escape: { group: ['../../**'], message: 'Import code outside this feature through "@/...".' },
};

const restrict = (files, patterns) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns }] },
});

const oneWayImports = [
  restrict(['packages/**'], [forbid.apps]),
  restrict(['packages/shared/**'], [forbid.apps, forbid.otherPackages]),
  restrict(['packages/engine/src/**'], [forbid.apps, forbid.io]),
  restrict(['apps/server/**'], [forbid.web, forbid.scripts]),
  restrict(['apps/server/src/infra/**'], [forbid.web, forbid.scripts, forbid.modules]),
  restrict(['apps/web/**'], [forbid.server]),
  restrict(
    [`${web}/components/**`, `${web}/lib/**`, `${web}/config/**`],
    [forbid.server, forbid.features, forbid.app],
  ),
  ...webFeatures.map((feature) =>
    restrict(
      [`${web}/features/${feature}/**`],
      [forbid.server, forbid.app, forbid.otherFeatures(feature), forbid.escape],
    ),
  ),
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      '**/playwright-report/**',
      '**/test-results/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: {
        projectService: { allowDefaultProject: ['vitest.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // Fastify's route handlers and hooks are async by contract even when they do not await.
      '@typescript-eslint/require-await': 'off',
      // React event props may return a promise (React Router's navigate does); React ignores it.
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
    languageOptions: { globals: { ...globals.browser } },
  },
  ...oneWayImports,
  {
    // A cached answer's key comes from its owner's query options, never written out by hand.
    files: [`${web}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.property.name=/^(invalidate|refetch|remove|reset|cancel)Queries$|^(get|set)QueryData$/] Property[key.name='queryKey'] > ArrayExpression",
          message:
            "Use the key of the owner's query options; across features, a mutation's meta.changes (app/stale-after.ts).",
        },
      ],
    },
  },
  {
    // Nor does it reach the network or the process's environment.
    files: ['packages/engine/src/**'],
    rules: {
      'no-restricted-globals': ['error', 'fetch', 'process', 'XMLHttpRequest', 'WebSocket'],
    },
  },
  {
    // Tests read JSON answers, which are untyped by nature; asserting on them is the point.
    files: ['**/test/**', '**/*.test.{ts,tsx}', 'e2e/**'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
);
