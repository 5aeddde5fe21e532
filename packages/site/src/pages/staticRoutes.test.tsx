import { describe, expect, it } from 'vitest';
import { headingsOf, renderSitePage, seededItems } from '../test/renderSitePage';
import { STATIC_ROUTES } from './staticRoutes';

// Rendered as the server renders it (no DOM): the pages must not touch browser globals while
// rendering.
const renderRoute = async (path: string) => (await renderSitePage(path)).html;

describe('static routes', () => {
  it('cover every static page of the spec, once each', () => {
    expect(STATIC_ROUTES.map((route) => route.path).sort()).toEqual(
      [
        '/about',
        '/programs',
        '/portfolio',
        '/collaborative-partners',
        '/our-history',
        '/how-we-work',
        '/typography',
        '/cta-showcase',
        '/cta-guidelines',
        '/image-guidelines-demo',
        '/privacy',
        '/terms',
      ].sort(),
    );
  });

  it.each(STATIC_ROUTES.map((route) => route.path))(
    '%s renders on the server with a title, one h1 and no external address',
    async (path) => {
      const html = await renderRoute(path);
      expect(html).toMatch(/<title>[^<]+ \| Initiative for Africa<\/title>/);
      expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
      // The page itself loads and links nothing of another site (the head names the page's
      // own absolute addresses; the footer links to the social networks).
      const main = /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? '';
      expect(main).not.toMatch(/(src|href)="(https?:)?\/\//);
      expect(html).not.toMatch(/<iframe/);
      // Right-to-left ready: the page's styles use logical properties, never left and right.
      const classes = new Set(main.match(/css-[\w-]+/g));
      const css = [...html.matchAll(/<style[^>]*>([^<]*)<\/style>/g)]
        .flatMap((m) => m[1]!.match(/[^{}]+\{[^{}]*\}/g) ?? [])
        .filter((rule) => [...(rule.match(/css-[\w-]+/g) ?? [])].some((c) => classes.has(c)))
        .join('');
      expect(css).not.toMatch(
        /text-align:(left|right)|(margin|padding|border)-(left|right)|[;{](left|right):|float:(left|right)/,
      );
    },
  );

  it('shows every published programme, each with a Learn More link to its page', async () => {
    const programmes = await seededItems<{ name: string; moreLink: string }>('programmes');
    expect(programmes.map((programme) => programme.name)).toContain(
      'Reform Entrepreneurs Programme',
    );
    const html = await renderRoute('/programs');
    const headings = headingsOf(html);
    for (const programme of programmes) expect(headings).toContain(programme.name);
    const links = [...html.matchAll(/href="([^"]*)"[^>]*>Learn More/g)].map((match) => match[1]);
    expect(links).toEqual(programmes.map((programme) => programme.moreLink));
    expect(links).toContain('/contact');
  });

  it('lists the six milestones in order and two video placeholders on Our History', async () => {
    const html = await renderRoute('/our-history');
    const years = [...html.matchAll(/<span aria-hidden="true"[^>]*>(\d{4})<\/span>/g)].map(
      (match) => match[1],
    );
    expect(years).toEqual(['2011', '2012', '2016', '2018', '2020', '2024']);
    expect(html.match(/<figure/g)).toHaveLength(2);
    expect(html).toContain('Lagos State');
  });

  it('tells on the privacy page where to ask for deletion', async () => {
    expect(await renderRoute('/privacy')).toContain('href="mailto:office@example.test"');
  });

  it('writes the policies from their sections, with the organisation’s networks and links', async () => {
    const privacy = await renderRoute('/privacy');
    expect(privacy).toMatch(/through the <a href="\/contact"[^>]*>contact form<\/a>, we store:/);
    expect(privacy.match(/<li>your [^<]+<\/li>/g)).toHaveLength(3);
    expect(privacy).toContain('Our links to Facebook, Instagram and Twitter lead');
    expect(privacy).toContain('Only Initiative for Africa staff can read them.');
    const french = (await renderSitePage('/fr/privacy')).html;
    expect(french).toContain('Nos liens vers Facebook, Instagram et Twitter mènent');
    const terms = await renderRoute('/terms');
    expect(terms).toMatch(/explained in our <a href="\/privacy"[^>]*>privacy policy<\/a>\./);
    expect(terms).toContain('href="mailto:office@example.test"');
    expect(terms.match(/<h2[\s>]/g)).toHaveLength(6);
  });

  it('shows the partner counts and impact counters', async () => {
    const html = await renderRoute('/collaborative-partners');
    for (const text of ['25+', '15+', '40+', '80+', '500+', '50+']) expect(html).toContain(text);
    expect(html).toContain('Explore Partnership Opportunities');
    expect(html).toContain('View Partnership Toolkit');
  });
});
