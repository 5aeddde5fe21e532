import { GLOBALS_KIND } from '../db/repositories/entries.js';
import { createRecords, type EditingDeps } from './editing/records.js';
import { createSaving } from './editing/saving.js';
import { createTranslationStatus } from './editing/translation-status.js';
import { createHistory } from './editing/history.js';
import { createPublishing } from './editing/publishing.js';
import { createDocuments } from './editing/documents.js';
import { createDashboard } from './editing/dashboard.js';
import { createTranslationFiles } from './editing/translation-files.js';

export { GLOBALS_KIND };
export { actorOf, parseCollection, parseGlobal, parseId, type Actor } from './editing/rules.js';
export { CONSENTS_LISTED } from './editing/publishing.js';

export type ContentEditingService = ReturnType<typeof createContentEditingService>;

/**
 * Staff editing, the same rules for every collection and global the content model declares:
 * validation from the declaration (a 422 names each field; nothing is written), drafts and
 * publishing, addresses made from the title and kept as redirects once public, translations
 * with the English they were made from, the version check (a stale save is 409), a revision
 * with the whole document for every change, restore (a consent end is never undone by it), the
 * images each document shows, and `onChange` after every write so caches and pages are dropped
 * at once, in this process and (through content-changes.ts) in every other. Composed here of
 * its parts in ./editing: documents, publishing and review, history and restore, translation
 * status, over the one way of recording (records.ts) and of writing a document (saving.ts).
 */
export function createContentEditingService(deps: EditingDeps) {
  const records = createRecords(deps);
  const saving = createSaving(records);
  const documents = createDocuments(records, saving);
  return {
    ...documents,
    ...createDashboard(records, documents.list),
    ...createPublishing(records),
    ...createHistory(records, saving),
    ...createTranslationStatus(records),
    ...createTranslationFiles(records, saving),
  };
}
