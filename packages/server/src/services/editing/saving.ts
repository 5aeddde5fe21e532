import {
  collectionNamed,
  describeChanges,
  documentsOf,
  imagesOf,
  MISSING_ALT,
  pictureAlt,
  referencesOf,
  referenceUses,
  slugify,
  translationSources,
  type AdminContentRecord,
  type AdminGlobalRecord,
  type CollectionDef,
  type ContentDef,
  type GlobalDef,
  type RevisionAction,
} from '@ia/shared';
import type { EntityRepositories } from '../../db/repositories/index.js';
import { GLOBALS_KIND } from '../../db/repositories/entries.js';
import { badRequest } from '../../errors.js';
import {
  conflict,
  expiringFields,
  expiryChanges,
  invalid,
  noun,
  type Doc,
  type Translations,
} from './rules.js';
import type { EditingRecords } from './records.js';
import { withdrawnImageErrors } from '../withdrawn-media.js';
import { reviewChanges } from './review.js';

/**
 * Writing a document the one way creating, saving, restoring and the seed do: every image and
 * referenced item it names must exist, its address (its own, else its current one, else one
 * made from the title; a public one kept as a redirect when it changes), its translations with
 * the English they were made from, the images it shows, and its revision with what changed.
 */
export function createSaving({ now, load, record, globalRecord, slugTaken }: EditingRecords) {
  /** Every image and referenced item a document names must exist (else a 422 names the field). */
  async function checkReferences(
    r: EntityRepositories,
    def: ContentDef,
    doc: Doc,
    translations: Translations = {},
    self?: { kind: string; id: number },
  ) {
    const errors: Record<string, string> = {};
    const references = referenceUses(def.fields, doc);
    for (const [to, ids] of referencesOf(def.fields, doc)) {
      const target = collectionNamed(to);
      if (!target || ids.size === 0) continue;
      const found = new Set((await r.entries(target).readMany([...ids])).map((item) => item.id));
      for (const use of references) {
        if (use.to === to && !found.has(use.id)) {
          errors[use.path] =
            `There is no ${target.label.toLowerCase()} ${String(use.id)}; choose another`;
        }
      }
    }
    const uses = imagesOf(def.fields, doc, translations).filter((use) =>
      use.image.startsWith('/media/'),
    );
    for (const use of uses) {
      const path = use.image.slice('/media/'.length);
      const stored = await r.images.findByPath(path);
      if (!stored) {
        errors[use.field] =
          `The image ${use.image} is not in the library; choose or upload another`;
      } else if (use.use && pictureAlt(use.use, stored.alt) === '' && !use.use.decorative) {
        // Nothing for a screen reader to say: the use and the library are both silent.
        errors[`${use.use.path}.alt`] = MISSING_ALT;
      }
    }
    Object.assign(errors, await withdrawnImageErrors(r, uses, now().toISOString(), self));
    for (const use of documentsOf(def.fields, doc, translations)) {
      if (!(await r.documents.findByPath(use.document.slice(1)))) {
        errors[use.field] ??=
          `The document ${use.document} is not in the document library; choose or upload another`;
      }
    }
    if (Object.keys(errors).length > 0) throw invalid(def, errors);
  }

  async function translationRecords(r: EntityRepositories, kind: string, id: number) {
    return r.content.translationRowsOf(kind, id);
  }

  /**
   * Keeps translations with the English fingerprints each field was translated from, and which
   * of them need review by staff (review.ts: what `writer` wrote marks or clears).
   */
  async function writeTranslations(
    r: EntityRepositories,
    def: ContentDef,
    kind: string,
    id: number,
    doc: Doc,
    translations: Translations,
    writer: { by: string | null; action: RevisionAction },
  ) {
    const before = await translationRecords(r, kind, id);
    const sources: Record<string, Record<string, string>> = {};
    for (const [lang, translation] of Object.entries(translations)) {
      sources[lang] = translationSources(def.fields, doc, translation, {
        translation: before[lang]?.fields as Doc | undefined,
        sources: before[lang]?.sources,
      });
    }
    await r.content.replaceTranslations(kind, id, translations, sources);
    const fieldsBefore = Object.fromEntries(
      Object.entries(before).map(([lang, row]) => [lang, row.fields]),
    );
    const review = reviewChanges(fieldsBefore, translations, writer);
    await r.content.changeReview(kind, id, review, now().toISOString());
  }

  /** Records the images and the documents (document library) a saved document uses. */
  const writeImageUses = async (
    r: EntityRepositories,
    def: ContentDef,
    kind: string,
    id: number,
    doc: Doc,
    translations: Translations,
  ) => {
    await r.content.replaceImageUsages(kind, id, imagesOf(def.fields, doc, translations));
    await r.documents.replaceUsages(kind, id, documentsOf(def.fields, doc, translations));
  };

  /** The slug a document will have: its own, else its current one, else one made unique. */
  async function slugFor(
    r: EntityRepositories,
    def: CollectionDef,
    given: string,
    doc: Doc,
    id: number | undefined,
    current: string | null,
  ): Promise<string | null> {
    if (!def.slugs) return null;
    const store = r.entries(def);
    if (given) {
      const owner = await store.idOfSlug(given);
      if (owner !== undefined && owner !== id) throw slugTaken(def);
      const redirected = await r.content.redirectTarget(def.name, given);
      if (redirected !== undefined && redirected !== id) {
        throw invalid(def, {
          slug: `This address used to belong to another ${noun(def)} and still leads to it; choose a different one`,
        });
      }
      return given;
    }
    if (current) return current;
    const base = slugify(String(doc[def.titleField] ?? '')) || slugify(def.label) || 'item';
    for (let n = 1; n < 1000; n += 1) {
      const candidate = n === 1 ? base : `${base.slice(0, 110)}-${n}`;
      if (def.reservedSlugs?.includes(candidate)) continue;
      const owner = await store.idOfSlug(candidate);
      const redirected = await r.content.redirectTarget(def.name, candidate);
      if ((owner === undefined || owner === id) && redirected === undefined) return candidate;
    }
    throw badRequest('Could not make a free address from the title; enter one');
  }

  async function saveDocument(
    r: EntityRepositories,
    def: CollectionDef,
    id: number,
    expectedVersion: number,
    input: { doc: Doc; slug: string; translations: Translations },
    by: string | null,
    action: RevisionAction,
    extraChanges: string[] = [],
  ): Promise<AdminContentRecord> {
    const { item, record: before } = await load(r, def, id);
    if (item.version !== expectedVersion) throw conflict(noun(def), item);
    await checkReferences(r, def, input.doc, input.translations, { kind: def.name, id });
    const slug = await slugFor(r, def, input.slug, input.doc, id, item.slug);
    const saved = await r.entries(def).update(id, expectedVersion, {
      document: input.doc,
      slug,
      meta: { at: now().toISOString(), by },
    });
    if (!saved) throw conflict(noun(def), item);
    await writeTranslations(r, def, def.name, id, input.doc, input.translations, { by, action });
    await writeImageUses(r, def, def.name, id, input.doc, input.translations);
    if (def.slugs && slug && slug !== item.slug) {
      await r.content.removeRedirect(def.name, slug);
      // Only an address the public could have seen is kept as a redirect.
      if (item.published && item.slug) await r.content.addRedirect(def.name, item.slug, id);
    }
    const after = { ...input.doc, slug: slug ?? '', translations: input.translations };
    const changes = [
      ...extraChanges,
      ...describeChanges(def, before.document as Doc, after).filter(
        (change) => !expiringFields(def).some(([, field]) => field.label.toLowerCase() === change),
      ),
      ...expiryChanges(def, before.document as Doc, after),
    ];
    return record(r, def, id, action, by, changes);
  }

  async function saveGlobalDocument(
    r: EntityRepositories,
    def: GlobalDef,
    expectedVersion: number,
    input: { doc: Doc; translations: Translations },
    by: string | null,
    action: RevisionAction,
    extraChanges: string[] = [],
  ): Promise<AdminGlobalRecord> {
    const before = await globalRecord(r, def);
    if (before.version !== expectedVersion) throw conflict(noun(def), before);
    await checkReferences(r, def, input.doc, input.translations);
    const at = now().toISOString();
    const written = await r.globals.write(def.name, expectedVersion, input.doc, { at, by });
    if (!written) throw conflict(noun(def), before);
    await writeTranslations(r, def, GLOBALS_KIND, written.id, input.doc, input.translations, {
      by,
      action,
    });
    await writeImageUses(r, def, GLOBALS_KIND, written.id, input.doc, input.translations);
    const after = await globalRecord(r, def);
    await r.content.addRevision({
      kind: GLOBALS_KIND,
      itemId: written.id,
      version: after.version,
      action,
      by,
      at,
      changes: [
        ...extraChanges,
        ...(expectedVersion === 0
          ? []
          : describeChanges(def, before.document as Doc, after.document as Doc)),
      ],
      snapshot: { document: after.document },
    });
    return after;
  }

  return {
    checkReferences,
    writeTranslations,
    writeImageUses,
    slugFor,
    saveDocument,
    saveGlobalDocument,
  };
}

export type EditingSaving = ReturnType<typeof createSaving>;
