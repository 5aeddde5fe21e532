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

/** Every file the sitemap index (`/sitemap.xml`) lists, one after the other. */
export async function sitemapText(url: string): Promise<string> {
  const index = await (await fetch(`${url}/sitemap.xml`)).text();
  const files = [...index.matchAll(/<sitemap><loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
  if (files.length === 0) throw new Error(`/sitemap.xml lists no file: ${index.slice(0, 200)}`);
  const texts = await Promise.all(files.map(async (file) => (await fetch(file)).text()));
  return texts.join('\n');
}
