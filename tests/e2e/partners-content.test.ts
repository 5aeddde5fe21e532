import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { staffSite, watchErrors } from './harness';

/**
 * Staff change How We Work, Collaborative Partners and the privacy policy through the admin API,
 * in English and French, and visitors find each change at once (no restart) in English, French
 * and Arabic: Arabic, with no translation of the new text, shows the English marked as English.
 */

const site = staffSite('comms@example.org', 'a long communications password');

type Json = Record<string, unknown>;
type Translations = Record<string, Json>;

/** The item of a collection titled `title`, as staff read it. */
async function itemTitled(collection: string, title: string) {
  const response = await fetch(`${site.server.url}/api/admin/${collection}?pageSize=100`, {
    headers: { Cookie: await site.cookie() },
  });
  const items = (await response.json()) as { id: number; title: string }[];
  const found = items.find((item) => item.title === title);
  if (!found) throw new Error(`No ${collection} item titled ${title}`);
  return site.api('GET', `/api/admin/${collection}/${found.id}`) as Promise<{
    id: number;
    version: number;
    document: Json & { translations: Translations };
  }>;
}

/** A page at phone or desktop width, with its console errors (hydration warnings among them). */
async function open(path: string, width = 1280): Promise<{ page: Page; errors: string[] }> {
  const page = await site.browser.newPage({ viewport: { width, height: 900 } });
  const errors = watchErrors(page);
  page.on('console', (message) => {
    if (/hydrat/i.test(message.text())) errors.push(`console: ${message.text()}`);
  });
  await page.addInitScript(() =>
    document.addEventListener('ia:hydrated', () => Object.assign(window, { iaHydrated: true })),
  );
  await page.goto(`${site.server.url}${path}`);
  await page.waitForFunction(() => 'iaHydrated' in window);
  return { page, errors };
}

describe('How We Work, Collaborative Partners and Privacy from the admin', () => {
  it('show a changed page text and sector pyramid in en, fr and ar', async () => {
    const record = (await site.api('GET', '/api/admin/globals/how-we-work-page')) as {
      version: number;
      document: Json & { pyramid: Json[]; translations: Translations };
    };
    const { translations } = record.document;
    await site.api('PUT', '/api/admin/globals/how-we-work-page', {
      version: record.version,
      document: {
        ...record.document,
        governanceLead: 'The council meets every month and answers to our partners.',
        pyramid: [...record.document.pyramid, { sector: 'Faith & Community', alongside: '' }],
        translations: {
          ...translations,
          fr: {
            ...translations.fr,
            governanceLead: 'Le conseil se réunit chaque mois et rend compte à nos partenaires.',
            pyramid: [
              ...(translations.fr!.pyramid as Json[]),
              { sector: 'Foi et communauté', alongside: '' },
            ],
          },
          ar: { ...translations.ar, governanceLead: '' },
        },
      },
    });

    for (const [prefix, lead, tier] of [
      ['', 'The council meets every month and answers to our partners.', 'Faith & Community'],
      [
        '/fr',
        'Le conseil se réunit chaque mois et rend compte à nos partenaires.',
        'Foi et communauté',
      ],
      ['/ar', 'The council meets every month and answers to our partners.', 'Faith & Community'],
    ] as const) {
      const { page, errors } = await open(`${prefix}/how-we-work`, prefix === '/ar' ? 390 : 1280);
      const paragraph = page.getByText(lead);
      await paragraph.waitFor();
      // Arabic has no translation of the new text: it shows in English, marked as English.
      expect(await paragraph.getAttribute('lang')).toBe(prefix === '/ar' ? 'en' : null);
      await page.getByRole('tab').nth(1).click();
      await page.getByRole('tabpanel').getByRole('button').click();
      const tiers = page.getByRole('tabpanel').getByRole('list').first().getByRole('listitem');
      expect(await tiers.count()).toBe(6);
      expect(await tiers.last().innerText()).toBe(tier);
      // Only the new tier is in English on the Arabic page; the others keep their translation.
      expect(await tiers.locator('[lang="en"]').count()).toBe(prefix === '/ar' ? 1 : 0);
      expect(errors).toEqual([]);
      await page.close();
    }
  });

  it('shows a case study changed in English and French, and its year, in en, fr and ar', async () => {
    const study = await itemTitled('case-studies', 'Ward budget forums in three states');
    const { translations } = study.document;
    await site.api('PUT', `/api/admin/case-studies/${study.id}`, {
      version: study.version,
      document: {
        ...study.document,
        year: 2024,
        outcome: '80 forums held; 52 community projects completed',
        translations: {
          ...translations,
          fr: {
            ...translations.fr,
            outcome: '80 forums organisés ; 52 projets communautaires achevés',
          },
          ar: { ...translations.ar, outcome: '' },
        },
      },
    });

    for (const [prefix, outcome] of [
      ['', '80 forums held; 52 community projects completed'],
      ['/fr', '80 forums organisés ; 52 projets communautaires achevés'],
      ['/ar', '80 forums held; 52 community projects completed'],
    ] as const) {
      const { page, errors } = await open(`${prefix}/collaborative-partners`, 390);
      const card = page.getByRole('article').filter({ hasText: outcome });
      expect(await card.count()).toBe(1);
      expect(await card.innerText()).toContain('2024');
      expect(await card.innerText()).not.toContain('2023');
      expect(errors).toEqual([]);
      await page.close();
    }
  });

  it('names the networks of Organisation details in the privacy policy once they change', async () => {
    const record = (await site.api('GET', '/api/admin/globals/organisation')) as {
      version: number;
      document: Json & { socialLinks: Json[] };
    };
    await site.api('PUT', '/api/admin/globals/organisation', {
      version: record.version,
      document: {
        ...record.document,
        contactEmail: 'privacy@example.org',
        socialLinks: [
          ...record.document.socialLinks,
          { network: 'LinkedIn', url: 'https://www.linkedin.com/company/initiativeafrica' },
        ],
      },
    });
    for (const [prefix, line] of [
      ['', 'Our links to Facebook, Instagram, Twitter and LinkedIn lead'],
      ['/fr', 'Nos liens vers Facebook, Instagram, Twitter et LinkedIn mènent'],
      ['/ar', 'تقود روابطنا إلى Facebook وInstagram وTwitter وLinkedIn إلى'],
    ] as const) {
      const { page, errors } = await open(`${prefix}/privacy`);
      expect(await page.locator('main').innerText()).toContain(line);
      expect(await page.locator('main a[href^="mailto:"]').getAttribute('href')).toBe(
        'mailto:privacy@example.org',
      );
      expect(errors).toEqual([]);
      await page.close();
    }
  });

  it('shows an uploaded portrait cropped square around its focal point', async () => {
    const photo = await sharp({
      create: { width: 800, height: 500, channels: 3, background: { r: 180, g: 90, b: 40 } },
    })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'chair.jpg');
    const uploaded = await fetch(`${site.server.url}/api/images/upload`, {
      method: 'POST',
      headers: { Cookie: await site.cookie() },
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const { imageUrl } = (await uploaded.json()) as { imageUrl: string };
    const library = (await (
      await fetch(`${site.server.url}/api/admin/images?q=chair`, {
        headers: { Cookie: await site.cookie() },
      })
    ).json()) as { id: number; url: string }[];
    const image = library.find((item) => item.url === imageUrl)!;
    await site.api('PATCH', `/api/admin/images/${image.id}`, { focalX: 0.2, focalY: 0.3 });

    const chair = await itemTitled('people', 'Oluwakemi Adebayo');
    await site.api('PUT', `/api/admin/people/${chair.id}`, {
      version: chair.version,
      document: {
        ...chair.document,
        portrait: { image: imageUrl, alt: 'Oluwakemi Adebayo at the annual meeting' },
        translations: {
          ...chair.document.translations,
          fr: {
            ...chair.document.translations.fr,
            portrait: { alt: 'Oluwakemi Adebayo lors de l’assemblée annuelle' },
          },
        },
      },
    });

    for (const [prefix, width] of [
      ['', 390],
      ['/fr', 1280],
      ['/ar', 390],
    ] as const) {
      const { page, errors } = await open(`${prefix}/how-we-work`, width);
      await page.getByRole('tabpanel').getByRole('button').click();
      const portrait = page
        .getByRole('listitem')
        .filter({ hasText: 'Oluwakemi Adebayo' })
        .locator('img');
      await expect
        .poll(() => portrait.evaluate((img) => (img as HTMLImageElement).naturalWidth))
        .toBeGreaterThan(0);
      const shown = await portrait.evaluate((img) => {
        const style = getComputedStyle(img);
        return {
          src: (img as HTMLImageElement).currentSrc,
          box: [img.clientWidth, img.clientHeight],
          fit: style.objectFit,
          position: style.objectPosition,
        };
      });
      expect(shown.src).toContain(`${imageUrl}?w=`);
      expect(shown.box).toEqual([96, 96]);
      expect(shown.fit).toBe('cover');
      expect(shown.position).toBe('20% 30%');
      expect(errors).toEqual([]);
      await page.close();
    }
  });
});
