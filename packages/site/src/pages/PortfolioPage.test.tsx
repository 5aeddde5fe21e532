// @vitest-environment happy-dom
import { WidgetProvider } from '@ia/widgets';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { SiteTranslationProvider } from '../i18n';
import { SITE_DICTIONARIES } from '../i18n/dictionaries';
import { PortfolioPage } from './PortfolioPage';

afterEach(cleanup);

// The page reads its texts, figures and ventures from the content server (the seed content),
// as the browser does from the site's own origin.
beforeAll(() => {
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(
    new URL('/portfolio', inject('contentApi')).href,
  );
});

async function renderPage() {
  const location = memoryLocation({ path: '/portfolio', record: true });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <WidgetProvider apiBase="" lang="en">
        <SiteTranslationProvider
          persist={false}
          applyToDocument={false}
          dictionaries={SITE_DICTIONARIES}
        >
          <Router hook={location.hook}>
            <PortfolioPage />
          </Router>
        </SiteTranslationProvider>
      </WidgetProvider>
    </QueryClientProvider>,
  );
  await screen.findByRole('heading', { level: 1 });
  return location;
}

const cards = () =>
  within(screen.getByRole('region', { name: 'Ventures' })).getAllByRole('listitem');

describe('PortfolioPage', () => {
  it('has one h1, the headline figures and all nine ventures at first', async () => {
    await renderPage();
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      'Our Portfolio',
    ]);
    const stats = within(screen.getByRole('region', { name: 'Our reach' }));
    for (const [value, label] of [
      ['500+', 'Reform Entrepreneurs'],
      ['200+', 'Active Projects'],
      ['12', 'Countries Impacted'],
    ] as const) {
      expect(stats.getByText(label).parentElement!.textContent).toContain(`${label}${value}`);
    }
    expect(screen.getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('true');
    expect(cards()).toHaveLength(9);
  });

  it('shows only the chosen sector and marks its button as pressed', async () => {
    await renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Health' }));
    expect(screen.getByRole('button', { name: 'Health' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(screen.getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('false');
    expect(cards()).toHaveLength(3);
    for (const card of cards()) expect(within(card).getByText('Health')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Showing 3 Health ventures');

    fireEvent.click(screen.getByRole('button', { name: 'All' }));
    expect(cards()).toHaveLength(9);
  });

  it('shows the upper-case first letter on cards without a picture', async () => {
    await renderPage();
    const card = cards()[0]!;
    expect(within(card).getByTestId('venture-initial').textContent).toBe('L');
    expect(card.querySelector('img')).toBeNull();
  });

  it('leads from a card to the contact page with the venture named', async () => {
    const location = await renderPage();
    const link = screen.getByRole('link', { name: 'MamaCare Connect' });
    expect(link.getAttribute('href')).toBe('/contact?venture=MamaCare%20Connect');
    fireEvent.click(link);
    expect(location.history.at(-1)).toBe('/contact?venture=MamaCare%20Connect');
  });

  it('has a Learn More button to the About page', async () => {
    await renderPage();
    expect(screen.getByRole('link', { name: 'Learn More' }).getAttribute('href')).toBe('/about');
  });
});
