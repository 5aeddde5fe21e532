import { createApiClient, createQueryClient, WidgetProvider } from '@ia/widgets';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { inject } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { SiteTranslationProvider } from '../i18n';
import { SITE_DICTIONARIES } from '../i18n/dictionaries';
// Where `inject('contentApi')` is declared.
import type {} from '../../test/content-server';

/**
 * A page in the test's DOM as a visitor uses it once it has loaded: in `language`, reading the
 * content model from the real server that holds the seed content (test/content-server.ts), a
 * fresh query cache each time. Wait for its content with `findBy…`.
 */
export function renderWithContent(
  page: ReactElement,
  { path = '/', language = 'en' }: { path?: string; language?: string } = {},
) {
  const location = memoryLocation({ path, record: true });
  const view = render(
    <QueryClientProvider client={createQueryClient()}>
      <SiteTranslationProvider
        language={language}
        persist={false}
        applyToDocument={false}
        dictionaries={SITE_DICTIONARIES}
      >
        <WidgetProvider api={createApiClient(inject('contentApi'))} lang={language}>
          <Router hook={location.hook}>{page}</Router>
        </WidgetProvider>
      </SiteTranslationProvider>
    </QueryClientProvider>,
  );
  return { ...view, location };
}
