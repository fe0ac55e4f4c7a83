import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const uiLibraries = [
  { name: 'react', message: 'src/core is framework-free: no React.' },
  { name: 'react-dom', message: 'src/core is framework-free: no React.' },
  { name: 'zustand', message: 'src/core is framework-free: no zustand.' },
  { name: 'comlink', message: 'src/core knows nothing of workers.' },
];
const uiPatterns = [
  { group: ['monaco-editor', 'monaco-editor/*', '@monaco-editor/*'], message: 'Only src/editor imports Monaco.' },
];

export default tseslint.config(
  { ignores: ['dist', 'dist-cli', 'node_modules', 'test-results', 'playwright-report', 'bench/.tmp'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node }, ecmaVersion: 2023 },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.tsx', 'src/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['src/core/**/*.ts'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      'no-restricted-imports': [
        'error',
        {
          paths: uiLibraries,
          patterns: [...uiPatterns, { group: ['@rjsf/*'], message: 'src/core is framework-free: no RJSF.' }],
        },
      ],
    },
  },
  {
    files: ['src/**/*.ts', 'src/**/*.tsx'],
    ignores: ['src/editor/**', 'src/core/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: uiPatterns }] },
  },
);
