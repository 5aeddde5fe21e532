import {
  DOCUMENT_FORMATS,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_TYPES_MESSAGE,
  LANGUAGE_CODES,
  LANGUAGE_NAMES,
  type AdminDocument,
  type DocumentChange,
} from '@ia/shared';

/**
 * The document library's rules for staff, as plain functions: a document's type in words, the
 * languages it may be in, what of its details changed, and the upload queue's checks (the
 * server decides the type from the bytes; the size is checked before anything is sent).
 */

/** "PDF", "Word (.docx)". */
export function formatName(document: Pick<AdminDocument, 'format'>): string {
  const format = DOCUMENT_FORMATS[document.format];
  return format.label === 'PDF' || format.label === 'CSV'
    ? format.label
    : `${format.label} (.${format.extension})`;
}

/** The languages a document may be written in, with their names. */
export const DOCUMENT_LANGUAGES = LANGUAGE_CODES.map((code) => ({
  code,
  name: LANGUAGE_NAMES[code] ?? code,
}));

export const languageName = (code: string): string => LANGUAGE_NAMES[code] ?? code;

/** The details staff may change, as edited in the form. */
export interface DocumentDraft {
  title: string;
  lang: string;
  description: string;
}

export const draftOf = (document: AdminDocument): DocumentDraft => ({
  title: document.title,
  lang: document.lang,
  description: document.description,
});

/** Only what changed (empty when nothing did). */
export function changesOf(document: AdminDocument, draft: DocumentDraft): DocumentChange {
  const change: DocumentChange = {};
  if (draft.title.trim() !== document.title) change.title = draft.title;
  if (draft.lang !== document.lang) change.lang = draft.lang as DocumentChange['lang'];
  if (draft.description.trim() !== document.description) change.description = draft.description;
  return change;
}

/** A file refused before it is sent: too large (the server decides the type from the bytes). */
export function refusedBeforeSending(file: Pick<File, 'size'>): string | undefined {
  if (file.size === 0) return 'The file is empty';
  if (file.size > DOCUMENT_MAX_BYTES) {
    return `The document must be at most ${DOCUMENT_MAX_BYTES / (1024 * 1024)} MB`;
  }
  return undefined;
}

export { DOCUMENT_TYPES_MESSAGE };
