import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Alias, type Plugin } from 'vite';

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
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  // React's CommonJS shim for React 17 (wouter imports it): preact/compat has the hook itself.
  { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'preact/compat' },
];

/**
 * Inside this repository the site, the tests and Storybook use the widgets' sources, not the
 * published build (package.json `exports`, which partners get).
 */
export const widgetsAliases: Alias[] = [
  { find: /^@ia\/widgets$/, replacement: here('src/index.ts') },
  { find: /^@ia\/widgets\/elements$/, replacement: here('src/define-elements.ts') },
  { find: /^@ia\/widgets\/(.+)$/, replacement: `${here('src')}/$1` },
];

export const sharedAlias: Alias = {
  find: /^@ia\/shared$/,
  replacement: here('../shared/src/index.ts'),
};

/**
 * Writes dist/embed-chunks.json (outside the served folder): each chunk with the module it
 * stands for and what it imports, so scripts/size.mjs can add up what a widget loads.
 */
function chunkGraph(file: string): Plugin {
  return {
    name: 'ia-chunk-graph',
    apply: 'build',
    writeBundle(_options, bundle) {
      const graph: Record<string, unknown> = {};
      for (const [name, chunk] of Object.entries(bundle)) {
        if (chunk.type !== 'chunk') continue;
        graph[name] = {
          module: chunk.facadeModuleId ? relative(here('.'), chunk.facadeModuleId) : null,
          isEntry: chunk.isEntry,
          imports: chunk.imports,
          dynamicImports: chunk.dynamicImports,
        };
      }
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, `${JSON.stringify(graph, null, 2)}\n`);
    },
  };
}

/**
 * `vite build` writes the partner embed to dist/embed/:
 *   embed.js                 the loader (served as /embed.js)
 *   embed-chunks/*.js        one chunk per element plus shared runtime chunks, imported
 *                            relative to embed.js, so they load from the loader's origin.
 */
export default defineConfig(({ mode }) => ({
  // Relative base: every chunk URL, preload hints included, resolves against import.meta.url.
  base: './',
  plugins: [
    react({ jsxImportSource: '@emotion/react' }),
    chunkGraph(here('dist/embed-chunks.json')),
  ],
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
        // A widget's own chunk is named after its folder (StoryGrid-…js); shared ones by module.
        chunkFileNames: (chunk) => {
          const widget = /src[\\/](\w+)[\\/]element\.ts$/.exec(chunk.facadeModuleId ?? '');
          return `embed-chunks/${widget ? widget[1] : '[name]'}-[hash].js`;
        },
        assetFileNames: 'embed-chunks/[name]-[hash][extname]',
      },
    },
  },
}));
