import type { Decorator, Preview } from '@storybook/react-vite';
import { QueryClientProvider } from '@tanstack/react-query';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { useState, type ReactNode } from 'react';
import { createQueryClient } from '../packages/widgets/src/core/queryClient';
import { WidgetProvider, directionOf } from '../packages/widgets/src/core/WidgetContext';
import { imageHandlers } from '../packages/widgets/src/mocks/handlers';

/**
 * Every story gets a fresh query cache (so each story's mocked answers are the ones shown) and
 * its language and direction from `parameters.lang` (for example `ar` for right-to-left).
 */
function StoryFrame({ lang, children }: { lang: string; children: ReactNode }) {
  const [client] = useState(createQueryClient);
  const dir = directionOf(lang);
  return (
    <QueryClientProvider client={client}>
      <WidgetProvider lang={lang} dir={dir}>
        <div lang={lang} dir={dir} style={{ fontFamily: 'system-ui, sans-serif' }}>
          {children}
        </div>
      </WidgetProvider>
    </QueryClientProvider>
  );
}

const withWidget: Decorator = (Story, context) => (
  <StoryFrame lang={(context.parameters.lang as string | undefined) ?? 'en'}>
    <Story />
  </StoryFrame>
);

/**
 * Mock Service Worker, registered relative to the page: the built Storybook is served under
 * /design/ by the site's server, not at the root.
 */
async function startMockWorker() {
  const { setupWorker } = await import('msw/browser');
  const worker = setupWorker();
  await worker.start({
    quiet: true,
    serviceWorker: { url: './mockServiceWorker.js' },
    onUnhandledRequest: 'bypass',
  });
  return worker;
}

const preview: Preview = {
  // Every widget gets a docs page with its description and controls for its props.
  tags: ['autodocs'],
  decorators: [withWidget],
  loaders: [mswLoader(startMockWorker)],
  parameters: {
    layout: 'padded',
    msw: { handlers: { images: imageHandlers } },
    controls: { matchers: { color: /(background|color)$/i } },
  },
};

export default preview;
