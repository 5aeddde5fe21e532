import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectionNamed, globalNamed, type CollectionDef, type GlobalDef } from '@ia/shared';
import { createRepositories } from '../src/db/repositories/index.js';
import { ApiError } from '../src/errors.js';
import { createRecords } from '../src/services/editing/records.js';
import { createSaving } from '../src/services/editing/saving.js';
import { createDocuments } from '../src/services/editing/documents.js';
import { createPublishing } from '../src/services/editing/publishing.js';
import { createHistory } from '../src/services/editing/history.js';
import { createTranslationStatus } from '../src/services/editing/translation-status.js';
import { createDashboard } from '../src/services/editing/dashboard.js';
import {
  emptyDocument,
  expiryChanges,
  parseCollection,
  parseId,
  type Actor,
} from '../src/services/editing/rules.js';
import { startTestServer, type TestServer } from './helpers.js';

/**
 * Each part of content editing (services/editing) on its own, over a real database: the parts
 * are composed in content-editing.ts, and the API tests go through all of them at once; these
 * say which part holds which rule.
 */
let server: TestServer;
let changes = 0;
let parts: ReturnType<typeof compose>;
const people = collectionNamed('people') as CollectionDef;
const stories = collectionNamed('stories') as CollectionDef;
const contributor: Actor = { userId: 900, email: 'c@example.test', name: 'C', role: 'contributor' };
const otherContributor: Actor = { ...contributor, userId: 901, email: 'd@example.test' };

function compose() {
  const records = createRecords({
    repositories: createRepositories(server.db),
    onChange: () => (changes += 1),
  });
  const saving = createSaving(records);
  const documents = createDocuments(records, saving);
  return {
    records,
    documents,
    publishing: createPublishing(records),
    history: createHistory(records, saving),
    translations: createTranslationStatus(records),
    dashboard: createDashboard(records, documents.list),
  };
}

/** The error a call fails with (it must fail). */
async function failure(work: Promise<unknown>): Promise<ApiError> {
  const error = await work.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

const person = (name: string, extra: Record<string, unknown> = {}) => ({
  document: { name, role: 'Board Chair', team: 'council', ...extra },
});

beforeAll(async () => {
  server = await startTestServer();
  parts = compose();
});
afterAll(() => server?.close());

describe('rules (pure)', () => {
  it('names an unknown collection and a bad id', () => {
    expect(parseCollection('people')).toBe(people);
    expect(() => parseCollection('nope')).toThrow(ApiError);
    expect(parseId('12')).toBe(12);
    expect(() => parseId('12x')).toThrow(ApiError);
  });

  it('writes a consent end change as its own history line', () => {
    const before = { consentEndsAt: '2027-01-01T00:00:00.000Z' };
    expect(expiryChanges(stories, before, { consentEndsAt: null })).toEqual([
      expect.stringContaining('removed (was 2027-01-01 00:00 UTC)'),
    ]);
    expect(expiryChanges(stories, before, { consentEndsAt: '2027-02-01T00:00:00.000Z' })).toEqual([
      expect.stringContaining('set to 2027-02-01 00:00 UTC'),
    ]);
    expect(expiryChanges(stories, before, before)).toEqual([]);
    expect(expiryChanges(stories, undefined, before)).toEqual([]);
  });

  it('starts a global with every field empty', () => {
    const def = globalNamed('navigation') as GlobalDef;
    const doc = emptyDocument(def);
    expect(Object.keys(doc).sort()).toEqual(Object.keys(def.fields).sort());
    for (const value of Object.values(doc))
      expect(value === null || value !== undefined).toBe(true);
  });
});

describe('documents and records', () => {
  it('creates a draft in one write, tells caches once, and checks the version of a save', async () => {
    const before = changes;
    const created = await parts.documents.create(people, person('Ngozi Editing'), contributor);
    expect(changes).toBe(before + 1);
    expect(created).toMatchObject({ status: 'draft', version: 1, authorId: contributor.userId });

    const saved = await parts.documents.save(
      people,
      created.id,
      { version: 1, ...person('Ngozi Editing', { role: 'Advisor' }) },
      contributor,
    );
    expect(saved.version).toBe(2);
    const stale = await failure(
      parts.documents.save(people, created.id, { version: 1, ...person('Late') }, contributor),
    );
    expect(stale.status).toBe(409);
    expect((await parts.documents.get(people, created.id)).document.name).toBe('Ngozi Editing');
  });

  it('refuses an invalid document naming its field, writing nothing', async () => {
    const before = changes;
    const error = await failure(
      parts.documents.create(people, { document: { name: '', team: 'council' } }, null),
    );
    expect(error.status).toBe(422);
    expect(Object.keys(error.options.fields ?? {})).toEqual(
      expect.arrayContaining(['name', 'role']),
    );
    expect(changes).toBe(before);
  });

  it('answers a taken address as a 422 on the slug field', async () => {
    await parts.documents.create(people, person('Same Slug', { slug: 'same-slug' }), null);
    const error = await failure(
      parts.documents.create(people, person('Same Slug Two', { slug: 'same-slug' }), null),
    );
    expect(error.status).toBe(422);
    expect(error.options.fields).toHaveProperty('slug');
  });

  it("shows a contributor published items and their own drafts, not another's", async () => {
    const mine = await parts.documents.create(people, person('Visible Draft'), contributor);
    const theirs = await parts.documents.list(people, { q: 'Visible Draft' }, otherContributor);
    expect(theirs.items.map((item) => item.id)).not.toContain(mine.id);
    const own = await parts.documents.list(people, { q: 'Visible Draft' }, contributor);
    expect(own.items.map((item) => item.id)).toContain(mine.id);
    expect((await failure(parts.documents.get(people, mine.id, otherContributor))).status).toBe(
      403,
    );
  });
});

describe('publishing', () => {
  it('lets editors publish and refuses contributors, saying why', async () => {
    const draft = await parts.documents.create(people, person('To Publish'), contributor);
    const refused = await failure(
      parts.publishing.publish(people, draft.id, { version: 1 }, contributor),
    );
    expect(refused.status).toBe(403);
    const editor: Actor = { userId: 902, email: 'e@example.test', name: 'E', role: 'editor' };
    const published = await parts.publishing.publish(people, draft.id, { version: 1 }, editor);
    expect(published).toMatchObject({ status: 'published', version: 2, public: true });
    const again = await failure(parts.publishing.publish(people, draft.id, { version: 1 }, editor));
    expect(again.status).toBe(409);
    const unpublished = await parts.publishing.unpublish(people, draft.id, { version: 2 }, editor);
    expect(unpublished.status).toBe('draft');
  });
});

describe('history', () => {
  it('restores an earlier version but never takes a consent end back', async () => {
    const { items } = await parts.documents.list(stories, { status: 'published', pageSize: '1' });
    const story = await parts.documents.get(stories, items[0]!.id);
    const original = String(story.document.title);
    const renamed = await parts.documents.save(
      stories,
      story.id,
      { version: story.version, document: { ...story.document, title: `${original} (renamed)` } },
      null,
    );
    const ended = await parts.documents.save(
      stories,
      story.id,
      {
        version: renamed.version,
        document: { ...renamed.document, consentEndsAt: '2026-01-01T00:00:00.000Z' },
      },
      null,
    );
    const restored = await parts.history.restore(
      stories,
      story.id,
      story.version,
      { version: ended.version },
      null,
    );
    expect(restored.document.title).toBe(original);
    expect(restored.document.consentEndsAt).toBe('2026-01-01T00:00:00.000Z');
    const [latest] = await parts.history.revisions(stories, story.id);
    expect(latest).toMatchObject({ action: 'restored', version: restored.version });
    expect(latest!.changes).toEqual(
      expect.arrayContaining([
        `version ${story.version} restored`,
        expect.stringContaining('kept as it is'),
      ]),
    );
    const missing = await failure(
      parts.history.restore(stories, story.id, 999, { version: restored.version }, null),
    );
    expect(missing.status).toBe(404);
  });
});

describe('translation status', () => {
  it('tells missing, partly translated, translated and out of date apart per language', async () => {
    // Translations staff write (one without an account is the launch's: it needs review).
    const translator: Actor = { userId: 903, email: 't@example.test', name: 'T', role: 'editor' };
    const created = await parts.documents.create(
      people,
      person('Translated Person', { bio: 'Leads the council.', translations: { fr: {} } }),
      null,
    );
    const statusOf = async () =>
      (await parts.translations.translationStatus()).find(
        (entry) => entry.kind === 'people' && entry.id === created.id,
      )!.languages;
    expect((await statusOf()).fr!.state).toBe('missing');

    const partly = await parts.documents.save(
      people,
      created.id,
      {
        version: 1,
        ...person('Translated Person', {
          bio: 'Leads the council.',
          translations: { fr: { role: 'Présidente' } },
        }),
      },
      translator,
    );
    expect((await statusOf()).fr).toMatchObject({ state: 'partial', missing: ['bio'] });

    const full = await parts.documents.save(
      people,
      created.id,
      {
        version: partly.version,
        ...person('Translated Person', {
          bio: 'Leads the council.',
          translations: { fr: { role: 'Présidente', bio: 'Dirige le conseil.' } },
        }),
      },
      translator,
    );
    expect((await statusOf()).fr!.state).toBe('translated');

    await parts.documents.save(
      people,
      created.id,
      {
        version: full.version,
        ...person('Translated Person', {
          bio: 'Leads the council and the board.',
          translations: full.document.translations,
        }),
      },
      translator,
    );
    expect((await statusOf()).fr).toMatchObject({ state: 'outdated', outdated: ['bio'] });

    // Written without an account, as the seed writes: it needs review until staff check it.
    const launch = await parts.documents.create(
      people,
      person('Launch Person', {
        bio: 'Leads.',
        translations: { fr: { role: 'Président', bio: 'Dirige.' } },
      }),
      null,
    );
    const launchStatus = async () =>
      (await parts.translations.translationStatus()).find(
        (entry) => entry.kind === 'people' && entry.id === launch.id,
      )!.languages;
    expect((await launchStatus()).fr!.state).toBe('review');
  });
});

describe('dashboard', () => {
  it("lists a contributor's drafts to them and to editors, not to another contributor", async () => {
    const draft = await parts.documents.create(people, person('Dashboard Draft'), contributor);
    const titles = async (actor: Actor | null) =>
      (await parts.dashboard.dashboard(actor)).drafts.map((entry) => `${entry.kind}:${entry.id}`);
    expect(await titles(contributor)).toContain(`people:${draft.id}`);
    expect(await titles(null)).toContain(`people:${draft.id}`);
    expect(await titles(otherContributor)).not.toContain(`people:${draft.id}`);
  });
});
