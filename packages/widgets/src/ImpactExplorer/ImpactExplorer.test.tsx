// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { storyHandlers } from '../mocks/handlers';
import { MockWidget } from '../mocks/render';
import { ImpactExplorer } from './ImpactExplorer';

afterEach(cleanup);

const renderExplorer = (mode: Parameters<typeof storyHandlers>[0] = {}, lang?: string) =>
  render(
    <MockWidget handlers={storyHandlers(mode)} lang={lang}>
      <ImpactExplorer linkBase="/impact" />
    </MockWidget>,
  );

const cardTitles = () =>
  [...document.querySelectorAll('[part="card-title"]')].map((h) => h.textContent);

describe('ImpactExplorer', () => {
  it('shows the loading and error states', async () => {
    renderExplorer({ mode: 'loading' });
    expect(screen.getByRole('status').textContent).toBe('Loading success stories...');
    cleanup();
    renderExplorer({ mode: 'error' });
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to load success stories.');
  });

  it('shows the header, six stories newest first and pages', async () => {
    renderExplorer();
    expect(await screen.findByText('9 Success Stories')).toBeTruthy();
    expect(screen.getByText('100,000+ Lives Impacted')).toBeTruthy();
    expect(screen.getByText('Since 2013')).toBeTruthy();
    expect(cardTitles()).toHaveLength(6);
    expect(cardTitles()[0]).toBe('Tablets for Teachers');
    expect(screen.getAllByRole('link', { name: /Read Full Story/ })[0]!.getAttribute('href')).toBe(
      '/impact/tablets-for-teachers',
    );

    const pages = screen.getByRole('navigation', { name: 'Pages' });
    fireEvent.click(within(pages).getByRole('button', { name: 'Page 2' }));
    expect(cardTitles()).toHaveLength(3);
    expect(within(pages).getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(screen.getByText('Showing 7–9 of 9 stories')).toBeTruthy();
  });

  it('filters by sector and search, with no pagination on a single page', async () => {
    renderExplorer();
    await screen.findByText('9 Success Stories');
    fireEvent.change(screen.getByLabelText('Sector'), { target: { value: 'Health' } });
    expect(cardTitles()).toEqual(['Community Health Scorecards', 'Maternal Care Hotline']);
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
    fireEvent.input(screen.getByLabelText('Search stories'), { target: { value: 'HOTLINE' } });
    expect(cardTitles()).toEqual(['Maternal Care Hotline']);
    fireEvent.input(screen.getByLabelText('Search stories'), { target: { value: 'zzz' } });
    expect(screen.getByText('No success stories found matching your criteria.')).toBeTruthy();
  });

  it('keeps the page when the filters change, showing the last page that exists', async () => {
    renderExplorer();
    await screen.findByText('9 Success Stories');
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    fireEvent.change(screen.getByLabelText('Sector'), { target: { value: 'Health' } });
    expect(cardTitles()).toHaveLength(2);
    fireEvent.change(screen.getByLabelText('Sector'), { target: { value: '' } });
    expect(cardTitles()).toHaveLength(3); // back on page 2
  });

  it('sorts four ways and switches between grid and list', async () => {
    renderExplorer();
    await screen.findByText('9 Success Stories');
    const sort = screen.getByLabelText('Sort by') as HTMLSelectElement;
    expect([...sort.options].map((o) => o.textContent)).toEqual([
      'Newest First',
      'Oldest First',
      'By Impact',
      'A-Z',
    ]);
    fireEvent.change(sort, { target: { value: 'alphabetical' } });
    expect(cardTitles()[0]).toBe('Clean Water Cooperatives');
    fireEvent.change(sort, { target: { value: 'impact' } });
    expect(cardTitles()[0]).toBe('Community Health Scorecards');
    fireEvent.change(sort, { target: { value: 'year-asc' } });
    expect(cardTitles()[0]).toBe('Maternal Care Hotline');

    const grid = screen.getByRole('button', { name: 'Grid view' });
    const list = screen.getByRole('button', { name: 'List view' });
    expect(grid.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(list);
    expect(list.getAttribute('aria-pressed')).toBe('true');
    expect(grid.getAttribute('aria-pressed')).toBe('false');
    expect(document.querySelector('[part="list"]')!.getAttribute('data-view')).toBe('list');
  });

  it('offers the sector options of the spec', async () => {
    renderExplorer();
    await screen.findByText('9 Success Stories');
    const sector = screen.getByLabelText('Sector') as HTMLSelectElement;
    expect([...sector.options].map((o) => o.textContent)).toEqual([
      'All Sectors',
      'Education',
      'Health',
      'Governance',
      'Technology',
    ]);
  });

  it('says there is nothing to show with an empty list', async () => {
    renderExplorer({ mode: 'empty' });
    expect(
      await screen.findByText('No success stories found matching your criteria.'),
    ).toBeTruthy();
    expect(screen.getByText('0 Success Stories')).toBeTruthy();
  });
});
