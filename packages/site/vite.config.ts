import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { preactAliases, widgetsAliases } from '../widgets/vite.config.ts';
import { widthsFor } from '../shared/src/images.ts';
import { PICTURES } from '../shared/src/pictures.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * What the browser needs to know of the drawn pictures (@ia/shared/pictures): each one's size and
 * the widths the build wrote it at, without how it is drawn (`__PICTURES__`).
 */
export const picturesDefine = {
  __PICTURES__: JSON.stringify(
    Object.fromEntries(
      Object.entries(PICTURES).map(([name, { width, height }]) => [
        name,
        { width, height, widths: widthsFor(width) },
      ]),
    ),
  ),
};

/**
 * Two builds of the site, both on preact/compat (the React API at a tenth of react-dom's size;
 * the widgets already ship on it to partners):
 *
 * - `vite build`: the browser's code in dist/client (hashed files under assets/, and the
 *   manifest that tells the server each page's modules to preload);
 * - `vite build --ssr`: the render entry in dist/server/render.js, which the server imports to
 *   render every page; it bundles its dependencies so the same aliases apply on the server.
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react({ jsxImportSource: '@emotion/react' })],
  define: picturesDefine,
  resolve: {
    alias: [
      { find: /^@ia\/shared$/, replacement: here('../shared/src/index.ts') },
      ...widgetsAliases,
      ...preactAliases,
      // keen-slider's default build is CommonJS: its require('react') would bring a second preact.
      { find: /^keen-slider\/react$/, replacement: 'keen-slider/react.es.js' },
    ],
    dedupe: ['preact'],
  },
  build: isSsrBuild
    ? {
        outDir: 'dist/server',
        emptyOutDir: true,
        target: 'node20',
        copyPublicDir: false,
        sourcemap: true,
        rollupOptions: {
          input: { render: here('src/entry-server.tsx') },
          output: { format: 'es', entryFileNames: '[name].js' },
        },
      }
    : {
        outDir: 'dist/client',
        emptyOutDir: true,
        target: 'es2022',
        sourcemap: true,
        manifest: true,
        modulePreload: { polyfill: false },
        rollupOptions: {
          input: here('src/entry-client.tsx'),
          preserveEntrySignatures: false,
          output: {
            // What every page needs in one file, and each page's code in one more with the
            // small pieces it shares with other pages copied in: few requests (round trips on a
            // slow link) for any first page.
            codeSplitting: {
              groups: [{ name: 'app', tags: ['$initial'] }],
              experimentalInlineCommonChunks: { maxSize: 16 * 1024 },
            },
          },
        },
      },
  ssr: { noExternal: true, target: 'node' },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3000', '/media': 'http://127.0.0.1:3000' },
  },
}));
