import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const shared = fileURLToPath(new URL('./packages/shared/src/index.ts', import.meta.url));
const alias = { '@ia/shared': shared };

/**
 * One test command, three kinds of test:
 * - unit: plain functions and components, fast, no server;
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
          environment: 'node',
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
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
