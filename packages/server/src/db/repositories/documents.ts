import type { DocumentFormat } from '@ia/shared';
import type { Knex } from 'knex';
import { toIso } from '../knex.js';
import { libraryPage, readInChunks, usagesTable, type UseRow } from './query-helpers.js';

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
export type DocumentUseRow = UseRow;

export type DocumentRepository = ReturnType<typeof createDocumentRepository>;

/** Records of the document library's files and of where each is used. */
export function createDocumentRepository(db: Knex) {
  const usages = usagesTable(db, 'document_usages', 'document');
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
      const { rows, total } = await libraryPage<Row>(
        db,
        'documents',
        ['title', 'file_name', 'description'],
        options,
      );
      return { items: rows.map(toDocument), total };
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
    replaceUsages: (
      kind: string,
      id: number,
      uses: readonly { document: string; field: string }[],
    ) =>
      usages.replace(
        kind,
        id,
        uses.map((use) => ({ address: use.document, field: use.field })),
      ),

    /** An item deleted uses no document any more. */
    async removeItemUsages(kind: string, id: number): Promise<void> {
      await db('document_usages').where({ kind, item_id: id }).delete();
    },

    /** Where each of `documents` (`/documents/…` addresses) is used. */
    usagesOf: (documents: readonly string[]): Promise<Map<string, DocumentUseRow[]>> =>
      usages.of(documents),

    /** The stored documents of `ids` (those deleted since are left out). */
    async readMany(ids: readonly number[]): Promise<StoredDocument[]> {
      const rows = await readInChunks(ids, (chunk) =>
        db('documents').where('stored', true).whereIn('id', chunk).select<Row[]>('*'),
      );
      return rows.map(toDocument);
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
