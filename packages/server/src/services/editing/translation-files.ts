import {
  COLLECTIONS,
  collectionNamed,
  GLOBALS,
  LANGUAGE_NAMES,
  translationStatus,
  type ContentDef,
} from '@ia/shared';
import { GLOBALS_KIND } from '../../db/repositories/entries.js';
import { ApiError } from '../../errors.js';
import {
  fieldUnits,
  setAt,
  unitSegments,
  valueAt,
  valueOfTargets,
  type FieldUnit,
} from '../../xliff/document-units.js';
import { originalData } from '../../xliff/inline-codes.js';
import {
  inlineSignature,
  sourceSignature,
  type ReadUnit,
  type XliffFile,
} from '../../xliff/file.js';
import {
  allow,
  allowGlobal,
  byOf,
  checkedDocument,
  noun,
  visibleTo,
  type Actor,
  type Doc,
} from './rules.js';
import type { EditingRecords } from './records.js';
import type { EditingSaving } from './saving.js';

/** Which units an export holds: every text, or only those missing or out of date. */
export type TranslationScope = 'all' | 'missing';

/** One item or global as a translation file sees it. */
interface Source {
  def: ContentDef;
  /** The item's id, or the global's name: the second part of a unit id. */
  key: string;
  id: number;
  title: string;
  english: Doc;
  rows: Record<string, { fields: Record<string, unknown>; sources?: Record<string, string> }>;
}

/** What an import found before anything is written. */
export interface ImportPlan {
  applied: number;
  unchanged: number;
  outOfDate: string[];
  /** Unit id → what is wrong with it (with its line). */
  problems: Record<string, string>;
  /** Writes every change in one transaction, each item with a revision saying it was imported. */
  apply: (actor: Actor | null) => Promise<void>;
}

const itemKeyOf = (source: Source) =>
  `${source.def.kind === 'global' ? GLOBALS_KIND : source.def.name}.${source.key}`;

const unitId = (source: Source, unit: FieldUnit) =>
  [source.def.kind === 'global' ? GLOBALS_KIND : source.def.name, source.key, ...unit.path].join(
    '.',
  );

/**
 * Translation files of the content (services/translation-files.ts writes and reads the XLIFF):
 * the units of every item and global in a language, and an import checked unit by unit, then
 * applied through the same saving as the editor's (validation, translations with the English they
 * were made from, a revision for each item), all in one transaction.
 */
export function createTranslationFiles(
  { repositories, write, load, globalRecord }: EditingRecords,
  saving: EditingSaving,
) {
  async function globalSource(def: ContentDef): Promise<Source | undefined> {
    const stored = await repositories.globals.read(def.name);
    if (!stored) return undefined;
    return {
      def,
      key: def.name,
      id: stored.id,
      title: def.label,
      english: stored.document,
      rows: await repositories.content.translationRowsOf(GLOBALS_KIND, stored.id),
    };
  }

  async function itemSource(
    def: ContentDef & { kind: 'collection' },
    id: number,
  ): Promise<Source | undefined> {
    const item = await repositories.entries(def).read(id);
    if (!item) return undefined;
    return {
      def,
      key: String(id),
      id,
      title: String(item.document[def.titleField] ?? ''),
      english: item.document,
      rows: await repositories.content.translationRowsOf(def.name, id),
    };
  }

  /** Every item and global staff may see (or the one asked for). */
  async function* sources(actor: Actor | null, only?: string): AsyncGenerator<Source> {
    const [onlyKind, onlyKey] = only ? only.split('.') : [];
    for (const def of GLOBALS) {
      if (only && (onlyKind !== GLOBALS_KIND || onlyKey !== def.name)) continue;
      const found = await globalSource(def);
      if (found) yield found;
    }
    for (const def of COLLECTIONS) {
      if (only && onlyKind !== def.name) continue;
      if (only) {
        const found = await itemSource(def, Number(onlyKey));
        if (found) yield found;
        continue;
      }
      for (let offset = 0; ; offset += 200) {
        const { items } = await repositories.entries(def).list({
          visibleTo: visibleTo(actor),
          limit: 200,
          offset,
        });
        const rows = await repositories.content.translationRowsOfKind(
          def.name,
          items.map((item) => item.id),
        );
        for (const item of items) {
          yield {
            def,
            key: String(item.id),
            id: item.id,
            title: String(item.document[def.titleField] ?? ''),
            english: item.document,
            rows: rows.get(item.id) ?? {},
          };
        }
        if (items.length < 200) break;
      }
    }
  }

  return {
    /** The content's units in `lang` as an XLIFF file's part. */
    async translationUnits(
      lang: string,
      scope: TranslationScope,
      actor: Actor | null,
      only?: string,
    ): Promise<XliffFile> {
      const file: XliffFile = { id: 'content', original: 'content', groups: [] };
      for await (const source of sources(actor, only)) {
        const row = source.rows[lang];
        const translation = row?.fields as Doc | undefined;
        const status = translationStatus(
          source.def.fields,
          source.english,
          translation,
          row?.sources,
        );
        const wanted = new Set([...status.missing, ...status.outdated]);
        const outdated = new Set(status.outdated);
        const groupId = `${source.def.kind === 'global' ? GLOBALS_KIND : source.def.name}.${source.key}`;
        const what =
          source.def.kind === 'global' ? source.def.label : `${source.def.label} “${source.title}”`;
        file.groups.push({
          id: groupId,
          name: what,
          units: fieldUnits(source.def.fields, source.english)
            .filter((unit) => scope === 'all' || wanted.has(String(unit.path[0])))
            .map((unit) => {
              const segments = unitSegments(unit, valueAt(translation, unit.path));
              const stale = outdated.has(String(unit.path[0]));
              return {
                id: unitId(source, unit),
                name: `${what} › ${unit.label}`,
                notes: [
                  ['collection', source.def.kind === 'global' ? 'Site texts' : source.def.plural],
                  [
                    'item',
                    source.def.kind === 'global'
                      ? source.def.label
                      : `${source.title} (${source.id})`,
                  ],
                  ['field', unit.label],
                  ...(stale
                    ? ([
                        [
                          'status',
                          'The English changed after this was translated: check the translation',
                        ],
                      ] as [string, string][])
                    : []),
                ] as [string, string][],
                data: originalData(segments.flatMap((segment) => segment.codes)),
                segments: segments.map((segment) => ({
                  source: segment.source,
                  ...(segment.target !== undefined ? { target: segment.target } : {}),
                  state: segment.target === undefined || stale ? 'initial' : 'translated',
                })),
              };
            }),
        });
      }
      return file;
    },

    /**
     * Checks the units of an import against the content as it is now: the item and field each
     * names, the English it was made from (a unit whose English changed is out of date, not
     * applied), its codes and the content model's rules. Nothing is written until `apply`.
     */
    async planImport(lang: string, units: readonly ReadUnit[]): Promise<ImportPlan> {
      const problems: Record<string, string> = {};
      const outOfDate: string[] = [];
      let applied = 0;
      let unchanged = 0;
      const byItem = new Map<
        string,
        { source: Source; translation: Doc; units: [ReadUnit, FieldUnit][] }
      >();
      const cache = new Map<string, Source | undefined>();
      for (const read of units) {
        const [kind = '', key = '', ...rest] = read.id.split('.');
        const fail = (message: string) => {
          problems[read.id] = `line ${read.line}: ${message}`;
        };
        const def: ContentDef | undefined =
          kind === GLOBALS_KIND ? GLOBALS.find((g) => g.name === key) : collectionNamed(kind);
        if (!def) {
          fail(
            `there is no ${kind === GLOBALS_KIND ? 'global' : 'collection'} “${kind === GLOBALS_KIND ? key : kind}” on this site`,
          );
          continue;
        }
        const itemKey = `${kind}.${key}`;
        if (!cache.has(itemKey)) {
          cache.set(
            itemKey,
            def.kind === 'global'
              ? await globalSource(def)
              : /^\d+$/.test(key)
                ? await itemSource(def, Number(key))
                : undefined,
          );
        }
        const source = cache.get(itemKey);
        if (!source) {
          fail(`there is no ${noun(def)} ${key}; it may have been deleted`);
          continue;
        }
        const unit = fieldUnits(def.fields, source.english).find(
          (candidate) => candidate.path.join('.') === rest.join('.'),
        );
        if (!unit) {
          fail(`the ${noun(def)} has no text to translate at “${rest.join('.')}”`);
          continue;
        }
        const expected = unitSegments(unit, undefined);
        const sameEnglish =
          expected.length === read.segments.length &&
          expected.every(
            (segment, index) =>
              sourceSignature(segment.source) === inlineSignature(read.segments[index]!.source),
          );
        if (!sameEnglish) {
          outOfDate.push(read.id);
          continue;
        }
        const found: string[] = [];
        const value = valueOfTargets(
          unit,
          read.segments.map((segment) => segment.target),
          found,
        );
        if (found.length > 0) {
          fail(found.join('; '));
          continue;
        }
        if (value === undefined) continue;
        let entry = byItem.get(itemKey);
        if (!entry) {
          entry = {
            source,
            translation: structuredClone((source.rows[lang]?.fields ?? {}) as Doc),
            units: [],
          };
          byItem.set(itemKey, entry);
        }
        if (
          JSON.stringify(valueAt(entry.translation, unit.path) ?? null) === JSON.stringify(value)
        ) {
          unchanged += 1;
          continue;
        }
        setAt(entry.translation, unit.path, value);
        entry.units.push([read, unit]);
        applied += 1;
      }
      // Each changed item checked as the editor's save checks it (rich text, lengths, links).
      const writes: { source: Source; document: unknown }[] = [];
      for (const entry of byItem.values()) {
        if (entry.units.length === 0) continue;
        const def = entry.source.def;
        const failed = Object.keys(problems).some((id) =>
          id.startsWith(`${itemKeyOf(entry.source)}.`),
        );
        if (failed) continue;
        if (def.kind === 'collection' && def.completeTranslations) {
          const wanted = fieldUnits(def.fields, entry.source.english).filter(
            (unit) => valueAt(entry.translation, unit.path) === undefined,
          );
          if (wanted.length > 0) {
            const [read] = entry.units[0]!;
            problems[read.id] =
              `line ${read.line}: ${def.label.toLowerCase()} translations are complete or absent; translate ${wanted.map((unit) => unit.label).join(', ')} too`;
            continue;
          }
        }
        const translations = Object.fromEntries(
          Object.entries(entry.source.rows).map(([code, row]) => [code, row.fields]),
        );
        const document = {
          ...entry.source.english,
          ...(entry.source.def.kind === 'collection' ? { slug: undefined } : {}),
          translations: { ...translations, [lang]: entry.translation },
        };
        try {
          checkedDocument(entry.source.def, document);
          writes.push({ source: entry.source, document });
        } catch (error) {
          if (!(error instanceof ApiError) || error.status !== 422) throw error;
          for (const [field, message] of Object.entries(error.options.fields ?? {})) {
            const named =
              entry.units.find(([, unit]) =>
                field
                  .replace(/^document\./, '')
                  .startsWith(`translations.${lang}.${unit.path.join('.')}`),
              ) ?? entry.units[0]!;
            problems[named[0].id] = `line ${named[0].line}: ${message}`;
          }
        }
      }
      const note = `Imported the ${LANGUAGE_NAMES[lang] ?? lang} translation from an XLIFF file`;
      return {
        applied,
        unchanged,
        outOfDate,
        problems,
        apply: async (actor) => {
          if (writes.length === 0) return;
          const by = byOf(actor);
          await write(writes[0]!.source.def, async (r) => {
            for (const { source, document } of writes) {
              const def = source.def;
              if (def.kind === 'global') {
                allowGlobal(actor, def);
                const current = await globalRecord(r, def);
                await saving.saveGlobalDocument(
                  r,
                  def,
                  current.version,
                  checkedDocument(def, document),
                  by,
                  'saved',
                  [note],
                );
              } else {
                const { item } = await load(r, def, source.id);
                allow(actor, 'edit', item);
                const input = checkedDocument(def, { ...(document as Doc), slug: item.slug ?? '' });
                await saving.saveDocument(r, def, source.id, item.version, input, by, 'saved', [
                  note,
                ]);
              }
            }
          });
        },
      };
    },
  };
}
