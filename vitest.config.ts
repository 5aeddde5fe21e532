import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { picturesDefine } from './packages/site/vite.config.ts';
import { preactAliases, widgetsAliases } from './packages/widgets/vite.config.ts';

const shared = fileURLToPath(new URL('./packages/shared/src/index.ts', import.meta.url));
const scenes = fileURLToPath(new URL('./packages/shared/src/scenes.ts', import.meta.url));
const alias = [
  { find: /^@ia\/shared$/, replacement: shared },
  { find: /^@ia\/shared\/scenes$/, replacement: scenes },
  ...widgetsAliases,
];

/**
 * One test command, four kinds of test:
 * - unit: plain functions and components, fast, no server;
 * - site: the host site's pages and render entry on preact/compat, as the site ships;
 * - api:  the Koa app against a real database file (or Postgres with DATABASE_URL);
 * - e2e:  the built site, API and embed in the system Chromium driven by playwright-core.
 */
export default defineConfig({
  test: {
    reporters: ['default', './scripts/summary-reporter.ts'],
    projects: [
      {
        resolve: { alias },
        plugins: [react({ jsxImportSource: '@emotion/react' })],
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.{ts,tsx}'],
          exclude: ['packages/site/**'],
          environment: 'node',
        },
      },
      {
        resolve: {
          alias: [
            ...alias,
            ...preactAliases,
            { find: /^keen-slider\/react$/, replacement: 'keen-slider/react.es.js' },
            {
              find: /^@testing-library\/react$/,
              replacement: '@testing-library/react/dist/@testing-library/react.esm.js',
            },
          ],
          dedupe: ['preact'],
          // ES builds of the dependencies (Emotion's CommonJS files would require the real
          // React), the server's ones (the site renders on the server here).
          conditions: ['module', 'node', 'development'],
        },
        ssr: { resolve: { conditions: ['module', 'node', 'development'] } },
        define: picturesDefine,
        plugins: [react({ jsxImportSource: '@emotion/react' })],
        test: {
          name: 'site',
          include: ['packages/site/src/**/*.test.{ts,tsx}'],
          environment: 'node',
          globalSetup: ['packages/site/test/content-server.ts'],
          hookTimeout: 120_000,
          // Dependencies go through the aliases too (their imports of react become preact).
          server: { deps: { inline: true } },
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'api',
          include: ['packages/server/test/**/*.test.ts'],
          environment: 'node',
          // Tests of one database share it: run the files one after another.
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          fileParallelism: false,
          // Fills one DATA_DIR with the demo content that each file's server starts from a copy of.
          globalSetup: ['tests/e2e/data-template.ts'],
          testTimeout: 60_000,
          // A server start fills the demo database (tests/e2e/harness.ts waits up to 3 min).
          hookTimeout: 240_000,
        },
      },
    ],
  },
});
