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
  },
};

export function collectionTable(def: CollectionDef): CollectionTable {
  return TABLES[def.name] ?? { table: 'entries', collection: def.name };
}
