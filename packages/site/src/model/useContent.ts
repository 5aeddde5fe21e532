import { DEFAULT_LANGUAGE, type CollectionDef, type GlobalDef, type PublicOf } from '@ia/shared';
import { contentLangAttrs, useWidgetSettings, type ApiClient } from '@ia/widgets';
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';

/**
 * The site's reads of the content model: a global or a collection's public items, in the page's
 * language, through the same API client and query cache as the widgets, so a page rendered on
 * the server hands its answers to the browser and hydration asks for nothing again. A page calls
 * every hook it needs at its top, so one render finds all of them.
 */

const record = v.record(v.string(), v.unknown());
const list = v.array(record);

const params = (lang: string) => (lang === DEFAULT_LANGUAGE ? {} : { lang });

/** GET /api/globals/{name} */
export function globalQuery<D extends GlobalDef>(api: ApiClient, def: D, lang: string) {
  const path = `/api/globals/${def.name}`;
  const search = params(lang);
  return queryOptions({
    queryKey: [path, search, api.base] as const,
    queryFn: async () => (await api.get(path, record, search)).data as unknown as PublicOf<D>,
  });
}

/** GET /api/content/{collection}: every public item, in staff's order. */
export function collectionQuery<D extends CollectionDef>(api: ApiClient, def: D, lang: string) {
  const path = `/api/content/${def.name}`;
  const search = params(lang);
  return queryOptions({
    queryKey: [path, search, api.base] as const,
    queryFn: async () => (await api.get(path, list, search)).data as unknown as PublicOf<D>[],
  });
}

/** GET /api/content/{collection}/{slug}: one public item (an error when there is none). */
export function itemQuery<D extends CollectionDef>(
  api: ApiClient,
  def: D,
  slug: string,
  lang: string,
) {
  const path = `/api/content/${def.name}/${encodeURIComponent(slug)}`;
  const search = params(lang);
  return queryOptions({
    queryKey: [path, search, api.base] as const,
    queryFn: async () => (await api.get(path, record, search)).data as unknown as PublicOf<D>,
    retry: false,
  });
}

/** One public item of a collection by its address, in the page's language. */
export function useItem<D extends CollectionDef>(def: D, slug: string) {
  const { api, lang } = useWidgetSettings();
  return useQuery(itemQuery(api, def, slug, lang));
}

/**
 * A declaration by its name alone, typed as the declaration (the name is checked against it):
 * all a read needs. A page whose script weight counts (the home page, the layout on every page)
 * reads with it and imports the declaration as a type only, so its script does not carry every
 * field's label and help text, which only the admin shows.
 */
export const named = <D extends GlobalDef | CollectionDef>(name: D['name']): D => ({ name }) as D;

/** A global in the page's language (undefined while it loads). */
export function useGlobal<D extends GlobalDef>(def: D) {
  const { api, lang } = useWidgetSettings();
  return useQuery(globalQuery(api, def, lang));
}

/** A collection's public items in the page's language (undefined while they load). */
export function useCollection<D extends CollectionDef>(def: D) {
  const { api, lang } = useWidgetSettings();
  return useQuery(collectionQuery(api, def, lang));
}

/** A text with `{name}` placeholders filled in (a missing value leaves the placeholder). */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/**
 * `lang` for content shown in another language than the page's (an English fallback), and its
 * `dir` when it is written the other way (English inside an Arabic page reads left to right,
 * its punctuation at its end).
 */
export function langAttr(
  contentLang: string | undefined,
  pageLang: string,
): { lang?: string; dir?: 'ltr' | 'rtl' } {
  return contentLang ? contentLangAttrs(pageLang, contentLang) : {};
}

/** The language one field of a read is in: English where it fell back, else the read's. */
export const fieldLang = (read: { lang: string; fallback?: string[] }, field: string): string =>
  read.fallback?.includes(field) ? DEFAULT_LANGUAGE : read.lang;

/** The language one field of a group's row is in: English where the row fell back, else the read's. */
export const rowFieldLang = (
  read: { lang: string },
  row: { fallback?: string[] },
  field: string,
): string => (row.fallback?.includes(field) ? DEFAULT_LANGUAGE : read.lang);
