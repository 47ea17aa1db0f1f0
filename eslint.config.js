// One flat config for the whole workspace. Type-aware rules through the TypeScript project service;
// the dependency direction (docs/architecture.md) is enforced with no-restricted-imports per layer.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Import patterns a layer may not use, by the dependency direction. */
const forbid = (...packages) => ({
  'no-restricted-imports': [
    'error',
    {
      paths: [
        {
          name: 'react-redux',
          importNames: ['useSelector'],
          message:
            "Read the store with useAppSelector (useTransitionSelector, @gaming/api/base-api): its re-renders are transitions; React-Redux's useSelector is switched off in the apps (tooling/vite/selector-off.js).",
        },
      ],
      patterns: packages.map((name) => ({
        group: [name, `${name}/*`],
        message: `Dependency direction (docs/architecture.md): this layer may not import ${name}.`,
      })),
    },
  ],
});

/**
 * Dates and times on screen are the site's (GMT+8) whatever the device's zone. The apps write them
 * through `@gaming/kernel/formats` (`useFormats`, `useDateFormats`, bound to the site's zone), never
 * with the raw writers; app and shared component code never reads a Date's wall clock in the
 * device's zone (`getHours`, `getDate`, `toLocaleString`, ...): site days come from
 * `@gaming/domain/records` (`siteDateOf`, `siteDayStart`).
 */
const DATE_WRITERS = {
  name: '@gaming/i18n/format',
  importNames: [
    'formatDate',
    'formatTime',
    'formatClock',
    'formatDateClock',
    'formatDateTime',
    'formatIsoDateTime',
  ],
  message:
    "Write dates with useFormats or useDateFormats (@gaming/kernel/formats): the site's time zone, not the device's.",
};
const DEVICE_ZONE_READS = [
  'getFullYear',
  'getMonth',
  'getDate',
  'getDay',
  'getHours',
  'getMinutes',
  'getSeconds',
  'getTimezoneOffset',
  'setFullYear',
  'setMonth',
  'setDate',
  'setHours',
  'setMinutes',
  'setSeconds',
  'toLocaleString',
  'toLocaleDateString',
  'toLocaleTimeString',
  'toDateString',
  'toTimeString',
];
const noDeviceZone = {
  'no-restricted-properties': [
    'error',
    ...DEVICE_ZONE_READS.map((property) => ({
      property,
      message:
        "Reads or writes the device's time zone: use @gaming/kernel/formats to show a date, @gaming/domain/records (siteDateOf, siteDayStart) for site days.",
    })),
  ],
};

/** An app's import rules: its layer's, and no raw date writers. */
const forbidInApp = (...packages) => {
  const rule = forbid(...packages);
  rule['no-restricted-imports'][1].paths.push(DATE_WRITERS);
  return rule;
};

/** The apps: what no package may import (the arrows never point from a package to an app). */
const APPS = ['@gaming/player', '@gaming/agent', '@gaming/platform'];

/**
 * What a package (packages/**, tests and test setup included) may not import: no file of an app,
 * neither by package name nor by a relative path into apps/; plus what its own layer forbids.
 * (A later config object replaces a rule's options rather than merging them, so every package
 * block goes through this.)
 */
const forbidInPackage = (...packages) => {
  const rule = forbid(...packages);
  rule['no-restricted-imports'][1].patterns.unshift(
    {
      group: ['**/apps', '**/apps/**'],
      message: 'Dependency direction: packages never import a file of apps/, tests included.',
    },
    ...APPS.map((name) => ({
      group: [`${name}*`, `${name}*/**`],
      message: `Dependency direction: packages never import an app (${name}), tests included.`,
    })),
  );
  return rule;
};

/**
 * The same for imports no-restricted-imports does not see: `import()`, `require()` and Vitest's
 * module calls (`vi.mock`, `vi.importActual`, ...). Written with \x2F for "/", which esquery's
 * regular expressions cannot hold.
 */
const APP_SPECIFIER = String.raw`/(^|\x2F)apps(\x2F|$)|^@gaming\x2F(player|agent|platform)/`;
const noAppImportCalls = {
  'no-restricted-syntax': [
    'error',
    ...[
      `ImportExpression[source.value=${APP_SPECIFIER}]`,
      `CallExpression[callee.name='require'][arguments.0.value=${APP_SPECIFIER}]`,
      `CallExpression[callee.object.name='vi'][arguments.0.value=${APP_SPECIFIER}]`,
    ].map((selector) => ({
      selector,
      message: 'Dependency direction: packages never import a file of apps/, tests included.',
    })),
  ],
};

/**
 * Browser code takes only types from the call schemas (`@gaming/api/contract`, the schema modules of
 * `packages/api/src/wire`, TypeBox itself), so no schema code reaches a bundle; URLs and flags come
 * from the plain `*-calls.ts` routes.
 */
const typesOnlyFromSchemas = {
  '@typescript-eslint/no-restricted-imports': [
    'error',
    {
      paths: [
        {
          name: 'typebox',
          allowTypeImports: true,
          message: "Schemas are the platform's: browser code imports their types only.",
        },
      ],
      patterns: [
        {
          group: [
            '@gaming/api/contract',
            '**/contract',
            '**/wire/*',
            '!**/wire/*-calls',
            '!**/wire/envelope',
            '!**/wire/transport-codes',
            '!**/wire/whitelabel',
            '!**/wire/demo-game-message',
            '!**/wire/call',
          ],
          allowTypeImports: true,
          message: "Schema modules are the platform's: import their types only (`import type`).",
        },
      ],
    },
  ],
};

/**
 * Features meet only in an app's `src/app/` (bulletproof-react): one zone per feature folder, so a
 * file of `features/<name>/` never imports a file of another feature (static or `import()`, types and
 * CSS included), and the shared folders (`lib/`, `session/`, `config/`) never import a feature. What
 * several features use lives in a shared folder or a package. Paths are resolved, so `../x`,
 * `../../features/x` and a deeper file are all caught; the folders are read here, so a new feature
 * gets its zone without an edit.
 */
const featureBoundaries = (app) => {
  const src = join(import.meta.dirname, 'apps', app, 'src');
  const features = readdirSync(join(src, 'features'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const shared = ['lib', 'session', 'config'].filter((folder) => existsSync(join(src, folder)));
  return {
    files: [`apps/${app}/src/**`],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: src,
          zones: [
            ...features.map((name) => ({
              target: `./features/${name}`,
              from: './features',
              except: [`./${name}`],
              message: `Features meet only in src/app/: move what ${name} needs from another feature to src/lib/, src/session/ or a package.`,
            })),
            {
              target: shared.map((folder) => `./${folder}`),
              from: './features',
              message: 'Shared code never imports a feature: features import it.',
            },
          ],
        },
      ],
    },
  };
};

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
  // Dependency direction (docs/architecture.md). Any package, also one without a block below.
  {
    files: ['packages/**'],
    rules: { ...forbidInPackage(), ...noAppImportCalls },
  },
  {
    files: ['packages/domain/**'],
    rules: forbidInPackage(
      '@gaming/kernel',
      '@gaming/api',
      '@gaming/ui',
      '@gaming/i18n',
      'react',
      'react-dom',
    ),
  },
  {
    files: ['packages/i18n/**'],
    rules: forbidInPackage('@gaming/kernel', '@gaming/api', '@gaming/ui', '@gaming/domain'),
  },
  {
    files: ['packages/api/**'],
    rules: forbidInPackage('@gaming/kernel', '@gaming/ui', '@gaming/i18n'),
  },
  {
    files: ['packages/ui/**'],
    rules: forbidInPackage('@gaming/kernel', '@gaming/api', '@reduxjs/toolkit', 'react-redux'),
  },
  // The app kernel: what both apps share (site gate, provider, login forms, failure
  // messages, test kit) over api, ui, i18n and domain; it never imports an app.
  {
    files: ['packages/kernel/**'],
    rules: { ...forbidInPackage(), ...noAppImportCalls },
  },
  {
    files: ['apps/player/**'],
    rules: forbidInApp('@gaming/agent', '@gaming/platform'),
  },
  {
    files: ['apps/agent/**'],
    rules: forbidInApp('@gaming/player', '@gaming/platform'),
  },
  featureBoundaries('player'),
  featureBoundaries('agent'),
  // Dates in the site's zone: app and shared component code (tests may set up a device's zone).
  {
    files: [
      'apps/player/src/**',
      'apps/agent/src/**',
      'packages/ui/src/**',
      'packages/kernel/src/**',
      'packages/domain/src/**',
    ],
    ignores: ['**/*.test.ts', '**/*.test.tsx', '**/*.stories.tsx'],
    rules: noDeviceZone,
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
  {
    files: [
      'apps/player/**',
      'apps/agent/**',
      'packages/kernel/**',
      'packages/ui/**',
      'packages/api/src/**',
    ],
    ignores: ['packages/api/src/wire/**', 'packages/api/src/contract/**'],
    rules: typesOnlyFromSchemas,
  },
);
