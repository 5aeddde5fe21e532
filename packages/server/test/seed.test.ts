import { COLLECTIONS, GLOBALS, collectionNamed, translationStatus, type Fields } from '@ia/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_AUTHORS } from '../src/db/demo/articles.js';
import { loadSeedContent } from '../src/db/seed/load.js';
import { seedUnits } from '../src/db/seed/site/index.js';
import { createRepositories } from '../src/db/repositories/index.js';
import { GLOBALS_KIND, createContentEditingService } from '../src/services/content-editing.js';
import { silentLogger } from '../src/logger.js';
import { ADMIN_ENV, signIn } from './admin-helpers.js';
import { startTestServer, type TestServer } from './helpers.js';

/** The languages the organisation's own pages are written in (spec section 9). */
const FULL_LANGUAGES = ['fr', 'ar', 'sw'] as const;

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ env: ADMIN_ENV });
});
afterAll(async () => {
  await server?.close();
});

/** The seed content loaded again, as at the next start; the names of the parts loaded. */
function loadSeedAgain() {
  const repositories = createRepositories(server.db);
  return loadSeedContent({
    repositories,
    content: createContentEditingService({ repositories, onChange: () => {} }),
    originals: server.storage.originals,
    variants: server.storage.variants,
    siteDir: server.config.siteDir,
    logger: silentLogger,
    settings: { contactEmail: server.config.contactEmail },
  });
}

describe('the seed content', () => {
  it('fills every part of the content model that has seed content, and every global', async () => {
    const repositories = createRepositories(server.db);
    const units = seedUnits({ contactEmail: server.config.contactEmail });
    for (const def of GLOBALS) {
      expect(
        units.some((unit) => unit.def === def),
        `seed of global ${def.name}`,
      ).toBe(true);
      expect(await repositories.globals.read(def.name), def.name).toBeDefined();
    }
    for (const unit of units) {
      if (!('items' in unit)) continue;
      // The demo content adds the staff who wrote its articles to People.
      const demo = unit.def.name === 'people' ? DEMO_AUTHORS.length : 0;
      expect(await repositories.entries(unit.def).count(), unit.def.name).toBe(
        unit.items.length + demo,
      );
    }
  });

  it('is written in English, French, Arabic and Swahili wherever visitors read it', async () => {
    const repositories = createRepositories(server.db);
    const problems: string[] = [];
    const check = async (
      kind: string,
      id: number,
      fields: Fields,
      english: Record<string, unknown>,
      what: string,
    ) => {
      const rows = await repositories.content.translationRowsOf(kind, id);
      for (const lang of FULL_LANGUAGES) {
        const status = translationStatus(fields, english, rows[lang]?.fields, rows[lang]?.sources);
        if (status.missing.length > 0)
          problems.push(`${what} in ${lang}: ${status.missing.join(', ')}`);
      }
    };
    for (const def of GLOBALS) {
      const stored = await repositories.globals.read(def.name);
      if (stored) await check(GLOBALS_KIND, stored.id, def.fields, stored.document, def.name);
    }
    for (const def of COLLECTIONS) {
      if (def.name === 'stories' || def.name === 'articles') continue; // demo items: some English only
      const { items } = await repositories.entries(def).list({ limit: 500, offset: 0 });
      for (const item of items) {
        await check(
          def.name,
          item.id,
          def.fields,
          item.document,
          `${def.name} ${String(item.document[def.titleField])}`,
        );
      }
    }
    expect(problems).toEqual([]);
  });

  it('loads each part once: what staff deleted is not brought back at the next start', async () => {
    const cookie = await signIn(server);
    const figures = collectionNamed('figures')!;
    const repositories = createRepositories(server.db);
    const { items } = await repositories.entries(figures).list({ limit: 500, offset: 0 });
    const last = items.at(-1)!;
    const response = await fetch(
      `${server.url}/api/admin/figures/${last.id}?version=${last.version}`,
      {
        method: 'DELETE',
        headers: { Cookie: cookie },
      },
    );
    expect(response.status).toBe(204);
    expect(await loadSeedAgain()).toEqual([]);
    expect(await repositories.entries(figures).count()).toBe(items.length - 1);
  });

  it('brings a later version’s changes to an installation seeded before, keeping what staff wrote', async () => {
    const cookie = await signIn(server);
    const admin = async (method: string, path: string, body?: unknown) => {
      const response = await fetch(`${server.url}${path}`, {
        method,
        headers: { Cookie: cookie, 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      expect(response.status, `${method} ${path}: ${await response.clone().text()}`).toBeLessThan(
        300,
      );
      return (await response.json()) as {
        id: number;
        version: number;
        document: Record<string, unknown> & {
          translations: Record<string, Record<string, unknown>>;
        };
      };
    };
    // The pages as the launch seeded them: the count written out, a figure of its own for the
    // same count, no partners' heading nor phone heading.
    const programmes = await admin('GET', '/api/admin/globals/programmes-page');
    await admin('PUT', '/api/admin/globals/programmes-page', {
      version: programmes.version,
      document: {
        ...programmes.document,
        listTitle: 'Four programmes, one network',
        translations: {
          ...programmes.document.translations,
          fr: {
            ...programmes.document.translations.fr,
            listTitle: 'Quatre programmes, un seul réseau',
          },
          // Staff rewrote the Arabic heading themselves: kept.
          ar: { ...programmes.document.translations.ar, listTitle: 'برامجنا الأربعة' },
        },
      },
    });
    const leaders = await admin('POST', '/api/admin/figures', {
      document: {
        name: 'Leaders trained',
        value: '500+',
        label: 'Leaders Trained',
        translations: {},
      },
    });
    const figures = await admin('GET', '/api/admin/figures?pageSize=100');
    const entrepreneurs = (figures as unknown as { id: number; title: string }[]).find(
      (figure) => figure.title === 'Reform entrepreneurs',
    )!;
    const partners = await admin('GET', '/api/admin/globals/partners-page');
    const { partnersTitle: _title, partnersLead: _lead, ...before } = partners.document;
    const { fr: partnersFr = {} } = partners.document.translations;
    const { partnersTitle: _frTitle, partnersLead: _frLead, ...frBefore } = partnersFr;
    await admin('PUT', '/api/admin/globals/partners-page', {
      version: partners.version,
      document: {
        ...before,
        figures: (partners.document.figures as number[]).map((id) =>
          id === entrepreneurs.id ? leaders.id : id,
        ),
        translations: { ...partners.document.translations, fr: frBefore },
      },
    });
    // The privacy policy as the launch seeded it: no newsletter section, in English, French and
    // Arabic only; staff rewrote the French heading of the contact form's section.
    const privacy = await admin('GET', '/api/admin/globals/privacy-page');
    const withoutNewsletter = (rows: unknown) => (rows as unknown[]).filter((_, i) => i !== 1);
    const launchLanguage = (lang: string) => ({
      ...privacy.document.translations[lang],
      sections: withoutNewsletter(privacy.document.translations[lang]!.sections),
    });
    const [frContact, ...frRest] = withoutNewsletter(
      privacy.document.translations.fr!.sections,
    ) as Record<string, unknown>[];
    await admin('PUT', '/api/admin/globals/privacy-page', {
      version: privacy.version,
      document: {
        ...privacy.document,
        sections: withoutNewsletter(privacy.document.sections),
        translations: {
          fr: {
            ...launchLanguage('fr'),
            sections: [{ ...frContact, heading: 'Le formulaire de contact' }, ...frRest],
          },
          ar: launchLanguage('ar'),
        },
      },
    });
    await server.db('content_seeds').where('name', 'like', 'upgrade:%').delete();

    expect(await loadSeedAgain()).toEqual([
      'upgrade:programmes-page-count',
      'upgrade:partners-page-figures',
      'upgrade:partners-page-partners',
      'upgrade:privacy-page-newsletter',
    ]);
    const upgraded = await admin('GET', '/api/admin/globals/programmes-page');
    expect(upgraded.document.listTitle).toBe('{count}, one network');
    expect(upgraded.document.translations.fr!.listTitle).toBe('{count}, un seul réseau');
    expect(upgraded.document.translations.ar!.listTitle).toBe('برامجنا الأربعة');
    const partnersPage = await admin('GET', '/api/admin/globals/partners-page');
    expect(partnersPage.document.figures).toContain(entrepreneurs.id);
    expect(partnersPage.document.figures).not.toContain(leaders.id);
    expect(partnersPage.document.partnersTitle).toBe('Our partners');
    expect(partnersPage.document.translations.fr!.partnersTitle).toBe('Nos partenaires');
    const privacyPage = await admin('GET', '/api/admin/globals/privacy-page');
    const headings = (rows: unknown) =>
      (rows as ({ heading: string } | null)[]).map((row) => row?.heading ?? null);
    expect(headings(privacyPage.document.sections)).toEqual(headings(privacy.document.sections));
    expect(headings(privacyPage.document.translations.fr!.sections)).toEqual([
      'Le formulaire de contact',
      'Ce que conserve la lettre d’information',
      'Aucun pistage',
      'Liens vers d’autres sites',
      'Consulter, corriger ou supprimer vos données',
    ]);
    expect(headings(privacyPage.document.translations.ar!.sections)).toEqual(
      headings(privacy.document.translations.ar!.sections),
    );
    // A language the launch did not write gets the new section alone, in its place.
    const hausa = headings(privacyPage.document.translations.ha!.sections);
    expect(hausa.indexOf('Abin da wasiƙar labarai ke adanawa')).toBe(1);
    expect(hausa.filter((heading) => heading !== null)).toHaveLength(1);
    // Once only, and a section already there is not added again.
    expect(await loadSeedAgain()).toEqual([]);
    await server.db('content_seeds').where('name', 'like', 'upgrade:%').delete();
    expect(await loadSeedAgain()).toEqual([]);
  });

  it('stores its drawn pictures in the image library, with alt text', async () => {
    const rows = (await server
      .db('images')
      .where('path', 'like', 'site/%')
      .select('path', 'alt')) as {
      path: string;
      alt: string | null;
    }[];
    expect(rows.length).toBeGreaterThan(5);
    for (const row of rows) {
      expect(row.alt, row.path).toBeTruthy();
      expect(await server.storage.originals.exists(row.path), row.path).toBe(true);
    }
  });
});
