import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** The feature folders under `dir`, read at each run so that a new feature is held to the rules at once. */
function featuresIn(dir) {
  return readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

const SERVER_FEATURES = 'apps/server/src/features';
const WEB_FEATURES = 'apps/web/src/features';

/**
 * A server feature reaches another only through what it offers others: its service, policy,
 * access check and listener types, its tables for foreign keys, and its demo data for the demo.
 * Never through its repo, routes or sockets.
 */
const serverFeatureZones = featuresIn(`./${SERVER_FEATURES}`).map((feature) => ({
  target: `./${SERVER_FEATURES}/${feature}/**`,
  from: featuresIn(`./${SERVER_FEATURES}`)
    .filter((other) => other !== feature)
    .map((other) => `./${SERVER_FEATURES}/${other}/**`),
  except: ['**/*.service.ts', '**/*.policy.ts', '**/*-access.ts', '**/*-listener.ts', '**/*.table.ts', '**/*.demo.ts'],
  message: 'Reach another feature through its service, policy, access check, listener or table, never its internals.',
}));

/**
 * A web feature imports components/, lib/ and the contract, never another feature; the class page
 * is the one place that gathers other features' panels (`components/*-panel.tsx`), and the
 * Settings tab other features' sections (`components/*-settings-section.tsx`).
 */
const webFeatureZones = featuresIn(`./${WEB_FEATURES}`).map((feature) => ({
  target: `./${WEB_FEATURES}/${feature}/**`,
  from: featuresIn(`./${WEB_FEATURES}`)
    .filter((other) => other !== feature)
    .map((other) => `./${WEB_FEATURES}/${other}/**`),
  except:
    feature === 'classes' ? ['**/components/*-panel.tsx'] : feature === 'accounts' ? ['**/components/*-settings-section.tsx'] : [],
  message: 'A web feature does not import another feature; share it through components/ or lib/.',
}));

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/data/**', 'e2e/test-results/**', 'e2e/playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
      'import-x/ignore': ['node_modules'],
      // Dependencies are read with the TypeScript parser, or no-cycle would see no imports in them.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js'],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...serverFeatureZones,
            ...webFeatureZones,
            {
              target: './apps/web/src/lib/**',
              from: ['./apps/web/src/features/**', './apps/web/src/app/**'],
              message: 'Imports flow lib → features → app.',
            },
            {
              target: './apps/web/src/features/**',
              from: './apps/web/src/app/**',
              message: 'Imports flow lib → features → app.',
            },
            {
              target: './packages/contract/**',
              from: ['./apps/**'],
              message: 'The contract is zod only: no server or browser code.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // A journey's own browser contexts are closed when it ends only through e2e/test.ts.
    files: ['e2e/tests/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message: "Import test from '../test.ts': it closes the browser contexts a journey opens.",
            },
          ],
        },
      ],
    },
  },
  {
    // Dates and numbers speak the app's language, not the browser's (docs/decisions.md, "Languages").
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.property.name=/^toLocale(Date|Time)?String$/][arguments.0.type='Identifier'][arguments.0.name='undefined']",
          message: 'Format with lib/format-date.ts (formatDate, formatDateTime, formatNumber): the app\'s language, not the browser\'s.',
        },
        {
          selector: "CallExpression[callee.property.name=/^toLocale(Date|Time)?String$/][arguments.length=0]",
          message: 'Format with lib/format-date.ts (formatDate, formatDateTime, formatNumber): the app\'s language, not the browser\'s.',
        },
      ],
    },
  },
);
