import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import pkg from './package.json' with { type: 'json' };
import { sharedAlias } from './vite.config';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** Every dependency and peer stays an import (the host app installs and dedupes them). */
const external = [...Object.keys(pkg.dependencies), ...Object.keys(pkg.peerDependencies)];

/**
 * Entries that need the browser (components, hooks, custom elements) start with
 * `'use client'`: a React Server Components framework (Next.js App Router) then renders them on
 * the server as client components instead of evaluating React's client APIs in its server
 * graph. `data` (the API client and queries) has no directive: a server component may call it.
 */
const CLIENT_ENTRIES = new Set(['index.js', 'define-elements.js', 'next.js']);
// A CSS file imported as a string (`?inline`) is compiled in: other bundlers do not know `?inline`.
const isExternal = (id: string) =>
  !id.includes('?') && external.some((name) => id === name || id.startsWith(`${name}/`));

/**
 * The library partners install from npm: ES modules for bundlers (Vite, webpack, Next.js…),
 * one module per source file so an app keeps only the widgets it imports, React and every
 * dependency left to the app, and @ia/shared (private to this repository) compiled in.
 * Declarations are bundled by rollup-plugin-dts (scripts/build-types.mjs).
 *
 *   dist/lib/index.js      the components and the core (WidgetProvider, createQueryClient…)
 *   dist/lib/define-elements.js   `@ia/widgets/elements`: defines every custom element when
 *                                 imported in a browser
 *   dist/lib/data.js       `@ia/widgets/data`: the API client and queries, without React
 *   dist/lib/next.js       `@ia/widgets/next`: the style registry of a Next.js App Router app
 */
export default defineConfig({
  plugins: [react({ jsxImportSource: '@emotion/react' })],
  resolve: {
    alias: [sharedAlias],
  },
  build: {
    outDir: 'dist/lib',
    emptyOutDir: true,
    target: 'es2020',
    sourcemap: true,
    minify: false,
    copyPublicDir: false,
    reportCompressedSize: false,
    lib: {
      entry: {
        index: here('src/index.ts'),
        'define-elements': here('src/define-elements.ts'),
        data: here('src/data.ts'),
        next: here('src/next.tsx'),
      },
      formats: ['es'],
    },
    rollupOptions: {
      external: isExternal,
      onwarn(warning, warn) {
        // The sources' own 'use client' lines: the banner above puts them on the entries.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
      output: {
        preserveModules: true,
        banner: (chunk) => (CLIENT_ENTRIES.has(chunk.fileName) ? "'use client';" : ''),
        // keen-slider has no exports map: Node's ESM loader needs the file's own name.
        paths: { 'keen-slider/react': 'keen-slider/react.js' },
        preserveModulesRoot: here('src'),
        // Code compiled in from a dependency (a CSS string) goes under vendor/, not node_modules/,
        // where Node would look for packages first.
        entryFileNames: (chunk) => `${chunk.name.replace(/node_modules/g, 'vendor')}.js`,
      },
    },
  },
});
