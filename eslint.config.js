// One lint config for the whole workspace.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

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
  prettier,
);
