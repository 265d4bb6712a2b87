import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import pluginQuery from '@tanstack/eslint-plugin-query';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Every folder under src/features is a feature; a feature never imports another one, nor app/. */
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * What the app and the Edge Functions both say (supabase/functions/_shared): the app imports
 * these as '@shared/…'; the functions run them in Deno (hosted) and Node (the local stack).
 */
const SHARED_WITH_APP = [
  'site.ts',
  'dates.ts',
  'cues.ts',
  'preferences.ts',
  'ics.ts',
  'calendar-events.ts',
  'invitation.ts',
];

const boundaryZones = [
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'A feature never imports another feature; compose them in a route instead.',
  })),
  {
    target: './src/features',
    from: './src/app',
    message: 'Features never import app/ (routes compose features, not the other way round).',
  },
  {
    target: './src',
    from: './supabase/functions',
    except: SHARED_WITH_APP.map((file) => `./_shared/${file}`),
    message:
      'The app imports only the modules it shares with the Edge Functions (@shared/…), never their runtime code.',
  },
  ...['components', 'lib', 'config', 'types'].map((shared) => ({
    target: `./src/${shared}`,
    from: ['./src/features', './src/app'],
    message: 'Shared code (components, lib, config, types) never imports features/ or app/.',
  })),
];

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'coverage', 'playwright-report', 'test-results', '.data', 'public'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { ecmaVersion: 2022, sourceType: 'module', globals: { ...globals.node } },
  },
  {
    // The SPA shell's inline script, a classic script (the build calls its function).
    files: ['src/app/early-requests/shell-script.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.browser } },
  },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-eval': 'error',
      'no-implied-eval': 'error',
      'no-new-func': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/components/**/*.tsx'],
    plugins: {
      react,
      'react-hooks': reactHooks,
      'react-refresh': reactRefresh,
      '@tanstack/query': pluginQuery,
      'jsx-a11y': jsxA11y,
    },
    settings: { react: { version: 'detect' } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...pluginQuery.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'react/no-danger': 'error',
      'react/jsx-no-target-blank': 'error',
      'react/jsx-key': 'error',
      'react-refresh/only-export-components': [
        'warn',
        { allowConstantExport: true, allowExportNames: ['Component', 'ErrorBoundary'] },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[property.name='innerHTML']",
          message: 'Never write HTML from strings.',
        },
        {
          selector: "MemberExpression[property.name='outerHTML']",
          message: 'Never write HTML from strings.',
        },
      ],
    },
  },
  {
    // Providers and hooks live together in lib/ and components/ui by design.
    files: ['src/lib/**', 'src/components/ui/**', 'src/app/**'],
    rules: { 'react-refresh/only-export-components': 'off' },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/lib/zod.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'zod',
              message: "Import z from '@/lib/zod', which turns off zod's eval probe (our CSP reports it).",
            },
          ],
          patterns: [
            {
              group: ['@tenderflow/local-supabase', '@tenderflow/local-supabase/*', '**/packages/**'],
              message:
                'The app never imports the local stack: it only talks to Supabase through supabase-js.',
            },
          ],
        },
      ],
    },
  },
  {
    // The Edge Functions run in Deno: they import one another by relative paths with their
    // .ts extension, never the app's modules nor its path aliases.
    files: ['supabase/functions/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/*', '@shared/*', '**/src/**'],
              message: 'Edge Functions import only relative paths within supabase/functions.',
            },
          ],
        },
      ],
    },
  },
  {
    // The modules the app shares run in the browser, in Deno and in Node alike.
    files: SHARED_WITH_APP.map((file) => `supabase/functions/_shared/${file}`),
    rules: {
      'no-restricted-globals': [
        'error',
        'window',
        'document',
        'navigator',
        'localStorage',
        'process',
        'Buffer',
        'Deno',
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^(?!\\./[\\w-]+\\.ts$)', message: 'Only sibling modules, with their .ts extension.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.app.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
      'import-x/no-cycle': 'error',
    },
  },
);
