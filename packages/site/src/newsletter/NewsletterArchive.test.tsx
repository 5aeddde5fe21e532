import type { ApiAnswer } from '@ia/shared';
import { describe, expect, it } from 'vitest';
import { createRenderer } from '../entry-server';
import { SAMPLE_MANIFEST, sampleApi, textOf, titleOf } from '../test/renderSitePage';

const paragraph = (text: string) => ({
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
});

/** Two sent issues as the archive's API answers them: 7 in French where asked, 3 in English only. */
const ISSUES = {
  en: [
    {
      id: 7,
      lang: 'en',
      subject: 'Our December news',
      previewText: 'Fellows and a new cohort',
      sentAt: '2026-12-01T09:00:00.000Z',
      body: paragraph('Twelve fellows joined the Governance programme.'),
    },
    {
      id: 3,
      lang: 'en',
      subject: 'Our November news',
      previewText: '',
      sentAt: '2026-11-02T09:00:00.000Z',
      body: paragraph('A new cohort.'),
    },
  ],
  fr: [
    {
      id: 7,
      lang: 'fr',
      subject: 'Nos nouvelles de décembre',
      previewText: 'Des fellows et une nouvelle promotion',
      sentAt: '2026-12-01T09:00:00.000Z',
      body: paragraph('Douze fellows ont rejoint le programme Gouvernance.'),
    },
  ],
};

let empty = false;

async function archiveApi(pathAndQuery: string): Promise<ApiAnswer> {
  const url = new URL(pathAndQuery, 'http://site.test');
  const json = (status: number, body: unknown): ApiAnswer => ({
    status,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const french = url.searchParams.get('language') === 'fr';
  const issues = [...(french ? ISSUES.fr : []), ...ISSUES.en.filter((i) => !french || i.id !== 7)];
  if (url.pathname === '/api/newsletter/archive') {
    return json(200, empty ? [] : issues.map(({ body: _body, ...issue }) => issue));
  }
  const one = /^\/api\/newsletter\/archive\/(\d+)$/.exec(url.pathname);
  if (one) {
    const issue = issues.find((i) => i.id === Number(one[1]));
    return issue
      ? json(200, issue)
      : json(404, { error: { code: 'not_found', message: 'No such newsletter issue' } });
  }
  return sampleApi(pathAndQuery);
}

const renderer = createRenderer({
  manifest: SAMPLE_MANIFEST,
  site: { siteName: 'Initiative for Africa' },
  fetchApi: archiveApi,
  imageInfo: async () => ({ width: 1280, height: 800, contentType: 'image/jpeg' }),
});

async function render(url: string) {
  const result = await renderer.render({ url, origin: 'https://example.org' });
  if (result.type !== 'page') throw new Error(`${url} redirects`);
  return result;
}
const mainOf = (html: string) => /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? '';

describe('the newsletter archive', () => {
  it('lists the sent issues (subject, date, preview) with the sign-up form and its feed', async () => {
    empty = false;
    const { html, status } = await render('/newsletter');
    expect(status).toBe(200);
    const main = mainOf(html);
    expect(main).toMatch(/<h1[^>]*>Newsletter: past issues<\/h1>/);
    expect(main).toMatch(/<a href="\/newsletter\/7"[^>]*>Our December news<\/a>/);
    expect(main).toContain('<time datetime="2026-12-01">');
    expect(textOf(main)).toContain('Fellows and a new cohort');
    expect(main).toContain('action="/newsletter/subscribe"');
    expect(html).toContain(
      '<link rel="alternate" type="application/atom+xml" title="Newsletter: past issues" href="https://example.org/newsletter/feed.xml">',
    );
    expect(titleOf(html)).toContain('Newsletter: past issues');
  });

  it('in French: the French version, and English marked lang="en" where there is none', async () => {
    empty = false;
    const { html } = await render('/fr/newsletter');
    const main = mainOf(html);
    expect(main).toMatch(/<a href="\/fr\/newsletter\/7"[^>]*>Nos nouvelles de décembre<\/a>/);
    expect(main).toContain('<a lang="en" href="/fr/newsletter/3"');
    expect(main).toContain('action="/fr/newsletter/subscribe"');
    expect(html).toContain('href="https://example.org/fr/newsletter/feed.xml"');
  });

  it('says no issue was sent yet, with the sign-up form', async () => {
    empty = true;
    const { html } = await render('/sw/newsletter');
    const main = mainOf(html);
    expect(textOf(main)).toContain('Hakuna toleo lililotumwa bado.');
    expect(main).toContain('action="/sw/newsletter/subscribe"');
    empty = false;
  });

  it('shows an issue’s body as rich text, in English marked so on a French page; else 404', async () => {
    const { html, status } = await render('/newsletter/7');
    expect(status).toBe(200);
    expect(mainOf(html)).toMatch(/<h1[^>]*>Our December news<\/h1>/);
    expect(mainOf(html)).toContain('<p>Twelve fellows joined the Governance programme.</p>');
    const french = await render('/fr/newsletter/3');
    expect(mainOf(french.html)).toMatch(/<h1[^>]*lang="en"[^>]*>Our November news<\/h1>/);
    expect((await render('/newsletter/99')).status).toBe(404);
    expect((await render('/newsletter/nope')).status).toBe(404);
  });
});
