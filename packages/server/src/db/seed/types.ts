import type { CollectionDef, GlobalDef, LanguageCode } from '@ia/shared';
import type { PictureName } from '@ia/shared/pictures';

/**
 * How the seed content is written (`site/`, loaded by `load.ts`): like the site's old source
 * files, a text is a string or `{ en, fr, ar, sw }`, a picture `{ picture, alt }`, a reference
 * `{ ref: title }`.
 */

/** A text in several languages (English required), or one text for every language. */
export type SeedText = string | ({ en: string } & Partial<Record<LanguageCode, string>>);
export interface SeedPicture {
  picture: PictureName;
  alt: SeedText;
}
/** Another collection's item, by the value of its title field. */
export interface SeedRef {
  ref: string;
}
export type SeedValue =
  | SeedText
  | SeedPicture
  | SeedRef
  | SeedRef[]
  | SeedPicture[]
  | number
  | boolean
  | null
  | { youtubeId: string | null; poster: SeedPicture | null }
  | SeedData[];
export interface SeedData {
  [field: string]: SeedValue | undefined;
}

/** A part of the seed content: one global, or a collection's items (in their order). */
export type SeedUnit =
  | { def: GlobalDef; data: SeedData }
  | { def: CollectionDef; items: (SeedData & { published?: boolean })[] };

/**
 * A change of the seed content for installations seeded before it, applied once at the next
 * start: in the global `def`, each text of `texts` still as the launch wrote it (`from`, in each
 * language) becomes `to`, and each reference of `references` to the item titled `from` points to
 * the item titled `to` instead, and each group of `rows` gets its `row` (in each language) after
 * the row labelled `after` in English (at the end if none is), unless a row of the same label is
 * there already. What staff wrote themselves is kept. A fresh installation, whose part is loaded
 * with the new content, only remembers it.
 */
export interface SeedUpgrade {
  name: string;
  def: GlobalDef;
  texts?: Record<string, { from: SeedText; to: SeedText }>;
  references?: Record<string, { from: string; to: string }>;
  rows?: Record<string, { after?: string; row: SeedData }>;
}
