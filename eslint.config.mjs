import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import regexp from 'eslint-plugin-regexp';
import globals from 'globals';
import buildConfig from '@icast/build-config';

// Webpack builds resolve 'react-router-dom' to a trimmed facade (libs/build-config/react-router-dom.mjs): a name
// missing from it would be undefined at runtime while TypeScript and Jest (real package) stay happy.
const routerImports = {
  paths: [
    {
      name: 'react-router-dom',
      allowImportNames: buildConfig.ROUTER_EXPORTS,
      allowTypeImports: true,
      message: 'Webpack builds share a trimmed router: add the name to libs/build-config/react-router-dom.mjs.',
    },
    { name: 'react-router', allowTypeImports: true, message: "Import from 'react-router-dom' (the shared facade)." },
  ],
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      '**/node_modules/**',
      'tools/**',
      '.data/**',
      'e2e/artifacts/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'off',
    },
  },
  {
    // A pattern whose parts can take the same characters backtracks for seconds on a crafted string: in the API one
    // request stalls every other, on a parent's phone the page freezes. Checked in every file, tests included.
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { regexp },
    rules: { 'regexp/no-super-linear-backtracking': 'error' },
  },
  {
    files: ['shell/src/**/*.tsx', 'mf-*/src/**/*.tsx', 'libs/ui/src/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    files: ['shell/src/**/*.{ts,tsx}', 'mf-*/src/**/*.{ts,tsx}', 'libs/ui/src/**/*.{ts,tsx}'],
    ignores: ['**/*.spec.{ts,tsx}', '**/testing/**', '**/testing.tsx'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', routerImports] },
  },
  {
    files: ['api/src/**/*.ts'],
    // Nest injects by constructor parameter type, so type-only imports would break DI.
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },
  {
    files: ['api/src/**/*.ts'],
    ignores: ['api/src/platform/rate-limits/rate-limit.decorator.ts'],
    // A route's limit must say how it is counted when several instances run (docs/decisions/assistant.md).
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@nestjs/throttler',
              importNames: ['Throttle'],
              message:
                "Use @RateLimit(limit, 'across-instances' | 'per-instance') from platform/rate-limits/rate-limit.decorator.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{js,cjs}'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
