import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import {builtinModules} from 'node:module';
import {focusedTests} from './scripts/lint/focused-tests.mjs';

// The library ships on its own: it may import React, its dependencies and its own files, never the
// site (aliases Docusaurus resolves) or Node (it runs in browsers).
const OUTSIDE_LIBRARY =
  'The library (@tessera-ui/react) is published without the site: keep site code in src/ and pass what the library needs through props.';
const NODE_BUILT_IN = 'The library runs in browsers: it cannot import Node built-ins.';
const LIBRARY_BOUNDARY = {
  paths: builtinModules.map((name) => ({
    name,
    message: NODE_BUILT_IN,
  })),
  patterns: [
    {
      group: [
        '@site/*',
        '@docusaurus/*',
        '@theme/*',
        '@theme-original/*',
        '@theme-init/*',
        '@generated/*',
        '**/src/components/**',
        '**/src/theme/**',
        '**/src/pages/**',
        '**/plugins/**',
        '**/showcase/**',
        '**/docs/**',
        '**/api/**',
      ],
      message: OUTSIDE_LIBRARY,
    },
    {
      group: ['node:*'],
      message: NODE_BUILT_IN,
    },
  ],
};

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'build/',
      '.docusaurus/',
      'coverage/',
      'test-results/',
      'playwright-report/',
      'bench/results/',
      'bench/baseline/',
      'data/',
      '**/dist/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: {react, 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y},
    languageOptions: {globals: {...globals.browser, ...globals.node, ...globals.jest}},
    settings: {react: {version: 'detect'}},
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs['jsx-runtime'].rules,
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'react/prop-types': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        {argsIgnorePattern: '^_', varsIgnorePattern: '^_'},
      ],
    },
  },
  focusedTests,
  {
    files: ['packages/react/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {'no-restricted-imports': ['error', LIBRARY_BOUNDARY]},
  },
);
