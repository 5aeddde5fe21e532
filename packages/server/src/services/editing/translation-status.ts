import {
  COLLECTIONS,
  GLOBALS,
  TRANSLATION_LANGUAGES,
  translationStatus,
  type ContentDef,
  type TranslationStatusEntry,
} from '@ia/shared';
import { GLOBALS_KIND } from '../../db/repositories/entries.js';
import { visibleTo, type Actor, type Doc } from './rules.js';
import type { EditingRecords } from './records.js';

/** How far each item and global is translated, per language (the admin's translations page). */
export function createTranslationStatus({ repositories }: EditingRecords) {
  return {
    /**
     * Per language, how far each item and global is translated: the globals and, for each
     * collection, its newest `perCollection` items (a collection of thousands is paged).
     */
    async translationStatus(
      actor: Actor | null = null,
      perCollection = 200,
    ): Promise<TranslationStatusEntry[]> {
      const entries: TranslationStatusEntry[] = [];
      const statusOf = (
        def: ContentDef,
        doc: Doc,
        rows: Record<string, { fields: Record<string, unknown>; sources?: Record<string, string> }>,
        needsReview: readonly string[],
      ) =>
        Object.fromEntries(
          TRANSLATION_LANGUAGES.map((lang) => {
            const status = translationStatus(
              def.fields,
              doc,
              rows[lang]?.fields as Doc | undefined,
              rows[lang]?.sources,
              needsReview.includes(lang),
            );
            return [lang, status];
          }),
        );
      for (const def of GLOBALS) {
        const stored = await repositories.globals.read(def.name);
        if (!stored) continue;
        const rows = await repositories.content.translationRowsOf(GLOBALS_KIND, stored.id);
        const review = await repositories.content.needingReview(GLOBALS_KIND, [stored.id]);
        entries.push({
          kind: GLOBALS_KIND,
          id: 0,
          name: def.name,
          title: def.label,
          status: 'published',
          languages: statusOf(def, stored.document, rows, review.get(stored.id) ?? []),
        });
      }
      for (const def of COLLECTIONS) {
        const { items } = await repositories.entries(def).list({
          visibleTo: visibleTo(actor),
          limit: perCollection,
          offset: 0,
        });
        const rows = await repositories.content.translationRowsOfKind(
          def.name,
          items.map((item) => item.id),
        );
        const review = await repositories.content.needingReview(
          def.name,
          items.map((item) => item.id),
        );
        for (const item of items) {
          entries.push({
            kind: def.name,
            id: item.id,
            title: String(item.document[def.titleField] ?? ''),
            status: item.published ? 'published' : 'draft',
            languages: statusOf(
              def,
              item.document,
              rows.get(item.id) ?? {},
              review.get(item.id) ?? [],
            ),
          });
        }
      }
      return entries;
    },
  };
}
