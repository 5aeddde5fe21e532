import type { Knex } from 'knex';

/**
 * The content model (packages/shared/src/collections): every collection and global stored the
 * same way.
 *
 * - `data` on `success_stories` and `articles`: the whole English document as JSON, what the
 *   editor loads and the public reads take their fields from. Their other columns stay as
 *   what queries filter and sort on (written from the document on every save).
 * - `entries`: the items of every other collection (programmes, people, figures…), one table
 *   with the collection's name beside each item: their lists are small and read whole.
 * - `globals`: one record per global (the organisation's details, a page's texts).
 * - `created_by`: who wrote an item first.
 * - `content_translations.sources`: the English each translated field was translated from (a
 *   fingerprint per field), so staff see which translations are out of date.
 * - `images.focal_x`, `focal_y`: where the picture's subject is (0 to 1), kept by every crop.
 * - `image_usages`: which item or global shows which image, and in which field, written with
 *   every save: the library says where an image is used and refuses to delete it while it is.
 * - `content_seeds`: which parts of the seed content were loaded (each once: content staff
 *   deleted is not brought back at the next start; a part added by a later version is loaded).
 *
 * Portable column types only; timestamps written by the application as ISO 8601 UTC.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('success_stories', (t) => {
    t.text('data').nullable();
    t.string('created_by', 254).nullable();
  });
  await knex.schema.alterTable('articles', (t) => {
    t.text('data').nullable();
    t.string('created_by', 254).nullable();
  });

  await knex.schema.createTable('entries', (t) => {
    t.increments('id');
    t.string('collection', 40).notNullable();
    t.string('slug', 120).nullable();
    t.integer('position').notNullable().defaultTo(0);
    t.boolean('published').notNullable().defaultTo(false);
    t.integer('version').notNullable().defaultTo(1);
    t.text('data').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
    t.string('updated_by', 254).nullable();
    t.string('created_by', 254).nullable();
    t.index(['collection', 'position', 'id']);
    t.index(['collection', 'updated_at']);
    t.unique(['collection', 'slug']);
  });

  await knex.schema.createTable('globals', (t) => {
    t.increments('id');
    t.string('name', 40).notNullable().unique();
    t.integer('version').notNullable().defaultTo(1);
    t.text('data').notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
    t.string('updated_by', 254).nullable();
  });

  await knex.schema.alterTable('content_translations', (t) => {
    t.text('sources').nullable();
  });

  await knex.schema.alterTable('images', (t) => {
    t.float('focal_x').notNullable().defaultTo(0.5);
    t.float('focal_y').notNullable().defaultTo(0.5);
  });

  await knex.schema.createTable('content_seeds', (t) => {
    t.string('name', 80).primary();
    t.timestamp('loaded_at', { useTz: true }).notNullable();
  });

  await knex.schema.createTable('image_usages', (t) => {
    t.string('kind', 40).notNullable();
    t.integer('item_id').notNullable();
    t.string('image', 500).notNullable();
    t.string('field', 200).notNullable();
    t.index(['image']);
    t.index(['kind', 'item_id']);
  });

  // The documents of the stories and articles already written, from their columns.
  const stories = (await knex('success_stories').select(
    'id',
    'title',
    'category',
    'summary',
    'impact',
    'year',
    'narrative',
    'consent_ends_at',
  )) as {
    id: number;
    title: string;
    category: string;
    summary: string;
    impact: string;
    year: number;
    narrative: string | null;
    consent_ends_at: unknown;
  }[];
  for (const story of stories) {
    const gallery = (await knex('success_story_gallery_images')
      .where('story_id', story.id)
      .orderBy('position')
      .select('image', 'alt')) as { image: string; alt: string | null }[];
    await knex('success_stories')
      .where('id', story.id)
      .update({
        data: JSON.stringify({
          title: story.title,
          category: story.category,
          summary: story.summary,
          impact: story.impact,
          year: Number(story.year),
          narrative: story.narrative ?? '',
          gallery: gallery.map((item) => ({ image: item.image, alt: item.alt ?? '' })),
          consentEndsAt: isoOrNull(story.consent_ends_at),
        }),
      });
  }
  const articles = (await knex('articles').select(
    'id',
    'headline',
    'excerpt',
    'body',
    'category',
    'published_at',
    'thumbnail',
    'thumbnail_alt',
  )) as {
    id: number;
    headline: string;
    excerpt: string;
    body: string | null;
    category: string;
    published_at: unknown;
    thumbnail: string | null;
    thumbnail_alt: string | null;
  }[];
  for (const article of articles) {
    await knex('articles')
      .where('id', article.id)
      .update({
        data: JSON.stringify({
          headline: article.headline,
          excerpt: article.excerpt,
          body: article.body ?? '',
          category: article.category,
          publishedAt: isoOrNull(article.published_at),
          thumbnail: article.thumbnail
            ? { image: article.thumbnail, alt: article.thumbnail_alt ?? '' }
            : null,
        }),
      });
  }
}

function isoOrNull(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return (value instanceof Date ? value : new Date(String(value))).toISOString();
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('image_usages');
  await knex.schema.dropTableIfExists('content_seeds');
  await knex.schema.alterTable('images', (t) => {
    t.dropColumn('focal_y');
    t.dropColumn('focal_x');
  });
  await knex.schema.alterTable('content_translations', (t) => {
    t.dropColumn('sources');
  });
  await knex.schema.dropTableIfExists('globals');
  await knex.schema.dropTableIfExists('entries');
  await knex.schema.alterTable('articles', (t) => {
    t.dropColumn('created_by');
    t.dropColumn('data');
  });
  await knex.schema.alterTable('success_stories', (t) => {
    t.dropColumn('created_by');
    t.dropColumn('data');
  });
}
