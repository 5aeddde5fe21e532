import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import pkg from './package.json' with { type: 'json' };
import { sharedAlias } from './vite.config';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** Every dependency and peer stays an import (the host app installs and dedupes them). */
const external = [...Object.keys(pkg.dependencies), ...Object.keys(pkg.peerDependencies)];
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
      },
      formats: ['es'],
    },
    rollupOptions: {
      external: isExternal,
      output: {
        preserveModules: true,
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
