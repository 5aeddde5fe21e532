// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MockWidget } from '../mocks/render';
import { articleHandlers, sampleArticles } from '../InsightsFeed/articleMocks';
import { ArticleDetail } from './ArticleDetail';
import { articleEndpoint, backHrefOf, bodyParagraphs } from './articleDetail';

afterEach(cleanup);

describe('article detail logic', () => {
  it('splits the body into paragraphs on blank lines', () => {
    expect(bodyParagraphs('One.\n\nTwo,\nstill two.\r\n\r\n\n  \nThree.')).toEqual([
      'One.',
      'Two,\nstill two.',
      'Three.',
    ]);
    expect(bodyParagraphs(null)).toEqual([]);
    expect(bodyParagraphs('   ')).toEqual([]);
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

  it('shows the article with its body as paragraphs of text', async () => {
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
    const body = document.querySelector('[data-part="body"]')!;
    expect([...body.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'Forty-two participants began the Reform Entrepreneurs Programme this week.',
      'Over twelve weeks they will design, test and present reform projects to a panel of funders.\nSessions run on weekdays and weekends.',
    ]);
    expect(document.querySelector('img[data-part="image"]')).not.toBeNull();
  });

  it('never renders the body as HTML', async () => {
    const article = { ...sampleArticles[2]!, body: '<img src=x onerror=alert(1)><b>bold</b>' };
    render(
      <MockWidget handlers={articleHandlers({ articles: [article] })}>
        <ArticleDetail slug={article.slug} />
      </MockWidget>,
    );
    await screen.findByRole('heading', { level: 1 });
    const body = document.querySelector('[data-part="body"]')!;
    expect(body.querySelector('img, b')).toBeNull();
    expect(body.textContent).toBe('<img src=x onerror=alert(1)><b>bold</b>');
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
