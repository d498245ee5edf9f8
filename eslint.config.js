import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importPlugin from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import fs from 'node:fs';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const web = 'apps/web/src';
const webFeatures = fs.existsSync(`${web}/features`) ? fs.readdirSync(`${web}/features`) : [];

/**
 * Code flows one way (ARCHITECTURE.md): packages -> apps; in the web app
 * components/lib/config -> features -> app, and a feature never imports another feature.
 */
const oneWayZones = [
  { target: './packages', from: './apps', message: 'Packages must not depend on the apps.' },
  {
    target: './packages/shared',
    from: ['./packages/engine', './packages/templates'],
    message: 'The shared package is the base: it imports no other package.',
  },
  {
    target: './apps/server',
    from: './apps/web',
    message: 'The server does not import the web app.',
  },
  {
    target: './apps/web',
    from: './apps/server',
    message: 'The web app talks to the server over HTTP.',
  },
  {
    target: `./${web}/features`,
    from: `./${web}/app`,
    message: 'Features do not import the app layer.',
  },
  {
    target: [`./${web}/components`, `./${web}/lib`, `./${web}/config`],
    from: [`./${web}/features`, `./${web}/app`],
    message: 'Shared web code does not import features or the app layer.',
  },
  ...webFeatures.map((feature) => ({
    target: `./${web}/features/${feature}`,
    from: `./${web}/features`,
    except: [`./${feature}`],
    message: 'A feature never imports another feature; compose them in app/.',
  })),
  {
    target: './apps/server/src/infra',
    from: './apps/server/src/modules',
    message: 'Infrastructure does not depend on domain modules.',
  },
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
  importPlugin.flatConfigs.recommended,
  importPlugin.flatConfigs.typescript,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: {
        projectService: { allowDefaultProject: ['vitest.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json', 'e2e/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: oneWayZones }],
      'import-x/no-named-as-default-member': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
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
  {
    // Tests read JSON answers, which are untyped by nature; asserting on them is the point.
    files: ['**/test/**', '**/*.test.{ts,tsx}', 'e2e/**'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
);
