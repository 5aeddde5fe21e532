import { slugify } from '@ia/shared';
import type { Knex } from 'knex';

/**
 * People get an address of their own (an author's page, `/insights/authors/{slug}`), stored
 * like a story's or an article's: made once from the name, unique, kept when the name changes
 * (staff change it by choice; the old one then leads to the new). Until now the address was the
 * name slugified on every read, so the stored one is that same text: no author page moves.
 * Two people with one name get `name`, `name-2`… in the order they were added.
 *
 * Down: the addresses are forgotten (the page is the name slugified again).
 */
export async function up(knex: Knex): Promise<void> {
  const rows = (await knex('entries')
    .where('collection', 'people')
    .orderBy('id', 'asc')
    .select('id', 'slug', 'data')) as { id: number; slug: string | null; data: string }[];
  const taken = new Set(rows.map((row) => row.slug).filter((slug): slug is string => !!slug));
  for (const row of rows) {
    if (row.slug) continue;
    let name = '';
    try {
      name = String((JSON.parse(row.data) as { name?: unknown }).name ?? '');
    } catch {
      // an unreadable document keeps the fallback address
    }
    const base = slugify(name) || 'person';
    let slug = base;
    for (let n = 2; taken.has(slug); n += 1) slug = `${base.slice(0, 110)}-${n}`;
    taken.add(slug);
    await knex('entries').where('id', row.id).update({ slug });
  }
}

export async function down(knex: Knex): Promise<void> {
  await knex('entries').where('collection', 'people').update({ slug: null });
  await knex('content_slug_redirects').where('kind', 'people').delete();
}
