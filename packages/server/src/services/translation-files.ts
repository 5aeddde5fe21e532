import {
  DEFAULT_LANGUAGE,
  INTERFACE_TEXT_MAX_LENGTH,
  isLanguageCode,
  placeholderProblem,
  type InterfaceTextRow,
} from '@ia/shared';
import { ApiError, badRequest, notFound, validationFailed } from '../errors.js';
import type { ContentEditingService } from './content-editing.js';
import type { Actor } from './editing/rules.js';
import type { TranslationScope } from './editing/translation-files.js';
import type { InterfaceTextService } from './interface-texts.js';
import { escapeXml } from '../site/xml.js';
import { decodePlain } from '../xliff/inline-codes.js';
import {
  inlineSignature,
  readXliff,
  sourceSignature,
  writeXliff,
  XliffFileError,
  type ReadUnit,
  type XliffFile,
} from '../xliff/file.js';

export type TranslationFileService = ReturnType<typeof createTranslationFileService>;

/** What an import did: units applied, units the same as before, units whose English changed. */
export interface TranslationImportReport {
  applied: number;
  unchanged: number;
  outOfDate: string[];
}

const INTERFACE = 'interface';

/**
 * A language's translations as XLIFF 2.0 files for translators' own tools (OmegaT, Poedit,
 * Weblate, …): the content (every item and global, through content editing) and the interface
 * texts staff can change, exported in full, as what is missing or out of date, or one item; and
 * a translated file imported back: checked against the XLIFF 2.0 schema and our rules (a 422
 * naming each unit and its line, nothing written), English changed since the export reported
 * as out of date and not applied.
 */
export function createTranslationFileService(deps: {
  content: ContentEditingService;
  interfaceTexts: InterfaceTextService;
}) {
  const language = (lang: unknown): string => {
    if (!isLanguageCode(lang) || lang === DEFAULT_LANGUAGE) {
      throw notFound('There is no such language to translate into.');
    }
    return lang;
  };

  /** The interface texts in `lang`, or undefined while the site is not built (none known). */
  async function interfaceRows(lang: string): Promise<InterfaceTextRow[] | undefined> {
    try {
      return await deps.interfaceTexts.list(lang);
    } catch (error) {
      if (error instanceof ApiError && error.status === 503) return undefined;
      throw error;
    }
  }

  const translatedWording = (row: InterfaceTextRow): string | undefined =>
    row.value ?? (row.default !== row.english ? row.default : undefined);

  function interfaceFile(rows: readonly InterfaceTextRow[], scope: TranslationScope): XliffFile {
    return {
      id: INTERFACE,
      original: 'interface-texts',
      groups: [
        {
          id: INTERFACE,
          name: 'Interface texts (buttons, menus, messages)',
          units: rows
            .filter((row) => scope === 'all' || translatedWording(row) === undefined)
            .map((row) => {
              const target = translatedWording(row);
              return {
                id: `${INTERFACE}.${row.key}`,
                name: row.key,
                notes: [
                  ['collection', 'Interface texts'],
                  ['item', row.key],
                  ['field', row.where],
                ] as [string, string][],
                data: '',
                segments: [
                  {
                    source: escapeXml(row.english),
                    ...(target !== undefined ? { target: escapeXml(target) } : {}),
                  },
                ],
              };
            }),
        },
      ],
    };
  }

  return {
    /**
     * `GET /api/admin/translations/{lang}/xliff?scope=all|missing[&item=stories.12]`: the file.
     * `item` (a collection and an id, or `globals.` and a global's name) exports that one only.
     */
    async exportFile(langParam: unknown, query: Record<string, unknown>, actor: Actor | null) {
      const lang = language(langParam);
      const scope = query.scope ?? 'all';
      if (scope !== 'all' && scope !== 'missing') {
        throw badRequest('scope must be all (every text) or missing (missing or out of date)');
      }
      const item = query.item;
      if (item !== undefined && (typeof item !== 'string' || !/^[\w-]+\.[\w-]+$/.test(item))) {
        throw badRequest('item names a collection and an id (stories.12) or globals and a name');
      }
      const files = [await deps.content.translationUnits(lang, scope, actor, item)];
      if (item === undefined) {
        const rows = await interfaceRows(lang);
        if (rows) files.push(interfaceFile(rows, scope));
      }
      return writeXliff(lang, files);
    },

    /** `POST /api/admin/translations/{lang}/xliff`: applies a translated file, or a 422. */
    async importFile(
      langParam: unknown,
      text: string,
      actor: Actor | null,
    ): Promise<TranslationImportReport> {
      const lang = language(langParam);
      let file;
      try {
        file = await readXliff(text);
      } catch (error) {
        if (!(error instanceof XliffFileError)) throw error;
        const first = error.problems[0]!;
        throw validationFailed(
          `The file is not a valid XLIFF 2.0 file${first.line ? ` (line ${first.line})` : ''}: ${first.message}. Nothing was imported.`,
          {
            file: error.problems
              .slice(0, 20)
              .map((p) => `${p.line ? `line ${p.line}: ` : ''}${p.message}`)
              .join('\n'),
          },
        );
      }
      if (file.srcLang !== DEFAULT_LANGUAGE || file.trgLang !== lang) {
        throw validationFailed(
          `This file translates ${file.srcLang || '?'} into ${file.trgLang || '?'}, not en into ${lang}. Nothing was imported.`,
          { file: `line 2: srcLang must be en and trgLang ${lang}` },
        );
      }
      const seen = new Set<string>();
      const problems: Record<string, string> = {};
      for (const unit of file.units) {
        if (seen.has(unit.id)) problems[unit.id] = `line ${unit.line}: the unit appears twice`;
        seen.add(unit.id);
      }
      const contentUnits = file.units.filter((unit) => !unit.id.startsWith(`${INTERFACE}.`));
      const interfaceUnits = file.units.filter((unit) => unit.id.startsWith(`${INTERFACE}.`));
      const plan = await deps.content.planImport(lang, contentUnits);
      Object.assign(problems, plan.problems);
      const texts = await planInterface(lang, interfaceUnits, problems);
      const named = Object.keys(problems);
      if (named.length > 0) {
        const first = named[0]!;
        throw validationFailed(
          `${named.length === 1 ? 'A unit' : `${named.length} units`} could not be imported (first: unit ${first}, ${problems[first]}). Nothing was imported.`,
          problems,
        );
      }
      await plan.apply(actor);
      if (Object.keys(texts.set).length > 0) {
        await deps.interfaceTexts.update(lang, { texts: texts.set });
      }
      return {
        applied: plan.applied + Object.keys(texts.set).length,
        unchanged: plan.unchanged + texts.unchanged,
        outOfDate: [...plan.outOfDate, ...texts.outOfDate],
      };
    },
  };

  /** The interface texts of an import checked as the interface texts' own save checks them. */
  async function planInterface(
    lang: string,
    units: readonly ReadUnit[],
    problems: Record<string, string>,
  ): Promise<{ set: Record<string, string>; unchanged: number; outOfDate: string[] }> {
    const out = { set: {} as Record<string, string>, unchanged: 0, outOfDate: [] as string[] };
    if (units.length === 0) return out;
    const rows = new Map(((await interfaceRows(lang)) ?? []).map((row) => [row.key, row]));
    for (const unit of units) {
      const fail = (message: string) => {
        problems[unit.id] = `line ${unit.line}: ${message}`;
      };
      const row = rows.get(unit.id.slice(INTERFACE.length + 1));
      if (!row) {
        fail('the site has no interface text with this key');
        continue;
      }
      const segment = unit.segments[0];
      if (
        unit.segments.length !== 1 ||
        inlineSignature(segment!.source) !== sourceSignature(escapeXml(row.english))
      ) {
        out.outOfDate.push(unit.id);
        continue;
      }
      if (!segment!.target) continue;
      const found: string[] = [];
      const value = decodePlain(segment!.target, found);
      const problem =
        found[0] ??
        (value.length > INTERFACE_TEXT_MAX_LENGTH
          ? `keep the wording under ${INTERFACE_TEXT_MAX_LENGTH} characters`
          : placeholderProblem(row.english, value));
      if (problem) {
        fail(problem);
        continue;
      }
      if (value === (row.value ?? row.default)) out.unchanged += 1;
      else out.set[row.key] = value;
    }
    return out;
  }
}
