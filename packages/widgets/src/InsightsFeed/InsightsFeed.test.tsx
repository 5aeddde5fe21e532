// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MockWidget } from '../mocks/render';
import { articleHandlers, sampleArticles } from './articleMocks';
import { InsightsFeed } from './InsightsFeed';
import { articleHref, newsletterHref, normalizeLimit } from './insightsFeed';

afterEach(cleanup);

describe('insights feed logic', () => {
  it('links to /insights/{slug} on the API site unless told otherwise', () => {
    expect(articleHref('a-b')).toBe('/insights/a-b');
    expect(articleHref('a-b', undefined, 'https://site.org/')).toBe(
      'https://site.org/insights/a-b',
    );
    expect(articleHref('a b', '/news/')).toBe('/news/a%20b');
  });

  it('makes a mailto only from a real address', () => {
    expect(newsletterHref(' hello@example.org ')).toBe('mailto:hello@example.org');
    expect(newsletterHref('')).toBeUndefined();
    expect(newsletterHref(undefined)).toBeUndefined();
  });

  it('accepts only whole positive limits', () => {
    expect(normalizeLimit(3.7)).toBe(3);
    expect(normalizeLimit('2')).toBe(2);
    expect(normalizeLimit(0)).toBeUndefined();
    expect(normalizeLimit('x')).toBeUndefined();
  });
});

describe('<InsightsFeed />', () => {
  it('shows the title, intro, divider and six skeleton rows while loading', () => {
    const { container } = render(
      <MockWidget handlers={articleHandlers({ mode: 'loading' })}>
        <InsightsFeed />
      </MockWidget>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Insights & News');
    expect(container.querySelector('hr')).not.toBeNull();
    expect(container.querySelectorAll('[data-part="skeleton-row"]')).toHaveLength(6);
    expect(screen.getByRole('status').textContent).toBe('Loading articles...');
  });

  it('shows the spec message when the list fails', async () => {
    render(
      <MockWidget handlers={articleHandlers({ mode: 'error' })}>
        <InsightsFeed />
      </MockWidget>,
    );
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed to load articles. Please try again later.',
    );
  });

  it('says so when there are no articles, with no newsletter footer', async () => {
    render(
      <MockWidget handlers={articleHandlers({ mode: 'empty' })}>
        <InsightsFeed contactEmail="info@example.org" />
      </MockWidget>,
    );
    expect(await screen.findByText('No articles available at the moment.')).toBeTruthy();
    expect(screen.queryByText(/Subscribe/)).toBeNull();
  });

  it('shows a row per article with badge, date, headline link and excerpt', async () => {
    render(
      <MockWidget handlers={articleHandlers()}>
        <InsightsFeed linkBase="/insights" contactEmail="info@example.org" />
      </MockWidget>,
    );
    const links = await screen.findAllByRole('link', { name: /./ });
    const headlines = links.filter((a) => a.getAttribute('href')?.startsWith('/insights/'));
    expect(headlines).toHaveLength(sampleArticles.length);
    expect(headlines[0]!.getAttribute('href')).toBe('/insights/reform-entrepreneurs-cohort-2024');
    expect(screen.getAllByRole('heading', { level: 2 })[0]!.textContent).toBe(
      'Meet the 2024 cohort of reform entrepreneurs',
    );
    const firstRow = headlines[0]!.closest('article')!;
    expect(firstRow.querySelector('time')!.textContent).toBe('Jan 5, 2024');
    expect(firstRow.querySelector('time')!.getAttribute('datetime')).toBe('2024-01-05');
    expect(firstRow.querySelector('[data-part="category"]')!.textContent).toBe('Programmes');
    expect(firstRow.querySelector('[data-part="excerpt"]')!.textContent).toContain('Forty-two');
    // An article without a thumbnail has no image.
    const third = headlines[2]!.closest('article')!;
    expect(third.querySelector('img')).toBeNull();
    const subscribe = screen.getByRole('link', { name: 'Subscribe to our newsletter →' });
    expect(subscribe.getAttribute('href')).toBe('mailto:info@example.org');
  });

  it('hides a thumbnail that fails to load', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { container } = render(
      <MockWidget handlers={articleHandlers()}>
        <InsightsFeed />
      </MockWidget>,
    );
    await screen.findAllByRole('article');
    const images = container.querySelectorAll('img');
    expect(images).toHaveLength(3);
    fireEvent.error(images[2]!);
    expect(container.querySelectorAll('img')).toHaveLength(2);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('asks for the first page only when given a limit, and shows at most that many', async () => {
    const seen: string[] = [];
    const handlers = [
      http.get('*/api/articles', ({ request }) => {
        seen.push(new URL(request.url).search);
        return HttpResponse.json(sampleArticles.map(({ body: _b, ...a }) => a));
      }),
    ];
    render(
      <MockWidget handlers={handlers}>
        <InsightsFeed limit={2} hideHeading />
      </MockWidget>,
    );
    expect(await screen.findAllByRole('article')).toHaveLength(2);
    expect(seen).toEqual(['?page=1&pageSize=2']);
    // Without the heading the headlines take its level.
    expect(screen.queryByText('Insights & News', { selector: 'h1' })).toBeNull();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(2);
  });

  it('reports a plain click on an article so a host can route it', async () => {
    const onArticleOpen = vi.fn((_detail, event: { preventDefault(): void }) =>
      event.preventDefault(),
    );
    render(
      <MockWidget handlers={articleHandlers()}>
        <InsightsFeed onArticleOpen={onArticleOpen} />
      </MockWidget>,
    );
    const link = await screen.findByRole('link', {
      name: 'Open budgets in practice: a field note',
    });
    fireEvent.click(link);
    expect(onArticleOpen).toHaveBeenCalledWith(
      {
        slug: 'open-budgets-in-practice',
        href: 'http://api.test/insights/open-budgets-in-practice',
      },
      expect.anything(),
    );
    fireEvent.click(link, { ctrlKey: true });
    expect(onArticleOpen).toHaveBeenCalledTimes(1);
  });

  it('writes dates in the widget language', async () => {
    render(
      <MockWidget handlers={articleHandlers()} lang="fr">
        <InsightsFeed />
      </MockWidget>,
    );
    expect(await screen.findByText('5 janv. 2024')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Analyses et actualités');
  });
});
