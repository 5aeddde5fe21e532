import {
  collectionNamed,
  newBlockId,
  rowFieldsOf,
  type Field,
  type Fields,
  type LanguageCode,
} from '@ia/shared';
import type { PictureName } from '@ia/shared/pictures';
import type { Logger } from '../../logger.js';
import type { ContentEditingService } from '../../services/content-editing.js';
import type { Storage } from '../../storage/index.js';
import type { EntityRepositories, Repositories } from '../repositories/index.js';
import { seedPictureUrl, storeSeedPictures } from './pictures.js';
import { SEED_UPGRADES, seedUnits } from './site/index.js';
import type { SeedText, SeedPicture, SeedRef, SeedData, SeedUnit, SeedUpgrade } from './types.js';

/**
 * The seed content: what a fresh installation shows (the organisation's pages as written for the
 * launch, in English, French, Arabic and Swahili, with drawn pictures), loaded through the same
 * content service as staff's edits; how it is written: `types.ts`.
 */

type Doc = Record<string, unknown>;
type Translations = Record<string, Doc>;

const english = (text: SeedText | undefined): string =>
  text === undefined ? '' : typeof text === 'string' ? text : text.en;

function eachTranslation(text: SeedText | undefined, put: (lang: string, value: string) => void) {
  if (!text || typeof text === 'string') return;
  for (const [lang, value] of Object.entries(text)) {
    if (lang !== 'en' && value) put(lang, value);
  }
}

const isPicture = (value: unknown): value is SeedPicture =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { picture?: unknown }).picture === 'string';

type Resolve = (to: string, title: string) => number;

function pictureOf(value: unknown, tr: (lang: string) => Doc, key: string) {
  if (!isPicture(value)) return null;
  eachTranslation(value.alt, (lang, alt) => (tr(lang)[key] = { alt }));
  return { image: seedPictureUrl(value.picture), alt: english(value.alt) };
}

/** A seed record as the admin would send it: English fields and `translations`. */
function convert(
  fields: Fields,
  data: SeedData,
  resolve: Resolve,
): { doc: Doc; translations: Translations } {
  const doc: Doc = {};
  const translations: Translations = {};
  const tr = (lang: string) => (translations[lang] ??= {});
  for (const [name, field] of Object.entries(fields) as [string, Field][]) {
    const value = data[name];
    switch (field.type) {
      case 'text':
      case 'longText':
        doc[name] = english(value as SeedText | undefined);
        if (field.translatable)
          eachTranslation(value as SeedText, (lang, text) => (tr(lang)[name] = text));
        break;
      case 'image':
        doc[name] = pictureOf(value, tr, name);
        break;
      case 'images': {
        const list = (value as SeedPicture[] | undefined) ?? [];
        doc[name] = list.map((item, index) => {
          eachTranslation(item.alt, (lang, alt) => {
            const alts = ((tr(lang)[name] as unknown[] | undefined) ??= []);
            alts[index] = { alt };
          });
          return { image: seedPictureUrl(item.picture), alt: english(item.alt) };
        });
        break;
      }
      case 'video': {
        const video = (value ?? { youtubeId: null, poster: null }) as {
          youtubeId: string | null;
          poster: SeedPicture | null;
        };
        const posters: Translations = {};
        const poster = pictureOf(video.poster, (lang) => (posters[lang] ??= {}), 'poster');
        for (const [lang, part] of Object.entries(posters)) tr(lang)[name] = part;
        doc[name] = { youtubeId: video.youtubeId, poster };
        break;
      }
      case 'reference': {
        if (field.many) {
          doc[name] = ((value as SeedRef[] | undefined) ?? []).map((item) =>
            resolve(field.to, item.ref),
          );
        } else {
          const ref = value as SeedRef | null | undefined;
          doc[name] = ref ? resolve(field.to, ref.ref) : null;
        }
        break;
      }
      case 'group': {
        const rows = (value as SeedData[] | undefined) ?? [];
        doc[name] = rows.map((row, index) => {
          const converted = convert(field.fields, row, resolve);
          for (const [lang, part] of Object.entries(converted.translations)) {
            const list = ((tr(lang)[name] as unknown[] | undefined) ??= []);
            list[index] = part;
          }
          return converted.doc;
        });
        break;
      }
      case 'blocks': {
        // A block is written as its kind (`type`) beside its kind's values.
        const rows = (value as SeedData[] | undefined) ?? [];
        doc[name] = rows.map((row, index) => {
          const kindFields = rowFieldsOf(field, row);
          if (!kindFields) throw new Error(`Seed: no block kind "${String(row.type)}" in ${name}`);
          const converted = convert(kindFields, row, resolve);
          for (const [lang, part] of Object.entries(converted.translations)) {
            const list = ((tr(lang)[name] as unknown[] | undefined) ??= []);
            list[index] = part;
          }
          return { type: row.type, id: newBlockId(), ...converted.doc };
        });
        break;
      }
      case 'link':
        doc[name] = value ?? '';
        break;
      case 'documents':
        doc[name] = value ?? [];
        break;
      default:
        doc[name] = value ?? (field.type === 'boolean' ? false : null);
    }
  }
  // Arrays with holes (a row without translation) hold null where nothing is translated.
  for (const part of Object.values(translations)) {
    for (const [key, entry] of Object.entries(part)) {
      if (Array.isArray(entry)) part[key] = Array.from(entry, (item: unknown) => item ?? null);
    }
  }
  return { doc, translations };
}

function picturesIn(value: unknown, out: Map<PictureName, string>) {
  if (Array.isArray(value)) {
    for (const item of value) picturesIn(item, out);
  } else if (isPicture(value)) {
    if (!out.has(value.picture)) out.set(value.picture, english(value.alt));
  } else if (value && typeof value === 'object') {
    for (const inner of Object.values(value)) picturesIn(inner, out);
  }
}

/** The name a seed part is remembered by once loaded. */
export const seedName = (unit: SeedUnit) => `${unit.def.kind}:${unit.def.name}`;

/**
 * Loads each part of the seed content not loaded before (a fresh installation gets all of it; an
 * installation made before a part existed gets that part once). Each part goes in whole or not
 * at all, through the content service's rules (a seed that breaks one fails loudly here).
 */
export async function loadSeedContent(deps: {
  repositories: Repositories;
  content: ContentEditingService;
  originals: Storage;
  variants: Storage;
  siteDir: string;
  logger: Logger;
  now?: () => Date;
  /** What the seed takes from the configuration (CONTACT_EMAIL). */
  settings: { contactEmail: string };
  units?: readonly SeedUnit[];
  upgrades?: readonly SeedUpgrade[];
}): Promise<string[]> {
  const { repositories, logger } = deps;
  const now = deps.now ?? (() => new Date());
  const loaded: string[] = [];
  const started = Date.now();
  for (const unit of deps.units ?? seedUnits(deps.settings)) {
    const name = seedName(unit);
    if (await repositories.content.seedLoaded(name)) continue;
    const pictures = new Map<PictureName, string>();
    picturesIn('data' in unit ? unit.data : unit.items, pictures);
    await storeSeedPictures(pictures.keys(), {
      repositories,
      originals: deps.originals,
      variants: deps.variants,
      siteDir: deps.siteDir,
      alts: pictures,
      now,
    });
    await repositories.transaction(async (r: EntityRepositories) => {
      if (await r.content.seedLoaded(name)) return;
      const titles = new Map<string, Map<string, number>>();
      const resolve: Resolve = (to, title) => {
        const id = titles.get(to)?.get(title);
        if (id === undefined) throw new Error(`Seed ${name}: no ${to} item titled "${title}"`);
        return id;
      };
      for (const to of referencedCollections(unit.def.fields)) {
        const def = collectionNamed(to);
        if (!def) continue;
        const { items } = await r.entries(def).list({ limit: 500, offset: 0 });
        titles.set(
          to,
          new Map(items.map((item) => [String(item.document[def.titleField]), item.id])),
        );
      }
      const records = ('data' in unit ? [unit.data] : unit.items).map((data: SeedData) => {
        const { doc, translations } = convert(unit.def.fields, data, resolve);
        const published = (data as { published?: boolean }).published;
        return { ...doc, translations, ...(published === undefined ? {} : { published }) };
      });
      await deps.content.seed(unit.def, records, r);
      await r.content.markSeedLoaded(name, now().toISOString());
    });
    loaded.push(name);
  }
  for (const upgrade of deps.upgrades ?? SEED_UPGRADES) {
    const name = `upgrade:${upgrade.name}`;
    if (await repositories.content.seedLoaded(name)) continue;
    const fresh = loaded.includes(`${upgrade.def.kind}:${upgrade.def.name}`);
    if (!fresh && (await upgradeGlobal(deps.content, repositories, upgrade))) loaded.push(name);
    await repositories.content.markSeedLoaded(name, now().toISOString());
  }
  if (loaded.length > 0) {
    logger.info('seed content loaded', { parts: loaded.length, ms: Date.now() - started });
  }
  return loaded;
}

/** Applies `upgrade` to its global where staff left the launch's content; whether it changed. */
async function upgradeGlobal(
  content: ContentEditingService,
  repositories: Repositories,
  upgrade: SeedUpgrade,
): Promise<boolean> {
  const record = await content.getGlobal(upgrade.def);
  if (record.version === 0) return false;
  const { translations = {}, ...doc } = record.document as Doc & { translations?: Translations };
  let changed = false;
  for (const [field, { from, to }] of Object.entries(upgrade.texts ?? {})) {
    if ((doc[field] ?? '') === english(from)) {
      doc[field] = english(to);
      changed = true;
    }
    // A text the launch did not write: each language's is added where it has none.
    if (english(from) === '') {
      eachTranslation(to, (lang, value) => {
        if (!translations[lang]?.[field]) (translations[lang] ??= {})[field] = value;
      });
    }
    eachTranslation(from, (lang, old) => {
      const part = translations[lang];
      if (!part || part[field] !== old) return;
      const value = typeof to === 'string' ? undefined : to[lang as LanguageCode];
      if (value) part[field] = value;
      else delete part[field];
      changed = true;
    });
  }
  for (const [field, { after, row }] of Object.entries(upgrade.rows ?? {})) {
    const group = upgrade.def.fields[field];
    if (group?.type !== 'group' || !group.rowLabel) {
      throw new Error(`Seed upgrade ${upgrade.name}: ${field} is not a group of labelled rows`);
    }
    const label = group.rowLabel;
    const added = convert(group.fields, row, (to) => {
      throw new Error(`Seed upgrade ${upgrade.name}: a row added to ${field} refers to ${to}`);
    });
    const rows = Array.isArray(doc[field]) ? (doc[field] as Doc[]) : [];
    if (rows.length >= group.max || rows.some((old) => old[label] === added.doc[label])) continue;
    const found = rows.findIndex((old) => old[label] === after);
    const at = found === -1 ? rows.length : found + 1;
    doc[field] = [...rows.slice(0, at), added.doc, ...rows.slice(at)];
    // Each language's rows stay beside the English ones: the new row's translation (or none)
    // goes in at the same place.
    for (const lang of new Set([
      ...Object.keys(translations),
      ...Object.keys(added.translations),
    ])) {
      const list = translations[lang]?.[field];
      const part = added.translations[lang] ?? null;
      if (!Array.isArray(list) && part === null) continue;
      const before = Array.isArray(list) ? (list as unknown[]) : [];
      const aligned = Array.from({ length: rows.length }, (_, index) => before[index] ?? null);
      (translations[lang] ??= {})[field] = [...aligned.slice(0, at), part, ...aligned.slice(at)];
    }
    changed = true;
  }
  for (const [field, { from, to }] of Object.entries(upgrade.references ?? {})) {
    const reference = upgrade.def.fields[field];
    const target = reference?.type === 'reference' ? collectionNamed(reference.to) : undefined;
    if (!target) throw new Error(`Seed upgrade ${upgrade.name}: ${field} is not a reference`);
    const { items } = await repositories.entries(target).list({ limit: 500, offset: 0 });
    const idOf = (title: string) =>
      items.find((item) => item.document[target.titleField] === title)?.id;
    const [old, into] = [idOf(from), idOf(to)];
    if (old === undefined || into === undefined) continue;
    const value = doc[field];
    if (Array.isArray(value) && value.includes(old)) {
      doc[field] = [...new Set(value.map((id) => (id === old ? into : id)))];
      changed = true;
    } else if (value === old) {
      doc[field] = into;
      changed = true;
    }
  }
  if (changed) {
    await content.saveGlobal(
      upgrade.def,
      { version: record.version, document: { ...doc, translations } },
      null,
    );
  }
  return changed;
}

function referencedCollections(fields: Fields, out = new Set<string>()): Set<string> {
  for (const field of Object.values(fields)) {
    if (field.type === 'reference') out.add(field.to);
    if (field.type === 'group') referencedCollections(field.fields, out);
    if (field.type === 'blocks') {
      for (const kind of Object.values(field.blocks)) referencedCollections(kind.fields, out);
    }
  }
  return out;
}
