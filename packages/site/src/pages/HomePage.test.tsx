import { describe, expect, it } from 'vitest';
import { bodyOf, headingsOf, renderSitePage, textOf, titleOf } from '../test/renderSitePage';

// The home page as the server renders it from the seed content (a fresh installation).
const render = async (path: string) => (await renderSitePage(path)).html;
const mainOf = (html: string) => /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? '';
/** The attributes of a tag (names in lower case; a bare attribute is empty). */
const attributes = (tag: string) =>
  Object.fromEntries(
    [...tag.matchAll(/\s([\w-]+)(?:="([^"]*)")?/g)].map((m) => [m[1]!.toLowerCase(), m[2] ?? '']),
  );

describe('the home page', () => {
  it('shows its ten sections from the content, in the spec’s order', async () => {
    const html = await render('/');
    expect(titleOf(html)).toBe(
      "Building Africa's Next Generation of Reform Leaders | Initiative for Africa",
    );
    const sections = [...bodyOf(html).matchAll(/<h([12])[^>]*>([\s\S]*?)<\/h\1>/g)].map((m) =>
      textOf(m[2]!),
    );
    expect(sections).toEqual([
      "Building Africa's Next Generation of Reform Leaders",
      'Empowering African Change-Makers',
      'Our Focus Areas',
      'Success Stories',
      "Empowering Africa's Reform Entrepreneurs",
      'Our Programmes',
      '\u2068Initiative for Africa\u2069: Driving Change',
      'Our Virtual Catalyst Centre',
      'Impact Metrics',
      'Get Involved',
    ]);
    const text = textOf(bodyOf(html));
    for (const line of [
      'Folasade Ogunleye, Founder & CEO',
      'Education & Training',
      'Reform Entrepreneurs Programme',
      'Flexible scheduling: weekday or weekend cohorts',
      'View All Success Stories',
      'E-mail us office@example.test',
    ]) {
      expect(text).toContain(line);
    }
  });

  it('shows the figures it refers to, each with its source', async () => {
    const main = mainOf(await render('/'));
    const hero = /<section aria-labelledby="hero-title"[\s\S]*?<\/section>/.exec(main)![0];
    expect(
      [...hero.matchAll(/<dt[^>]*>([^<]*)<\/dt><dd[^>]*><bdi>([^<]*)<\/bdi>/g)].map(
        (m) => `${m[2]} ${m[1]}`,
      ),
    ).toEqual(['500+ Reform Entrepreneurs', '200+ Active Projects', '12 Countries Impacted']);
    expect(textOf(hero)).toContain('Graduates of the Reform Entrepreneurs Programme');
    const metrics = /<section id="impact"[\s\S]*?<\/section>/.exec(main)![0];
    expect(textOf(metrics)).toMatch(/Lives Impacted 100,000\+ .*Source/);
  });

  it('serves every picture from the image library, sized, with the hero preloaded', async () => {
    const html = await render('/');
    const images = [...mainOf(html).matchAll(/<img [^>]*>/g)].map((m) => attributes(m[0]));
    // Hero, founder, three focus areas, programme, film poster, hub, impact metrics.
    expect(images.filter((img) => img.src?.startsWith('/media/site/'))).toHaveLength(9);
    for (const img of images.filter((img) => img.src?.startsWith('/media/'))) {
      expect(Number(img.width), img.src).toBeGreaterThan(0);
      expect(Number(img.height), img.src).toBeGreaterThan(0);
    }
    const [hero, founder] = images;
    expect(hero).toMatchObject({ alt: '', loading: 'eager', fetchpriority: 'high' });
    expect(founder).toMatchObject({ alt: 'Portrait of Folasade Ogunleye', loading: 'eager' });
    // The founder's box is the hero's 4:5 crop of the portrait, so nothing moves when it loads.
    expect(Number(founder!.width) / Number(founder!.height)).toBeCloseTo(4 / 5, 2);
    expect(images.at(-1)).toMatchObject({ loading: 'lazy' });
    // Cropped around the focal point staff set (the seed's: the middle).
    const heroClass = /<img [^>]*fetchPriority="high" class="([\w-]+)"/.exec(mainOf(html))![1];
    expect(html).toMatch(new RegExp(`\\.${heroClass}\\{[^}]*object-position:50% 50%`));
    const preload = /<link rel="preload" as="image"[^>]*>/.exec(html)![0];
    expect(attributes(preload).imagesrcset).toMatch(
      /^\/media\/site\/hero-background\.jpg\?w=160&amp;fm=avif 160w, .* 1920w$/,
    );
  });

  it('reads in French, and in Hausa from the seed content', async () => {
    const french = await render('/fr/');
    expect(headingsOf(french)[0]).toBe(
      'Former la prochaine génération de leaders de la réforme en Afrique',
    );
    expect(textOf(bodyOf(french))).toContain(
      'Folasade Ogunleye, Fondatrice et directrice générale',
    );
    const hausa = await render('/ha/');
    expect(headingsOf(hausa)[0]).toBe('Gina Sabon Zuriyar Shugabannin Gyara na Afirka');
    expect(mainOf(hausa)).toMatch(/<h1 id="hero-title" class="[^"]*">/);
    expect(mainOf(hausa)).toMatch(/<p class="[^"]*">'Yan kasuwar gyara a fannin Ilimi/);
    expect(textOf(mainOf(hausa))).toContain('Ƙara Koyo : Game da Mu');
  });
});
