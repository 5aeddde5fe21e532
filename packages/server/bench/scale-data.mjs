// The large content set of the scale benchmark (scale.mjs): published stories and articles, a
// third of them translated into French, Arabic and Swahili, written in batches straight into a
// database the server has already migrated and seeded (its demo content stays beside them).
//
// The rows are the application's own: each document is checked and normalised by the content
// model's validateDocument, its query columns are written by collectionTable's `columns` (the
// function every save calls), its translations with translationSources, the images it shows with
// imagesOf, its history as one `created` revision, and each item is queued for the search index
// (search_queue), which the server takes in at its next start. Only the batching is ours: what
// entries.ts writes one item at a time, a few thousand at a time here.
import {
  articles as articleDef,
  imagesOf,
  richTextFromPlainText,
  slugify,
  STORY_CATEGORIES,
  stories as storyDef,
  translationSources,
  validateDocument,
} from '@ia/shared';
import { createDb, isPostgres } from '../dist/db/knex.js';
import { collectionTable } from '../dist/db/repositories/collection-tables.js';
import { DEMO_ARTICLES } from '../dist/db/demo/articles.js';
import { DEMO_STORIES } from '../dist/db/demo/stories.js';
import {
  DEMO_ARTICLE_TRANSLATIONS,
  DEMO_STORY_TRANSLATIONS,
} from '../dist/db/demo/translations.js';

/** Items written per transaction. */
const BATCH = 500;

/** Words that make each generated title its own (and give a search something to find). */
const PLACES = [
  'Kisumu',
  'Ibadan',
  'Accra',
  'Dakar',
  'Mombasa',
  'Kigali',
  'Arusha',
  'Kumasi',
  'Enugu',
  'Lusaka',
  'Gulu',
  'Bamako',
  'Zaria',
  'Tamale',
  'Mwanza',
  'Jos',
  'Blantyre',
  'Kano',
  'Dodoma',
  'Ouagadougou',
];

/** The search words the benchmark rotates through (each in many generated titles and texts). */
export const SEARCH_WORDS = ['kisumu', 'accra', 'reading', 'clinic', 'budget', 'water', 'ecole'];

/** An address as the editor makes one from a title, kept within the 120 characters of a slug. */
const slugOf = (title, place, n) =>
  `${slugify(title).slice(0, 90).replace(/-+$/, '')}-${slugify(place)}-${n}`;

/** A demo text (plain, or a rich-text document) as rich text. */
const rich = (body) => (typeof body === 'string' ? richTextFromPlainText(body) : body);

const withRich = (fields, name) => (fields ? { ...fields, [name]: rich(fields[name]) } : undefined);

/** A demo item's translations in LANGS, its rich text as rich text and its title made unique. */
const translationsOf = (byLang, richField, titleField, suffix) =>
  Object.fromEntries(
    LANGS.map((lang) => {
      const tr = byLang[lang];
      return [lang, { ...withRich(tr, richField), [titleField]: `${tr[titleField]}${suffix}` }];
    }),
  );

/** The database the server at `database` (a Config['database']) uses. */
export const openDb = (database) => createDb(database);

async function nextId(db, table) {
  const [row] = await db(table).max({ n: 'id' });
  return Number(row?.n ?? 0) + 1;
}

/** Postgres hands out ids from a sequence: after ids written by hand it starts past them. */
async function afterIds(db, tables) {
  if (!isPostgres(db)) return;
  for (const table of tables) {
    await db.raw(
      `select setval(pg_get_serial_sequence(?, 'id'), (select coalesce(max(id), 1) from ??))`,
      [table, table],
    );
  }
}

/** One item as the content service's create writes it: its own row and every row beside it. */
function itemRows(def, id, input, at) {
  const result = validateDocument(def, input);
  if (!result.ok) throw new Error(`${def.name} ${id}: ${JSON.stringify(result.errors)}`);
  const { slug, translations, ...doc } = result.value;
  const storage = collectionTable(def);
  const row = {
    id,
    data: JSON.stringify(doc),
    slug,
    ...storage.columns(doc, slug, at),
    published: true,
    version: 1,
    created_at: at,
    updated_at: at,
    updated_by: null,
    created_by: null,
    created_by_id: null,
  };
  const translationRows = Object.entries(translations).map(([lang, fields]) => ({
    kind: def.name,
    item_id: id,
    lang,
    fields: JSON.stringify(fields),
    sources: JSON.stringify(
      translationSources(def.fields, doc, fields, { translation: undefined, sources: undefined }),
    ),
  }));
  const imageRows = imagesOf(def.fields, doc, translations).map((use) => ({
    kind: def.name,
    item_id: id,
    image: use.image.slice(0, 500),
    field: use.field.slice(0, 200),
  }));
  const revision = {
    kind: def.name,
    item_id: id,
    version: 1,
    action: 'created',
    by: null,
    at,
    changes: JSON.stringify([]),
    snapshot: JSON.stringify({
      status: 'published',
      document: { ...doc, slug, translations },
    }),
  };
  return { row, doc, translationRows, imageRows, revision };
}

async function insertAll(db, table, rows) {
  // Bounded by the databases' limits on a statement's variables (SQLite 32,766; Postgres 65,535)
  // and by SQLite's on the terms of a compound SELECT (500), which Knex writes a batch as.
  const columns = Math.max(1, Object.keys(rows[0] ?? {}).length);
  const per = Math.max(1, Math.min(400, Math.floor(30_000 / columns)));
  for (let i = 0; i < rows.length; i += per) await db(table).insert(rows.slice(i, i + per));
}

async function writeItems(db, def, count, documentOf, at) {
  const { table } = collectionTable(def);
  const first = await nextId(db, table);
  for (let start = 0; start < count; start += BATCH) {
    const rows = [];
    const gallery = [];
    const translations = [];
    const images = [];
    const revisions = [];
    const queued = [];
    for (let i = start; i < Math.min(count, start + BATCH); i += 1) {
      const id = first + i;
      const item = itemRows(def, id, documentOf(i), at(i));
      rows.push(item.row);
      translations.push(...item.translationRows);
      images.push(...item.imageRows);
      revisions.push(item.revision);
      queued.push({ kind: def.name, item_id: id });
      // A story's gallery in its own table, in order (collectionTable's `children`).
      if (def.name === 'stories') {
        for (const [position, picture] of (item.doc.gallery ?? []).entries()) {
          gallery.push({ story_id: id, position, image: picture.image, alt: picture.alt });
        }
      }
    }
    await db.transaction(async (trx) => {
      await insertAll(trx, table, rows);
      await insertAll(trx, 'success_story_gallery_images', gallery);
      await insertAll(trx, 'content_translations', translations);
      await insertAll(trx, 'image_usages', images);
      await insertAll(trx, 'content_revisions', revisions);
      await insertAll(trx, 'search_queue', queued);
    });
  }
  await afterIds(db, [table]);
}

/** Language versions of a demo item, when it has them. */
const LANGS = ['fr', 'ar', 'sw'];

/**
 * Writes `stories` stories and `articles` articles into `db` (migrated and seeded by the server:
 * the demo people are the articles' authors). Every third item is translated into fr, ar and sw.
 */
export async function generate(db, { stories, articles }) {
  const started = Date.now();
  const published = DEMO_STORIES.filter((story) => story.published);
  const translatedStories = published.filter((story) => DEMO_STORY_TRANSLATIONS[story.slug]);
  const translatedArticles = DEMO_ARTICLES.filter(
    (article) => DEMO_ARTICLE_TRANSLATIONS[article.slug],
  );
  const now = Date.now();

  await writeItems(
    db,
    storyDef,
    stories,
    (i) => {
      const translated = i % 3 === 0;
      const base = translated
        ? translatedStories[(i / 3) % translatedStories.length]
        : published[i % published.length];
      const place = PLACES[i % PLACES.length];
      const n = i + 1;
      const title = `${base.title}, ${place} ${n}`;
      const suffix = ` (${place} ${n})`;
      const images = Array.from({ length: base.gallery }, (_, k) => ({
        image: `/media/stories/${base.slug}-${k + 1}.jpg`,
        alt: k === 0 ? title : `${title} (${k + 1} of ${base.gallery})`,
      }));
      return {
        slug: slugOf(base.title, place, n),
        title,
        category: STORY_CATEGORIES[i % STORY_CATEGORIES.length],
        summary: `${base.summary} Now also in ${place}.`,
        impact: `${(i % 900) + 10},${String(i % 1000).padStart(3, '0')}+ people reached`,
        year: 1995 + (i % 31),
        narrative: richTextFromPlainText(`${base.narrative}\n\nThe work continues in ${place}.`),
        gallery: images,
        consentEndsAt: null,
        translations: translated
          ? translationsOf(DEMO_STORY_TRANSLATIONS[base.slug], 'narrative', 'title', suffix)
          : {},
      };
    },
    // Written over the last days, newest last (what "newest" sorts on is the year).
    (i) => new Date(now - (stories - i) * 1000).toISOString(),
  );
  const storiesMs = Date.now() - started;

  // The demo authors, by name (People, as the demo loader wrote them).
  const people = await db('entries').where('collection', 'people').select('id', 'data');
  const personId = new Map(people.map((row) => [JSON.parse(row.data).name, Number(row.id)]));
  const articleStart = Date.now();
  const day = 86_400_000;
  await writeItems(
    db,
    articleDef,
    articles,
    (i) => {
      const translated = i % 3 === 0;
      const base = translated
        ? translatedArticles[(i / 3) % translatedArticles.length]
        : DEMO_ARTICLES[i % DEMO_ARTICLES.length];
      const place = PLACES[(i * 7) % PLACES.length];
      const n = i + 1;
      const headline = `${base.headline}: ${place} ${n}`;
      const suffix = ` (${place} ${n})`;
      return {
        slug: slugOf(base.headline, place, n),
        headline,
        excerpt: `${base.excerpt} Notes from ${place}.`,
        body: rich(base.body),
        authors: (base.authors ?? []).map((name) => personId.get(name)).filter(Boolean),
        category: base.category,
        // One every few hours, back from a day ago: all of them already public.
        publishedAt: new Date(now - day - (articles - i) * 3 * 3_600_000).toISOString(),
        thumbnail: { image: `/media/articles/${base.slug}.webp`, alt: headline },
        translations: translated
          ? translationsOf(DEMO_ARTICLE_TRANSLATIONS[base.slug], 'body', 'headline', suffix)
          : {},
      };
    },
    (i) => new Date(now - (articles - i) * 1000).toISOString(),
  );
  return { storiesMs, articlesMs: Date.now() - articleStart };
}
