import { documentSchema, type ContentDef } from '@ia/shared';
import type { FieldErrors } from 'react-hook-form';
import * as v from 'valibot';
import type { EditableDocument } from '../api/admin';
import { ApiError } from '../api/http';
import type { Failure } from '../forms/kit/useStaffForm';

/**
 * The document editor as a form of the form kit, in plain functions: its values are
 * `{ document }` (so the server's 422, which names `document.title`, finds its field as it is),
 * checked with the declaration's own valibot schema, the one the server checks with.
 */

export type EditorValues = { document: EditableDocument };

/** The name the document has in the form (the prefix of every field's error). */
export const DOCUMENT = 'document';

/** The form's schema: the document as the server checks it. */
export const editorSchema = (def: ContentDef) =>
  v.object({ [DOCUMENT]: documentSchema(def) }) as unknown as v.GenericSchema<
    EditorValues,
    EditorValues
  >;

/** What a check before saving says above the fields. */
export const CHECK_MESSAGE = 'Some fields need your attention before this can be saved.';

/** A failed write as the form shows it: its message, and each field it names under `document.`. */
export function documentFailure(error: unknown): Failure {
  const fields =
    error instanceof ApiError && error.fields
      ? Object.fromEntries(
          Object.entries(error.fields).map(([path, message]) => [
            `${DOCUMENT}.${path.replace(/^document\./, '')}`,
            message,
          ]),
        )
      : {};
  return { message: (error as Error).message || 'The change could not be saved.', fields };
}

const ERROR_KEYS = new Set(['message', 'type', 'ref', 'types', 'root']);

/**
 * The document's field errors as the editors read them, one message a dotted path
 * (`gallery.0.alt`, `translations.fr.title`): the form's errors under `document`, flattened
 * (an error on a list and on one of its rows both kept).
 */
export function documentErrors(errors: FieldErrors<EditorValues>): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (node: unknown, path: string[]) => {
    if (!node || typeof node !== 'object') return;
    const message = (node as { message?: unknown }).message;
    if (typeof message === 'string' && message && path.length > 0) out[path.join('.')] = message;
    for (const [key, inner] of Object.entries(node)) {
      if (!ERROR_KEYS.has(key)) walk(inner, [...path, key]);
    }
  };
  walk(errors[DOCUMENT], []);
  return out;
}

/**
 * A document without what says nothing in its translations (a text written then cleared, an
 * object left empty), so that the form is unchanged when its translations say what they said:
 * the form's dirty state is then the one answer to "unsaved changes?". Lists (rows, blocks, a
 * rich text's content) are kept as they are: a translation's row stays at its row's place.
 */
export function tidyTranslations(doc: EditableDocument): EditableDocument {
  const tidy = (value: Record<string, unknown>): Record<string, unknown> => {
    const out: Record<string, unknown> = {};
    for (const [key, raw] of Object.entries(value)) {
      const inner =
        raw && typeof raw === 'object' && !Array.isArray(raw)
          ? tidy(raw as Record<string, unknown>)
          : raw;
      if (inner === undefined || inner === '') continue;
      if (
        inner &&
        typeof inner === 'object' &&
        !Array.isArray(inner) &&
        Object.keys(inner).length === 0
      )
        continue;
      out[key] = inner;
    }
    return out;
  };
  return { ...doc, translations: tidy(doc.translations ?? {}) as EditableDocument['translations'] };
}
