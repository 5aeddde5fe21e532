import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { preactAliases, sharedAlias } from '../vite.config.ts';

/**
 * The widget unit tests with React replaced by preact/compat, as in the partner embed build:
 * `npm run test:preact -w @ia/widgets`. Dependencies are inlined so the aliases reach them.
 */
export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  plugins: [react({ jsxImportSource: '@emotion/react' })],
  resolve: {
    alias: [
      sharedAlias,
      ...preactAliases,
      // ES builds, so that their imports of react and react-dom go through the aliases too.
      { find: /^keen-slider\/react$/, replacement: 'keen-slider/react.es.js' },
      {
        find: /^@testing-library\/react$/,
        replacement: '@testing-library/react/dist/@testing-library/react.esm.js',
      },
    ],
    dedupe: ['preact'],
    // ES builds of the dependencies (Emotion's CommonJS files would require the real React).
    conditions: ['module', 'browser', 'development'],
  },
  ssr: { resolve: { conditions: ['module', 'browser', 'development'] } },
  test: {
    name: 'unit-preact',
    include: ['src/**/*.test.{ts,tsx}'],
    // Server rendering (react-dom/server) is the site's, on React; the embed never does it.
    exclude: ['src/i18n/language.test.tsx'],
    environment: 'node',
    server: { deps: { inline: true } },
  },
});
