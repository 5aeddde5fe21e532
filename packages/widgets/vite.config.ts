import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Alias } from 'vite';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * In the partner embed React is replaced by preact/compat (same API, a tenth of the size), so
 * a story grid on a partner page stays under its size budget. The site keeps real React.
 */
export const preactAliases: Alias[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
];

export const sharedAlias: Alias = {
  find: /^@ia\/shared$/,
  replacement: here('../shared/src/index.ts'),
};

/**
 * `vite build` writes the partner embed to dist/embed/:
 *   embed.js                 the loader (served as /embed.js)
 *   embed-chunks/*.js        one chunk per element plus shared runtime chunks, imported
 *                            relative to embed.js, so they load from the loader's origin.
 */
export default defineConfig(({ mode }) => ({
  // Relative base: every chunk URL, preload hints included, resolves against import.meta.url.
  base: './',
  plugins: [react({ jsxImportSource: '@emotion/react' })],
  resolve: {
    alias: [sharedAlias, ...(process.env.IA_EMBED_REACT === '1' ? [] : preactAliases)],
    dedupe: ['preact'],
  },
  define: {
    'process.env.NODE_ENV': JSON.stringify(mode === 'development' ? 'development' : 'production'),
  },
  build: {
    outDir: 'dist/embed',
    emptyOutDir: true,
    target: 'es2020',
    sourcemap: true,
    modulePreload: { polyfill: false },
    reportCompressedSize: false,
    copyPublicDir: false,
    rollupOptions: {
      input: { embed: here('src/embed/loader.ts') },
      preserveEntrySignatures: 'exports-only',
      output: {
        format: 'es',
        entryFileNames: 'embed.js',
        chunkFileNames: 'embed-chunks/[name]-[hash].js',
        assetFileNames: 'embed-chunks/[name]-[hash][extname]',
      },
    },
  },
}));
