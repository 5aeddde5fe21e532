import {
  articleDocumentSchema,
  CONSENT_WARNING_DAYS,
  CONTENT_KINDS,
  ERROR_CODES,
  LANGUAGE_CODES,
  saveContentSchema,
  slugify,
  storyDocumentSchema,
  versionBodySchema,
  type AdminConsent,
  type AdminContentItem,
  type AdminImage,
  type AdminContentRecord,
  type AdminRevision,
  type ArticleDocument,
  type ContentDocument,
  type ContentKind,
  type RevisionAction,
  type StoryDocument,
} from '@ia/shared';
import * as v from 'valibot';
import type { EntityRepositories, Repositories } from '../db/repositories/index.js';
import {
  SlugTakenError,
  type EditableRecord,
  type EditableStore,
} from '../db/repositories/editable.js';
import { ApiError, badRequest, notFound, validationFailed } from '../errors.js';
import { idOf } from './ids.js';
import { impactValue } from './impact.js';

/** What each kind of content adds to the shared rules. */
interface KindRules<D extends ContentDocument> {
  schema: v.GenericSchema<unknown, D>;
  store: (repositories: EntityRepositories) => EditableStore<D>;
  titleOf: (document: D) => string;
  /** One item in words, for messages ("story", "article"). */
  noun: string;
  /** The field names staff see, for the record of changes. */
  labels: Record<string, string>;
  sortValue?: (document: D) => number;
}

const KINDS: { stories: KindRules<StoryDocument>; articles: KindRules<ArticleDocument> } = {
  stories: {
    schema: storyDocumentSchema,
    store: (r) => r.successStories.editable,
    titleOf: (d) => d.title,
    noun: 'story',
    labels: {
      title: 'title',
      slug: 'address',
      category: 'category',
      summary: 'summary',
      impact: 'impact',
      year: 'year',
      narrative: 'full story',
      gallery: 'gallery',
      consentEndsAt: 'consent end',
    },
    sortValue: (d) => impactValue(d.impact),
  },
  articles: {
    schema: articleDocumentSchema,
    store: (r) => r.articles.editable,
    titleOf: (d) => d.headline,
    noun: 'article',
    labels: {
      headline: 'headline',
      slug: 'address',
      category: 'category',
      excerpt: 'excerpt',
      body: 'body',
      publishedAt: 'date',
      thumbnail: 'image',
    },
  },
};

const LANGUAGE_NAMES: Record<string, string> = {
  fr: 'French',
  ar: 'Arabic',
  sw: 'Swahili',
  ha: 'Hausa',
  yo: 'Yoruba',
  ig: 'Igbo',
  pt: 'Portuguese',
  am: 'Amharic',
};

export function parseKind(raw: string | undefined): ContentKind {
  if (!(CONTENT_KINDS as readonly string[]).includes(raw ?? '')) {
    throw notFound(`No content kind "${String(raw).slice(0, 40)}"; use stories or articles`);
  }
  return raw as ContentKind;
}

export function parseId(raw: string | undefined): number {
  const id = idOf(raw);
  if (id === undefined) throw notFound('No such item');
  return id;
}

/** A valibot failure as the contract's 422 with a message per field. */
function parsed<T>(schema: v.GenericSchema<unknown, T>, body: unknown, what: string): T {
  const result = v.safeParse(schema, body);
  if (result.success) return result.output;
  const fields: Record<string, string> = {};
  for (const issue of result.issues) {
    const key = v.getDotPath(issue) ?? 'body';
    fields[key] ??= issue.message;
  }
  throw validationFailed(`Please correct the highlighted fields of the ${what}`, fields);
}

/** What changed between two documents, in the words staff use. */
export function describeChanges(
  labels: Record<string, string>,
  before: Record<string, unknown> | undefined,
  after: Record<string, unknown>,
): string[] {
  if (!before) return [];
  const changes: string[] = [];
  for (const [field, label] of Object.entries(labels)) {
    if (JSON.stringify(before[field] ?? null) !== JSON.stringify(after[field] ?? null)) {
      changes.push(label);
    }
  }
  const was = (before.translations ?? {}) as Record<string, unknown>;
  const is = (after.translations ?? {}) as Record<string, unknown>;
  for (const lang of LANGUAGE_CODES) {
    const name = LANGUAGE_NAMES[lang];
    if (!name) continue;
    if (was[lang] && !is[lang]) changes.push(`${name} translation removed`);
    else if (!was[lang] && is[lang]) changes.push(`${name} translation added`);
    else if (JSON.stringify(was[lang]) !== JSON.stringify(is[lang])) {
      changes.push(`${name} translation`);
    }
  }
  return changes;
}

const conflict = (noun: string, current: { updatedBy: string | null; updatedAt: string }) =>
  new ApiError(
    409,
    ERROR_CODES.conflict,
    `This ${noun} was changed${current.updatedBy ? ` by ${current.updatedBy}` : ''} at ${current.updatedAt.slice(0, 16).replace('T', ' ')} UTC after you opened it, so your changes were not saved. They are still in your form: copy what you need, then load the latest version.`,
  );

export type ContentEditingService = ReturnType<typeof createContentEditingService>;

/**
 * Staff publishing, the same rules for stories and articles: drafts, publish and unpublish,
 * slugs made from the title and unique, old addresses of published items kept as redirects,
 * translations, the version check (a stale save is 409 and writes nothing), a revision with the
 * whole document for every change, restore, and `onChange` after every write so caches and
 * rendered pages are dropped at once.
 */
export function createContentEditingService(deps: {
  repositories: Repositories;
  now?: () => Date;
  onChange: () => void;
}) {
  const { repositories, onChange } = deps;
  const now = deps.now ?? (() => new Date());

  async function recordOf(
    r: EntityRepositories,
    kind: ContentKind,
    found: EditableRecord<ContentDocument>,
  ): Promise<AdminContentRecord> {
    return {
      id: found.id,
      kind,
      status: found.published ? 'published' : 'draft',
      version: found.version,
      public: found.public,
      updatedAt: found.updatedAt,
      updatedBy: found.updatedBy,
      formerSlugs: await r.content.formerSlugs(kind, found.id),
      document: {
        ...found.document,
        translations: await r.content.translationsOf(kind, found.id),
      } as AdminContentRecord['document'],
    };
  }

  async function load(r: EntityRepositories, kind: ContentKind, id: number) {
    const rules = KINDS[kind] as KindRules<ContentDocument>;
    const found = await rules.store(r).read(id, now().toISOString());
    if (!found) throw notFound(`No ${rules.noun} ${id}; it may have been deleted`);
    return { rules, found, record: await recordOf(r, kind, found) };
  }

  const slugTaken = (noun: string) =>
    validationFailed(`Please correct the highlighted fields of the ${noun}`, {
      slug: `Another ${noun} already uses this address; choose a different one`,
    });

  /** The slug a document will have: its own, else its current one, else one made unique. */
  async function slugFor(
    r: EntityRepositories,
    kind: ContentKind,
    rules: KindRules<ContentDocument>,
    document: ContentDocument,
    id: number | undefined,
    current: string | undefined,
  ): Promise<string> {
    const store = rules.store(r);
    const given = document.slug;
    if (given) {
      const owner = await store.idOfSlug(given);
      if (owner !== undefined && owner !== id) throw slugTaken(rules.noun);
      const redirected = await r.content.redirectTarget(kind, given);
      if (redirected !== undefined && redirected !== id) {
        throw validationFailed(`Please correct the highlighted fields of the ${rules.noun}`, {
          slug: `This address used to belong to another ${rules.noun} and still leads to it; choose a different one`,
        });
      }
      return given;
    }
    if (current) return current;
    const base = slugify(rules.titleOf(document)) || rules.noun;
    for (let n = 1; n < 1000; n += 1) {
      const candidate = n === 1 ? base : `${base.slice(0, 110)}-${n}`;
      const owner = await store.idOfSlug(candidate);
      const redirected = await r.content.redirectTarget(kind, candidate);
      if ((owner === undefined || owner === id) && redirected === undefined) return candidate;
    }
    throw badRequest('Could not make a free address from the title; enter one');
  }

  async function record(
    r: EntityRepositories,
    kind: ContentKind,
    id: number,
    action: RevisionAction,
    by: string | null,
    changes: string[],
  ): Promise<AdminContentRecord> {
    const { record: after } = await load(r, kind, id);
    await r.content.addRevision({
      kind,
      itemId: id,
      version: after.version,
      action,
      by,
      at: after.updatedAt,
      changes,
      snapshot: { status: after.status, document: after.document },
    });
    return after;
  }

  /**
   * Runs a write of a kind in one transaction, then lets caches know. A slug another write took
   * at the same moment (both found it free) is the 422 the check above gives.
   */
  async function write<T>(
    kind: ContentKind,
    work: (r: EntityRepositories) => Promise<T>,
  ): Promise<T> {
    let result: T;
    try {
      result = await repositories.transaction(work);
    } catch (error) {
      if (error instanceof SlugTakenError) throw slugTaken(KINDS[kind].noun);
      throw error;
    }
    onChange();
    return result;
  }

  async function saveDocument(
    r: EntityRepositories,
    kind: ContentKind,
    id: number,
    expectedVersion: number,
    document: ContentDocument,
    by: string | null,
    action: RevisionAction,
    extraChanges: string[] = [],
  ): Promise<AdminContentRecord> {
    const { rules, found, record: before } = await load(r, kind, id);
    if (found.version !== expectedVersion) throw conflict(rules.noun, found);
    const slug = await slugFor(r, kind, rules, document, id, found.document.slug);
    const next = { ...document, slug };
    const saved = await rules.store(r).update(id, expectedVersion, {
      document: next,
      meta: { at: now().toISOString(), by, sortValue: rules.sortValue?.(next) },
    });
    if (!saved) throw conflict(rules.noun, found);
    await r.content.replaceTranslations(
      kind,
      id,
      (document.translations ?? {}) as Record<string, Record<string, string>>,
    );
    if (slug !== found.document.slug) {
      await r.content.removeRedirect(kind, slug);
      // Only an address the public could have seen is kept as a redirect.
      if (found.published) await r.content.addRedirect(kind, found.document.slug, id);
    }
    const changes = [
      ...extraChanges,
      ...describeChanges(
        rules.labels,
        before.document as unknown as Record<string, unknown>,
        next as unknown as Record<string, unknown>,
      ),
    ];
    return record(r, kind, id, action, by, changes);
  }

  async function setPublished(
    kind: ContentKind,
    id: number,
    body: unknown,
    by: string | null,
    published: boolean,
  ): Promise<AdminContentRecord> {
    const { version } = parsed(versionBodySchema, body, 'request');
    return write(kind, async (r) => {
      const { rules, found } = await load(r, kind, id);
      if (found.version !== version) throw conflict(rules.noun, found);
      if (published) {
        // Publishing checks the whole item once more (a draft saved by an older editor, say).
        parsed(rules.schema, found.document, rules.noun);
      }
      const at = now().toISOString();
      let document: ContentDocument | undefined;
      if (published && kind === 'articles') {
        const article = found.document as ArticleDocument & { slug: string };
        // The date shown is the moment of first publishing unless staff chose one.
        if (!found.published && article.publishedAt === null)
          document = { ...article, publishedAt: at };
      }
      const saved = await rules.store(r).update(id, version, {
        published,
        ...(document ? { document: { ...document, slug: found.document.slug } } : {}),
        meta: { at, by, sortValue: rules.sortValue?.(found.document) },
      });
      if (!saved) throw conflict(rules.noun, found);
      return record(r, kind, id, published ? 'published' : 'unpublished', by, []);
    });
  }

  return {
    async list(kind: ContentKind): Promise<AdminContentItem[]> {
      const rules = KINDS[kind] as KindRules<ContentDocument>;
      const items = await rules.store(repositories).list(now().toISOString());
      const languages = await repositories.content.translatedLanguages(
        kind,
        items.map((item) => item.id),
      );
      return items.map(({ published, ...item }) => ({
        ...item,
        status: published ? 'published' : 'draft',
        languages: LANGUAGE_CODES.filter(
          (code) => code === 'en' || (languages.get(item.id) ?? []).includes(code),
        ),
      }));
    },

    async get(kind: ContentKind, id: number): Promise<AdminContentRecord> {
      return (await load(repositories, kind, id)).record;
    },

    /** A new draft. */
    async create(kind: ContentKind, body: unknown, by: string | null): Promise<AdminContentRecord> {
      const rules = KINDS[kind] as KindRules<ContentDocument>;
      const raw = (body ?? {}) as { document?: unknown };
      const document = parsed(rules.schema, raw.document, rules.noun);
      return write(kind, async (r) => {
        const slug = await slugFor(r, kind, rules, document, undefined, undefined);
        const next = { ...document, slug };
        const id = await rules.store(r).insert(next, {
          at: now().toISOString(),
          by,
          sortValue: rules.sortValue?.(next),
        });
        await r.content.removeRedirect(kind, slug);
        await r.content.replaceTranslations(
          kind,
          id,
          (document.translations ?? {}) as Record<string, Record<string, string>>,
        );
        return record(r, kind, id, 'created', by, []);
      });
    },

    async save(
      kind: ContentKind,
      id: number,
      body: unknown,
      by: string | null,
    ): Promise<AdminContentRecord> {
      const rules = KINDS[kind] as KindRules<ContentDocument>;
      const { version, document } = parsed(saveContentSchema(rules.schema), body, rules.noun);
      return write(kind, (r) => saveDocument(r, kind, id, version, document, by, 'saved'));
    },

    publish: (kind: ContentKind, id: number, body: unknown, by: string | null) =>
      setPublished(kind, id, body, by, true),

    unpublish: (kind: ContentKind, id: number, body: unknown, by: string | null) =>
      setPublished(kind, id, body, by, false),

    /** Deletes an item; its record of changes (with its last version) is kept. */
    async remove(kind: ContentKind, id: number, rawVersion: unknown, by: string | null) {
      const version = Number(rawVersion);
      if (!Number.isInteger(version) || version < 1) {
        throw badRequest('Say which version you are deleting: ?version=N');
      }
      await write(kind, async (r) => {
        const { rules, found, record: last } = await load(r, kind, id);
        if (found.version !== version) throw conflict(rules.noun, found);
        if (!(await rules.store(r).remove(id, version))) throw conflict(rules.noun, found);
        await r.content.removeItem(kind, id);
        await r.content.addRevision({
          kind,
          itemId: id,
          version: version + 1,
          action: 'deleted',
          by,
          at: now().toISOString(),
          changes: [],
          snapshot: { status: last.status, document: last.document },
        });
      });
    },

    async revisions(kind: ContentKind, id: number): Promise<AdminRevision[]> {
      await load(repositories, kind, id);
      const revisions = await repositories.content.revisions(kind, id);
      return revisions.map((revision) => ({
        version: revision.version,
        action: revision.action,
        by: revision.by,
        at: revision.at,
        changes: revision.changes,
      }));
    },

    /** Makes an earlier version's content the current one (a new version; status unchanged). */
    async restore(
      kind: ContentKind,
      id: number,
      revisionVersion: number,
      body: unknown,
      by: string | null,
    ): Promise<AdminContentRecord> {
      const { version } = parsed(versionBodySchema, body, 'request');
      return write(kind, async (r) => {
        const rules = KINDS[kind] as KindRules<ContentDocument>;
        const revision = await r.content.revision(kind, id, revisionVersion);
        if (!revision) throw notFound(`This ${rules.noun} has no version ${revisionVersion}`);
        const snapshot = revision.snapshot as { document: unknown };
        const document = parsed(rules.schema, snapshot.document, rules.noun);
        return saveDocument(r, kind, id, version, document, by, 'restored', [
          `version ${revisionVersion} restored`,
        ]);
      });
    },

    /** The newest stored images (uploads and demo pictures), to pick a gallery from. */
    async images(): Promise<AdminImage[]> {
      const images = await repositories.images.listNewest(500);
      return images.map((image) => ({
        url: `/media/${image.path}`,
        width: image.width,
        height: image.height,
        alt: image.alt,
        name: image.originalName ?? null,
        createdAt: image.createdAt,
      }));
    },

    /** Stories whose consent ends within `days` (or has ended), soonest first. */
    async consents(rawDays: unknown): Promise<AdminConsent[]> {
      const days = rawDays === undefined ? CONSENT_WARNING_DAYS : Number(rawDays);
      if (!Number.isInteger(days) || days < 0 || days > 3650) {
        throw badRequest('days must be a whole number from 0 to 3650');
      }
      const before = new Date(now().getTime() + days * 24 * 60 * 60 * 1000).toISOString();
      return repositories.successStories.consentsEndingBefore(before);
    },
  };
}
