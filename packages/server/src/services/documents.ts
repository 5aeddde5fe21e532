import { randomBytes } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import {
  collectionNamed,
  DEFAULT_LANGUAGE,
  DOCUMENT_FORMATS,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_TYPES_MESSAGE,
  documentChangeSchema,
  ERROR_CODES,
  isLibraryDocument,
  isPublicAt,
  PUBLIC_DOCUMENTS_MAX,
  type AdminDocument,
  type DocumentUsage,
  type LibraryDocument,
} from '@ia/shared';
import * as v from 'valibot';
import type { Repositories } from '../db/repositories/index.js';
import type { DocumentRepository, StoredDocument } from '../db/repositories/documents.js';
import { GLOBALS_KIND } from '../db/repositories/entries.js';
import { ApiError, badRequest, notFound, validationFailed } from '../errors.js';
import type { Storage } from '../storage/index.js';
import { documentFormatOf } from './document-types.js';
import { displayFileName } from './image-types.js';
import { pageOfQuery } from './list-query.js';
import { UNFINISHED_UPLOAD_MS } from './uploads.js';
import type { MediaFile } from './media.js';
import { describeUsages, whereUsed } from './usages.js';

/** The kind of the documents' rows in the search index. */
export const DOCUMENTS_KIND = 'documents';

/** The multipart field that carries the document. */
export const DOCUMENT_FIELD = 'file';

export const documentTooLarge = () =>
  new ApiError(
    413,
    ERROR_CODES.payloadTooLarge,
    `The document must be at most ${DOCUMENT_MAX_BYTES / (1024 * 1024)} MB`,
  );

/** A file that is not a document the library takes: a 422 naming the field and the types. */
export const notADocument = () =>
  validationFailed(DOCUMENT_TYPES_MESSAGE, { [DOCUMENT_FIELD]: DOCUMENT_TYPES_MESSAGE });

/** The address a stored document is served at: its key after a slash. */
export const documentUrl = (path: string): string => `/${path}`;

/** `documents/2026/11/3f2a….pdf`: a fresh key under the month of `at`. */
function documentKey(extension: string, at: Date): string {
  const month = `${at.getUTCFullYear()}/${String(at.getUTCMonth() + 1).padStart(2, '0')}`;
  return `documents/${month}/${randomBytes(16).toString('hex')}.${extension}`;
}

/** The name a download is given: the uploader's name with the extension of the real type. */
export function downloadName(name: string, extension: string): string {
  const base = name.replace(/\.[A-Za-z0-9]{1,8}$/, '').trim() || 'document';
  return `${base}.${extension}`;
}

/** A title from a file name: `annual-report_2025.pdf` → `annual report 2025`. */
const titleOf = (fileName: string): string =>
  fileName
    .replace(/\.[A-Za-z0-9]{1,8}$/, '')
    .replace(/[_-]+/g, ' ')
    .trim()
    .slice(0, 200) || 'Untitled document';

/**
 * Whether the public may download the document at `address` (`/documents/…`) at `at`: nothing
 * uses it (a fresh upload), or something public does (a global, an item published, in its window
 * and whose consent has not ended).
 */
export async function documentIsPublic(
  repositories: Pick<Repositories, 'documents' | 'entries'>,
  address: string,
  at: string,
): Promise<boolean> {
  const uses = (await repositories.documents.usagesOf([address])).get(address) ?? [];
  if (uses.length === 0) return true;
  for (const use of uses) {
    if (use.kind === GLOBALS_KIND) return true;
    const def = collectionNamed(use.kind);
    const item = def && (await repositories.entries(def).read(use.itemId));
    if (def && item && isPublicAt(def.fields, item.published, item.document, at)) return true;
  }
  return false;
}

/**
 * At start: the documents a stopped process recorded but did not finish storing (killed between
 * the record and marking the file stored), older than UNFINISHED_UPLOAD_MS so that another
 * process's upload under way is left alone: their file, if it got stored, and their record are
 * removed. One whose file cannot be removed now (S3 not answering) is left for a later start.
 * Returns how many were removed.
 */
export async function removeUnfinishedDocuments(deps: {
  documents: DocumentRepository;
  storage: Storage;
  now?: Date;
}): Promise<number> {
  const before = new Date((deps.now ?? new Date()).getTime() - UNFINISHED_UPLOAD_MS);
  let removed = 0;
  for (const document of await deps.documents.listUnstoredBefore(before.toISOString())) {
    try {
      await deps.storage.delete(document.path);
      await deps.documents.deleteById(document.id);
      removed += 1;
    } catch {
      // The storage did not answer: the record stays, unlisted, until a later start.
    }
  }
  return removed;
}

export type DocumentLibraryService = ReturnType<typeof createDocumentLibraryService>;

/**
 * The document library: files checked by their bytes (document-types.ts) and stored through the
 * media storage (local disk or S3) under `documents/`; listed with where each is used, their
 * title, language and description changed by staff, deleted only while nothing uses them (else
 * a 409 says where). A document is public while nothing uses it (a fresh upload) or something
 * public does: one used only by drafts, deleted items, or a story whose consent ended is a 404
 * to the public, like their pictures.
 */
export function createDocumentLibraryService(deps: {
  repositories: Repositories;
  storage: Storage;
  onChange: () => void;
  now?: () => Date;
}) {
  const { repositories, storage } = deps;
  const now = deps.now ?? (() => new Date());

  async function usagesOf(
    documents: readonly StoredDocument[],
  ): Promise<Map<string, DocumentUsage[]>> {
    const byAddress = await repositories.documents.usagesOf(
      documents.map((document) => documentUrl(document.path)),
    );
    return describeUsages(repositories, byAddress, now().toISOString());
  }

  const toAdmin = (document: StoredDocument, usage: DocumentUsage[]): AdminDocument => ({
    id: document.id,
    url: documentUrl(document.path),
    format: document.format,
    contentType: document.contentType,
    byteSize: document.byteSize,
    fileName: document.fileName,
    title: document.title,
    lang: document.lang as AdminDocument['lang'],
    description: document.description,
    createdAt: document.createdAt,
    usage,
  });

  async function withUsage(document: StoredDocument): Promise<AdminDocument> {
    const usage = await usagesOf([document]);
    return toAdmin(document, usage.get(documentUrl(document.path)) ?? []);
  }

  const isPublic = (address: string) =>
    documentIsPublic(repositories, address, now().toISOString());

  return {
    /**
     * A file received by the multipart endpoint: its type decided by its bytes (422 naming the
     * allowed types otherwise), at most DOCUMENT_MAX_BYTES (413), stored under a new name.
     */
    async upload(input: { file: string; size: number; originalName: string | null }) {
      if (input.size > DOCUMENT_MAX_BYTES) throw documentTooLarge();
      if ((await stat(input.file)).size < input.size)
        throw badRequest('The upload was interrupted');
      const given = displayFileName(input.originalName) ?? 'document';
      const format = documentFormatOf(await readFile(input.file), given);
      if (!format) throw notADocument();
      const { extension, contentType } = DOCUMENT_FORMATS[format];
      const at = now();
      const path = documentKey(extension, at);
      const fileName = downloadName(given, extension);
      const id = await repositories.documents.insert({
        path,
        format,
        contentType,
        byteSize: input.size,
        fileName,
        title: titleOf(given),
        lang: DEFAULT_LANGUAGE,
        description: '',
        createdAt: at.toISOString(),
      });
      try {
        await storage.putFile(path, input.file, { contentType });
        await repositories.documents.markStored(id);
        await repositories.search.enqueue(DOCUMENTS_KIND, [id]);
      } catch (error) {
        // Nothing half-stored stays behind: neither the record nor an object.
        await repositories.documents.deleteById(id).catch(() => undefined);
        void storage.delete(path).catch(() => undefined);
        throw error;
      }
      deps.onChange();
      const stored = await repositories.documents.findById(id);
      if (!stored) throw notFound(`No document ${id}; it may have been deleted`);
      return toAdmin(stored, []);
    },

    async list(query: Record<string, unknown>): Promise<{ items: AdminDocument[]; total: number }> {
      const page = pageOfQuery(query, { defaultSize: 60, maxSize: 500, maxPage: 100_000 });
      const q = typeof query.q === 'string' ? query.q.trim().slice(0, 200) : '';
      const { items, total } = await repositories.documents.search({
        q: q || undefined,
        limit: page.limit,
        offset: page.offset,
      });
      const usage = await usagesOf(items);
      return {
        items: items.map((item) => toAdmin(item, usage.get(documentUrl(item.path)) ?? [])),
        total,
      };
    },

    async get(id: number): Promise<AdminDocument> {
      const document = await repositories.documents.findById(id);
      if (!document) throw notFound(`No document ${id}; it may have been deleted`);
      return withUsage(document);
    },

    async change(id: number, body: unknown): Promise<AdminDocument> {
      const result = v.safeParse(documentChangeSchema, body);
      if (!result.success) {
        const fields: Record<string, string> = {};
        for (const issue of result.issues) fields[v.getDotPath(issue) ?? 'body'] ??= issue.message;
        throw validationFailed('Please correct the highlighted fields of the document', fields);
      }
      if (!(await repositories.documents.change(id, result.output))) {
        throw notFound(`No document ${id}; it may have been deleted`);
      }
      await repositories.search.enqueue(DOCUMENTS_KIND, [id]);
      deps.onChange();
      return this.get(id);
    },

    /** Deletes a document nothing uses (409 naming where it is used otherwise). */
    async remove(id: number): Promise<void> {
      const document = await repositories.documents.findById(id);
      if (!document) throw notFound(`No document ${id}; it may have been deleted`);
      const usage = ((await usagesOf([document])).get(documentUrl(document.path)) ?? []).filter(
        (use) => !use.deleted,
      );
      if (usage.length > 0) {
        throw new ApiError(
          409,
          ERROR_CODES.conflict,
          `This document is used, so it was not deleted. Remove the links to it first: ${whereUsed(usage)}`,
        );
      }
      await repositories.documents.deleteById(id);
      await repositories.search.enqueue(DOCUMENTS_KIND, [id]);
      await storage.delete(document.path);
      deps.onChange();
    },

    /** The public documents among `urls` (`/documents/…`), in the order asked. */
    async publicList(urls: readonly string[]): Promise<LibraryDocument[]> {
      if (urls.length > PUBLIC_DOCUMENTS_MAX) {
        throw badRequest(`Ask for at most ${PUBLIC_DOCUMENTS_MAX} documents at a time`);
      }
      const at = now().toISOString();
      const out: LibraryDocument[] = [];
      for (const url of new Set(urls)) {
        if (!isLibraryDocument(url)) throw badRequest(`${url} is not a document address`);
        const document = await repositories.documents.findByPath(url.slice(1));
        if (!document || !(await documentIsPublic(repositories, url, at))) continue;
        out.push({
          url,
          title: document.title,
          description: document.description,
          format: document.format,
          byteSize: document.byteSize,
          lang: document.lang as LibraryDocument['lang'],
          fileName: document.fileName,
        });
      }
      return out;
    },

    /**
     * The document at a public address (`documents/…`, without the leading slash), with whether
     * the public may have it; undefined when there is none.
     */
    async resolve(
      path: string,
    ): Promise<{ document: StoredDocument; file: MediaFile; public: boolean } | undefined> {
      const document = await repositories.documents.findByPath(path);
      if (!document) return undefined;
      const info = await storage.stat(path);
      if (!info) return undefined;
      return {
        document,
        file: { ...info, contentType: document.contentType, open: () => storage.get(path) },
        public: await isPublic(documentUrl(path)),
      };
    },
  };
}
