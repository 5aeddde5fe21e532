import {
  LANGUAGE_CODES,
  storyCardFrameHeight,
  type ArticleSummary,
  type SuccessStorySummary,
} from '@ia/shared';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from './harness';
import { firstContent, publicRoutes, sitemapSchemaErrors, type PublicRoute } from './routes';

/**
 * The site as anything but a JavaScript browser sees it (a search engine, a link preview, curl):
 * the built server's HTML, read without running a script.
 */
let server: RunningServer;
let story: SuccessStorySummary;
let article: ArticleSummary;
let stories: SuccessStorySummary[];
let articles: ArticleSummary[];
let routes: PublicRoute[];
/** The languages each story and article is written in, by slug (from the API). */
const languagesOf = new Map<string, string[]>();

/**
 * The most URLs of a sitemap file here: low enough that the demo content's pages and stories
 * each take several files (two pages in every language a file), as 50,000 would at scale.
 */
const SITEMAP_MAX_URLS = 18;

beforeAll(async () => {
  server = await startServer({ SITEMAP_MAX_URLS: String(SITEMAP_MAX_URLS) });
  ({ story, article, stories, articles } = await firstContent(server.url));
  for (const [kind, items] of [
    ['success-stories', stories],
    ['articles', articles],
  ] as const) {
    for (const item of items) {
      const detail = await fetch(`${server.url}/api/${kind}/${item.slug}`);
      languagesOf.set(item.slug, ((await detail.json()) as { languages: string[] }).languages);
    }
  }
  routes = publicRoutes(story, article, {
    story: languagesOf.get(story.slug),
    article: languagesOf.get(article.slug),
  });
});

afterAll(async () => {
  expect(await server?.stop()).toBe(0);
});

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

const textOf = (html: string) =>
  decode(
    html
      .replace(/<(style|script)[^>]*>[\s\S]*?<\/\1>/g, ' ')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  );

/** The head's `<meta name|property=… content=…>` values by key (several for a repeated key). */
function metaOf(html: string): Map<string, string[]> {
  const head = /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? '';
  const found = new Map<string, string[]>();
  for (const [tag] of head.matchAll(/<meta [^>]*>/g)) {
    const key = /(?:name|property)="([^"]+)"/.exec(tag)?.[1];
    const content = /content="([^"]*)"/.exec(tag)?.[1];
    if (key && content !== undefined) found.set(key, [...(found.get(key) ?? []), decode(content)]);
  }
  return found;
}

const linksOf = (html: string, rel: string) =>
  [...html.matchAll(/<link [^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => tag.includes(`rel="${rel}"`))
    .map((tag) => ({
      href: decode(/href="([^"]*)"/.exec(tag)?.[1] ?? ''),
      hreflang: /hreflang="([^"]*)"/.exec(tag)?.[1],
      type: /type="([^"]*)"/.exec(tag)?.[1],
    }));

const jsonLdTypes = (html: string): string[] => {
  const json = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
  const graph = (JSON.parse(json ?? '{}') as { '@graph'?: { '@type': string }[] })['@graph'];
  return (graph ?? []).map((node) => node['@type']);
};

const h1sOf = (html: string) =>
  [...html.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g)].map((match) => textOf(match[1]!));

async function getPage(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}${path}`, { headers, redirect: 'manual' });
  return { response, html: await response.text() };
}

const localized = (language: string, path: string) =>
  language === 'en' ? path : `/${language}${path}`;

describe.each(['en', 'ar'])('every public route in %s, as curl sees it', (language) => {
  it('answers its own HTML page with its status, headings, content and head', async () => {
    for (const route of routes) {
      const path = localized(language, route.path);
      // No Accept header at all (curl, a crawler): HTML, never the API's JSON.
      const { response, html } = await getPage(path, { Accept: '*/*' });
      expect(response.status, path).toBe(route.status ?? 200);
      expect(response.headers.get('content-type'), path).toBe('text/html; charset=utf-8');
      expect(response.headers.get('content-language'), path).toBe(language);
      expect(html, path).toMatch(
        new RegExp(
          `^<!doctype html><html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}">`,
        ),
      );

      const h1s = h1sOf(html);
      expect(h1s, path).toHaveLength(1);
      if (language === 'en') expect(h1s[0], path).toBe(route.h1);
      else expect(h1s[0], path).not.toBe('');

      const meta = metaOf(html);
      const title = textOf(/<title>([\s\S]*?)<\/title>/.exec(html)?.[1] ?? '');
      expect(title, path).toMatch(/ \| Initiative for Africa$/);
      expect(title.length, path).toBeGreaterThan(' | Initiative for Africa'.length);
      const noIndex = meta.get('robots')?.[0] === 'noindex';
      if (route.status === 404) expect(noIndex, path).toBe(true);
      if (!noIndex) {
        expect(meta.get('description')?.[0]?.length ?? 0, path).toBeGreaterThan(20);
        const [canonical] = linksOf(html, 'canonical');
        expect(canonical?.href, path).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
        const alternates = linksOf(html, 'alternate').filter((link) => link.hreflang);
        // A story or article lists only the languages it is written in; a page of it in
        // another language (English texts in an Arabic frame) names the English one canonical.
        const languages = route.languages ?? LANGUAGE_CODES;
        expect(alternates.map((link) => link.hreflang).sort(), path).toEqual(
          [...languages, 'x-default'].sort(),
        );
        const canonicalLanguage = languages.includes(language) ? language : 'en';
        expect(alternates.find((link) => link.hreflang === canonicalLanguage)?.href, path).toBe(
          canonical?.href,
        );
      }
      for (const key of ['og:title', 'og:description', 'og:url', 'og:image', 'twitter:card']) {
        if (key === 'og:description' && noIndex) continue;
        expect(meta.get(key)?.[0], `${path} ${key}`).toBeTruthy();
      }
      expect(meta.get('og:image')?.[0], path).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
      expect(Number(meta.get('og:image:width')?.[0]), path).toBeGreaterThan(0);
      expect(Number(meta.get('og:image:height')?.[0]), path).toBeGreaterThan(0);
      const types = jsonLdTypes(html);
      expect(types, path).toEqual(expect.arrayContaining(['Organization', 'WebSite']));
      const feed = linksOf(html, 'alternate').find((link) => link.type === 'application/atom+xml');
      expect(feed?.href, path).toMatch(
        language === 'en' ? /\/feed\.xml$/ : new RegExp(`/${language}/feed\\.xml$`),
      );
    }
  });

  it('shows the content of the list and detail pages in the HTML itself', async () => {
    // Twelve stories a page, in the API's order; the rest on the next pages.
    expect(stories.length).toBeGreaterThan(12);
    const list = await getPage(localized(language, '/success-stories'));
    for (const each of stories.slice(0, 12)) {
      expect(list.html).toContain(`/success-stories/${each.slug}"`);
    }
    for (const each of stories.slice(12)) {
      expect(list.html).not.toContain(`/success-stories/${each.slug}"`);
    }
    // Each in the page's language where it is written in it (the API's answer in that language).
    const inLanguage = async <T>(path: string) =>
      (await (
        await fetch(`${server.url}${path}${path.includes('?') ? '&' : '?'}lang=${language}`)
      ).json()) as T;
    const [first] = await inLanguage<SuccessStorySummary[]>('/api/success-stories');
    expect(textOf(list.html)).toContain(first!.title);
    const next = await getPage(localized(language, '/success-stories?page=2'));
    for (const each of stories.slice(12, 24)) {
      expect(next.html).toContain(`/success-stories/${each.slug}"`);
    }

    const detail = await getPage(localized(language, `/impact/${story.slug}`));
    const storyShown = await inLanguage<SuccessStorySummary>(`/api/success-stories/${story.slug}`);
    expect(textOf(detail.html)).toContain(storyShown.summary);
    expect(jsonLdTypes(detail.html)).toEqual(expect.arrayContaining(['Article', 'BreadcrumbList']));
    // One address is indexed for a story, whichever of its three pages is asked for.
    const storyLanguage = languagesOf.get(story.slug)!.includes(language) ? language : 'en';
    expect(linksOf(detail.html, 'canonical')[0]?.href).toBe(
      `${server.url}${localized(storyLanguage, `/success-stories/${story.slug}`)}`,
    );

    const insights = await getPage(localized(language, '/insights'));
    // In the page's language where an article has it (the API says which), else in English.
    const shown = (await (
      await fetch(`${server.url}/api/articles?lang=${language}`)
    ).json()) as ArticleSummary[];
    for (const each of shown) expect(textOf(insights.html)).toContain(each.headline);
    const post = await getPage(localized(language, `/insights/${article.slug}`));
    expect(metaOf(post.html).get('article:published_time')?.[0]).toBe(article.publishedAt);
    expect(jsonLdTypes(post.html)).toEqual(expect.arrayContaining(['Article', 'BreadcrumbList']));
  });
});

describe('the same page in two languages', () => {
  it('has its own title, description and headings in each, never the other one cached', async () => {
    for (const path of ['/about', '/impact', '/contact']) {
      const en = await getPage(path);
      const ar = await getPage(`/ar${path}`);
      const fr = await getPage(`/fr${path}`);
      const titles = [en, ar, fr].map(({ html }) => /<title>([^<]*)</.exec(html)?.[1]);
      expect(new Set(titles).size, path).toBe(3);
      expect(metaOf(ar.html).get('description')?.[0], path).toMatch(/[\u0600-\u06ff]/);
      expect(h1sOf(ar.html)[0], path).toMatch(/[\u0600-\u06ff]/);
      expect(en.response.headers.get('etag')).not.toBe(ar.response.headers.get('etag'));
      // And again, now from the server's cache: still each in its own language.
      expect((await getPage(`/ar${path}`)).html).toBe(ar.html);
      expect((await getPage(path)).html).toBe(en.html);
    }
  });
});

describe('addresses', () => {
  it('moves /en/…, a language without its slash and a trailing slash with a 301', async () => {
    for (const [from, to] of [
      ['/en/about', '/about'],
      ['/en', '/'],
      ['/fr', '/fr/'],
      ['/about/', '/about'],
      ['/ar/impact/', '/ar/impact'],
    ]) {
      const { response } = await getPage(from!);
      expect(response.status, from).toBe(301);
      expect(response.headers.get('location'), from).toBe(to);
    }
  });

  it('revalidates a page with its ETag and keeps hashed assets for a year', async () => {
    const { response, html } = await getPage('/about');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const etag = response.headers.get('etag')!;
    // As a browser revalidates (fetch alone would add Cache-Control: no-cache, a reload).
    const again = await fetch(`${server.url}/about`, {
      headers: { 'If-None-Match': etag, 'Cache-Control': 'max-age=0' },
    });
    expect(again.status).toBe(304);
    const script = /<script type="module" crossorigin src="([^"]+)"/.exec(html)?.[1];
    expect(script).toMatch(/^\/assets\/.+\.js$/);
    const asset = await fetch(`${server.url}${script}`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('renders the admin pages in the browser only, kept out of search engines', async () => {
    const { response, html } = await getPage('/admin/login');
    expect(response.status).toBe(200);
    expect(html).toContain('<meta name="robots" content="noindex, nofollow" />');
    expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(html).toContain('<div id="root"></div>');
  });
});

describe('a link preview', () => {
  it('reads a story’s own title, summary and picture from its page, as WhatsApp would', async () => {
    const { html } = await getPage(`/success-stories/${story.slug}`, {
      'User-Agent': 'WhatsApp/2.23.20.0 A',
      Accept: '*/*',
    });
    const meta = metaOf(html);
    expect(meta.get('og:type')).toEqual(['article']);
    expect(meta.get('og:title')).toEqual([story.title]);
    expect(meta.get('og:description')).toEqual([story.summary]);
    expect(meta.get('twitter:title')).toEqual([story.title]);
    expect(meta.get('og:url')).toEqual([`${server.url}/success-stories/${story.slug}`]);
    const image = meta.get('og:image')![0]!;
    expect(image).toContain(story.primaryImage!);
    const picture = await fetch(image);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toMatch(/^image\//);
    expect(meta.get('og:image:type')).toEqual([picture.headers.get('content-type')]);
    const size = await sharp(Buffer.from(await picture.arrayBuffer())).metadata();
    expect(Number(meta.get('og:image:width')![0])).toBe(size.width);
    expect(Number(meta.get('og:image:height')![0])).toBe(size.height);
    expect(meta.get('og:image:alt')).toEqual([story.title]);
  });

  it('previews an article as a JPEG of its size, described in the page’s language', async () => {
    // The demo articles' pictures are stored as WebP, which several preview scrapers cannot read.
    let translated: { slug: string; headline: string } | undefined;
    for (const each of articles) {
      const detail = (await (
        await fetch(`${server.url}/api/articles/${each.slug}?lang=ar`)
      ).json()) as { slug: string; headline: string; lang: string; thumbnailUrl: string | null };
      if (detail.lang === 'ar' && detail.thumbnailUrl) translated = detail;
    }
    expect(translated).toBeDefined();
    const meta = metaOf((await getPage(`/ar/insights/${translated!.slug}`)).html);
    const image = meta.get('og:image')![0]!;
    expect(image).toMatch(/\?w=1280&fm=jpeg$/);
    const picture = await fetch(image);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/jpeg');
    expect(meta.get('og:image:type')).toEqual(['image/jpeg']);
    const size = await sharp(Buffer.from(await picture.arrayBuffer())).metadata();
    expect(size.format).toBe('jpeg');
    expect(Number(meta.get('og:image:width')![0])).toBe(size.width);
    expect(Number(meta.get('og:image:height')![0])).toBe(size.height);
    expect(meta.get('og:image:alt')).toEqual([translated!.headline]);
    expect(translated!.headline).toMatch(/[\u0600-\u06ff]/);
  });

  it('dates every story in its structured data', async () => {
    for (const path of [`/success-stories/${story.slug}`, `/fr/impact/${story.slug}`]) {
      const { html } = await getPage(path);
      const data = JSON.parse(
        /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]!,
      ) as { '@graph': { '@type': string; datePublished?: string; dateModified?: string }[] };
      const node = data['@graph'].find((each) => each['@type'] === 'Article')!;
      expect(Date.parse(node.datePublished!), path).toBeGreaterThan(0);
      expect(Date.parse(node.dateModified!), path).toBeGreaterThanOrEqual(
        Date.parse(node.datePublished!),
      );
    }
  });

  it('shows the site’s own picture for a page without one', async () => {
    const meta = metaOf((await getPage('/about')).html);
    const picture = await fetch(meta.get('og:image')![0]!);
    expect(picture.status).toBe(200);
    const size = await sharp(Buffer.from(await picture.arrayBuffer())).metadata();
    expect([size.width, size.height]).toEqual([1200, 630]);
  });
});

const xml = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' });

async function getXml(path: string) {
  const response = await fetch(`${server.url}${path}`);
  const text = await response.text();
  expect(XMLValidator.validate(text), path).toBe(true);
  return { response, text, doc: xml.parse(text) as Record<string, unknown> };
}

const asArray = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/** Fetches every address, a few at a time; answers the ones that did not answer 200. */
async function failing(urls: string[]): Promise<string[]> {
  const bad: string[] = [];
  const queue = [...urls];
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      for (let url = queue.shift(); url; url = queue.shift()) {
        const response = await fetch(url, { redirect: 'manual' });
        await response.arrayBuffer();
        if (response.status !== 200) bad.push(`${response.status} ${url}`);
      }
    }),
  );
  return bad;
}

describe('sitemap, robots, feeds and oEmbed', () => {
  it('robots.txt names the sitemap, and the sitemap lists every page in every language', async () => {
    const robots = await (await fetch(`${server.url}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${server.url}/sitemap.xml`);

    // An index (sitemaps.org) of files by kind and range, each within the limits, the index and
    // each file valid against the sitemaps.org schemas (a file's xhtml:link alternates too).
    const { response, text, doc } = await getXml('/sitemap.xml');
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
    expect(sitemapSchemaErrors(text, 'index')).toBe('');
    type Entry = { loc: string; lastmod: string };
    const index = doc.sitemapindex as { xmlns: string; sitemap: Entry | Entry[] };
    expect(index.xmlns).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    const files = asArray(index.sitemap);
    const named = (kind: string) =>
      files.filter((file) => new RegExp(`/sitemap-${kind}-\\d+\\.xml$`).test(file.loc));
    const counts = { pages: 0, stories: 0, articles: 0 };
    for (const kind of ['pages', 'stories', 'articles'] as const) counts[kind] = named(kind).length;
    // The pages and the stories each split (the limit is lowered here), the articles in one.
    expect(counts.pages).toBeGreaterThanOrEqual(2);
    expect(counts.stories).toBeGreaterThanOrEqual(2);
    expect(counts.articles).toBeGreaterThanOrEqual(1);
    expect(files.map((file) => file.loc)).toEqual(
      (['pages', 'stories', 'articles'] as const).flatMap((kind) =>
        Array.from(
          { length: counts[kind] },
          (_, n) => `${server.url}/sitemap-${kind}-${n + 1}.xml`,
        ),
      ),
    );
    type Url = { loc: string; lastmod: string; 'xhtml:link': { hreflang: string; href: string }[] };
    const urls: Url[] = [];
    for (const file of files) {
      expect(Date.parse(file.lastmod), file.loc).toBeGreaterThan(0);
      const path = new URL(file.loc).pathname;
      const part = await getXml(path);
      expect(part.response.status, path).toBe(200);
      expect(part.response.headers.get('content-type')).toMatch(/^application\/xml/);
      expect(sitemapSchemaErrors(part.text, 'urlset'), path).toBe('');
      if (file === files[0]) {
        // The schemas hold the alternates to the letter: one without its address is refused.
        const broken = part.text.replace(/ href="[^"]*"\/>/, '/>');
        expect(sitemapSchemaErrors(broken, 'urlset')).toMatch(/link.*href/);
      }
      expect(Buffer.byteLength(part.text), path).toBeLessThanOrEqual(50 * 1024 * 1024);
      const fileUrls = asArray((part.doc.urlset as { url: Url | Url[] }).url);
      expect(fileUrls.length, path).toBeGreaterThan(0);
      expect(fileUrls.length, path).toBeLessThanOrEqual(SITEMAP_MAX_URLS);
      urls.push(...fileUrls);
    }
    // Every URL, pages too, says when it last changed.
    for (const url of urls) expect(Date.parse(url.lastmod), url.loc).toBeGreaterThan(0);
    // No file past the last of each kind, nor one of another name.
    const past = [
      ...(['pages', 'stories', 'articles'] as const).map(
        (kind) => `${server.url}/sitemap-${kind}-${counts[kind] + 1}.xml`,
      ),
      `${server.url}/sitemap-pages.xml`,
    ];
    expect((await failing(past)).sort()).toEqual(past.map((url) => `404 ${url}`).sort());
    const locs = urls.map((url) => url.loc);
    expect(new Set(locs).size).toBe(locs.length);
    // A story or article is listed in the languages it is written in, and only in those.
    for (const [path, items] of [
      ['/success-stories', stories],
      ['/insights', articles],
    ] as const) {
      for (const each of items) {
        for (const code of LANGUAGE_CODES) {
          const loc = `${server.url}${localized(code, `${path}/${each.slug}`)}`;
          if (languagesOf.get(each.slug)!.includes(code)) expect(locs).toContain(loc);
          else expect(locs).not.toContain(loc);
        }
      }
    }
    expect(languagesOf.get('reading-corners-lagos-public-schools')).toEqual([...LANGUAGE_CODES]);
    for (const path of ['/', '/about', '/impact', '/insights', '/privacy', '/terms', '/embed']) {
      for (const code of LANGUAGE_CODES) {
        expect(locs).toContain(`${server.url}${localized(code, path)}`);
      }
    }
    expect(locs.some((loc) => loc.includes('/admin'))).toBe(false);
    for (const url of urls) {
      const slug = /\/(?:success-stories|insights)\/([a-z0-9-]+)$/.exec(url.loc)?.[1];
      const languages = (slug && languagesOf.get(slug)) || LANGUAGE_CODES;
      expect(url['xhtml:link'].map((link) => link.hreflang).sort(), url.loc).toEqual(
        [...languages, 'x-default'].sort(),
      );
    }
    expect(await failing(locs)).toEqual([]);
  });

  it('has an Atom feed of insights per language, discoverable from every page', async () => {
    for (const [path, language] of [
      ['/feed.xml', 'en'],
      ['/ar/feed.xml', 'ar'],
      ['/sw/feed.xml', 'sw'],
    ] as const) {
      const { response, doc } = await getXml(path);
      expect(response.headers.get('content-type')).toMatch(/^application\/atom\+xml/);
      const feed = doc.feed as Record<string, unknown>;
      expect(feed['xml:lang']).toBe(language);
      expect(feed.title).toMatch(/Initiative for Africa$/);
      type Entry = { title: string; link: { href: string }; id: string; updated: string };
      const entries = asArray(feed.entry as Entry | Entry[]);
      // Each headline in the feed's language where the article has it, else in English.
      const inLanguage = (await (
        await fetch(`${server.url}/api/articles?lang=${language}`)
      ).json()) as ArticleSummary[];
      expect(entries.map((entry) => entry.title)).toEqual(
        inLanguage.slice(0, 30).map((each) => each.headline),
      );
      if (language !== 'en') {
        expect(entries.map((entry) => entry.title)).not.toEqual(
          articles.slice(0, 30).map((each) => each.headline),
        );
      }
      // An article not translated into the feed's language links to its English page.
      const prefix = inLanguage[0]!.lang === 'en' ? '' : `/${language}`;
      expect(entries[0]!.link.href).toBe(`${server.url}${prefix}/insights/${articles[0]!.slug}`);
      expect(await failing(entries.map((entry) => entry.link.href))).toEqual([]);
    }
    expect((await fetch(`${server.url}/xx/feed.xml`)).status).toBe(404);
  });

  it('answers oEmbed for a story with a framable card that needs no script on the partner page', async () => {
    const { html } = await getPage(`/fr/impact/${story.slug}`);
    const discovery = linksOf(html, 'alternate').find(
      (link) => link.type === 'application/json+oembed',
    );
    // The page's canonical address: the French one only if the story is written in French.
    const prefix = languagesOf.get(story.slug)!.includes('fr') ? '/fr' : '';
    expect(discovery?.href).toBe(
      `${server.url}/oembed?url=${encodeURIComponent(`${server.url}${prefix}/success-stories/${story.slug}`)}&format=json`,
    );
    const response = await fetch(discovery!.href);
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const answer = (await response.json()) as Record<string, string | number>;
    // Its title in the language of the canonical address.
    const titled = (await (
      await fetch(`${server.url}/api/success-stories/${story.slug}?lang=${prefix ? 'fr' : 'en'}`)
    ).json()) as SuccessStorySummary;
    expect(answer).toMatchObject({
      version: '1.0',
      type: 'rich',
      title: titled.title,
      provider_name: 'Initiative for Africa',
      provider_url: `${server.url}/`,
      width: 480,
      height: storyCardFrameHeight(480),
    });
    expect(answer.thumbnail_url).toContain(story.primaryImage!);
    expect(Number(answer.thumbnail_width)).toBeGreaterThan(0);
    const src = /<iframe src="([^"]+)"/.exec(String(answer.html))?.[1];
    expect(src).toBe(`${server.url}${prefix}/story-card/${story.slug}`);
    expect(String(answer.html)).not.toContain('<script');

    const card = await fetch(src!);
    expect(card.status).toBe(200);
    expect(card.headers.get('x-frame-options')).toBeNull();
    expect(card.headers.get('content-security-policy')).toContain('frame-ancestors *');
    // Pages run only the site's scripts and the inline scripts it rendered (by hash).
    const home = await fetch(`${server.url}/`);
    const policy = home.headers.get('content-security-policy') ?? '';
    const scriptSrc = /script-src ([^;]*)/.exec(policy)?.[1] ?? '';
    expect(scriptSrc).toMatch(/^'self'( 'sha256-[A-Za-z0-9+/=]+')+$/);
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain('frame-src https://www.youtube-nocookie.com');
    expect(policy).toContain("frame-ancestors 'self'");
    const cardHtml = await card.text();
    expect(cardHtml).toContain('<base target="_blank">');
    expect(cardHtml).toContain("postMessage({type:'ia-embed-height'");
    expect(textOf(cardHtml)).toContain(titled.title);
    // Ordinary pages still refuse other sites' frames.
    const page = await fetch(`${server.url}/fr/impact/${story.slug}`);
    expect(page.headers.get('x-frame-options')).toBe('SAMEORIGIN');

    const asXml = await getXml(
      `/oembed?url=${encodeURIComponent(`${server.url}/success-stories/${story.slug}`)}&format=xml&maxwidth=300`,
    );
    const oembed = asXml.doc.oembed as Record<string, unknown>;
    expect(oembed.type).toBe('rich');
    expect(oembed.width).toBe(300);

    for (const [query, status] of [
      ['', 400],
      [`?url=${encodeURIComponent(`${server.url}/about`)}`, 404],
      [`?url=${encodeURIComponent(`${server.url}/success-stories/no-such-story`)}`, 404],
      [
        `?url=${encodeURIComponent(`https://elsewhere.example/success-stories/${story.slug}`)}`,
        404,
      ],
      [
        `?url=${encodeURIComponent(`${server.url}/success-stories/${story.slug}`)}&format=yaml`,
        501,
      ],
      [`?url=not-an-address`, 400],
    ] as const) {
      const bad = await fetch(`${server.url}/oembed${query}`);
      expect(bad.status, query).toBe(status);
      expect(((await bad.json()) as { error: { code: string } }).error.code).toBeTruthy();
    }
  });
});
