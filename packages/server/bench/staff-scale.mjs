// What the staff side and the pictures cost at scale, in one process: a fresh database (the
// demo content) and the large set written beside it (scale-data.mjs), then the image library's
// first page, the public/not-public decision of story pictures and the sitemap index (from the
// repositories, as the services hand them to it), each counted in statements,
// milliseconds and heap. Run after the build:
//   node packages/server/bench/staff-scale.mjs --stories 20000 --articles 4000 [--postgres URL]
// Without --postgres, SQLite in a fresh temp directory (--keep DIR: that directory). A database
// already filled by this bench is measured as it is.
import { mkdtemp, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { generate, openDb } from './scale-data.mjs';
import { migrateLatest } from '../dist/db/migrations/index.js';
import { createRepositories } from '../dist/db/repositories/index.js';
import { loadDemoContentIfEmpty } from '../dist/db/demo/load.js';
import { createStorage } from '../dist/storage/index.js';
import { silentLogger } from '../dist/logger.js';
import { createImageLibraryService } from '../dist/services/image-library.js';
import { createMediaVisibility } from '../dist/services/media-visibility.js';
import { languagesOfMany } from '../dist/services/translate.js';
import { createSitemaps } from '../dist/site/sitemap.js';

const { values: options } = parseArgs({
  options: {
    stories: { type: 'string', default: '20000' },
    articles: { type: 'string', default: '4000' },
    postgres: { type: 'string', default: '' },
    keep: { type: 'string', default: '' },
  },
});

const dataDir = options.keep || (await mkdtemp(join(tmpdir(), 'staff-scale-')));
await mkdir(dataDir, { recursive: true });
const database = options.postgres
  ? { client: 'postgres', url: options.postgres }
  : { client: 'sqlite', filename: join(dataDir, 'ia.sqlite') };
const db = openDb(database);
await migrateLatest(db);
const repositories = createRepositories(db);
// A database this bench has filled already (a kept directory, a Postgres database) is reused.
const [{ n: stored }] = await db('success_stories').count({ n: '*' });
const fresh = Number(stored) < Number(options.stories);
const storage = createStorage({ dataDir, storage: { driver: 'local' } });
if (fresh) {
  await loadDemoContentIfEmpty({ repositories, storage: storage.originals, logger: silentLogger });
  const started = Date.now();
  await generate(db, { stories: Number(options.stories), articles: Number(options.articles) });
  console.log(`generated in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
// Postgres: the planner told what the batches wrote (autovacuum does it a while after them).
if (options.postgres) await db.raw('analyze');
const [{ n: uses }] = await db('image_usages').count({ n: '*' });
console.log(`image_usages rows: ${uses}`);

let statements = 0;
db.on('query', () => (statements += 1));
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function measure(name, work) {
  globalThis.gc?.();
  const heapBefore = process.memoryUsage().heapUsed;
  let peak = heapBefore;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().heapUsed)), 5);
  statements = 0;
  const started = performance.now();
  const result = await work();
  const ms = performance.now() - started;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().heapUsed);
  console.log(
    `${name}: ${statements} statements, ${ms.toFixed(0)} ms, heap peak +${mb(peak - heapBefore)}` +
      (result === undefined ? '' : `, ${result}`),
  );
}

const library = createImageLibraryService({
  repositories,
  originals: storage.originals,
  variants: storage.variants,
  onChange: () => {},
});
await measure('image library, page 1 (60)', async () => {
  const page = await library.list({});
  return `answer ${mb(Buffer.byteLength(JSON.stringify(page.items)))}, ${page.items.length} images, ${page.items.reduce((n, image) => n + image.usage.length, 0)} uses listed`;
});

const pictures = (
  await db('success_story_gallery_images').distinct('image').orderBy('image').limit(8)
).map((row) => row.image.replace(/^\/media\//, ''));
for (const picture of pictures.slice(0, 2)) {
  const visibility = createMediaVisibility({ repositories });
  await measure(`visibility of ${picture}`, async () =>
    JSON.stringify(await visibility.of(picture)),
  );
}
{
  const visibility = createMediaVisibility({ repositories });
  await measure('visibility of 8 story pictures at once', async () =>
    (await Promise.all(pictures.map((picture) => visibility.of(picture))))
      .map((answer) => (answer.public ? 'public' : 'private'))
      .join(' '),
  );
}
// The sitemap index, first and after a content change (what the public services hand it).
const at = new Date().toISOString();
const sitemapSource = (rows, kind) => ({
  countPublic: () => rows.countPublic(at),
  publicRange: (range) => rows.publicRange(at, range),
  languagesOf: (ids) => languagesOfMany(repositories.content, kind, ids),
});
const sitePages = {
  indexable: ['/'],
  story: (slug) => `/success-stories/${slug}`,
  article: (slug) => `/insights/${slug}`,
  author: (slug) => `/authors/${slug}`,
  storyCard: (slug) => `/story-card/${slug}`,
  storySlugOf: () => undefined,
  articleSlugOf: () => undefined,
};
const sitemaps = createSitemaps({
  stories: sitemapSource(repositories.successStories, 'stories'),
  articles: sitemapSource(repositories.articles, 'articles'),
  authors: async () => [],
  contentPages: async () => [],
  lastPublicChange: async () => at,
});
for (const when of ['first', 'after a change']) {
  await measure(`sitemap index (${when})`, async () => {
    const index = (await sitemaps.index('https://example.org', sitePages)).body;
    return `${(index.length / 1024).toFixed(1)} KB, ${index.toString().match(/<sitemap>/g).length} files`;
  });
  sitemaps.invalidate();
}
await db.destroy();
