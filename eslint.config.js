import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const layerRules = {
  renderer: [
    { group: ['electron', 'electron/*', 'electron-store'], message: 'The renderer never imports Electron: use the platform seam.' },
    { group: ['node:*'], message: 'The renderer runs in a browser too: no Node built-ins.' },
    { group: ['**/main/**', '**/preload/**', '@balcao/server', '**/server/**'], message: 'Cross-layer import.' },
  ],
  // The kit every screen stands on (components/) never depends on the app or a feature that uses it.
  rendererKit: [{ group: ['**/app/*', '**/features/**'], message: 'components/ imports nothing from app/ or features/.' }],
  main: [{ group: ['react', 'react-dom', 'react/*', '**/renderer/**'], message: 'The main process never imports the renderer.' }],
  shared: [{ regex: '^(?!zod$|[.]{1,2}/)', message: 'shared/ depends on zod only.' }],
  server: [{ group: ['**/desktop/**', '@balcao/desktop'], message: 'server and desktop meet only through shared/.' }],
};

const noFocusedTests = {
  selector: "CallExpression[callee.property.name='only'][callee.object.name=/^(it|test|describe)$/]",
  message: 'No focused tests.',
};

/** End-to-end tests reach the API only through the `request` of e2e/web/test.ts, which holds every answer to the API document. */
const checkedRequestOnly = 'Use `test` and its `request` from e2e/web/test.ts: they hold every answer of the server to its API document.';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-electron/**',
      'release/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'server/src/platform/database/migrations/Migration*.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['*.js', '*.ts', 'build/*.mjs', 'desktop/scripts/*.mjs'] },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    rules: {
      curly: 'error',
      eqeqeq: ['error', 'always'],
      'no-console': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { arguments: false, attributes: false } }],
      'no-restricted-syntax': ['error', noFocusedTests],
    },
  },
  {
    files: ['**/*.mjs', 'desktop/scripts/**', 'build/**', 'eslint.config.js'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['desktop/src/renderer/**'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { ...reactHooks.configs.recommended.rules, 'no-restricted-imports': ['error', { patterns: layerRules.renderer }] },
  },
  {
    // Renderer tests stand a real local HTTP server in for the API, which needs node built-ins.
    files: ['desktop/src/renderer/**/*.test.{ts,tsx}', 'desktop/src/renderer/test/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: layerRules.renderer.filter((rule) => !rule.group.includes('node:*')) }] },
  },
  {
    files: ['desktop/src/renderer/components/**'],
    ignores: ['desktop/src/renderer/components/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...layerRules.renderer, ...layerRules.rendererKit] }] },
  },
  {
    files: ['desktop/src/main/**', 'desktop/src/preload/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: layerRules.main }] },
  },
  {
    files: ['shared/src/**'],
    ignores: ['shared/src/**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: layerRules.shared }] },
  },
  { files: ['server/**'], rules: { 'no-restricted-imports': ['error', { patterns: layerRules.server }] } },
  { files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**', 'server/test/**', 'bench/**'], rules: { 'no-console': 'off' } },
  {
    files: ['e2e/web/**', 'e2e/electron/**'],
    ignores: ['e2e/web/test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: '@playwright/test', importNames: ['test', 'request'], message: checkedRequestOnly }] },
      ],
      'no-restricted-syntax': [
        'error',
        noFocusedTests,
        // A page's or browser context's own `request` (not `response.request()`) would bypass the check.
        {
          selector: "MemberExpression[computed=false][property.name='request']:not(CallExpression > MemberExpression.callee)",
          message: checkedRequestOnly,
        },
      ],
    },
  },
);
