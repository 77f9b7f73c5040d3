// Lint, and the architecture's dependency rule (architecture-brief.md, rule 1), enforced
// with import-boundary rules so a wrong arrow fails `npm test`.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

const FRAMEWORKS = ['react', 'react-dom', 'react-dom/*', 'mobx', 'mobx-react-lite', 'axios', 'inversify', 'wouter', 'react-toastify', 'class-validator', 'dompurify', 'reflect-metadata', 'reflect-metadata/*'];
const NODE = ['node:*', 'fs', 'path', 'crypto', 'http', 'https', 'os', 'child_process'];
const layer = (name) => ({ group: [`**/${name}/**`, `**/${name}`], message: `This layer may not import from ${name}/ (see architecture.md).` });
const serverCode = { group: ['**/server/*', '!**/server/contract/*'], message: 'The client may not import the sandbox server; only its wire contract, as types.' };

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', '.data/**', 'test-results/**', 'playwright-report/**', 'coverage/**', '**/*.js'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.jest } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['src/core/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', {
        paths: FRAMEWORKS.filter((p) => !p.includes('*')),
        patterns: [
          { group: FRAMEWORKS.filter((p) => p.includes('*')), message: 'core/ imports no framework.' },
          { group: NODE, message: 'core/ imports nothing from Node: it runs in the browser and the server alike.' },
          layer('adapters'), layer('stores'), layer('ui'), layer('di'), { group: ['**/server/**'], message: 'core/ imports nothing from the server.' },
        ],
      }],
    },
  },
  {
    files: ['src/stores/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', {
        paths: ['react', 'react-dom', 'axios', 'inversify', 'wouter'],
        patterns: [layer('adapters'), layer('ui'), layer('di'), serverCode],
      }],
    },
  },
  {
    files: ['src/ui/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', {
        paths: ['axios', 'inversify'],
        patterns: [layer('adapters'), { group: ['**/core/use-cases/*', '**/core/use-cases/**', '**/core/ports/*'], message: 'Views reach use-cases through stores.' }, serverCode],
      }],
    },
  },
  {
    files: ['src/adapters/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', {
        patterns: [layer('stores'), layer('ui'), layer('di'),
          { group: ['**/server/**'], allowTypeImports: true, message: 'Adapters take wire types from server/contract, as type-only imports.' }],
      }],
    },
  },
);
