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
    const loaded = await loadSeedContent({
      repositories,
      content: createContentEditingService({ repositories, onChange: () => {} }),
      originals: server.storage.originals,
      variants: server.storage.variants,
      siteDir: server.config.siteDir,
      logger: silentLogger,
      settings: { contactEmail: server.config.contactEmail },
    });
    expect(loaded).toEqual([]);
    expect(await repositories.entries(figures).count()).toBe(items.length - 1);
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
