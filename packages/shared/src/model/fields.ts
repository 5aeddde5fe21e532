/**
 * The field types of the content model. A collection or global (define.ts) lists its fields made
 * with these builders; storage, validation, the admin's form, the schema endpoint and the site's
 * typed reads all follow from them. Each builder returns plain data (JSON-serialisable, so
 * `GET /api/admin/schema` sends it as it is) typed with the value it holds.
 *
 * Texts a visitor reads are translatable unless said otherwise (names of people and
 * organisations, identifiers): each translation holds only the translatable parts, in the same
 * shape as the English document (validate.ts, localize.ts).
 */

import type { RichTextDocument } from './richtext.js';

interface FieldBase {
  /** What staff see beside the input. */
  label: string;
  /** One sentence under the input: what the field is for, where it shows. */
  help?: string;
  /** A value must be given (a text not empty, an image chosen, a number entered). */
  required: boolean;
  /** Written again in each language (texts, alt texts); false for names and identifiers. */
  translatable: boolean;
}

export interface TextField extends FieldBase {
  type: 'text';
  max: number;
  min?: number;
  /** `{name}` placeholders the site fills in; the editor says so. */
  placeholders?: readonly string[];
  /** Values to offer as you type (any other is allowed). */
  suggestions?: readonly string[];
  /** An e-mail address, or a telephone number (digits, spaces, `+ ( ) - .`). */
  format?: 'email' | 'tel';
}

export interface LongTextField extends FieldBase {
  type: 'longText';
  max: number;
  placeholders?: readonly string[];
}

/**
 * Formatted text (an article's body, a story's narrative): a ProseMirror (Tiptap) JSON document
 * of the blocks and marks richtext.ts allows, never HTML. `max` counts its characters of text.
 * Each translation has its own document.
 */
export interface RichTextField extends FieldBase {
  type: 'richText';
  max: number;
}

export interface NumberField extends FieldBase {
  type: 'number';
  min?: number;
  max?: number;
  integer: boolean;
}

/**
 * A date: `month` is `2011-11`, `day` is `2024-01-05`, `instant` an ISO 8601 date-time. An
 * `expires` instant ends the item's public life (a story's consent end): from then it is public
 * nowhere, whatever its status; a `schedules` instant begins it.
 */
export interface DateField extends FieldBase {
  type: 'date';
  precision: 'month' | 'day' | 'instant';
  expires?: boolean;
  /** An `instant` before which the item is not public yet (scheduled), however published. */
  schedules?: boolean;
}

export interface BooleanField extends FieldBase {
  type: 'boolean';
}

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectField extends FieldBase {
  type: 'select';
  options: readonly SelectOption[];
}

/** A page of the site (`/about`, `/contact?topic=x`, `#contact`) or an https address. */
export interface LinkField extends FieldBase {
  type: 'link';
  /** Only a page of the site (a call to action inside the site). */
  internal?: boolean;
  /** Only an https address of another site (a menu's link out of the site). */
  external?: boolean;
}

/**
 * A picture from the image library with its alt text (translatable). `aspect` is the shape of
 * the place it shows in (width / height): the site crops it there around its focal point.
 */
export interface ImageField extends FieldBase {
  type: 'image';
  aspect?: number;
  /** Staff may mark the picture decorative (it only sets the scene: alt=""). */
  decorative?: boolean;
}

/** An ordered list of pictures, each with its alt text. */
export interface ImagesField extends FieldBase {
  type: 'images';
  max: number;
  /** Staff may mark a picture decorative (alt=""). */
  decorative?: boolean;
}

/** A YouTube recording (its id, or an address it is read from) and the poster shown before play. */
export interface VideoField extends FieldBase {
  type: 'video';
}

/**
 * Documents of the document library, in the order staff put them: each stored as its address
 * (`/documents/…`), so the library counts the use and refuses to delete it while it stays.
 */
export interface DocumentsField extends FieldBase {
  type: 'documents';
  max: number;
}

/** One item of another collection (or several, in order, with `many`). */
export interface ReferenceField<To extends string = string> extends FieldBase {
  type: 'reference';
  to: To;
  many: boolean;
  max?: number;
  /**
   * What the editor says beside a chosen item that visitors cannot see (a draft, or removed)
   * where the reference then shows nothing (a menu's link to a page: "visitors do not see
   * this link"). Without it, a general sentence.
   */
  hiddenNote?: string;
}

/** An ordered list of repeated groups of fields (a figure's value, label and source, say). */
export interface GroupField<F extends Fields = Fields> extends FieldBase {
  type: 'group';
  fields: F;
  max: number;
  min?: number;
  /** The sub-field that names a row in the editor (its summary when folded). */
  rowLabel?: keyof F & string;
}

/** One kind of block a blocks field allows: its name for staff and its own fields. */
export interface BlockKind<F extends Fields = Fields> {
  label: string;
  /** One sentence: what the block shows. */
  help?: string;
  fields: F;
}

/**
 * A body made of blocks staff add, order and remove (Wagtail's StreamField, Payload's blocks):
 * an ordered list of `{ type, id, ...values }`, each block of one of the kinds the field allows,
 * with that kind's fields. `id` stays with a block when it moves (the editor's key).
 */
export interface BlocksField<
  B extends { readonly [kind: string]: BlockKind } = { readonly [kind: string]: BlockKind },
> extends FieldBase {
  type: 'blocks';
  blocks: B;
  max: number;
  min?: number;
}

export type Field =
  | TextField
  | LongTextField
  | RichTextField
  | NumberField
  | DateField
  | BooleanField
  | SelectField
  | LinkField
  | ImageField
  | ImagesField
  | VideoField
  | DocumentsField
  | ReferenceField
  | GroupField
  | BlocksField;

export type FieldType = Field['type'];

export type Fields = { readonly [name: string]: Field };

/**
 * An image as stored: a `/media/…` path (or an https address) and the alt text this use gives
 * it (empty: the image library's), or `decorative` when it tells nothing.
 */
export interface StoredImage {
  image: string;
  alt: string;
  decorative?: boolean;
}

/** The alt text the field error names when a picture has none (pictureAlt). */
export const MISSING_ALT =
  'Describe the image for people who cannot see it (alt text), here or in the image library, or mark it decorative';

/**
 * The one rule for what a picture's alt attribute says: nothing when the use marks it
 * decorative; else the use's own alt text (in the language read, else English); else the image
 * library's. What staff wrote is what screen readers hear.
 */
export function pictureAlt(
  use: { alt?: unknown; decorative?: unknown },
  libraryAlt: string | null | undefined,
): string {
  if (use.decorative === true) return '';
  const own = typeof use.alt === 'string' ? use.alt.trim() : '';
  return own || (libraryAlt ?? '').trim();
}

export interface StoredVideo {
  /** The 11-character YouTube id; null while the recording is not published. */
  youtubeId: string | null;
  poster: StoredImage | null;
}

/**
 * A picture as the site receives it: its address, alt text, intrinsic size and focal point (0 to
 * 1 from the left and the top), so it is drawn without layout shift and cropped around what
 * matters.
 */
export interface PublicImage {
  src: string;
  alt: string;
  width: number;
  height: number;
  focalX: number;
  focalY: number;
}

export interface PublicVideo {
  youtubeId: string | null;
  poster: PublicImage | null;
}

/** The value a field holds in a stored document. */
export type StoredValue<F> = F extends TextField | LongTextField | LinkField
  ? string
  : F extends RichTextField
    ? RichTextDocument | null
    : F extends NumberField
      ? number | null
      : F extends DateField
        ? string | null
        : F extends BooleanField
          ? boolean
          : F extends SelectField
            ? string | null
            : F extends ImageField
              ? StoredImage | null
              : F extends ImagesField
                ? StoredImage[]
                : F extends VideoField
                  ? StoredVideo
                  : F extends DocumentsField
                    ? string[]
                    : F extends ReferenceField
                      ? F['many'] extends true
                        ? number[]
                        : number | null
                      : F extends GroupField<infer S>
                        ? StoredDocument<S>[]
                        : F extends BlocksField<infer B>
                          ? StoredBlock<B>[]
                          : never;

export type StoredDocument<F extends Fields> = { -readonly [K in keyof F]: StoredValue<F[K]> };

/** A block as stored: its kind, its id and its kind's values. */
export type StoredBlock<B extends { readonly [kind: string]: BlockKind }> = {
  [K in keyof B & string]: { type: K; id: string } & StoredDocument<B[K]['fields']>;
}[keyof B & string];

/** A block as the site reads it: its values localized and resolved like a document's. */
export type PublicBlock<B extends { readonly [kind: string]: BlockKind }> = {
  [K in keyof B & string]: { type: K; id: string; fallback?: string[] } & PublicDocument<
    B[K]['fields']
  >;
}[keyof B & string];

/**
 * The value a field has in a public read: texts in the asked language, images and videos
 * resolved, references replaced by the items (published ones only) they point to; a group's row
 * names the texts of it that are in English (`fallback`).
 */
export type PublicValue<F> = F extends ImageField
  ? PublicImage | null
  : F extends ImagesField
    ? PublicImage[]
    : F extends VideoField
      ? PublicVideo
      : F extends ReferenceField
        ? F['many'] extends true
          ? PublicReference[]
          : PublicReference | null
        : F extends GroupField<infer S>
          ? (PublicDocument<S> & { fallback?: string[] })[]
          : F extends BlocksField<infer B>
            ? PublicBlock<B>[]
            : StoredValue<F>;

export type PublicDocument<F extends Fields> = { -readonly [K in keyof F]: PublicValue<F[K]> };

/** An item another one refers to, as read: its fields in the language asked, with its id. */
export interface PublicReference {
  id: number;
  slug?: string;
  lang: string;
  [field: string]: unknown;
}

type Options<T extends Field> = Partial<Omit<T, 'type' | 'label'>>;

const base = (label: string, translatable: boolean) => ({
  label,
  required: false,
  translatable,
});

/** A line of text (a title, a label); translatable unless `translatable: false`. */
export const text = (label: string, options: Options<TextField> = {}): TextField => ({
  ...base(label, true),
  type: 'text',
  max: 200,
  ...options,
});

/** Formatted text: headings, lists, links, quotes, pictures, videos (see richtext.ts). */
export const richText = (label: string, options: Options<RichTextField> = {}): RichTextField => ({
  ...base(label, true),
  type: 'richText',
  max: 100_000,
  ...options,
});

/** Paragraphs of plain text (line breaks kept). */
export const longText = (label: string, options: Options<LongTextField> = {}): LongTextField => ({
  ...base(label, true),
  type: 'longText',
  max: 5000,
  ...options,
});

export const number = (label: string, options: Options<NumberField> = {}): NumberField => ({
  ...base(label, false),
  type: 'number',
  integer: false,
  ...options,
});

export const date = (
  label: string,
  precision: DateField['precision'],
  options: Options<DateField> = {},
): DateField => ({ ...base(label, false), type: 'date', precision, ...options });

export const boolean = (label: string, options: Options<BooleanField> = {}): BooleanField => ({
  ...base(label, false),
  type: 'boolean',
  ...options,
});

export const select = (
  label: string,
  options: readonly (SelectOption | string)[],
  rest: Options<SelectField> = {},
): SelectField => ({
  ...base(label, false),
  type: 'select',
  options: options.map((option) =>
    typeof option === 'string' ? { value: option, label: option } : option,
  ),
  ...rest,
});

export const link = (label: string, options: Options<LinkField> = {}): LinkField => ({
  ...base(label, false),
  type: 'link',
  ...options,
});

export const image = (label: string, options: Options<ImageField> = {}): ImageField => ({
  ...base(label, true),
  type: 'image',
  ...options,
});

export const images = (label: string, options: Options<ImagesField> = {}): ImagesField => ({
  ...base(label, true),
  type: 'images',
  max: 20,
  ...options,
});

export const video = (label: string, options: Options<VideoField> = {}): VideoField => ({
  ...base(label, true),
  type: 'video',
  ...options,
});

/** Documents of the library, in order (their addresses); never translated. */
export const documents = (
  label: string,
  options: Options<DocumentsField> = {},
): DocumentsField => ({
  ...base(label, false),
  type: 'documents',
  max: 30,
  ...options,
});

/** One item of the collection named `to`. */
export const reference = <To extends string>(
  label: string,
  to: To,
  options: Partial<Omit<ReferenceField<To>, 'type' | 'label' | 'to' | 'many'>> = {},
): ReferenceField<To> & { many: false } => ({
  ...base(label, false),
  type: 'reference',
  to,
  ...options,
  many: false,
});

/** Several items of the collection named `to`, in the order staff put them. */
export const references = <To extends string>(
  label: string,
  to: To,
  options: Partial<Omit<ReferenceField<To>, 'type' | 'label' | 'to' | 'many'>> = {},
): ReferenceField<To> & { many: true } => ({
  ...base(label, false),
  type: 'reference',
  to,
  max: 24,
  ...options,
  many: true,
});

export const group = <F extends Fields>(
  label: string,
  fields: F,
  options: Partial<Omit<GroupField<F>, 'type' | 'label' | 'fields'>> = {},
): GroupField<F> => ({
  ...base(label, true),
  type: 'group',
  fields,
  max: 24,
  ...options,
});

/** A body of blocks of the kinds given (each kind's fields made with these same builders). */
export const blocks = <const B extends { readonly [kind: string]: BlockKind }>(
  label: string,
  kinds: B,
  options: Partial<Omit<BlocksField<B>, 'type' | 'label' | 'blocks'>> = {},
): BlocksField<B> => ({
  ...base(label, true),
  type: 'blocks',
  blocks: kinds,
  max: 100,
  ...options,
});

/** A kind of block: its name for staff and its fields. */
export const block = <const F extends Fields>(
  label: string,
  fields: F,
  options: { help?: string } = {},
): BlockKind<F> => ({ label, fields, ...options });

/** Whether a field (or, for a group or blocks, one of its fields) has anything to translate. */
export function hasTranslatable(field: Field): boolean {
  if (field.type === 'group') return Object.values(field.fields).some(hasTranslatable);
  if (field.type === 'blocks') {
    return Object.values(field.blocks).some((kind) =>
      Object.values(kind.fields).some(hasTranslatable),
    );
  }
  return field.translatable;
}

/**
 * The fields of one row of a list field: a group's fields, or the fields of a block's kind
 * (undefined for a block of a kind the field does not allow). Everything that walks a document
 * (validation, translations, pictures, references, search) goes into rows through this.
 */
export function rowFieldsOf(field: GroupField | BlocksField, row: unknown): Fields | undefined {
  if (field.type === 'group') return field.fields;
  const kind =
    row !== null && typeof row === 'object' ? (row as { type?: unknown }).type : undefined;
  return typeof kind === 'string' && Object.hasOwn(field.blocks, kind)
    ? field.blocks[kind]!.fields
    : undefined;
}

/** A new block's id: short, unique within its document, kept when the block moves. */
export function newBlockId(): string {
  // getRandomValues, not randomUUID: the staff application may be served without https.
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (byte) => (byte % 36).toString(36)).join('');
}
