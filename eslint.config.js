// One flat config for the whole workspace. Type-aware rules through the TypeScript project service;
// the dependency direction of DESIGN.md is enforced with no-restricted-imports per layer.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Import patterns a layer may not use, from DESIGN.md's dependency direction. */
const forbid = (...packages) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: packages.map((name) => ({
        group: [name, `${name}/*`],
        message: `DESIGN.md: this layer may not import ${name}.`,
      })),
    },
  ],
});

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/coverage/**',
      '**/storybook-static/**',
      '**/node_modules/**',
      '**/.turbo/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'apps/platform/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-confusing-void-expression': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // RTK Query spells "no argument" as `build.query<Result, void>`.
      '@typescript-eslint/no-invalid-void-type': 'off',
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  // Dependency direction (DESIGN.md).
  {
    files: ['packages/domain/**'],
    rules: forbid(
      '@gaming/api',
      '@gaming/ui',
      '@gaming/i18n',
      '@gaming/player',
      '@gaming/agent',
      '@gaming/platform',
      'react',
      'react-dom',
    ),
  },
  {
    files: ['packages/i18n/**'],
    rules: forbid(
      '@gaming/api',
      '@gaming/ui',
      '@gaming/domain',
      '@gaming/player',
      '@gaming/agent',
      '@gaming/platform',
    ),
  },
  {
    files: ['packages/api/**'],
    rules: forbid(
      '@gaming/ui',
      '@gaming/i18n',
      '@gaming/player',
      '@gaming/agent',
      '@gaming/platform',
    ),
  },
  {
    files: ['packages/ui/**'],
    rules: forbid(
      '@gaming/api',
      '@gaming/player',
      '@gaming/agent',
      '@gaming/platform',
      '@reduxjs/toolkit',
      'react-redux',
    ),
  },
  {
    files: ['apps/player/**'],
    rules: forbid('@gaming/agent', '@gaming/platform'),
  },
  {
    files: ['apps/agent/**'],
    rules: forbid('@gaming/player', '@gaming/platform'),
  },
  {
    files: ['apps/platform/**'],
    rules: forbid(
      '@gaming/ui',
      '@gaming/i18n',
      '@gaming/player',
      '@gaming/agent',
      'react',
      'react-dom',
    ),
  },
);
