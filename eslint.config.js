// One lint config for the whole workspace.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

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
      'apps/web/app/storefront/**/*.{ts,tsx}',
      'apps/web/app/ui/**/*.{ts,tsx}',
      'apps/web/app/lib/**/*.{ts,tsx}',
      'apps/web/app/root.tsx',
      'apps/web/app/entry.client.tsx',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
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
          ],
        },
      ],
    },
  },
  prettier,
);
