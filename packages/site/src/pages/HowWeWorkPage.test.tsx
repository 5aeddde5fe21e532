// @vitest-environment happy-dom
// @vitest-environment-options {"settings": {"fetch": {"disableSameOriginPolicy": true}}}
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithContent } from '../test/renderWithContent';
import { HowWeWorkPage } from './HowWeWorkPage';

afterEach(cleanup);
// The test DOM loads no pictures: here every one counts as loaded (a failed one shows initials).
Object.defineProperty(HTMLImageElement.prototype, 'naturalWidth', { get: () => 1 });

/** The page in English as a visitor sees it once its content has loaded. */
async function renderPage(language = 'en') {
  renderWithContent(<HowWeWorkPage />, { path: '/how-we-work', language });
  await screen.findAllByRole('tab');
}

const tab = (name: string) => screen.getByRole('tab', { name });
const visiblePanel = () => screen.getByRole('tabpanel');

describe('HowWeWorkPage tabs', () => {
  it('says it is loading until its content is there', async () => {
    renderWithContent(<HowWeWorkPage />, { path: '/how-we-work' });
    expect(screen.getByRole('status').textContent).toBe('Loading...');
    expect(await screen.findByRole('heading', { level: 1, name: 'How We Work' })).toBeTruthy();
  });

  it('opens on Governance with one tab stop, each tab controlling its panel', async () => {
    await renderPage();
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
    expect(
      within(panel)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Strategy', 'Stewardship', 'Accountability']);
  });

  it('moves and selects with the arrow keys, Home and End', async () => {
    await renderPage();
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
    const partners = within(visiblePanel()).getAllByRole('listitem');
    expect(partners.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Sahel Learning Trust',
      'Gulf of Guinea Health Alliance',
      'Civic Futures Foundation',
    ]);
    expect(
      within(visiblePanel()).getByRole('link', { name: 'Meet Our Partners' }).getAttribute('href'),
    ).toBe('/collaborative-partners');
  });

  it('toggles Governance between the summary and the council, with their portraits', async () => {
    await renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Meet the Governing Council' }));
    const panel = visiblePanel();
    expect(document.activeElement).toBe(
      within(panel).getByRole('heading', { name: 'Governing Council' }),
    );
    const members = within(panel).getAllByRole('listitem');
    expect(members.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Oluwakemi Adebayo',
      'Emeka Chukwuma',
      'Folasade Ogunleye',
    ]);
    for (const title of ['Board Chair', 'Vice Chair', 'Founder & CEO']) {
      expect(within(panel).getByText(title)).toBeTruthy();
    }
    // The founder's portrait is not square: it is cropped square around its focal point, from
    // the library's sizes of it.
    // Each portrait is read out with the alt text staff wrote for it.
    expect(members.map((item) => item.querySelector('img')?.getAttribute('alt'))).toEqual([
      'Portrait of Oluwakemi Adebayo',
      'Portrait of Emeka Chukwuma',
      'Portrait of Folasade Ogunleye',
    ]);
    const founder = members[2]!.querySelector('img')!;
    expect(founder.getAttribute('src')).toMatch(/^\/media\/site\/landing-founder\.jpg\?w=\d+/);
    expect(founder.getAttribute('width')).toBe(founder.getAttribute('height'));
    const style = getComputedStyle(founder);
    expect([style.objectFit, style.objectPosition, style.borderRadius]).toEqual([
      'cover',
      '50% 50%',
      '50%',
    ]);
    const sources = members[2]!.querySelectorAll('source');
    expect([...sources].map((source) => source.getAttribute('type'))).toEqual([
      'image/avif',
      'image/webp',
    ]);
    expect(sources[0]!.getAttribute('sizes')).toBe('96px');

    fireEvent.click(within(panel).getByRole('button', { name: 'Back to Summary' }));
    expect(within(panel).queryByText('Board Chair')).toBeNull();
    expect(document.activeElement).toBe(
      within(panel).getByRole('button', { name: 'Meet the Governing Council' }),
    );
  });

  it('shows the sector pyramid top to bottom and six advisors in the advisory view', async () => {
    await renderPage();
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

  it('reads its texts, people and partners in the page’s language', async () => {
    await renderPage('fr');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Gouvernance',
      'Conseil consultatif et équipes de réforme',
      'Partenaires collaboratifs',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Découvrir le conseil d’administration' }));
    expect(within(visiblePanel()).getByText('Présidente du conseil')).toBeTruthy();
    expect(
      within(visiblePanel()).getByRole('img', { name: 'Portrait de Oluwakemi Adebayo' }),
    ).toBeTruthy();
    expect(within(visiblePanel()).getByRole('button', { name: 'Retour au résumé' })).toBeTruthy();
  });
});
