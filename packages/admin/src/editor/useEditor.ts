import { validateDocument, type ContentDef } from '@ia/shared';
import { useCallback, useEffect, useState } from 'react';
import { fetchPreview, type EditableDocument } from '../api/admin';
import { isConflict } from '../api/http';
import { sameDocument } from '../forms/state';
import { useUnsavedChanges } from '../shell/guard';
import { fieldErrorsOf } from './parts';

/**
 * The state every editor shares: the document being edited beside the last saved one (unsaved
 * changes hold the navigation guard), the language shown, the errors of a failed save (checked
 * with the declaration's own rules before sending, then the server's), a stale save's 409, and
 * the preview of the public page. It opens at `initialLang` (the address's `?lang=`, from the
 * translation status screen).
 */
export function useEditor(
  def: ContentDef,
  loaded: EditableDocument | undefined,
  initialLang = 'en',
) {
  const [form, setForm] = useState<EditableDocument | undefined>(loaded);
  const [base, setBase] = useState<EditableDocument | undefined>(loaded);
  const [lang, setLang] = useState(initialLang);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);
  const [preview, setPreview] = useState<{
    open: boolean;
    html: string | null;
    error: string | null;
    path: string | null;
  }>({ open: false, html: null, error: null, path: null });

  useEffect(() => {
    if (loaded && !form) {
      setForm(loaded);
      setBase(loaded);
    }
  }, [loaded, form]);

  const dirty = form !== undefined && base !== undefined && !sameDocument(form, base);
  useUnsavedChanges(dirty);

  /** The document checked as the server will: false (with the errors shown) when it is not valid. */
  const check = useCallback((): boolean => {
    if (!form) return false;
    const result = validateDocument(def, form);
    if (result.ok) {
      setErrors({});
      return true;
    }
    setErrors(result.errors);
    setMessage('Some fields need your attention before this can be saved.');
    requestAnimationFrame(() => document.getElementById('form-errors')?.focus());
    return false;
  }, [def, form]);

  /** Runs a write; its answer becomes the saved state, its failure is shown where it belongs. */
  const run = useCallback(
    async <T extends { document: EditableDocument }>(
      write: () => Promise<T>,
    ): Promise<T | undefined> => {
      setMessage(null);
      setConflict(null);
      try {
        const answer = await write();
        setForm(answer.document);
        setBase(answer.document);
        setErrors({});
        return answer;
      } catch (error) {
        if (isConflict(error)) {
          setConflict((error as Error).message);
        } else {
          setErrors(fieldErrorsOf(error));
          setMessage((error as Error).message || 'The change could not be saved.');
          requestAnimationFrame(() => document.getElementById('form-errors')?.focus());
        }
        return undefined;
      }
    },
    [],
  );

  /** Replaces the form by what the server holds now (after a 409, by choice). */
  const reset = useCallback((doc: EditableDocument) => {
    setForm(doc);
    setBase(doc);
    setErrors({});
    setMessage(null);
    setConflict(null);
  }, []);

  const openPreview = useCallback(
    async (target: { path: string; kind: 'collection' | 'global'; name: string; id?: number }) => {
      if (!form) return;
      setPreview({ open: true, html: null, error: null, path: target.path });
      try {
        const answer = await fetchPreview({ ...target, lang, document: form });
        setPreview({ open: true, html: answer.html, error: null, path: answer.path });
      } catch (error) {
        setPreview({ open: true, html: null, error: (error as Error).message, path: target.path });
      }
    },
    [form, lang],
  );

  return {
    form,
    setForm,
    dirty,
    lang,
    setLang,
    errors,
    message,
    conflict,
    check,
    run,
    reset,
    preview,
    openPreview,
    closePreview: () => setPreview({ open: false, html: null, error: null, path: null }),
  };
}
