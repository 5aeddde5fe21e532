// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { SiteTranslationProvider } from '../i18n';
import { SITE_DICTIONARIES } from '../i18n/dictionaries';
import { PortfolioPage } from './PortfolioPage';

afterEach(cleanup);

function renderPage() {
  const location = memoryLocation({ path: '/portfolio', record: true });
  render(
    <SiteTranslationProvider
      persist={false}
      applyToDocument={false}
      dictionaries={SITE_DICTIONARIES}
    >
      <Router hook={location.hook}>
        <PortfolioPage />
      </Router>
    </SiteTranslationProvider>,
  );
  return location;
}

const cards = () =>
  within(screen.getByRole('region', { name: 'Ventures' })).getAllByRole('listitem');

describe('PortfolioPage', () => {
  it('has one h1, the headline stats and all nine ventures at first', () => {
    renderPage();
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      'Our Portfolio',
    ]);
    const stats = within(screen.getByRole('region', { name: 'Our reach' }));
    for (const [value, label] of [
      ['500+', 'Reform Entrepreneurs'],
      ['200+', 'Active Projects'],
      ['12', 'Countries Impacted'],
    ] as const) {
      expect(stats.getByText(label).parentElement!.textContent).toBe(`${label}${value}`);
    }
    expect(screen.getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('true');
    expect(cards()).toHaveLength(9);
  });

  it('shows only the chosen sector and marks its button as pressed', () => {
    renderPage();
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

  it('shows the upper-case first letter on cards without an image', () => {
    renderPage();
    const card = cards()[0]!;
    expect(within(card).getByTestId('venture-initial').textContent).toBe('L');
    expect(card.querySelector('img')).toBeNull();
  });

  it('leads from a card to the contact page with the venture named', () => {
    const location = renderPage();
    const link = screen.getByRole('link', { name: 'MamaCare Connect' });
    expect(link.getAttribute('href')).toBe('/contact?venture=MamaCare%20Connect');
    fireEvent.click(link);
    expect(location.history.at(-1)).toBe('/contact?venture=MamaCare%20Connect');
  });

  it('has a Learn More button to the About page', () => {
    renderPage();
    expect(screen.getByRole('link', { name: 'Learn More' }).getAttribute('href')).toBe('/about');
  });
});
