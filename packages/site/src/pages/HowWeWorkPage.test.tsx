// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SiteTranslationProvider } from '../i18n';
import { SITE_DICTIONARIES } from '../i18n/dictionaries';
import { HowWeWorkPage as Page } from './HowWeWorkPage';

afterEach(cleanup);

/** The page in English, as a visitor without a stored language sees it. */
const HowWeWorkPage = () => (
  <SiteTranslationProvider persist={false} applyToDocument={false} dictionaries={SITE_DICTIONARIES}>
    <Page />
  </SiteTranslationProvider>
);

const tab = (name: string) => screen.getByRole('tab', { name });
const visiblePanel = () => screen.getByRole('tabpanel');

describe('HowWeWorkPage tabs', () => {
  it('opens on Governance with one tab stop, each tab controlling its panel', () => {
    render(<HowWeWorkPage />);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual([
      'Governance',
      'Advisory Board & Reform Teams',
      'Collaborative Partners',
    ]);
    expect(tab('Governance').getAttribute('aria-selected')).toBe('true');
    expect(tabs.map((t) => t.tabIndex)).toEqual([0, -1, -1]);
    const panel = visiblePanel();
    expect(panel.id).toBe(tab('Governance').getAttribute('aria-controls'));
    expect(panel.getAttribute('aria-labelledby')).toBe(tab('Governance').id);
  });

  it('moves and selects with the arrow keys, Home and End', () => {
    render(<HowWeWorkPage />);
    fireEvent.keyDown(tab('Governance'), { key: 'ArrowRight' });
    expect(tab('Advisory Board & Reform Teams').getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(tab('Advisory Board & Reform Teams'));
    expect(within(visiblePanel()).getByText('Membership is by invitation only.')).toBeTruthy();

    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(document.activeElement).toBe(tab('Collaborative Partners'));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('Governance'));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    expect(tab('Collaborative Partners').getAttribute('aria-selected')).toBe('true');
    expect(within(visiblePanel()).getAllByRole('listitem')).toHaveLength(3);
  });

  it('toggles Governance between the summary and the council', () => {
    render(<HowWeWorkPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Meet the Governing Council' }));
    const panel = visiblePanel();
    expect(document.activeElement).toBe(
      within(panel).getByRole('heading', { name: 'Governing Council' }),
    );
    for (const title of ['Board Chair', 'Vice Chair', 'Founder & CEO']) {
      expect(within(panel).getByText(title)).toBeTruthy();
    }
    fireEvent.click(within(panel).getByRole('button', { name: 'Back to Summary' }));
    expect(within(panel).queryByText('Board Chair')).toBeNull();
    expect(document.activeElement).toBe(
      within(panel).getByRole('button', { name: 'Meet the Governing Council' }),
    );
  });

  it('shows the sector pyramid top to bottom and six advisors in the advisory view', () => {
    render(<HowWeWorkPage />);
    fireEvent.click(tab('Advisory Board & Reform Teams'));
    fireEvent.click(screen.getByRole('button', { name: 'View the Advisory Board' }));
    const panel = visiblePanel();
    const tiers = within(within(panel).getByRole('list', { name: /pyramid/ })).getAllByRole(
      'listitem',
    );
    expect(tiers.map((tier) => tier.textContent)).toEqual([
      'Media & Communication',
      'Arts & Entertainment',
      'Business & Economy',
      'Health & Wellness•and Agriculture',
      'Education & Training•and Government & Politics',
    ]);
    const advisors = within(
      within(panel).getByRole('region', { name: 'Our advisors' }),
    ).getAllByRole('listitem');
    expect(advisors).toHaveLength(6);
    expect(within(panel).getByText('Arts Advisor')).toBeTruthy();
    fireEvent.click(within(panel).getByRole('button', { name: 'Back to Summary' }));
    expect(within(panel).queryByText('Arts Advisor')).toBeNull();
  });
});
