import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { ArticleSummary, SuccessStorySummary } from '@ia/shared';

/** A public page of the site: its path without a language, and what its one h1 says in English. */
export interface PublicRoute {
  path: string;
  /** The h1 in English (undefined where it comes from the data, checked separately). */
  h1?: string;
  status?: number;
  /** The languages the page's content is written in (a story or article); absent: all. */
  languages?: readonly string[];
}

/** Every public route of the spec's table, with the first story and article as examples. */
export function publicRoutes(
  story: SuccessStorySummary,
  article: ArticleSummary,
  languages: { story?: readonly string[]; article?: readonly string[] } = {},
): PublicRoute[] {
  return [
    { path: '/', h1: "Building Africa's Next Generation of Reform Leaders" },
    { path: '/about', h1: 'About Us' },
    { path: '/programs', h1: 'Our Programmes' },
    { path: '/portfolio', h1: 'Our Portfolio' },
    { path: '/contact', h1: 'Contact Us' },
    { path: '/collaborative-partners', h1: 'Collaborative Partners' },
    { path: '/our-history', h1: 'Our History' },
    { path: '/how-we-work', h1: 'How We Work' },
    { path: '/impact', h1: 'Our Impact' },
    { path: `/impact/${story.slug}`, h1: story.title, languages: languages.story },
    { path: `/success-story/${story.slug}`, h1: story.title, languages: languages.story },
    { path: '/success-stories', h1: 'Success Stories' },
    { path: `/success-stories/${story.slug}`, h1: story.title, languages: languages.story },
    { path: '/insights', h1: 'Insights & News' },
    { path: `/insights/${article.slug}`, h1: article.headline, languages: languages.article },
    { path: '/typography', h1: 'Typography' },
    { path: '/cta-showcase', h1: 'CTA Showcase' },
    { path: '/cta-guidelines', h1: 'CTA Guidelines' },
    { path: '/image-guidelines-demo', h1: 'Image Guidelines' },
    { path: '/privacy', h1: 'Privacy Policy' },
    { path: '/terms', h1: 'Terms of Service' },
    { path: '/embed', h1: 'Embed our stories' },
    { path: '/newsletter', h1: 'Newsletter: past issues' },
    { path: '/newsletter/subscribe', h1: 'Subscribe to our newsletter' },
    { path: '/no/such/page', h1: '404 Page Not Found', status: 404 },
    { path: '/success-stories/no-such-story', h1: 'Story not found', status: 404 },
  ];
}

/** The first story and article the running server serves. */
export async function firstContent(url: string) {
  const [stories, articles] = await Promise.all([
    // The largest page: all of the demo content.
    fetch(`${url}/api/success-stories?pageSize=100`).then(
      (r) => r.json() as Promise<SuccessStorySummary[]>,
    ),
    fetch(`${url}/api/articles?pageSize=100`).then((r) => r.json() as Promise<ArticleSummary[]>),
  ]);
  return { story: stories[0]!, article: articles[0]!, stories, articles };
}

/** The public routes with the first story and article the running server at `url` serves. */
export async function publicRoutesOf(url: string): Promise<PublicRoute[]> {
  const { story, article } = await firstContent(url);
  return publicRoutes(story, article);
}

/** The sitemap index (`/sitemap.xml`) and the files it lists, in its order. */
export async function sitemapFiles(
  url: string,
): Promise<{ index: string; files: { loc: string; text: string }[] }> {
  const index = await (await fetch(`${url}/sitemap.xml`)).text();
  const locs = [...index.matchAll(/<sitemap><loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
  if (locs.length === 0) throw new Error(`/sitemap.xml lists no file: ${index.slice(0, 200)}`);
  const files = await Promise.all(
    locs.map(async (loc) => ({ loc, text: await (await fetch(loc)).text() })),
  );
  return { index, files };
}

/** Every file the sitemap index (`/sitemap.xml`) lists, one after the other. */
export async function sitemapText(url: string): Promise<string> {
  return (await sitemapFiles(url)).files.map((file) => file.text).join('\n');
}

const SITEMAP_SCHEMAS = {
  index: fileURLToPath(new URL('fixtures/sitemaps/siteindex.xsd', import.meta.url)),
  urlset: fileURLToPath(new URL('fixtures/sitemaps/sitemap-with-xhtml.xsd', import.meta.url)),
};

/**
 * What xmllint (libxml2) finds wrong in a sitemap index or file against the sitemaps.org
 * schemas (`fixtures/sitemaps`: a file's `xhtml:link` alternates too); empty when it is valid.
 */
export function sitemapSchemaErrors(xml: string, kind: keyof typeof SITEMAP_SCHEMAS): string {
  const run = spawnSync('xmllint', ['--noout', '--nonet', '--schema', SITEMAP_SCHEMAS[kind], '-'], {
    input: xml,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.error)
    throw new Error(`xmllint (Debian's libxml2-utils) did not run: ${run.error.message}`);
  return run.status === 0 ? '' : `${run.stderr}`.trim() || `xmllint exited with ${run.status}`;
}
