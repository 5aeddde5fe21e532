import * as v from 'valibot';
import { LANGUAGE_CODES } from './languages.js';
import type { Fields } from './model/fields.js';
import { isLibraryDocument } from './model/links.js';
import { LANGUAGE_NAMES } from './model/localize.js';

/**
 * The document library: files staff publish for download (reports, forms, spreadsheets), beside
 * the image library. What a document may be, its address, where one is used, and the admin
 * API's shapes. The server decides a file's type from its bytes (services/document-types.ts).
 */

/** Every kind of document the library takes, with how it is served. */
export const DOCUMENT_FORMATS = {
  pdf: { label: 'PDF', extension: 'pdf', contentType: 'application/pdf' },
  docx: {
    label: 'Word',
    extension: 'docx',
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
  doc: { label: 'Word', extension: 'doc', contentType: 'application/msword' },
  xlsx: {
    label: 'Excel',
    extension: 'xlsx',
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  },
  xls: { label: 'Excel', extension: 'xls', contentType: 'application/vnd.ms-excel' },
  pptx: {
    label: 'PowerPoint',
    extension: 'pptx',
    contentType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  },
  ppt: { label: 'PowerPoint', extension: 'ppt', contentType: 'application/vnd.ms-powerpoint' },
  odt: {
    label: 'OpenDocument text',
    extension: 'odt',
    contentType: 'application/vnd.oasis.opendocument.text',
  },
  ods: {
    label: 'OpenDocument spreadsheet',
    extension: 'ods',
    contentType: 'application/vnd.oasis.opendocument.spreadsheet',
  },
  odp: {
    label: 'OpenDocument presentation',
    extension: 'odp',
    contentType: 'application/vnd.oasis.opendocument.presentation',
  },
  csv: { label: 'CSV', extension: 'csv', contentType: 'text/csv; charset=utf-8' },
} as const;
export type DocumentFormat = keyof typeof DOCUMENT_FORMATS;
export const DOCUMENT_FORMAT_NAMES = Object.keys(DOCUMENT_FORMATS) as DocumentFormat[];

export const isDocumentFormat = (value: unknown): value is DocumentFormat =>
  typeof value === 'string' && Object.hasOwn(DOCUMENT_FORMATS, value);

/** Largest document: 25 MB. */
export const DOCUMENT_MAX_BYTES = 25 * 1024 * 1024;

/** What staff are told when a file is not a document the library takes. */
export const DOCUMENT_TYPES_MESSAGE =
  'Only PDF, Word (.docx, .doc), Excel (.xlsx, .xls), PowerPoint (.pptx, .ppt), OpenDocument (.odt, .ods, .odp) and CSV files can be uploaded';

/** The file extensions the upload field offers (the server still decides by the bytes). */
export const DOCUMENT_ACCEPT = DOCUMENT_FORMAT_NAMES.map((format) => `.${format}`).join(',');

/** Where documents are served: `/documents/2026/11/3f2a….pdf` (the storage key after the slash). */
export const DOCUMENTS_PREFIX = '/documents/';

export { isLibraryDocument };

/** Where a document is used: which field (and for a translation, which language). */
export interface DocumentUse {
  /** The document's address, `/documents/…`. */
  document: string;
  field: string;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every document address in a stored value, however deep (links, rich text, blocks, groups). */
function documentsIn(value: unknown, found: Set<string>): void {
  if (typeof value === 'string') {
    const address = value.trim().split(/[?#]/)[0]!;
    if (isLibraryDocument(address)) found.add(address);
  } else if (Array.isArray(value)) {
    for (const item of value) documentsIn(item, found);
  } else if (isObject(value)) {
    for (const item of Object.values(value)) documentsIn(item, found);
  }
}

/**
 * Every document a stored document (an item or a global, with its translations) uses, with the
 * field that names it. A document is used wherever its address is stored: a rich-text link to
 * it, a link field, a block or group holding its address; any field kind that refers to a
 * document stores its address (`/documents/…`) and is counted here by itself.
 */
export function documentsOf(
  fields: Fields,
  doc: Record<string, unknown>,
  translations: Record<string, Record<string, unknown>> = {},
): DocumentUse[] {
  const out: DocumentUse[] = [];
  const seen = new Set<string>();
  const collect = (source: Record<string, unknown>, prefix: string) => {
    for (const [name, field] of Object.entries(fields)) {
      const found = new Set<string>();
      documentsIn(source[name], found);
      for (const document of found) {
        const where = `${prefix}${field.label}`;
        if (seen.has(`${document}\n${where}`)) continue;
        seen.add(`${document}\n${where}`);
        out.push({ document, field: where });
      }
    }
  };
  collect(doc, '');
  for (const [lang, translation] of Object.entries(translations)) {
    if (isObject(translation)) collect(translation, `${LANGUAGE_NAMES[lang] ?? lang}: `);
  }
  return out;
}

/**
 * Where a document is used: an item of a collection, or a global, and the field (a picture's use,
 * publishing.ts, without `described`: written out here so that this module, which the site's
 * pages read, does not bring the publishing schemas into the site's first download).
 */
export const documentUsageSchema = v.object({
  kind: v.string(),
  id: v.number(),
  name: v.optional(v.string()),
  title: v.string(),
  field: v.string(),
  deleted: v.optional(v.boolean()),
  consentEnded: v.optional(v.boolean()),
});
export type DocumentUsage = v.InferOutput<typeof documentUsageSchema>;

/** `GET /api/admin/documents` items, `POST /api/admin/documents`'s answer. */
export const adminDocumentSchema = v.object({
  id: v.number(),
  /** Root-relative `/documents/…` address, public while the document is. */
  url: v.string(),
  format: v.picklist(DOCUMENT_FORMAT_NAMES),
  contentType: v.string(),
  byteSize: v.number(),
  /** The uploaded file's name, given to those who download it. */
  fileName: v.string(),
  title: v.string(),
  lang: v.picklist(LANGUAGE_CODES),
  description: v.string(),
  createdAt: v.string(),
  usage: v.optional(v.array(documentUsageSchema), []),
});
export type AdminDocument = v.InferOutput<typeof adminDocumentSchema>;
/** `GET /api/admin/documents`: newest first (the total in X-Total-Count). */
export const adminDocumentListSchema = v.array(adminDocumentSchema);

/** `PATCH /api/admin/documents/{id}`: what staff may change of a document. */
export const documentChangeSchema = v.object({
  title: v.optional(
    v.pipe(
      v.string('Title must be text'),
      v.trim(),
      v.minLength(1, 'Enter a title'),
      v.maxLength(200, 'Title must be at most 200 characters'),
    ),
  ),
  lang: v.optional(v.picklist(LANGUAGE_CODES, 'Choose one of the site’s languages')),
  description: v.optional(
    v.pipe(
      v.string('Description must be text'),
      v.trim(),
      v.maxLength(1000, 'Description must be at most 1000 characters'),
    ),
  ),
});
export type DocumentChange = v.InferInput<typeof documentChangeSchema>;

/**
 * `GET /api/documents?url=/documents/…&url=…`: the public documents among those asked for, in
 * the order asked (a list of documents on a page shows each one's title, type and size).
 */
export const libraryDocumentSchema = v.object({
  url: v.string(),
  title: v.string(),
  description: v.string(),
  format: v.picklist(DOCUMENT_FORMAT_NAMES),
  byteSize: v.number(),
  lang: v.picklist(LANGUAGE_CODES),
  fileName: v.string(),
});
export type LibraryDocument = v.InferOutput<typeof libraryDocumentSchema>;
export const libraryDocumentListSchema = v.object({ items: v.array(libraryDocumentSchema) });

/** Most documents one `GET /api/documents` asks for. */
export const PUBLIC_DOCUMENTS_MAX = 50;
