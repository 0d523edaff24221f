// One lint config for the whole workspace.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

const serverModules = path.resolve(import.meta.dirname, 'apps/server/src/modules');
/** The module folder a file sits in (apps/server/src/modules/<module>/...), or null. */
const moduleOf = (file) => {
  const rel = path.relative(serverModules, file);
  return rel.startsWith('..') || path.isAbsolute(rel) ? null : rel.split(path.sep)[0];
};

/**
 * A module reads and writes only its own tables; it reaches another module's through that
 * module's functions or a port (docs/architecture.md, "Server modules"). The option names the
 * exceptions: { module: [modules whose tables it may import] }.
 */
const foreignTables = {
  meta: {
    type: 'problem',
    schema: [
      { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
    ],
    messages: {
      foreign:
        "Do not import the {{target}} module's tables: call its functions (e.g. {{target}}.reads.ts) or a port.",
    },
  },
  create(context) {
    const own = moduleOf(context.filename);
    const allowed = context.options[0]?.[own] ?? [];
    const check = (node) => {
      const spec = node.source?.value;
      if (typeof spec !== 'string' || !spec.startsWith('.') || !spec.endsWith('.tables.ts')) return;
      const target = moduleOf(path.resolve(path.dirname(context.filename), spec));
      if (target && own && target !== own && !allowed.includes(target)) {
        context.report({ node: node.source, messageId: 'foreign', data: { target } });
      }
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

const webApp = 'apps/web/app';

/**
 * The imports a side of the web app refuses, plus `more` patterns: the storefront (and the code it
 * shares) never imports admin code (keeps admin out of shoppers' bundles) and draws its icons
 * with ui/icons.tsx's CSS masks, not lucide-react's <svg> components.
 */
function importRules(side, more = []) {
  if (side === 'admin') return { patterns: more };
  return {
    paths: [
      {
        name: 'lucide-react',
        message:
          'Import the icon from #app/ui/icons.tsx: it costs a class name, not an <svg> in the page and its drawing in the script.',
      },
    ],
    patterns: [
      {
        group: ['**/admin/**', '#app/admin/*'],
        message: 'Storefront and shared code must not import admin code.',
      },
      ...more,
    ],
  };
}

const featureMessage =
  'A feature imports only its own folder, #app/lib, #app/ui (admin: #app/admin/lib, #app/admin/ui) and packages: move what two features share there (docs/architecture.md, The web app).';
/** Shared code imports no feature and no shell. */
const noFeatures = { regex: '^#app/(storefront|admin)/(features|shell)/', message: featureMessage };

/** A pattern for esquery (no `/` allowed): a specifier out of the feature, by alias or up. */
const lazyImportOutside = (side, name) =>
  `^(#app\\x2F(?!${side}\\x2Ffeatures\\x2F${name}\\x2F)(storefront|admin)\\x2F(features|shell)\\x2F|\\.\\.\\x2F)`;

/**
 * Feature boundaries: one block per folder of storefront/features and admin/features, since each
 * may import its own folder only. Only routes.ts and the shells (storefront/shell, admin/shell)
 * compose features. Relative imports go down from the file (./), never up: a relative path
 * out of a feature would pass by the alias rule.
 */
function featureBoundaries() {
  return ['storefront', 'admin'].flatMap((side) =>
    readdirSync(path.join(import.meta.dirname, webApp, side, 'features'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map(({ name }) => ({
        files: [`${webApp}/${side}/features/${name}/**/*.{ts,tsx}`],
        rules: {
          'no-restricted-imports': [
            'error',
            importRules(side, [
              {
                regex: `^#app/(?!${side}/features/${name}/)(storefront|admin)/(features|shell)/`,
                message: featureMessage,
              },
              {
                regex: '^\\.\\./',
                message: `Relative imports stay below the file; ${featureMessage}`,
              },
            ]),
          ],
          // The same for import() (lazy parts), which no-restricted-imports does not see.
          'no-restricted-syntax': [
            'error',
            {
              selector: `ImportExpression > Literal[value=/${lazyImportOutside(side, name)}/]`,
              message: featureMessage,
            },
          ],
        },
      })),
  );
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/build/**',
      '**/dist/**',
      '**/data/**',
      '**/.react-router/**',
      'apps/server/drizzle/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // Plain Node scripts (start, test runner, benchmarks) and browser scripts for screenshots.
    files: ['**/*.mjs'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Storefront code never imports admin code (keeps admin out of shoppers' bundles), and draws
    // its icons with ui/icons.tsx's CSS masks, not lucide-react's <svg> components.
    files: [
      `${webApp}/storefront/**/*.{ts,tsx}`,
      `${webApp}/root.tsx`,
      `${webApp}/entry.client.tsx`,
    ],
    rules: { 'no-restricted-imports': ['error', importRules('storefront')] },
  },
  {
    // Shared code (lib/, ui/, admin/lib/, admin/ui/) serves the features and imports none.
    files: [`${webApp}/{lib,ui}/**/*.{ts,tsx}`],
    rules: { 'no-restricted-imports': ['error', importRules('storefront', [noFeatures])] },
  },
  {
    files: [`${webApp}/admin/{lib,ui}/**/*.{ts,tsx}`],
    rules: { 'no-restricted-imports': ['error', importRules('admin', [noFeatures])] },
  },
  ...featureBoundaries(),
  {
    // Foreign keys (tables files), the analytics read model, tests and their fixtures may name
    // other modules' tables; seed and scripts sit outside modules/.
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: [
      '**/*.tables.ts',
      'apps/server/src/modules/analytics/**',
      '**/*.test.ts',
      '**/*fixtures.ts',
    ],
    plugins: { propwash: { rules: { 'foreign-tables': foreignTables } } },
    rules: { 'propwash/foreign-tables': ['error'] },
  },
  prettier,
);
