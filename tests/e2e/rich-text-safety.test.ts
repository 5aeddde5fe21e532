import type { Browser } from 'playwright-core';
import Parser from 'rss-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, openSite, closeSite } from './harness';

/**
 * Hostile rich text sent to the admin API as a script would send it, not as the editor makes
 * it: script blocks, event-handler attributes, `javascript:` and `data:` links, unknown nodes
 * and marks, markup as text. Each is refused (422) or kept only as what the allow-list knows;
 * then the public page, in Chromium, runs none of it (no marker set, no dialog), and the feed's
 * `<content>` holds no script or handler.
 */

const ADMIN_EMAIL = 'guard@example.org';
const ADMIN_PASSWORD = 'a long guard password';
const PICTURE = '/media/articles/rep-2025-cohort-opens-in-lagos.webp';
/** What a payload sets when it runs. */
const MARK = 'window.__pwned=1';

let server: RunningServer;
let browser: Browser;
let cookie = '';

beforeAll(async () => {
  ({ server, browser } = await openSite({
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    SESSION_SECRET: 's'.repeat(40),
  }));
  const login = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: server.url },
    body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
  });
  expect(login.status).toBe(200);
  cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
});

afterAll(async () => {
  await closeSite({ server, browser });
});

const admin = (method: string, path: string, json: unknown) =>
  fetch(`${server.url}${path}`, {
    method,
    headers: { Cookie: cookie, Origin: server.url, 'Content-Type': 'application/json' },
    body: JSON.stringify(json),
  });

type Node = Record<string, unknown>;
const text = (value: string, marks?: Node[]): Node => ({
  type: 'text',
  text: value,
  ...(marks ? { marks } : {}),
});
const doc = (...content: Node[]) => ({ type: 'doc', content });
const p = (...content: Node[]): Node => ({ type: 'paragraph', content });
const link = (href: string, extra: Record<string, unknown> = {}) => ({
  type: 'link',
  attrs: { href, ...extra },
});

const article = (headline: string, body: unknown) => ({
  headline,
  excerpt: 'An article that tries to run a script.',
  body,
  authors: [],
  category: 'Insights',
  publishedAt: null,
  thumbnail: null,
  translations: {},
});

/** Documents the server must refuse outright, each with what the 422 names. */
const REFUSED: [string, unknown, RegExp][] = [
  ['a script block', doc(p(text('ok')), { type: 'script', content: [text(MARK)] }), /script/],
  ['an iframe', doc({ type: 'iframe', attrs: { src: 'javascript:' + MARK } }), /iframe/],
  ['an unknown mark', doc(p(text('x', [{ type: 'span', attrs: { onclick: MARK } }]))), /span/],
  ['a javascript: link', doc(p(text('x', [link(`javascript:${MARK}`)]))), /not allowed/],
  [
    'a javascript: link in capitals',
    doc(p(text('x', [link(`JaVaScRiPt:${MARK}`)]))),
    /not allowed/,
  ],
  ['a javascript: link behind a space', doc(p(text('x', [link(` javascript:${MARK}`)]))), /./],
  ['a javascript: link with a tab', doc(p(text('x', [link(`java\tscript:${MARK}`)]))), /./],
  ['a data: link', doc(p(text('x', [link(`data:text/html,<script>${MARK}</script>`)]))), /./],
  ['a vbscript: link', doc(p(text('x', [link('vbscript:msgbox(1)')]))), /./],
  ['a protocol-relative link', doc(p(text('x', [link('//evil.example/x')]))), /./],
  [
    'a javascript: button',
    doc({ type: 'callToAction', attrs: { href: `javascript:${MARK}`, label: 'Go' } }),
    /./,
  ],
  [
    'a picture from elsewhere',
    doc({ type: 'image', attrs: { src: `javascript:${MARK}`, alt: 'x' } }),
    /./,
  ],
  ['HTML instead of a document', `<img src=x onerror="${MARK}">`, /document/],
];

describe('hostile rich text', () => {
  it('refuses script, unknown nodes and marks, and unsafe links with a 422 naming them', async () => {
    for (const [what, body, named] of REFUSED) {
      const response = await admin('POST', '/api/admin/articles', {
        document: article(`Refused ${what}`, body),
      });
      expect(response.status, what).toBe(422);
      const answer = (await response.json()) as {
        error?: { code?: string; fields?: Record<string, string> };
      };
      expect(answer.error?.code, what).toBe('validation_failed');
      expect(Object.values(answer.error?.fields ?? {}).join(' '), what).toMatch(named);
    }
  });

  it('keeps only what the allow-list knows, and nothing of it runs on the page or in the feed', async () => {
    const headline = `Markup as text <script>${MARK}</script>`;
    const body = doc(
      {
        type: 'paragraph',
        attrs: { onclick: MARK, onmouseover: MARK, style: 'position:fixed;inset:0' },
        content: [
          text(`<script>${MARK}</script><img src=x onerror="${MARK}">`),
          text('hover me', [link('/about', { onmouseover: MARK, target: '_top' })]),
          text(' and ', [{ type: 'bold', attrs: { onclick: MARK } }]),
          text('away', [link('https://example.org/report', { rel: 'opener', onclick: MARK })]),
        ],
      },
      { type: 'heading', attrs: { level: 2, onfocus: MARK, id: 'x' }, content: [text('Title')] },
      {
        type: 'image',
        attrs: { src: PICTURE, alt: `"><svg onload="${MARK}">`, onerror: MARK },
      },
      {
        type: 'blockquote',
        attrs: { attribution: `</cite><script>${MARK}</script>` },
        content: [p(text('A quote', [{ type: 'italic' }]))],
      },
    );
    const created = await admin('POST', '/api/admin/articles', {
      document: article(headline, body),
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const record = (await created.json()) as {
      id: number;
      version: number;
      document: { slug: string; body: unknown };
    };
    // Attributes the allow-list does not know are not stored.
    const stored = JSON.stringify(record.document.body);
    for (const attribute of ['onclick', 'onmouseover', 'onfocus', 'onerror', 'style', 'target']) {
      expect(stored).not.toContain(`"${attribute}"`);
    }
    const published = await admin('POST', `/api/admin/articles/${record.id}/publish`, {
      version: record.version,
    });
    expect(published.status).toBe(200);
    const slug = record.document.slug;

    // The server's HTML of the page: the stored text is text, and no element has a handler.
    const html = await (await fetch(`${server.url}/insights/${slug}`)).text();
    expect(html).toContain('&lt;script&gt;');
    expect(html).not.toMatch(/<script>window\.__pwned/);
    expect(html).not.toMatch(/<[a-z][^>]*\son(click|mouseover|focus|error|load)=/i);

    for (const path of [`/insights/${slug}`, `/ar/insights/${slug}`, '/insights', '/feed.xml']) {
      const page = await browser.newPage();
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      const response = await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
      expect(response?.status(), path).toBe(200);
      if (path.endsWith(`/${slug}`)) {
        const main = page.locator('main');
        await expect.poll(() => main.getByText('hover me').count(), { message: path }).toBe(1);
        // What a visitor does with the text: point at it, click and move through it.
        await main.getByText('hover me').hover();
        await main.getByText('Title', { exact: true }).click();
        for (let i = 0; i < 6; i += 1) await page.keyboard.press('Tab');
        expect(
          await main.locator('img[onerror], [onclick], [onmouseover], [onfocus]').count(),
        ).toBe(0);
        expect(await main.locator('script').count()).toBe(0);
        // The hostile alt text is the picture's text, not markup.
        expect(await main.locator('svg[onload]').count()).toBe(0);
      }
      await page.waitForTimeout(300);
      expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned), path).toBe(
        undefined,
      );
      expect(dialogs, path).toEqual([]);
      await page.close();
    }

    // The feed: each entry's <content> is HTML with no script and no handler.
    const feedXml = await (await fetch(`${server.url}/feed.xml`)).text();
    const feed = await new Parser().parseString(feedXml);
    const entry = feed.items.find((item) => item.link?.endsWith(`/insights/${slug}`));
    expect(entry, 'the article is in the feed').toBeDefined();
    const content = entry!.content ?? '';
    expect(content).toContain('hover me');
    // Read as a browser reads HTML: no script element, no handler, no javascript: address.
    const page = await browser.newPage();
    const found = await page.evaluate((html) => {
      const parsed = new DOMParser().parseFromString(html, 'text/html');
      const all = [...parsed.body.querySelectorAll('*')];
      return {
        elements: all.length,
        scripts: parsed.querySelectorAll('script, iframe, object, embed, svg').length,
        handlers: all.flatMap((el) =>
          [...el.attributes].filter((a) => /^on/i.test(a.name)).map((a) => a.name),
        ),
        addresses: all
          .flatMap((el) => [el.getAttribute('href'), el.getAttribute('src')])
          .filter((value): value is string => value !== null)
          .filter((value) => !/^https?:\/\//.test(value)),
      };
    }, content);
    await page.close();
    expect(found.elements).toBeGreaterThan(5);
    expect(found).toMatchObject({ scripts: 0, handlers: [], addresses: [] });
  });
});
