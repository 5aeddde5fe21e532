// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MockWidget } from '../mocks/render';
import { articleHandlers, sampleArticles } from '../InsightsFeed/articleMocks';
import { ArticleDetail } from './ArticleDetail';
import { articleEndpoint, authorNames, backHrefOf } from './articleDetail';

afterEach(cleanup);

describe('article detail logic', () => {
  it('names the authors as one phrase', () => {
    expect(authorNames(['Amina Bello'])).toBe('Amina Bello');
    expect(authorNames(['A', 'B', 'C'], 'et')).toBe('A, B et C');
    expect(authorNames([])).toBe('');
  });

  it('builds its addresses', () => {
    expect(articleEndpoint('a b')).toBe('/api/articles/a%20b');
    expect(backHrefOf(undefined)).toBe('/insights');
    expect(backHrefOf(undefined, 'https://site.org')).toBe('https://site.org/insights');
    expect(backHrefOf('/news')).toBe('/news');
  });
});

describe('<ArticleDetail />', () => {
  it('shows a loading state', () => {
    render(
      <MockWidget handlers={articleHandlers({ mode: 'loading' })}>
        <ArticleDetail slug="reform-entrepreneurs-cohort-2024" />
      </MockWidget>,
    );
    expect(screen.getByRole('status').textContent).toBe('Loading...');
  });

  it('shows the article with its byline, its thumbnail’s alt text and its rich body', async () => {
    render(
      <MockWidget handlers={articleHandlers()}>
        <ArticleDetail slug="reform-entrepreneurs-cohort-2024" backHref="/insights" />
      </MockWidget>,
    );
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toBe(sampleArticles[0]!.headline);
    expect(screen.getByRole('link', { name: /Back to Insights/ }).getAttribute('href')).toBe(
      '/insights',
    );
    expect(screen.getByText('January 5, 2024').getAttribute('datetime')).toBe('2024-01-05');
    expect(screen.getByText('Programmes')).toBeTruthy();
    expect(screen.getByText(sampleArticles[0]!.excerpt)).toBeTruthy();
    expect(document.querySelector('[data-part="byline"]')!.textContent).toBe('By Amina Bello');
    expect(screen.getByRole('complementary', { name: 'About the authors' }).textContent).toContain(
      'Programme lead',
    );
    const body = document.querySelector('[data-part="body"]')!;
    expect(body.querySelector('p strong')!.textContent).toBe('Reform Entrepreneurs Programme');
    // Headings in the body come under the page's h1.
    expect(body.querySelector('h2')!.textContent).toBe('What happens next');
    expect([...body.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'Twelve weeks of sessions',
      'A project for each participant',
      'A final pitch',
    ]);
    expect(body.querySelector('figure blockquote')!.textContent).toBe(
      'I came with a complaint and left with a plan.',
    );
    expect(body.querySelector('figure figcaption')!.textContent).toBe('— A participant from Ikeja');
    const external = body.querySelector('a[href="https://example.org/report"]')!;
    expect(external.getAttribute('target')).toBe('_blank');
    expect(external.getAttribute('rel')).toBe('noopener noreferrer');
    expect(external.textContent).toBe('full report↗ (opens in a new tab)');
    // Pages of the site are on the API's site, in the widget's language, in the same tab.
    const internal = body.querySelector('a[href="http://api.test/how-we-work"]')!;
    expect(internal.getAttribute('target')).toBeNull();
    expect(body.querySelector('a[data-part="button"]')!.getAttribute('href')).toBe(
      'http://api.test/contact',
    );
    expect(body.querySelector('hr')).not.toBeNull();
    expect(body.querySelector('[data-part="key-figure-value"]')!.textContent).toBe('42');
    const image = document.querySelector('img[data-part="image"]')!;
    expect(image.getAttribute('alt')).toBe('');
  });

  it('keeps the thumbnail’s alt text', async () => {
    const article = { ...sampleArticles[0]!, thumbnailAlt: 'Participants at their first session' };
    render(
      <MockWidget handlers={articleHandlers({ articles: [article] })}>
        <ArticleDetail slug={article.slug} />
      </MockWidget>,
    );
    expect((await screen.findByAltText('Participants at their first session')).tagName).toBe('IMG');
  });

  it('never renders stored markup as HTML', async () => {
    const article = {
      ...sampleArticles[2]!,
      body: {
        type: 'doc' as const,
        content: [
          {
            type: 'paragraph',
            content: [
              { type: 'text', text: '<img src=x onerror=alert(1)><b>bold</b>' },
              {
                type: 'text',
                text: 'click',
                marks: [{ type: 'link' as const, attrs: { href: 'javascript:alert(1)' } }],
              },
            ],
          },
          { type: 'script', content: [{ type: 'text', text: 'alert(1)' }] },
          { type: 'html', attrs: { html: '<iframe src="https://evil.example">' } },
        ],
      },
    };
    render(
      <MockWidget handlers={articleHandlers({ articles: [article] })}>
        <ArticleDetail slug={article.slug} />
      </MockWidget>,
    );
    await screen.findByRole('heading', { level: 1 });
    const body = document.querySelector('[data-part="body"]')!;
    expect(body.querySelector('img, b, a, script, iframe')).toBeNull();
    expect(body.textContent).toBe('<img src=x onerror=alert(1)><b>bold</b>click');
  });

  it('shows the placeholder paragraph when there is no body', async () => {
    render(
      <MockWidget handlers={articleHandlers()}>
        <ArticleDetail slug="what-makes-a-health-reform-stick" />
      </MockWidget>,
    );
    expect(
      await screen.findByText(
        'The full article content would be displayed here. Currently, only the excerpt and metadata are shown.',
      ),
    ).toBeTruthy();
  });

  it('says the article was not found on a 404, with a way back', async () => {
    render(
      <MockWidget handlers={articleHandlers()}>
        <ArticleDetail slug="no-such-article" />
      </MockWidget>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert.querySelector('h1')!.textContent).toBe('Article Not Found');
    expect(alert.textContent).toContain("The article you're looking for could not be found.");
    expect(screen.getByRole('link', { name: 'Back to Insights' }).getAttribute('href')).toBe(
      'http://api.test/insights',
    );
  });

  it('treats a server failure like a missing article', async () => {
    render(
      <MockWidget
        handlers={[
          http.get('*/api/articles/:slug', () => HttpResponse.text('boom', { status: 500 })),
        ]}
      >
        <ArticleDetail slug="x" />
      </MockWidget>,
    );
    expect((await screen.findByRole('alert')).textContent).toContain('Article Not Found');
  });

  it('does not fetch without a slug', () => {
    const seen = vi.fn();
    render(
      <MockWidget
        handlers={[
          http.get('*', () => {
            seen();
            return HttpResponse.json({});
          }),
        ]}
      >
        <ArticleDetail />
      </MockWidget>,
    );
    expect(screen.getByRole('alert').textContent).toContain('Article Not Found');
    expect(seen).not.toHaveBeenCalled();
  });

  it('reports a plain click on the back link', async () => {
    const onBack = vi.fn();
    render(
      <MockWidget handlers={articleHandlers()}>
        <ArticleDetail slug="open-budgets-in-practice" backHref="/insights" onBack={onBack} />
      </MockWidget>,
    );
    fireEvent.click(await screen.findByRole('link', { name: /Back to Insights/ }));
    expect(onBack).toHaveBeenCalledWith({ href: '/insights' }, expect.anything());
  });
});
