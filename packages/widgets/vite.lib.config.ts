import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import pkg from './package.json' with { type: 'json' };
import { sharedAlias } from './vite.config';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** Every dependency and peer stays an import (the host app installs and dedupes them). */
const external = [...Object.keys(pkg.dependencies), ...Object.keys(pkg.peerDependencies)];

/**
 * Dependencies a server component may run: the API client's and the queries' (the data helpers
 * import only these, besides their own modules). Any other (React's client APIs, Emotion,
 * react-query's hooks, forms, the slider) makes a module a client one.
 */
const SERVER_SAFE = new Set(['ky', 'valibot', '@tanstack/react-query']);
/** Only re-exports, comments and blank lines: an entry or a folder's index. */
const REEXPORTS_ONLY =
  /^(?:\s|\/\/[^\n]*|\/\*[\s\S]*?\*\/|export\s*\*\s*(?:as\s+\w+\s*)?from\s*['"][^'"]+['"];?|export\s*\{[^}]*\}\s*from\s*['"][^'"]+['"];?|import\s*['"][^'"]+['"];?)*$/;

/**
 * `'use client'` at the top of each module that needs the browser (a component, a hook, a
 * custom element, and whatever imports one): a React Server Components framework (Next.js App
 * Router) then renders those on the server as client components instead of evaluating React's
 * client APIs in its server graph. Every other module has no directive, so a server component
 * may call it: the data helpers (`createApiClient`, the queries), through `@ia/widgets/data` or
 * the main entry, as 0.2.0 allowed; the entries themselves only re-export (a client module may
 * not `export *`), so no entry is a client boundary as a whole.
 */
function clientDirectives(): Plugin {
  let client: Set<string> | undefined;
  /** Each module's code as compiled (types and JSX gone), by id. */
  const compiled = new Map<string, string>();
  return {
    name: 'ia-use-client',
    enforce: 'post',
    transform(code, id) {
      compiled.set(id, code);
      return null;
    },
    buildEnd() {
      const ids = [...this.getModuleIds()];
      // Modules of the library: those compiled here; any other import is a dependency's.
      const external = (id: string) => !compiled.has(id);
      const clientAlone = (id: string): boolean => {
        const info = this.getModuleInfo(id)!;
        if (REEXPORTS_ONLY.test(compiled.get(id) ?? '')) return false;
        return info.importedIds.some(
          (imported) =>
            external(imported) &&
            !SERVER_SAFE.has(imported) &&
            !imported.startsWith('node:') &&
            !/\.css\?inline$/.test(imported),
        );
      };
      const found = new Set(ids.filter((id) => !external(id) && clientAlone(id)));
      // Whatever uses a client module (other than re-exporting it) is one too.
      for (let grew = true; grew;) {
        grew = false;
        for (const id of ids) {
          if (found.has(id) || external(id)) continue;
          const info = this.getModuleInfo(id)!;
          if (REEXPORTS_ONLY.test(compiled.get(id) ?? '')) continue;
          if (info.importedIds.some((imported) => found.has(imported))) {
            found.add(id);
            grew = true;
          }
        }
      }
      client = found;
    },
    banner(chunk) {
      const id = chunk.facadeModuleId;
      if (!id || !client?.has(id)) return '';
      // A source with its own directive keeps it: once is enough.
      return /^\s*['"]use client['"]/.test(compiled.get(id) ?? '') ? '' : "'use client';";
    },
  };
}

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
  plugins: [react({ jsxImportSource: '@emotion/react' }), clientDirectives()],
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
        // The sources' own 'use client' lines: clientDirectives puts them where they belong.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
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
