import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { widgetsAliases } from '../widgets/vite.config.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * The staff application: a client-rendered React app served by the server at /admin/ (any
 * address under it answers index.html; the app's router picks the screen). Real React (the
 * rich-text editor needs it), its own chunks, loaded only by staff: visitors never download it.
 */
export default defineConfig({
  base: '/admin/',
  plugins: [react({ jsxImportSource: '@emotion/react' })],
  resolve: {
    alias: [
      { find: /^@ia\/shared$/, replacement: here('../shared/src/index.ts') },
      { find: /^@ia\/shared\/pictures$/, replacement: here('../shared/src/pictures.ts') },
      ...widgetsAliases,
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
  },
  server: {
    port: 5174,
    proxy: { '/api': 'http://127.0.0.1:3000', '/media': 'http://127.0.0.1:3000' },
  },
});
