import type { DocumentFormat } from '@ia/shared';
import type { Knex } from 'knex';
import { IN_LIST_MAX, toCount, toIso } from '../knex.js';
import { whereContains } from './query-helpers.js';

export interface NewDocument {
  /** Storage key, `documents/2026/11/3f2a….pdf`; served at `/` + path. */
  path: string;
  format: DocumentFormat;
  contentType: string;
  byteSize: number;
  fileName: string;
  title: string;
  lang: string;
  description: string;
  createdAt: string;
}

export interface StoredDocument extends NewDocument {
  id: number;
}

interface Row {
  id: number;
  path: string;
  format: string;
  content_type: string;
  byte_size: unknown;
  file_name: string;
  title: string;
  lang: string;
  description: string;
  created_at: unknown;
}

const toDocument = (row: Row): StoredDocument => ({
  id: Number(row.id),
  path: row.path,
  format: row.format as DocumentFormat,
  contentType: row.content_type,
  byteSize: Number(row.byte_size),
  fileName: row.file_name,
  title: row.title,
  lang: row.lang,
  description: row.description,
  createdAt: toIso(row.created_at),
});

/** Where a document is used, by its address (`/documents/…`). */
export interface DocumentUseRow {
  kind: string;
  itemId: number;
  field: string;
}

export type DocumentRepository = ReturnType<typeof createDocumentRepository>;

/** Records of the document library's files and of where each is used. */
export function createDocumentRepository(db: Knex) {
  return {
    /** Records a document whose file is about to be stored (listed once `markStored`). */
    async insert(document: NewDocument): Promise<number> {
      const rows = (await db('documents')
        .insert({
          path: document.path,
          format: document.format,
          content_type: document.contentType,
          byte_size: document.byteSize,
          file_name: document.fileName,
          title: document.title,
          lang: document.lang,
          description: document.description,
          created_at: document.createdAt,
          stored: false,
        })
        .returning('id')) as ({ id: number } | number)[];
      const first = rows[0];
      return Number(typeof first === 'object' ? first.id : first);
    },

    async markStored(id: number): Promise<void> {
      await db('documents').where('id', id).update({ stored: true });
    },

    async deleteById(id: number): Promise<void> {
      await db('documents').where('id', id).delete();
    },

    /** Documents recorded before `before` (ISO time) whose file was never marked stored. */
    async listUnstoredBefore(before: string): Promise<{ id: number; path: string }[]> {
      const rows = (await db('documents')
        .where('stored', false)
        .where('created_at', '<', before)
        .select('id', 'path')) as { id: number; path: string }[];
      return rows.map((row) => ({ id: Number(row.id), path: row.path }));
    },

    async findById(id: number): Promise<StoredDocument | undefined> {
      const row = (await db('documents').where({ id, stored: true }).first()) as Row | undefined;
      return row ? toDocument(row) : undefined;
    },

    async findByPath(path: string): Promise<StoredDocument | undefined> {
      const row = (await db('documents').where({ path, stored: true }).first()) as Row | undefined;
      return row ? toDocument(row) : undefined;
    },

    /** The library: newest first, searched in title, file name and description. */
    async search(options: {
      q?: string;
      limit: number;
      offset: number;
    }): Promise<{ items: StoredDocument[]; total: number }> {
      const filtered = () => {
        const query = db('documents').where('stored', true);
        if (options.q) whereContains(query, ['title', 'file_name', 'description'], options.q);
        return query;
      };
      const rows = (await filtered()
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(options.limit)
        .offset(options.offset)
        .select('*')) as Row[];
      const [count] = (await filtered().count({ n: '*' })) as { n: unknown }[];
      return { items: rows.map(toDocument), total: toCount(count?.n) };
    },

    /** Changes title, language or description; false when there is no such document. */
    async change(
      id: number,
      change: { title?: string; lang?: string; description?: string },
    ): Promise<boolean> {
      const set: Record<string, unknown> = {};
      if (change.title !== undefined) set.title = change.title;
      if (change.lang !== undefined) set.lang = change.lang;
      if (change.description !== undefined) set.description = change.description;
      if (Object.keys(set).length === 0) {
        return (await db('documents').where({ id, stored: true }).first('id')) !== undefined;
      }
      return (await db('documents').where({ id, stored: true }).update(set)) === 1;
    },

    /** Replaces the record of which documents an item or global uses. */
    async replaceUsages(
      kind: string,
      id: number,
      uses: readonly { document: string; field: string }[],
    ): Promise<void> {
      await db('document_usages').where({ kind, item_id: id }).delete();
      if (uses.length === 0) return;
      await db('document_usages').insert(
        uses.map((use) => ({
          kind,
          item_id: id,
          document: use.document.slice(0, 500),
          field: use.field.slice(0, 200),
        })),
      );
    },

    /** An item deleted uses no document any more. */
    async removeItemUsages(kind: string, id: number): Promise<void> {
      await db('document_usages').where({ kind, item_id: id }).delete();
    },

    /** Where each of `documents` (`/documents/…` addresses) is used. */
    async usagesOf(documents: readonly string[]): Promise<Map<string, DocumentUseRow[]>> {
      const found = new Map<string, DocumentUseRow[]>();
      for (let start = 0; start < documents.length; start += IN_LIST_MAX) {
        const rows = (await db('document_usages')
          .whereIn('document', documents.slice(start, start + IN_LIST_MAX))
          .select('document', 'kind', 'item_id', 'field')) as {
          document: string;
          kind: string;
          item_id: number;
          field: string;
        }[];
        for (const row of rows) {
          found.set(row.document, [
            ...(found.get(row.document) ?? []),
            { kind: row.kind, itemId: Number(row.item_id), field: row.field },
          ]);
        }
      }
      return found;
    },

    /** The stored documents of `ids` (those deleted since are left out). */
    async readMany(ids: readonly number[]): Promise<StoredDocument[]> {
      const found: StoredDocument[] = [];
      for (let start = 0; start < ids.length; start += IN_LIST_MAX) {
        const rows = (await db('documents')
          .where('stored', true)
          .whereIn('id', ids.slice(start, start + IN_LIST_MAX))
          .select('*')) as Row[];
        found.push(...rows.map(toDocument));
      }
      return found;
    },

    /** Ids of the stored documents after `after`, in order, at most `limit` (indexing them all). */
    async idsAfter(after: number, limit: number): Promise<number[]> {
      const rows = (await db('documents')
        .where('stored', true)
        .where('id', '>', after)
        .orderBy('id')
        .limit(limit)
        .select('id')) as { id: number }[];
      return rows.map((row) => Number(row.id));
    },
  };
}
