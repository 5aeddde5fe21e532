import type { ApiAnswer, PublicImage } from '@ia/shared';
import { describe, expect, it } from 'vitest';
import { createRenderer } from '../entry-server';
import {
  SAMPLE_MANIFEST,
  bodyOf,
  renderSitePage,
  sampleApi,
  seededItems,
  textOf,
} from '../test/renderSitePage';

/**
 * Pages of the seed content as the server renders them: every picture read out with the alt
 * text staff wrote (decorative ones aside), figures from their one record, counts from the data,
 * the partners on Collaborative Partners, and the organisation's phone and postal address.
 */

type Item = Record<string, unknown> & { id: number };

/** The `alt` of each `<img>` of some HTML. */
const alts = (html: string) =>
  [...html.matchAll(/<img\b[^>]*\balt="([^"]*)"/g)].map((match) =>
    match[1]!.replace(/&#x27;/g, "'"),
  );

const sectionOf = (html: string, id: string) =>
  new RegExp(`<section[^>]*aria-labelledby="${id}"[\\s\\S]*?</section>`).exec(bodyOf(html))?.[0] ??
  '';

/** A renderer over the sample API with some answers changed, as staff's edits would. */
function rendererWith(change: (path: string, body: unknown) => unknown) {
  const renderer = createRenderer({
    manifest: SAMPLE_MANIFEST,
    site: { siteName: 'Initiative for Africa' },
    fetchApi: async (pathAndQuery: string): Promise<ApiAnswer> => {
      const answer = await sampleApi(pathAndQuery);
      if (answer.status !== 200) return answer;
      const path = new URL(pathAndQuery, 'http://site.test').pathname;
      return { ...answer, body: JSON.stringify(change(path, JSON.parse(answer.body))) };
    },
    imageInfo: async () => ({ width: 1280, height: 800, contentType: 'image/jpeg' }),
  });
  return async (url: string) => {
    const result = await renderer.render({ url, origin: 'https://example.org' });
    if (result.type !== 'page') throw new Error(`${url} redirects`);
    return result.html;
  };
}

describe('pictures are read out with the alt text staff wrote', () => {
  it('case studies on Collaborative Partners', async () => {
    const studies = await seededItems<Item & { picture: PublicImage }>('case-studies');
    expect(studies.length).toBeGreaterThan(0);
    const { html } = await renderSitePage('/collaborative-partners');
    const shown = alts(sectionOf(html, 'partner-stories'));
    for (const study of studies) {
      expect(study.picture.alt).not.toBe('');
      expect(shown).toContain(study.picture.alt);
    }
  });
});

describe('facts written once', () => {
  it('Shared impact shows the reform entrepreneurs’ figure record, not a copy of its value', async () => {
    const figures = await seededItems<Item & { name?: string; value: string; label: string }>(
      'figures',
    );
    const entrepreneurs = figures.find((figure) => figure.label === 'Reform Entrepreneurs')!;
    const impact = textOf(
      sectionOf((await renderSitePage('/collaborative-partners')).html, 'partner-impact'),
    );
    expect(impact).toContain(`Reform Entrepreneurs ${entrepreneurs.value}`);
    expect(impact).not.toContain('Leaders Trained');

    // A change of the record shows there at once.
    const render = rendererWith((path, body) =>
      path === '/api/globals/partners-page'
        ? {
            ...(body as object),
            figures: (body as { figures: Item[] }).figures.map((figure) =>
              figure.id === entrepreneurs.id ? { ...figure, value: '650+' } : figure,
            ),
          }
        : body,
    );
    expect(textOf(sectionOf(await render('/collaborative-partners'), 'partner-impact'))).toContain(
      'Reform Entrepreneurs 650+',
    );
  });
});

describe('Collaborative Partners', () => {
  it('names the partners, each linked to its website when staff gave one', async () => {
    const partners = await seededItems<Item & { name: string }>('partners');
    expect(partners.length).toBeGreaterThan(0);
    const { html } = await renderSitePage('/collaborative-partners');
    const section = sectionOf(html, 'partner-list');
    expect(textOf(section)).toContain('Our partners');
    for (const partner of partners) expect(textOf(section)).toContain(partner.name);

    const render = rendererWith((path, body) =>
      path === '/api/content/partners'
        ? (body as Item[]).map((partner, index) =>
            index === 0 ? { ...partner, website: 'https://partner.example/' } : partner,
          )
        : body,
    );
    const linked = sectionOf(await render('/fr/collaborative-partners'), 'partner-list');
    expect(linked).toMatch(
      new RegExp(`<a href="https://partner.example/"[^>]*>${partners[0]!.name}</a>`),
    );
    expect(textOf(linked)).toContain('Nos partenaires');
  });
});

describe('Contact', () => {
  const render = rendererWith((path, body) =>
    path === '/api/globals/organisation'
      ? { ...(body as object), phone: '+234 1 234 5678', postalAddress: '12 Marina Road\nLagos' }
      : body,
  );

  it('shows the phone number as a link that dials it, and in the structured data', async () => {
    const html = await render('/contact');
    expect(bodyOf(html)).toMatch(
      /<a href="tel:\+23412345678"[^>]*><bdi>\+234 1 234 5678<\/bdi><\/a>/,
    );
    expect(textOf(bodyOf(html))).toContain('Phone');
    const ld = /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(html)![1]!;
    expect(ld).toContain('"telephone":"+234 1 234 5678"');
    expect(ld).toContain('"address":"12 Marina Road\\nLagos"');
  });

  it('shows the postal address as written once, in every language', async () => {
    for (const url of ['/contact', '/fr/contact', '/ar/contact']) {
      const html = bodyOf(await render(url));
      expect(html).toContain('12 Marina Road\nLagos');
    }
    expect(textOf(bodyOf(await render('/ar/contact')))).toContain('الهاتف');
  });

  it('shows neither without them', async () => {
    const { html } = await renderSitePage('/contact');
    expect(html).not.toContain('tel:');
  });
});
