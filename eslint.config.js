import js from '@eslint/js';
import pluginQuery from '@tanstack/eslint-plugin-query';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const features = [
  'marketing',
  'auth',
  'tenders',
  'tasks',
  'dashboard',
  'reports',
  'notifications',
  'settings',
  'users',
  'help',
];

/** A feature never imports another feature. */
const featureBoundaries = features.map((feature) => ({
  files: [`src/features/${feature}/**`],
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
            group: features
              .filter((other) => other !== feature)
              .map((other) => `@/features/${other}/**`)
              .concat(
                features.filter((other) => other !== feature).map((other) => `@/features/${other}`),
                ['@/app/**', '@/app'],
              ),
            message: 'A feature never imports another feature or app/; compose them in a route instead.',
          },
        ],
      },
    ],
  },
}));

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'coverage', 'playwright-report', 'test-results', '.data', 'public'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { ecmaVersion: 2022, sourceType: 'module', globals: { ...globals.node } },
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
    files: ['src/components/**', 'src/lib/**', 'src/config/**', 'src/types/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features', '@/features/**', '@/app', '@/app/**'],
              message: 'Shared code (components, lib, config, types) never imports features/ or app/.',
            },
          ],
        },
      ],
    },
  },
  ...featureBoundaries,
);
