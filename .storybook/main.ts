import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import react from '@vitejs/plugin-react';
import { mergeConfig } from 'vite';

const shared = fileURLToPath(new URL('../packages/shared/src/index.ts', import.meta.url));

/**
 * Storybook for every widget and every state. HTTP is answered by msw (the worker script is in
 * ./public, served at the root), so no server runs while designers review.
 */
const config: StorybookConfig = {
  stories: ['../packages/widgets/src/**/*.stories.tsx'],
  addons: ['msw-storybook-addon', '@storybook/addon-docs'],
  framework: { name: '@storybook/react-vite', options: {} },
  staticDirs: ['./public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen' },
  async viteFinal(base) {
    return mergeConfig(base, {
      plugins: [react({ jsxImportSource: '@emotion/react' })],
      resolve: { alias: { '@ia/shared': shared } },
      // Not /assets/: the site's own images live there and stories mock that path with msw.
      build: { chunkSizeWarningLimit: 2000, assetsDir: 'sb-assets' },
    });
  },
};

export default config;
