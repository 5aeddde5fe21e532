import * as v from 'valibot';
import { LANGUAGE_CODES, type LanguageCode } from '../languages.js';
import { hasTranslatable } from './fields.js';
import type { ContentDef } from './define.js';
import { newBlockId, rowFieldsOf, type BlocksField, type Field, type Fields } from './fields.js';
import { isLibraryDocument, isLibraryImage, isValidLink, youtubeIdOf } from './links.js';
import { checkRichText, isEmptyRichText, type RichTextDocument } from './richtext.js';

export { isLibraryImage, isValidLink, youtubeIdOf };

/**
 * The valibot schemas of a declaration: the English document staff save (every field with its
 * rules and limits) and each translation beside it (only what is translatable). The server
 * validates every save with them and the admin checks its form with the same ones, so a rule
 * lives in one place. A failure names the field by its path (`title`, `gallery.1.alt`,
 * `translations.fr.title`).
 */

/** Languages a translation may be written in (every site language but English, the original). */
export const TRANSLATION_LANGUAGES = LANGUAGE_CODES.filter(
  (code): code is Exclude<LanguageCode, 'en'> => code !== 'en',
);
export type TranslationLanguage = (typeof TRANSLATION_LANGUAGES)[number];

/**
 * Characters no text may hold: control characters (NUL, escape…) other than tab and line
 * breaks. Postgres refuses NUL in text, and none of them means anything on a page. Format
 * characters (the right-to-left mark, the zero-width joiner) are kept: languages need them.
 */
const CONTROL = /[^\P{Cc}\t\n\r]/u;
const SINGLE_LINE_CONTROL = /\p{Cc}/u;

const lower = (label: string) => label.charAt(0).toLowerCase() + label.slice(1);

const storable = (label: string, multiline: boolean) =>
  v.check<string, string>(
    (value) => !(multiline ? CONTROL : SINGLE_LINE_CONTROL).test(value),
    `${label} contains characters that cannot be stored (control characters)`,
  );

function textSchema(field: Field & { max: number; min?: number }, multiline: boolean) {
  const checks = [
    v.string(`${field.label} must be text`),
    v.trim(),
    storable(field.label, multiline),
    ...(field.required ? [v.minLength(1, `Enter the ${lower(field.label)}`)] : []),
    ...(field.min !== undefined && field.min > 1
      ? [v.minLength(field.min, `${field.label} must be at least ${field.min} characters`)]
      : []),
    v.maxLength(field.max, `${field.label} must be at most ${field.max} characters`),
  ] as const;
  return v.pipe(...(checks as unknown as [v.StringSchema<string>]));
}

/** An image reference: an uploaded image (`/media/…`) or an https address. */
export const imageReferenceSchema = v.pipe(
  v.string('Choose an image'),
  v.trim(),
  v.minLength(1, 'Choose an image'),
  v.maxLength(500, 'The image address is too long'),
  v.check(
    (value) => isLibraryImage(value) || /^https:\/\/[^\s"'<>\\]+$/.test(value),
    'Use an image from the library (/media/…) or an https address',
  ),
);

const useAltSchema = v.optional(
  v.pipe(
    v.string('Describe the image'),
    v.trim(),
    storable('Alt text', false),
    v.maxLength(300, 'Alt text must be at most 300 characters'),
  ),
  '',
);

/**
 * A use of a picture: its own alt text, or none to say what the image library says of it (the
 * server requires one of the two: pictureAlt, MISSING_ALT).
 */
export const storedImageSchema = v.object({ image: imageReferenceSchema, alt: useAltSchema });

/** Where the declaration allows it (`decorative`), a use may say the picture tells nothing. */
const decorativeImageSchema = v.object({
  image: imageReferenceSchema,
  alt: useAltSchema,
  decorative: v.optional(v.boolean('Decorative is yes or no')),
});

const imageSchemaOf = (field: { decorative?: boolean }) =>
  field.decorative ? decorativeImageSchema : storedImageSchema;

/** The path items of an issue found inside `input` at `keys` (`body`, 2, `caption`). */
function pathItems(input: unknown, keys: readonly (string | number)[]): [v.IssuePathItem] {
  let current = input;
  return keys.map((key) => {
    const item = {
      type: typeof key === 'number' ? ('array' as const) : ('object' as const),
      origin: 'value' as const,
      input: current as Record<string, unknown> & unknown[],
      key,
      value: (current as Record<string | number, unknown> | undefined)?.[key],
    };
    current = item.value;
    return item;
  }) as unknown as [v.IssuePathItem];
}

/** A block's id: letters, digits, `-` and `_`; one is made for a block sent without. */
const blockIdSchema = v.optional(
  v.pipe(
    v.string('A block id must be text'),
    v.regex(/^[A-Za-z0-9_-]{1,40}$/, 'A block id is 1 to 40 letters, digits, - or _'),
  ),
  newBlockId,
);

/**
 * A blocks field: each block one of the allowed kinds (`body.2.type` names an unknown one) with
 * its kind's fields checked as top-level fields are (`body.2.caption`), ids unique.
 */
function blocksSchema(field: BlocksField): v.GenericSchema {
  const kinds = Object.entries(field.blocks);
  const names = kinds.map(([name]) => name).join(', ');
  const block = v.variant(
    'type',
    kinds.map(([name, kind]) =>
      v.object({
        type: v.literal(name),
        id: blockIdSchema,
        ...entries(kind.fields, englishSchema),
      }),
    ) as unknown as v.VariantOptions<'type'>,
    `Each block of ${lower(field.label)} is one of: ${names}`,
  );
  return v.optional(
    v.pipe(
      list(block as v.GenericSchema, `${field.label} must be a list of blocks`, {
        min: field.min ?? (field.required ? 1 : 0),
        minMessage: `Add at least ${field.min ?? 1} block to ${lower(field.label)}`,
        max: field.max,
        maxMessage: `${field.label} has at most ${field.max} blocks`,
      }) as v.GenericSchema<unknown[], unknown[]>,
      v.check(
        (items: unknown[]) =>
          new Set(items.map((item) => (item as { id: string }).id)).size === items.length,
        `Two blocks of ${lower(field.label)} have the same id`,
      ),
    ),
    [],
  );
}

/**
 * A rich-text document checked against the blocks and marks it may hold (richtext.ts): its
 * clean copy, `null` when empty, or an issue at each place that is not allowed, under the
 * field's path (`body.content.2.content.0.marks.0.attrs.href`).
 */
function richTextSchema(label: string, max: number, required: boolean): v.GenericSchema {
  return v.pipe(
    v.unknown(),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const result = checkRichText(dataset.value, { label, maxChars: max });
      if (!result.ok) {
        for (const issue of result.issues) {
          addIssue({
            message: issue.message,
            ...(issue.path.length > 0 ? { path: pathItems(dataset.value, issue.path) } : {}),
          });
        }
        return NEVER;
      }
      if (required && result.value === null) {
        addIssue({ message: `Write the ${lower(label)}` });
        return NEVER;
      }
      return result.value;
    }),
  );
}

/** Whether a rich-text value says anything (a translation left empty falls back to English). */
const hasRichText = (value: unknown): value is RichTextDocument =>
  !isEmptyRichText(value as RichTextDocument | null);

const DATE_PATTERNS = {
  month: /^\d{4}-(0[1-9]|1[0-2])$/,
  day: /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/,
};

/** A list within its limits, with the message for each side. */
const list = (
  item: v.GenericSchema,
  message: string,
  limits: { min: number; minMessage: string; max: number; maxMessage: string },
): v.GenericSchema =>
  v.pipe(
    v.array(item, message) as v.GenericSchema<unknown[], unknown[]>,
    v.check((items: unknown[]) => items.length >= limits.min, limits.minMessage),
    v.check((items: unknown[]) => items.length <= limits.max, limits.maxMessage),
  );

const nullableWhenOptional = <S extends v.GenericSchema>(
  field: Field,
  schema: S,
  message: string,
) =>
  field.required
    ? v.pipe(
        v.unknown(),
        v.check((value) => value !== null && value !== undefined, message),
        schema,
      )
    : v.optional(v.nullable(schema), null);

/** A telephone number as people write it: 5 to 20 digits with spaces and + ( ) - . between. */
export const isPhoneNumber = (value: string): boolean =>
  /^\+?[0-9 ().-]+$/.test(value) && /^(\D*\d){5,20}\D*$/.test(value);

/** The English value of one field. */
function englishSchema(field: Field): v.GenericSchema {
  switch (field.type) {
    case 'text':
      return v.optional(
        field.format === 'email'
          ? v.pipe(
              textSchema(field, false),
              v.check(
                (value) => value === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value),
                `${field.label} must be an e-mail address`,
              ),
            )
          : field.format === 'tel'
            ? v.pipe(
                textSchema(field, false),
                v.check(
                  (value) => value === '' || isPhoneNumber(value),
                  `${field.label} must be a telephone number: digits, spaces and + ( ) - . (e.g. +234 1 234 5678)`,
                ),
              )
            : textSchema(field, false),
        '',
      );
    case 'longText':
      return v.optional(textSchema(field, true), '');
    case 'richText':
      return v.optional(richTextSchema(field.label, field.max, field.required), null);
    case 'number': {
      const checks = [
        v.number(`${field.label} must be a number`),
        ...(field.integer ? [v.integer(`${field.label} must be a whole number`)] : []),
        ...(field.min !== undefined
          ? [v.minValue(field.min, `${field.label} must be ${field.min} or more`)]
          : []),
        ...(field.max !== undefined
          ? [v.maxValue(field.max, `${field.label} must be ${field.max} or less`)]
          : []),
      ];
      return nullableWhenOptional(
        field,
        v.pipe(...(checks as unknown as [v.NumberSchema<string>])),
        `Enter the ${lower(field.label)}`,
      );
    }
    case 'date': {
      const schema =
        field.precision === 'instant'
          ? v.pipe(
              v.string(`${field.label} must be a date`),
              v.trim(),
              v.check(
                (value) => !Number.isNaN(Date.parse(value)),
                `${field.label} is not a valid date`,
              ),
              v.transform((value) => new Date(value).toISOString()),
            )
          : v.pipe(
              v.string(`${field.label} must be a date`),
              v.trim(),
              v.regex(
                DATE_PATTERNS[field.precision],
                field.precision === 'month'
                  ? `${field.label} must be a month (YYYY-MM)`
                  : `${field.label} must be a date (YYYY-MM-DD)`,
              ),
            );
      return nullableWhenOptional(field, schema, `Enter the ${lower(field.label)}`);
    }
    case 'boolean':
      return v.optional(v.boolean(`${field.label} must be yes or no`), false);
    case 'select':
      return nullableWhenOptional(
        field,
        v.picklist(
          field.options.map((option) => option.value),
          `Choose one of the options for ${lower(field.label)}`,
        ),
        `Choose the ${lower(field.label)}`,
      );
    case 'link': {
      const schema = v.pipe(
        v.string(`${field.label} must be text`),
        v.trim(),
        v.maxLength(500, `${field.label} must be at most 500 characters`),
        v.check((value) => value !== '' || !field.required, `Enter the ${lower(field.label)}`),
        v.check(
          (value) => value === '' || isValidLink(value, field.internal, field.external),
          field.internal
            ? 'Use a page of this site, starting with / (for example /contact)'
            : field.external
              ? 'Use an address of another site starting with https:// (for example https://example.org/report)'
              : 'Use a page of this site (starting with /) or an https:// address',
        ),
      );
      return v.optional(schema, '');
    }
    case 'image':
      return nullableWhenOptional(field, imageSchemaOf(field), 'Choose an image');
    case 'images':
      return v.optional(
        list(imageSchemaOf(field), `${field.label} must be a list of images`, {
          min: field.required ? 1 : 0,
          minMessage: `Add at least one image to ${lower(field.label)}`,
          max: field.max,
          maxMessage: `${field.label} has at most ${field.max} images`,
        }),
        [],
      );
    case 'video':
      return v.optional(
        v.object({
          youtubeId: v.optional(
            v.nullable(
              v.pipe(
                v.string('Enter a YouTube id or address'),
                v.trim(),
                v.check(
                  (value) => value === '' || youtubeIdOf(value) !== undefined,
                  'Enter a YouTube video id (11 characters) or its address',
                ),
                v.transform((value) => (value === '' ? null : youtubeIdOf(value)!)),
              ),
            ),
            null,
          ),
          poster: v.optional(v.nullable(storedImageSchema), null),
        }),
        { youtubeId: null, poster: null },
      );
    case 'documents': {
      const address = v.pipe(
        v.string(`Choose a document of the library for ${lower(field.label)}`),
        v.trim(),
        v.check(isLibraryDocument, `Choose a document of the library for ${lower(field.label)}`),
      );
      return v.optional(
        v.pipe(
          list(address, `${field.label} must be a list of documents`, {
            min: field.required ? 1 : 0,
            minMessage: `Choose at least one document for ${lower(field.label)}`,
            max: field.max,
            maxMessage: `${field.label} has at most ${field.max} documents`,
          }) as v.GenericSchema<unknown[], unknown[]>,
          v.check(
            (urls: unknown[]) => new Set(urls).size === urls.length,
            `${field.label} lists a document twice`,
          ),
        ),
        [],
      );
    }
    case 'reference': {
      const id = v.pipe(
        v.number(`Choose an item for ${lower(field.label)}`),
        v.integer(`Choose an item for ${lower(field.label)}`),
        v.minValue(1, `Choose an item for ${lower(field.label)}`),
      );
      if (!field.many) return nullableWhenOptional(field, id, `Choose the ${lower(field.label)}`);
      return v.optional(
        v.pipe(
          list(id, `${field.label} must be a list of items`, {
            min: field.required ? 1 : 0,
            minMessage: `Choose at least one for ${lower(field.label)}`,
            max: field.max ?? 24,
            maxMessage: `${field.label} has at most ${field.max ?? 24} items`,
          }) as v.GenericSchema<unknown[], unknown[]>,
          v.check(
            (ids: unknown[]) => new Set(ids).size === ids.length,
            `${field.label} lists an item twice`,
          ),
        ),
        [],
      );
    }
    case 'group':
      return v.optional(
        list(v.object(entries(field.fields, englishSchema)), `${field.label} must be a list`, {
          min: field.min ?? 0,
          minMessage: `${field.label} needs at least ${field.min ?? 0}`,
          max: field.max,
          maxMessage: `${field.label} has at most ${field.max} entries`,
        }),
        [],
      );
    case 'blocks':
      return blocksSchema(field);
  }
}

/** A translation's value of one field (undefined: nothing in it to translate). */
function translationSchema(field: Field, complete: boolean): v.GenericSchema | undefined {
  switch (field.type) {
    case 'text':
    case 'longText': {
      if (!field.translatable) return undefined;
      const schema = textSchema(
        { ...field, required: complete && field.required },
        field.type === 'longText',
      );
      return complete && field.required ? schema : v.optional(schema);
    }
    case 'richText': {
      if (!field.translatable) return undefined;
      const required = complete && field.required;
      const schema = richTextSchema(field.label, field.max, required);
      return required ? schema : v.optional(schema);
    }
    case 'image':
      return field.translatable
        ? v.optional(v.nullable(v.object({ alt: v.optional(altOrEmpty) })))
        : undefined;
    case 'images':
      return field.translatable
        ? v.optional(
            v.pipe(
              v.array(v.nullable(v.object({ alt: v.optional(altOrEmpty) }))),
              v.maxLength(field.max),
            ),
          )
        : undefined;
    case 'video':
      return field.translatable
        ? v.optional(
            v.object({ poster: v.optional(v.nullable(v.object({ alt: v.optional(altOrEmpty) }))) }),
          )
        : undefined;
    case 'group': {
      const sub = translationEntries(field.fields, false);
      if (Object.keys(sub).length === 0) return undefined;
      return v.optional(
        v.pipe(v.array(v.nullable(v.object(sub))), v.maxLength(field.max)) as v.GenericSchema,
      );
    }
    case 'blocks':
      // Each block's translation is checked against its kind's fields beside the English
      // (checkBlockTranslations): the kind of the block at each place is known only there.
      return hasTranslatable(field)
        ? v.optional(
            v.pipe(
              v.array(
                v.nullable(v.record(v.string(), v.unknown())),
                'A translation of blocks is a list',
              ),
              v.maxLength(field.max),
            ) as v.GenericSchema,
          )
        : undefined;
    default:
      return undefined;
  }
}

type Doc = Record<string, unknown>;

/**
 * The translations of each blocks field checked beside the English blocks, row by row: a
 * translated text inside a block follows the rules of its kind's field (`translations.fr.body.2.
 * caption`). A translation of a block no longer there is dropped.
 */
function checkBlockTranslations(fields: Fields) {
  return v.rawTransform<Doc, Doc>(({ dataset, addIssue, NEVER }) => {
    const doc = dataset.value;
    const translations = (doc.translations ?? {}) as Record<string, Doc>;
    let failed = false;
    for (const [name, field] of Object.entries(fields)) {
      if (field.type !== 'blocks') continue;
      const english = Array.isArray(doc[name]) ? (doc[name] as unknown[]) : [];
      for (const [lang, translation] of Object.entries(translations)) {
        const rows = translation[name];
        if (!Array.isArray(rows)) continue;
        translation[name] = rows.slice(0, english.length).map((row, index) => {
          const kindFields = rowFieldsOf(field, english[index]);
          if (row === null || !kindFields) return null;
          const result = v.safeParse(v.object(translationEntries(kindFields, false)), row);
          if (result.success) return result.output;
          failed = true;
          for (const issue of result.issues) {
            const keys = [
              'translations',
              lang,
              name,
              index,
              ...(issue.path ?? []).map((item) => item.key as string | number),
            ];
            addIssue({ message: issue.message, path: pathItems(doc, keys) });
          }
          return null;
        });
      }
    }
    return failed ? NEVER : doc;
  });
}

const altOrEmpty = v.pipe(
  v.string('Alt text must be text'),
  v.trim(),
  storable('Alt text', false),
  v.maxLength(300, 'Alt text must be at most 300 characters'),
);

function entries(fields: Fields, schemaOf: (field: Field) => v.GenericSchema) {
  return Object.fromEntries(
    Object.entries(fields).map(([name, field]) => [name, schemaOf(field)]),
  ) as Record<string, v.GenericSchema>;
}

function translationEntries(fields: Fields, complete: boolean) {
  const out: Record<string, v.GenericSchema> = {};
  for (const [name, field] of Object.entries(fields)) {
    const schema = translationSchema(field, complete);
    if (schema) out[name] = schema;
  }
  return out;
}

/** A slug: lower-case letters and digits joined by single hyphens; empty: made from the title. */
export const slugSchema = v.pipe(
  v.string('The address must be text'),
  v.trim(),
  v.maxLength(120, 'The address must be at most 120 characters'),
  v.check(
    (value) => value === '' || /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value),
    'Use lower-case letters, digits and single hyphens (for example reading-corners-lagos)',
  ),
);

/** The slug of a collection, refusing the addresses its items may not take. */
const slugSchemaOf = (reserved: readonly string[]) =>
  reserved.length === 0
    ? slugSchema
    : v.pipe(
        slugSchema,
        v.check(
          (value) => !reserved.includes(value),
          (issue) =>
            `The address /${String(issue.input)} is already used by the site (a page of its own, or reserved); choose another`,
        ),
      );

const schemas = new WeakMap<
  ContentDef,
  { document: v.GenericSchema; translation: v.GenericSchema }
>();

function schemasOf(def: ContentDef): { document: v.GenericSchema; translation: v.GenericSchema } {
  let found = schemas.get(def);
  if (!found) {
    const complete = def.kind === 'collection' && def.completeTranslations;
    const translation = v.object(translationEntries(def.fields, complete));
    found = {
      translation: translation as v.GenericSchema,
      document: v.pipe(
        v.object({
          ...entries(def.fields, englishSchema),
          ...(def.kind === 'collection' && def.slugs
            ? { slug: v.optional(slugSchemaOf(def.reservedSlugs ?? []), '') }
            : {}),
          translations: v.optional(
            v.record(
              v.picklist(TRANSLATION_LANGUAGES, 'Translations are in one of the site languages'),
              translation,
            ),
            {},
          ),
        }) as unknown as v.GenericSchema<Doc, Doc>,
        checkBlockTranslations(def.fields),
      ) as unknown as v.GenericSchema,
    };
    schemas.set(def, found);
  }
  return found;
}

/** The schema of a whole document as the admin saves it: English fields, slug, translations. */
export const documentSchema = (def: ContentDef): v.GenericSchema => schemasOf(def).document;

/** The schema of one translation of a document. */
export const translationSchemaOf = (def: ContentDef): v.GenericSchema => schemasOf(def).translation;

export type FieldErrors = Record<string, string>;

/** Validates a document: its clean value, or a message per field path (the first for each). */
export function validateDocument(
  def: ContentDef,
  input: unknown,
): { ok: true; value: Record<string, unknown> } | { ok: false; errors: FieldErrors } {
  const result = v.safeParse(documentSchema(def), input);
  if (result.success) {
    const value = result.output as Record<string, unknown>;
    value.translations = pruneTranslations(
      def.fields,
      (value.translations ?? {}) as Record<string, Record<string, unknown>>,
      value,
    );
    return { ok: true, value };
  }
  const errors: FieldErrors = {};
  for (const issue of result.issues) {
    const key = v.getDotPath(issue) ?? 'document';
    errors[key] ??= issue.message;
  }
  return { ok: false, errors };
}

/**
 * A translation without what says nothing: empty texts (they fall back to English), empty alt
 * texts, rows and objects left empty. A language with nothing left is no translation.
 */
export function pruneTranslations(
  fields: Fields,
  translations: Record<string, Record<string, unknown>>,
  english: Record<string, unknown>,
): Record<string, Record<string, unknown>> {
  const out: Record<string, Record<string, unknown>> = {};
  for (const [lang, translation] of Object.entries(translations)) {
    const pruned = pruneObject(fields, translation, english);
    if (pruned) out[lang] = pruned;
  }
  return out;
}

function pruneObject(
  fields: Fields,
  input: unknown,
  english: unknown,
): Record<string, unknown> | undefined {
  if (!input || typeof input !== 'object') return undefined;
  const out: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(fields)) {
    const pruned = pruneValue(
      field,
      (input as Record<string, unknown>)[name],
      (english as Record<string, unknown> | null | undefined)?.[name],
    );
    if (pruned !== undefined) out[name] = pruned;
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

function pruneAlt(input: unknown): { alt: string } | undefined {
  const alt = (input as { alt?: unknown } | null | undefined)?.alt;
  return typeof alt === 'string' && alt !== '' ? { alt } : undefined;
}

function pruneList(
  items: unknown,
  prune: (item: unknown, index: number) => unknown,
): unknown[] | undefined {
  if (!Array.isArray(items)) return undefined;
  const out = items.map((item, index) => prune(item, index) ?? null);
  while (out.length > 0 && out[out.length - 1] === null) out.pop();
  return out.length > 0 ? out : undefined;
}

function pruneValue(field: Field, input: unknown, english: unknown): unknown {
  const englishRow = (index: number) => (Array.isArray(english) ? english[index] : undefined);
  switch (field.type) {
    case 'text':
    case 'longText':
      return field.translatable && typeof input === 'string' && input !== '' ? input : undefined;
    case 'richText':
      return field.translatable && hasRichText(input) ? input : undefined;
    case 'image':
      return field.translatable ? pruneAlt(input) : undefined;
    case 'images':
      return field.translatable ? pruneList(input, pruneAlt) : undefined;
    case 'video': {
      if (!field.translatable) return undefined;
      const poster = pruneAlt((input as { poster?: unknown } | undefined)?.poster);
      return poster ? { poster } : undefined;
    }
    case 'group':
    case 'blocks':
      return pruneList(input, (row, index) => {
        const fields = rowFieldsOf(field, englishRow(index));
        return fields ? pruneObject(fields, row, englishRow(index)) : undefined;
      });
    default:
      return undefined;
  }
}
