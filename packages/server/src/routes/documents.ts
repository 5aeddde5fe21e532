import type Router from '@koa/router';
import { DOCUMENT_MAX_BYTES, DOCUMENTS_PREFIX, ERROR_CODES, TOTAL_COUNT_HEADER } from '@ia/shared';
import type { Middleware } from 'koa';
import { ApiError, notFound } from '../errors.js';
import { sessionToken, staffGuards, type AdminGuardOptions } from '../middleware/admin.js';
import { sendStored } from '../middleware/send-stored.js';
import type { AuthService } from '../services/auth.js';
import { parseId } from '../services/content-editing.js';
import {
  DOCUMENT_FIELD,
  documentTooLarge,
  type DocumentLibraryService,
} from '../services/documents.js';
import { isStorageKey } from '../storage/index.js';
import { requireJson, jsonBodyParser } from './json.js';
import { readMultipart, uploadedFile } from './multipart.js';

const jsonBody = jsonBodyParser(16 * 1024);

/**
 * `GET /api/documents?url=…` (public: the public ones among the documents asked for, for a
 * page's list of documents), and the document library's admin API: `POST /api/admin/documents` (multipart, field `file`; any
 * staff member), `GET /api/admin/documents[?q=&page=&pageSize=]` (newest first, the total in
 * X-Total-Count), `GET|PATCH|DELETE /api/admin/documents/{id}` (changes and deletes: editors
 * and administrators; a document in use is a 409 saying where).
 */
export function documentRoutes(
  router: Router,
  deps: {
    auth: AuthService;
    documents: DocumentLibraryService;
    tempDir: string;
    guard: AdminGuardOptions;
  },
): void {
  const guards = staffGuards(deps.auth, deps.guard);
  const staff = guards.staff;
  const editor = guards.requireRole('editor');
  const { documents } = deps;
  const readDocument = readMultipart({
    tempDir: deps.tempDir,
    field: DOCUMENT_FIELD,
    noun: 'document',
    maxBytes: DOCUMENT_MAX_BYTES,
    tooLarge: documentTooLarge,
  });

  // Public: the documents a page lists, with their title, type and size.
  router.get('/api/documents', async (ctx) => {
    const raw = ctx.query.url;
    const urls = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
    ctx.set('Cache-Control', 'public, max-age=60, must-revalidate');
    ctx.body = { items: await documents.publicList(urls) };
  });

  router.post('/api/admin/documents', staff, readDocument, async (ctx) => {
    const file = uploadedFile(ctx.request.files, DOCUMENT_FIELD, 'document');
    ctx.body = await documents.upload({
      file: file.filepath,
      size: file.size,
      originalName: file.originalFilename,
    });
    ctx.status = 201;
  });
  router.get('/api/admin/documents', staff, async (ctx) => {
    const { items, total } = await documents.list(ctx.query);
    ctx.set(TOTAL_COUNT_HEADER, String(total));
    ctx.body = items;
  });
  router.get('/api/admin/documents/:id', staff, async (ctx) => {
    ctx.body = await documents.get(parseId(ctx.params.id));
  });
  router.patch('/api/admin/documents/:id', editor, requireJson, jsonBody, async (ctx) => {
    ctx.body = await documents.change(parseId(ctx.params.id), ctx.request.body);
  });
  router.delete('/api/admin/documents/:id', editor, async (ctx) => {
    await documents.remove(parseId(ctx.params.id));
    ctx.status = 204;
  });
}

/** A public document: browsers check again after a minute (a consent end takes it away). */
const PUBLIC_DOCUMENT = 'public, max-age=60, must-revalidate';
/** A document only signed-in staff may see (used by drafts only, or withdrawn). */
const STAFF_ONLY = 'private, no-store';
/** A document may run nothing, even opened as a page: no script, no plugin, a sandbox. */
export const DOCUMENT_POLICY = "default-src 'none'; sandbox";

/**
 * The plain `filename` of a download for browsers that do not read `filename*` (RFC 6266):
 * ASCII only, accents dropped, anything else an underscore. The whole name is in `filename*`.
 */
export function asciiFileName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\%]/g, '_');
}

/**
 * GET /documents/<key>: a document of the library through the storage driver, with its type,
 * `Content-Disposition` (inline for a PDF, attachment for the rest) naming the uploaded file,
 * nosniff and a policy that runs nothing. One the public may not have is a 404 to the public
 * and shown to signed-in staff only.
 */
export function publicDocumentRoutes(deps: {
  documents: DocumentLibraryService;
  auth: AuthService;
}): Middleware {
  return async (ctx, next) => {
    if (!ctx.path.startsWith(DOCUMENTS_PREFIX)) return next();
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') {
      throw new ApiError(405, ERROR_CODES.methodNotAllowed, 'Method not allowed', {
        headers: { Allow: 'GET, HEAD' },
      });
    }
    let path: string;
    try {
      path = decodeURIComponent(ctx.path.slice(1));
    } catch {
      throw notFound('No document at this address');
    }
    const found = isStorageKey(path) ? await deps.documents.resolve(path) : undefined;
    if (!found) throw notFound('No document at this address');
    let cacheControl = PUBLIC_DOCUMENT;
    if (!found.public) {
      const staff = await deps.auth.authenticate(sessionToken(ctx));
      if (!staff) throw notFound('No document at this address');
      cacheControl = STAFF_ONLY;
    }
    ctx.attachment(found.document.fileName, {
      type: found.document.format === 'pdf' ? 'inline' : 'attachment',
      fallback: asciiFileName(found.document.fileName),
    });
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Content-Security-Policy', DOCUMENT_POLICY);
    await sendStored(ctx, found.file, cacheControl);
  };
}
