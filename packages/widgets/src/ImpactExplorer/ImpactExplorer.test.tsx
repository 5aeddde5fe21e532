// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ExplorerState } from './impactExplorer';
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
  [...document.querySelectorAll('[data-part="card-title"]')].map((h) => h.textContent);

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
    await waitFor(() => expect(cardTitles()).toHaveLength(3));
    expect(within(pages).getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(screen.getByText('Showing 7–9 of 9 stories')).toBeTruthy();
  });

  it('filters by sector and search, with no pagination on a single page', async () => {
    renderExplorer();
    await screen.findByText('9 Success Stories');
    fireEvent.change(screen.getByLabelText('Sector'), { target: { value: 'Health' } });
    await waitFor(() =>
      expect(cardTitles()).toEqual(['Community Health Scorecards', 'Maternal Care Hotline']),
    );
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
    fireEvent.input(screen.getByLabelText('Search stories'), { target: { value: 'HOTLINE' } });
    await waitFor(() => expect(cardTitles()).toEqual(['Maternal Care Hotline']));
    fireEvent.input(screen.getByLabelText('Search stories'), { target: { value: 'zzz' } });
    expect(
      await screen.findByText('No success stories found matching your criteria.'),
    ).toBeTruthy();
    // The header still counts every story.
    expect(screen.getByText('9 Success Stories')).toBeTruthy();
  });

  it('starts again at page 1 when the sector changes, and shows the last page past the end', async () => {
    renderExplorer();
    await screen.findByText('9 Success Stories');
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(cardTitles()).toHaveLength(3));
    fireEvent.change(screen.getByLabelText('Sector'), { target: { value: 'Health' } });
    await waitFor(() => expect(cardTitles()).toHaveLength(2));
    cleanup();
    render(
      <MockWidget handlers={storyHandlers()}>
        <ImpactExplorer linkBase="/impact" initialState={{ page: 9 }} />
      </MockWidget>,
    );
    await waitFor(() => expect(cardTitles()).toHaveLength(3));
    expect(screen.getByText('Showing 7–9 of 9 stories')).toBeTruthy();
  });

  it('asks the API for the page it shows, and follows a state kept by its host', async () => {
    const asked: string[] = [];
    const changes: [ExplorerState, { typing: boolean }][] = [];
    const handlers = storyHandlers();
    const Host = ({ state }: { state: Partial<ExplorerState> }) => (
      <MockWidget handlers={handlers} onRequest={(url) => asked.push(url)}>
        <ImpactExplorer
          linkBase="/impact"
          state={state}
          onStateChange={(next, change) => changes.push([next, change])}
        />
      </MockWidget>
    );
    const view = render(<Host state={{ sector: 'Health', sort: 'impact' }} />);
    await waitFor(() =>
      expect(cardTitles()).toEqual(['Community Health Scorecards', 'Maternal Care Hotline']),
    );
    const list = asked
      .map((url) => new URL(url, 'http://x'))
      .filter((u) => u.pathname === '/api/success-stories');
    expect(list.map((u) => Object.fromEntries(u.searchParams))).toContainEqual({
      category: 'Health',
      sort: 'impact',
      page: '1',
      pageSize: '6',
    });
    // A change is told to the host, which decides; nothing moves until it does.
    fireEvent.input(screen.getByLabelText('Search stories'), { target: { value: 'care' } });
    expect(changes.at(-1)).toEqual([
      { query: 'care', sector: 'Health', sort: 'impact', view: 'grid', page: 1 },
      { typing: true },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'List view' }));
    expect(changes.at(-1)![1]).toEqual({ typing: false });
    view.rerender(<Host state={{ sector: 'Health', sort: 'impact', query: 'care' }} />);
    await waitFor(() => expect(cardTitles()).toEqual(['Maternal Care Hotline']));
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
    await waitFor(() => expect(cardTitles()[0]).toBe('Clean Water Cooperatives'));
    fireEvent.change(sort, { target: { value: 'impact' } });
    await waitFor(() => expect(cardTitles()[0]).toBe('Community Health Scorecards'));
    fireEvent.change(sort, { target: { value: 'year-asc' } });
    await waitFor(() => expect(cardTitles()[0]).toBe('Maternal Care Hotline'));

    const grid = screen.getByRole('button', { name: 'Grid view' });
    const list = screen.getByRole('button', { name: 'List view' });
    expect(grid.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(list);
    expect(list.getAttribute('aria-pressed')).toBe('true');
    expect(grid.getAttribute('aria-pressed')).toBe('false');
    expect(document.querySelector('[data-part="list"]')!.getAttribute('data-view')).toBe('list');
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
