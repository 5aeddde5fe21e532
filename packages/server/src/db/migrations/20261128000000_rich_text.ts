import { fingerprint } from '@ia/shared';
import type { Knex } from 'knex';

/**
 * Article bodies and story narratives become rich text: a ProseMirror (Tiptap) JSON document
 * instead of plain text. Every text written so far becomes that document with nothing lost: each
 * paragraph (text between blank lines) a paragraph, each line break inside one a line break,
 * every character kept. Converted wherever such a text is kept: the item's document (`data`),
 * each translation, and every recorded version (so an old version can still be restored). A
 * translation's record of the English it was made from follows, so a translation up to date
 * stays up to date. The `body` and `narrative` columns keep the plain text (what a search looks
 * in); nothing else changes.
 *
 * Down: each document becomes its plain text again (blocks between blank lines, line breaks
 * kept); formatting written since is not kept.
 */

/** Where rich text now is: the collection (its name in translations and history) and field. */
const PLACES = [
  { table: 'articles', kind: 'articles', field: 'body' },
  { table: 'success_stories', kind: 'stories', field: 'narrative' },
] as const;

type Place = (typeof PLACES)[number];

const BATCH = 200;

interface Node {
  type: string;
  text?: string;
  content?: Node[];
}
interface Doc {
  type: 'doc';
  content: Node[];
}

/** The document of a plain text; null for a text with nothing in it. */
function documentOf(text: string): Doc | null {
  const paragraphs = text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n+/)
    .map((paragraph) => paragraph.replace(/^\n+|\n+$/g, ''))
    .filter((paragraph) => paragraph.trim() !== '');
  if (paragraphs.length === 0) return null;
  return {
    type: 'doc',
    content: paragraphs.map((paragraph) => {
      const content: Node[] = [];
      paragraph.split('\n').forEach((line, index) => {
        if (index > 0) content.push({ type: 'hardBreak' });
        if (line !== '') content.push({ type: 'text', text: line });
      });
      return { type: 'paragraph', content };
    }),
  };
}

/** The plain text of a document of the kind written here (and of any other, roughly). */
function textOf(value: unknown): string {
  const inline = (nodes: Node[] | undefined): string =>
    (nodes ?? [])
      .map((node) =>
        node.type === 'text'
          ? (node.text ?? '')
          : node.type === 'hardBreak'
            ? '\n'
            : inline(node.content),
      )
      .join('');
  const doc = value as Doc | null;
  if (!doc || typeof doc !== 'object' || !Array.isArray(doc.content)) return '';
  return doc.content
    .map((block) => inline(block.content))
    .filter((text) => text.trim() !== '')
    .join('\n\n');
}

/** The fingerprint a translation keeps of the English it was made from (see localize.ts). */
const sourceOf = (text: string) => (/\p{L}/u.test(text) ? fingerprint(text) : undefined);

type Convert = (value: unknown) => unknown;

const toDocument: Convert = (value) =>
  typeof value === 'string' ? documentOf(value) : (value ?? null);
const toText: Convert = (value) =>
  value && typeof value === 'object' ? textOf(value) : (value ?? '');

/** Rows of a table, a batch at a time, in id order (or by a key without ids). */
async function eachBatch<T extends Record<string, unknown>>(
  query: () => Knex.QueryBuilder,
  key: string[],
  work: (rows: T[]) => Promise<void>,
): Promise<void> {
  for (let offset = 0; ; offset += BATCH) {
    const rows = (await query()
      .orderBy(key.map((column) => ({ column })))
      .limit(BATCH)
      .offset(offset)) as T[];
    if (rows.length === 0) return;
    await work(rows);
    if (rows.length < BATCH) return;
  }
}

/** Each item's own document. */
async function convertItems(knex: Knex, place: Place, change: Convert) {
  await eachBatch<{ id: number; data: string | null }>(
    () => knex(place.table).select('id', 'data'),
    ['id'],
    async (rows) => {
      for (const row of rows) {
        if (!row.data) continue;
        const doc = JSON.parse(row.data) as Record<string, unknown>;
        if (!(place.field in doc)) continue;
        const next = change(doc[place.field]);
        if (JSON.stringify(next) === JSON.stringify(doc[place.field])) continue;
        await knex(place.table)
          .where('id', row.id)
          .update({ data: JSON.stringify({ ...doc, [place.field]: next }) });
      }
    },
  );
}

/**
 * Each translation; with `sources`, a translation that was up to date with the English text
 * stays so with the English document (read before the items are converted).
 */
async function convertTranslations(knex: Knex, place: Place, change: Convert, sources: boolean) {
  await eachBatch<{ item_id: number; lang: string; fields: string; sources: string | null }>(
    () =>
      knex('content_translations')
        .where('kind', place.kind)
        .select('item_id', 'lang', 'fields', 'sources'),
    ['item_id', 'lang'],
    async (rows) => {
      for (const row of rows) {
        const fields = JSON.parse(row.fields) as Record<string, unknown>;
        const kept = row.sources ? (JSON.parse(row.sources) as Record<string, string>) : null;
        let changed = false;
        if (place.field in fields) {
          const next = change(fields[place.field]);
          if (next === null || next === '') delete fields[place.field];
          else fields[place.field] = next;
          changed = true;
        }
        if (sources && kept?.[place.field] !== undefined) {
          const item = (await knex(place.table).where('id', row.item_id).first('data')) as
            { data: string | null } | undefined;
          const english = item?.data
            ? (JSON.parse(item.data) as Record<string, unknown>)[place.field]
            : undefined;
          if (typeof english === 'string' && kept[place.field] === sourceOf(english)) {
            const now = sourceOf(textOf(documentOf(english)));
            if (now !== undefined) {
              kept[place.field] = now;
              changed = true;
            }
          }
        }
        if (!changed) continue;
        await knex('content_translations')
          .where({ kind: place.kind, item_id: row.item_id, lang: row.lang })
          .update({ fields: JSON.stringify(fields), sources: kept ? JSON.stringify(kept) : null });
      }
    },
  );
}

/** Every recorded version, with its translations. */
async function convertRevisions(knex: Knex, place: Place, change: Convert) {
  await eachBatch<{ id: number; snapshot: string }>(
    () => knex('content_revisions').where('kind', place.kind).select('id', 'snapshot'),
    ['id'],
    async (rows) => {
      for (const row of rows) {
        const snapshot = JSON.parse(row.snapshot) as {
          document?: Record<string, unknown> & {
            translations?: Record<string, Record<string, unknown>>;
          };
        };
        const document = snapshot.document;
        if (!document) continue;
        if (place.field in document) document[place.field] = change(document[place.field]);
        for (const translation of Object.values(document.translations ?? {})) {
          if (!translation || !(place.field in translation)) continue;
          const next = change(translation[place.field]);
          if (next === null || next === '') delete translation[place.field];
          else translation[place.field] = next;
        }
        await knex('content_revisions')
          .where('id', row.id)
          .update({ snapshot: JSON.stringify(snapshot) });
      }
    },
  );
}

export async function up(knex: Knex): Promise<void> {
  for (const place of PLACES) {
    await convertTranslations(knex, place, toDocument, true);
    await convertItems(knex, place, toDocument);
    await convertRevisions(knex, place, toDocument);
  }
}

export async function down(knex: Knex): Promise<void> {
  // A translation's source is the plain text either way: nothing to change there.
  for (const place of PLACES) {
    await convertTranslations(knex, place, toText, false);
    await convertItems(knex, place, toText);
    await convertRevisions(knex, place, toText);
  }
}
