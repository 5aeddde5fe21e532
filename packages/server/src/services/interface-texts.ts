import {
  INTERFACE_TEXT_MAX_LENGTH,
  isLanguageCode,
  placeholderProblem,
  type InterfaceTextEntry,
  type InterfaceTextRow,
  type PublicInterfaceTexts,
} from '@ia/shared';
import { badRequest, notFound, unavailable, validationFailed } from '../errors.js';
import type { InterfaceTextRepository } from '../db/repositories/interface-texts.js';
import { createReadCache } from './read-cache.js';

export type InterfaceTextService = ReturnType<typeof createInterfaceTextService>;

/**
 * Interface texts staff can change (packages/shared interface-texts.ts). The catalogue (each
 * key, where it shows, its shipped wordings) is the site's build's, read from the site's and the
 * widgets' message modules; staff's wordings are kept here per language. A change is announced
 * like any content change, so rendered pages and public answers drop what they hold at once.
 */
export function createInterfaceTextService(deps: {
  repository: InterfaceTextRepository;
  /** The catalogue in a language, from the built site; undefined while the site is not built. */
  catalogue: (lang: string) => Promise<InterfaceTextEntry[] | undefined>;
  onChange: () => void;
  now: () => Date;
}) {
  /** Staff's wordings by language, read once per change (every page render asks). */
  const kept = createReadCache({ ttlMs: Number.POSITIVE_INFINITY });

  const language = (lang: unknown): string => {
    if (!isLanguageCode(lang)) throw notFound('There is no such language on the site.');
    return lang;
  };

  const catalogueIn = async (lang: string): Promise<InterfaceTextEntry[]> => {
    const entries = await deps.catalogue(lang);
    if (!entries) {
      throw unavailable('The site is not built yet, so its interface texts are not known.');
    }
    return entries;
  };

  const wordings = (lang: string): Promise<Record<string, string>> =>
    kept.get(lang, () => deps.repository.inLanguage(lang));

  return {
    /** Every text in `lang`: its shipped wording and staff's own (null: the shipped one shows). */
    async list(langParam: unknown): Promise<InterfaceTextRow[]> {
      const lang = language(langParam);
      const [entries, own] = await Promise.all([catalogueIn(lang), wordings(lang)]);
      return entries.map((entry) => ({
        key: entry.key,
        default: entry.shipped,
        value: own[entry.key] ?? null,
        english: entry.english,
        where: entry.where,
      }));
    },

    /** Staff's wordings in `lang` only (the site and the widgets apply them over the shipped ones). */
    async overrides(langParam: unknown): Promise<PublicInterfaceTexts> {
      const lang = language(langParam);
      return { lang, texts: { ...(await wordings(lang)) } };
    },

    /**
     * Sets staff's wordings in `lang` (null returns a text to its shipped wording). A key the
     * site does not have, an empty wording, or one that leaves out or makes up a `{placeholder}`
     * is a 422 naming the key.
     */
    async update(langParam: unknown, body: unknown): Promise<InterfaceTextRow[]> {
      const lang = language(langParam);
      const texts = (body as { texts?: unknown } | null)?.texts;
      if (typeof texts !== 'object' || texts === null || Array.isArray(texts)) {
        throw badRequest('Send { "texts": { "key": "wording" or null } }.');
      }
      const entries = new Map((await catalogueIn(lang)).map((entry) => [entry.key, entry]));
      const fields: Record<string, string> = {};
      const set: Record<string, string> = {};
      const reset: string[] = [];
      for (const [key, value] of Object.entries(texts as Record<string, unknown>)) {
        const entry = entries.get(key);
        if (!entry) {
          fields[key] = 'The site has no text with this key.';
        } else if (value === null) {
          reset.push(key);
        } else if (typeof value !== 'string' || value.trim() === '') {
          fields[key] = 'Write a wording, or reset the text to show the shipped one.';
        } else if (value.length > INTERFACE_TEXT_MAX_LENGTH) {
          fields[key] = `Keep the wording under ${INTERFACE_TEXT_MAX_LENGTH} characters.`;
        } else {
          const problem = placeholderProblem(entry.english, value);
          if (problem) fields[key] = problem;
          else set[key] = value;
        }
      }
      const problems = Object.keys(fields);
      if (problems.length > 0) {
        throw validationFailed(
          `${problems.length === 1 ? `The text ${problems[0]}` : `${problems.length} texts`} could not be saved: ${fields[problems[0]!]}`,
          fields,
        );
      }
      await deps.repository.save(lang, set, reset, deps.now().toISOString());
      kept.clear();
      deps.onChange();
      return this.list(lang);
    },

    /** Forgets the wordings read (another process changed them). */
    invalidate(): void {
      kept.clear();
    },
  };
}
