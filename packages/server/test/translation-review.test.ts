import {
  adminContentRecordSchema,
  adminGlobalRecordSchema,
  TRANSLATION_LANGUAGES,
  type TranslationStatusEntry,
} from '@ia/shared';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateLatest, migrationSource } from '../src/db/migrations/index.js';
import { errorOf, startTestServer, type TestServer } from './helpers.js';
import { startMailServer, type MailServer } from './mail-server.js';
import { adminCookie, call, inviteAndAccept, mailingEnv, EDNA, KOFI } from './staff-helpers.js';

/**
 * "Needs review": every translation the seed and the demo content write waits for a native
 * speaker on staff (services/editing/review.ts). A staff save that changes the language, or
 * "Mark as reviewed" (editors and administrators), clears it; staff see it on the translation
 * status and in the editor's record, the public never.
 */
const generous = {
  signInPerAddress: { limit: 1000, windowMs: 60_000 },
  signInPerEmail: { limit: 1000, windowMs: 60_000 },
};

const HOME = 'home-page';

describe('translations that need review', () => {
  let server: TestServer;
  let mail: MailServer;
  let admin: string;
  let editor: string;
  let contributor: string;

  const json = async (cookie: string, method: string, path: string, body?: unknown) => {
    const response = await call(server, cookie, method, path, body);
    expect(response.status, `${method} ${path}: ${await response.clone().text()}`).toBe(200);
    return (await response.json()) as unknown;
  };
  const globalRecord = async (cookie = admin) =>
    v.parse(adminGlobalRecordSchema, await json(cookie, 'GET', `/api/admin/globals/${HOME}`));
  const status = async () =>
    (await json(admin, 'GET', '/api/admin/translation-status')) as TranslationStatusEntry[];
  /** A published demo story the demo content translated into `lang`. */
  const translatedStory = async (lang: string) => {
    const entry = (await status()).find(
      (e) =>
        e.kind === 'stories' && e.status === 'published' && e.languages[lang]?.state === 'review',
    );
    expect(entry, `a demo story written in ${lang}`).toBeDefined();
    return entry!;
  };

  beforeAll(async () => {
    mail = await startMailServer();
    server = await startTestServer({ env: mailingEnv(mail), rateLimits: generous });
    admin = await adminCookie(server);
    editor = (await inviteAndAccept(server, mail, admin, EDNA)).cookie;
    contributor = (await inviteAndAccept(server, mail, admin, KOFI)).cookie;
  });
  afterAll(async () => {
    await server?.close();
    await mail?.close();
  });

  it('marks every language the seed and the demo content wrote, on the status and the record', async () => {
    const entries = await status();
    const home = entries.find((e) => e.kind === 'globals' && e.name === HOME)!;
    for (const lang of ['fr', 'ar', 'sw']) expect(home.languages[lang]?.state, lang).toBe('review');
    const record = await globalRecord();
    const written = Object.keys((record.document as { translations: object }).translations);
    expect(record.needsReview).toEqual(
      TRANSLATION_LANGUAGES.filter((lang) => written.includes(lang)).sort(),
    );
    expect(record.needsReview).toEqual(expect.arrayContaining(['fr', 'ar', 'sw']));
    // Items the demo content wrote too (stories, with their translations).
    const story = await translatedStory('fr');
    const item = v.parse(
      adminContentRecordSchema,
      await json(admin, 'GET', `/api/admin/stories/${story.id}`),
    );
    expect(item.needsReview).toContain('fr');
    // Nothing staff wrote is marked: a new item with a translation is not.
    const created = await call(server, admin, 'POST', '/api/admin/people', {
      document: {
        name: 'Amina Bello',
        role: 'Programme officer',
        team: 'staff',
        translations: { fr: { role: 'Chargée de programme' } },
      },
    });
    expect(created.status, await created.clone().text()).toBe(201);
    expect(v.parse(adminContentRecordSchema, await created.json()).needsReview).toEqual([]);
  });

  it('a staff save clears the language it changed, and only that one', async () => {
    const before = await globalRecord(editor);
    const document = structuredClone(before.document) as {
      translations: Record<string, Record<string, unknown>>;
    } & Record<string, unknown>;
    const [field] = Object.entries(document.translations.fr!).find(
      ([, value]) => typeof value === 'string' && value !== '',
    )!;
    document.translations.fr![field] = `${String(document.translations.fr![field])} (revu)`;
    const saved = v.parse(
      adminGlobalRecordSchema,
      await json(editor, 'PUT', `/api/admin/globals/${HOME}`, {
        version: before.version,
        document,
      }),
    );
    expect(saved.needsReview).not.toContain('fr');
    expect(saved.needsReview).toContain('ar');
    expect(saved.needsReview).toContain('sw');
    const home = (await status()).find((e) => e.kind === 'globals' && e.name === HOME)!;
    expect(home.languages.fr?.state).not.toBe('review');
    expect(home.languages.ar?.state).toBe('review');
    // A save that leaves Arabic as it was does not mark it reviewed.
    const again = structuredClone(saved.document) as typeof document;
    again.translations.fr![field] = `${String(again.translations.fr![field])}!`;
    const next = v.parse(
      adminGlobalRecordSchema,
      await json(editor, 'PUT', `/api/admin/globals/${HOME}`, {
        version: saved.version,
        document: again,
      }),
    );
    expect(next.needsReview).toContain('ar');
  });

  it('"Mark as reviewed" clears one language, for editors and administrators only', async () => {
    const story = await translatedStory('sw');
    const path = `/api/admin/stories/${story.id}/reviewed`;
    // Contributors may not; nor may anyone mark English or an unknown language.
    const refused = await call(server, contributor, 'POST', `${path}/sw`, {});
    expect(refused.status).toBe(403);
    expect((await errorOf(refused)).code).toBe('forbidden');
    const refusedGlobal = await call(
      server,
      contributor,
      'POST',
      `/api/admin/globals/${HOME}/reviewed/sw`,
      {},
    );
    expect(refusedGlobal.status).toBe(403);
    expect((await call(server, editor, 'POST', `${path}/en`, {})).status).toBe(400);
    expect((await call(server, editor, 'POST', `${path}/xx`, {})).status).toBe(400);
    expect((await call(server, null as unknown as string, 'POST', `${path}/sw`, {})).status).toBe(
      401,
    );

    const before = v.parse(
      adminContentRecordSchema,
      await json(editor, 'GET', `/api/admin/stories/${story.id}`),
    );
    const marked = v.parse(adminContentRecordSchema, await json(editor, 'POST', `${path}/sw`, {}));
    expect(marked.needsReview).not.toContain('sw');
    expect(marked.needsReview).toEqual(before.needsReview.filter((lang) => lang !== 'sw'));
    // Nothing else changed: no new version, the same translation.
    expect(marked.version).toBe(before.version);
    expect(marked.document).toEqual(before.document);
    const entry = (await status()).find((e) => e.kind === 'stories' && e.id === story.id)!;
    expect(entry.languages.sw?.state).not.toBe('review');

    const global = v.parse(
      adminGlobalRecordSchema,
      await json(admin, 'POST', `/api/admin/globals/${HOME}/reviewed/sw`, {}),
    );
    expect(global.needsReview).not.toContain('sw');
  });

  it('an import of a translation file that changes a language marks it reviewed', async () => {
    const before = v.parse(
      adminGlobalRecordSchema,
      await json(admin, 'GET', '/api/admin/globals/about-page'),
    );
    expect(before.needsReview).toEqual(expect.arrayContaining(['fr', 'ar']));
    const exported = await call(
      server,
      admin,
      'GET',
      `/api/admin/translations/fr/xliff?scope=all&item=globals.about-page`,
    );
    expect(exported.status, await exported.clone().text()).toBe(200);
    const xml = await exported.text();
    const start = xml.indexOf('<unit id="globals.about-page.title"');
    expect(start).toBeGreaterThan(-1);
    const end = xml.indexOf('</unit>', start);
    const unit = xml
      .slice(start, end)
      .replace(/<target([^>]*)>[\s\S]*?<\/target>/, '<target$1>À propos de nous, revu</target>');
    const imported = await fetch(`${server.url}/api/admin/translations/fr/xliff`, {
      method: 'POST',
      headers: { Cookie: admin, 'Content-Type': 'application/xliff+xml' },
      body: xml.slice(0, start) + unit + xml.slice(end),
    });
    expect(imported.status, await imported.clone().text()).toBe(200);
    expect(((await imported.json()) as { applied: number }).applied).toBe(1);
    const about = v.parse(
      adminGlobalRecordSchema,
      await json(admin, 'GET', '/api/admin/globals/about-page'),
    );
    expect(about.needsReview).not.toContain('fr');
    expect(about.needsReview).toContain('ar');
  });

  it('never shows in a public answer', async () => {
    const story = await translatedStory('ar');
    const { document } = v.parse(
      adminContentRecordSchema,
      await json(admin, 'GET', `/api/admin/stories/${story.id}`),
    ) as { document: { slug?: string } };
    const answers = [
      `/api/globals/${HOME}?lang=ar`,
      `/api/content/stories?lang=ar`,
      `/api/content/stories/${String(document.slug)}?lang=ar`,
      `/api/content/articles?lang=fr`,
    ];
    for (const path of answers) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status, path).toBe(200);
      const text = await response.text();
      expect(text, path).not.toMatch(/needsReview|needs review|translation_reviews|"review"/i);
    }
  });

  it('marks an installation seeded before, where the seed wrote the translation and staff left it', async () => {
    const db = server.db;
    const story = await translatedStory('ar');
    const record = v.parse(
      adminContentRecordSchema,
      await json(editor, 'GET', `/api/admin/stories/${story.id}`),
    );
    // As before this version: no table; staff then rewrite the Arabic of one demo story.
    await db.migrate.down({ migrationSource, name: '20261211000000_translation_reviews' });
    const document = structuredClone(record.document) as {
      translations: Record<string, Record<string, unknown>>;
    } & Record<string, unknown>;
    document.translations.ar!.title = `${String(document.translations.ar!.title)} ·`;
    // Staff's change as it was stored then (the save of this version writes the table too).
    await db('content_translations')
      .where({ kind: 'stories', item_id: story.id, lang: 'ar' })
      .update({ fields: JSON.stringify(document.translations.ar) });
    expect(await migrateLatest(db)).toEqual(['20261211000000_translation_reviews']);
    const after = v.parse(
      adminContentRecordSchema,
      await json(editor, 'GET', `/api/admin/stories/${story.id}`),
    );
    expect(after.needsReview).not.toContain('ar');
    expect(after.needsReview).toContain('fr');
    const home = await globalRecord();
    // The French saved by staff above is not marked again; Arabic, left as the seed wrote it, is.
    expect(home.needsReview).not.toContain('fr');
    expect(home.needsReview).toContain('ar');
  });
});
