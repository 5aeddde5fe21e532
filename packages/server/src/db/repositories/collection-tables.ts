import { richTextPlainText, type CollectionDef, type RichTextDocument } from '@ia/shared';
import type { Knex } from 'knex';
import { impactValue } from '../../services/impact.js';
import type { CollectionTable } from './entries.js';

type Doc = Record<string, unknown>;
const str = (value: unknown) => (typeof value === 'string' ? value : '');
const orNull = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
/** A rich text's plain text for a column (search), null when it has none. */
const plain = (value: unknown) => richTextPlainText(value as RichTextDocument | null) || null;

/**
 * Where each collection's items are stored. Stories and articles have tables of their own whose
 * columns the public lists filter, sort and search on (written from the document at each save);
 * every other collection shares `entries`. A rich text's column holds its plain text (what a
 * search looks in); the document itself is in `data`, where public reads take it from.
 */
const TABLES: Record<string, Omit<CollectionTable, 'collection'>> = {
  stories: {
    table: 'success_stories',
    unordered: true,
    searchColumns: ['title', 'summary', 'category'],
    columns: (doc) => {
      const gallery = (doc.gallery ?? []) as { image: string }[];
      return {
        title: str(doc.title),
        category: str(doc.category),
        summary: str(doc.summary),
        impact: str(doc.impact),
        impact_value: impactValue(str(doc.impact)),
        year: Number(doc.year ?? 0),
        primary_image: gallery[0]?.image ?? null,
        narrative: plain(doc.narrative),
        consent_ends_at: orNull(doc.consentEndsAt),
        publish_at: orNull(doc.publishAt),
      };
    },
    publicAt: (rows, at) =>
      void rows
        .where((q) => void q.whereNull('publish_at').orWhere('publish_at', '<=', at))
        .where((q) => void q.whereNull('consent_ends_at').orWhere('consent_ends_at', '>', at)),
    expiredAt: (rows, at) =>
      void rows.whereNotNull('consent_ends_at').where('consent_ends_at', '<=', at),
    /** The gallery in its own table, in order, as the public story reads it. */
    async children(db: Knex, id: number, doc: Doc) {
      const gallery = (doc.gallery ?? []) as { image: string; alt: string }[];
      await db('success_story_gallery_images').where('story_id', id).delete();
      if (gallery.length > 0) {
        await db('success_story_gallery_images').insert(
          gallery.map((item, position) => ({
            story_id: id,
            position,
            image: item.image,
            alt: item.alt,
          })),
        );
      }
    },
  },
  articles: {
    table: 'articles',
    unordered: true,
    searchColumns: ['headline', 'excerpt', 'category'],
    columns: (doc, _slug, at) => {
      const thumbnail = doc.thumbnail as { image: string; alt: string } | null;
      return {
        headline: str(doc.headline),
        excerpt: str(doc.excerpt),
        body: plain(doc.body),
        category: str(doc.category),
        // A draft without a date sorts by when it was written until it is published.
        published_at: orNull(doc.publishedAt) ?? at,
        thumbnail: thumbnail?.image ?? null,
        thumbnail_alt: thumbnail?.alt ?? null,
      };
    },
    publicAt: (rows, at) => void rows.where('published_at', '<=', at),
  },
};

export function collectionTable(def: CollectionDef): CollectionTable {
  const storage: CollectionTable = TABLES[def.name] ?? { table: 'entries', collection: def.name };
  // What is public is decided in SQL too (a picture's visibility, the lists): a collection whose
  // dates schedule or end its items' public life says how in its own table's columns.
  const dates = Object.values(def.fields).filter((field) => field.type === 'date');
  if (dates.some((field) => field.schedules || field.expires) && !storage.publicAt) {
    throw new Error(`${def.name}: a scheduling or ending date needs publicAt in its table`);
  }
  if (dates.some((field) => field.expires) && !storage.expiredAt) {
    throw new Error(`${def.name}: an ending date needs expiredAt in its table`);
  }
  return storage;
}

/**
 * The rows of a collection's table (of `def`'s items) that exist, that are public at `at` or
 * whose consent has ended at `at`.
 */
export function whereItemState(
  rows: Knex.QueryBuilder,
  def: CollectionDef,
  state: ItemState,
  at: string,
): Knex.QueryBuilder {
  const storage = collectionTable(def);
  if (storage.collection) void rows.where('collection', storage.collection);
  if (state === 'public') {
    void rows.where('published', true);
    storage.publicAt?.(rows, at);
  }
  if (state === 'expired') {
    if (storage.expiredAt) storage.expiredAt(rows, at);
    else void rows.whereRaw('1 = 0');
  }
  return rows;
}

/** Which of a collection's items a query asks for (`whereItemState`). */
export type ItemState = 'existing' | 'public' | 'expired';
