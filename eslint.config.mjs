// Lint. The architecture's dependency rule (architecture-brief.md, rule 1) is enforced by
// dependency-cruiser (.dependency-cruiser.cjs), which also forbids import cycles.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import { oneClockConfig } from './scripts/lint/oneClock.mjs';

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', '.data/**', 'test-results/**', 'playwright-report/**', 'coverage/**', '**/*.js', 'test/architecture/fixtures/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.jest } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  oneClockConfig,
  {
    // A journey's `test` sends it to its worker's own sandbox (e2e/support/test.ts); Playwright's
    // own would send every worker to the same one.
    files: ['e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: '@playwright/test', message: "Import test and expect from './support/test'." }] }],
    },
  },
);
