import type { ContentDef } from '@ia/shared';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { get, useWatch } from 'react-hook-form';
import { fetchPreview, type EditableDocument } from '../api/admin';
import { isConflict } from '../api/http';
import { SERVER_ERROR, useStaffForm } from '../forms/kit/useStaffForm';
import {
  CHECK_MESSAGE,
  DOCUMENT,
  documentErrors,
  documentFailure,
  editorSchema,
  tidyTranslations,
  type EditorValues,
} from './documentForm';

/** The error summary takes the focus after a failed check or save (it links to each field). */
const focusSummary = () =>
  requestAnimationFrame(() => document.getElementById('form-errors')?.focus());

/**
 * What every editor shares: the document as a form of the form kit (react-hook-form, its values
 * `{ document }`), whose dirty state is the one "unsaved changes" (holding the leave-guard);
 * the declaration's schema checks it before sending, a failed write's 422 shows on its fields
 * the kit's way (a stale save's 409 asks to load the latest instead); one busy state for every
 * write; the language shown and the preview of the public page. It opens at `initialLang` (the
 * address's `?lang=`, from the translation status screen).
 */
export function useEditor(
  def: ContentDef,
  loaded: EditableDocument | undefined,
  initialLang = 'en',
) {
  const schema = useMemo(() => editorSchema(def), [def]);
  const form = useStaffForm<EditorValues, EditorValues>({
    schema,
    defaultValues: loaded ? { document: tidyTranslations(loaded) } : {},
    describeFailure: documentFailure,
    guard: true,
  });
  const { reset, setValue, setError, clearErrors, trigger, fail } = form;
  const doc = useWatch({ control: form.control, name: DOCUMENT }) as EditableDocument | undefined;
  const { errors: formErrors, isDirty } = form.formState;
  const [lang, setLang] = useState(initialLang);
  const [busy, setBusy] = useState(false);
  const [conflict, setConflict] = useState<string | null>(null);
  const [preview, setPreview] = useState<{
    open: boolean;
    html: string | null;
    error: string | null;
    path: string | null;
  }>({ open: false, html: null, error: null, path: null });

  useEffect(() => {
    if (loaded && !doc) reset({ document: tidyTranslations(loaded) });
  }, [loaded, doc, reset]);

  /** The form starts again from a document the server holds (saved, or loaded after a 409). */
  const startFrom = useCallback(
    (next: EditableDocument) => reset({ document: tidyTranslations(next) }),
    [reset],
  );

  /** A change of the document, as its editors make it (the whole document, changed). */
  const setForm = useCallback(
    (next: EditableDocument) => setValue(DOCUMENT, tidyTranslations(next), { shouldDirty: true }),
    [setValue],
  );

  /** The document checked as the server will: false (with the errors shown) when it is not valid. */
  const check = useCallback(async (): Promise<boolean> => {
    if (await trigger()) return true;
    setError(SERVER_ERROR as `root.${string}`, { type: 'check', message: CHECK_MESSAGE });
    focusSummary();
    return false;
  }, [trigger, setError]);

  /** Runs a write; its answer becomes the saved state, its failure is shown where it belongs. */
  const run = useCallback(
    async <T extends { document: EditableDocument }>(
      write: () => Promise<T>,
    ): Promise<T | undefined> => {
      clearErrors();
      setConflict(null);
      setBusy(true);
      try {
        const answer = await write();
        startFrom(answer.document);
        return answer;
      } catch (error) {
        if (isConflict(error)) {
          setConflict((error as Error).message);
        } else {
          fail(documentFailure(error));
          focusSummary();
        }
        return undefined;
      } finally {
        setBusy(false);
      }
    },
    [clearErrors, fail, startFrom],
  );

  /** Replaces the form by what the server holds now (after a 409, by choice). */
  const restart = useCallback(
    (next: EditableDocument) => {
      startFrom(next);
      setConflict(null);
    },
    [startFrom],
  );

  const openPreview = useCallback(
    async (target: { path: string; kind: 'collection' | 'global'; name: string; id?: number }) => {
      if (!doc) return;
      setPreview({ open: true, html: null, error: null, path: target.path });
      try {
        const answer = await fetchPreview({ ...target, lang, document: doc });
        setPreview({ open: true, html: answer.html, error: null, path: answer.path });
      } catch (error) {
        setPreview({ open: true, html: null, error: (error as Error).message, path: target.path });
      }
    },
    [doc, lang],
  );

  const message = (get(formErrors, SERVER_ERROR) as { message?: string } | undefined)?.message;
  return {
    form: doc,
    setForm,
    dirty: doc !== undefined && isDirty,
    lang,
    setLang,
    errors: documentErrors(formErrors),
    message: message ?? null,
    conflict,
    busy,
    setBusy,
    check,
    run,
    reset: restart,
    preview,
    openPreview,
    closePreview: () => setPreview({ open: false, html: null, error: null, path: null }),
  };
}
