import type { ContentDef } from '@ia/shared';
import { useId } from 'react';
import type { EditableDocument } from '../api/admin';
import type { useEditor } from '../editor/useEditor';
import {
  errorBox,
  fieldLabel,
  focusRing,
  infoBox,
  muted,
  secondaryButton,
  textInput,
} from '../ui/styles';
import { FieldList } from './fields';
import { describedBy, FieldNotes } from './kit/fields';
import { inputId, LANGUAGE_LABELS, LANGUAGES, setAt, translationCoverage } from './state';

const COVERAGE_WORDS = {
  none: 'not translated',
  some: 'partly translated',
  all: 'translated',
} as const;

/**
 * The languages of a document: English (the original) and each translation, with how far each
 * is written. A group of toggle buttons (one pressed), not tabs: each shows the same form.
 */
export function LanguageSwitcher({
  def,
  doc,
  lang,
  onLang,
  needsReview = [],
}: {
  def: ContentDef;
  doc: EditableDocument;
  lang: string;
  onLang: (lang: string) => void;
  /** The languages written for the launch and not checked yet (record.needsReview). */
  needsReview?: readonly string[];
}) {
  const id = useId();
  return (
    <div role="group" aria-labelledby={`${id}-label`} css={{ marginBottom: 16 }}>
      <p id={`${id}-label`} css={{ ...fieldLabel, marginBottom: 8 }}>
        Language you are editing
      </p>
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: 6 }}>
        {LANGUAGES.map((code) => {
          const coverage = code === 'en' ? undefined : translationCoverage(def, doc, code);
          return (
            <button
              key={code}
              type="button"
              aria-pressed={code === lang}
              onClick={() => onLang(code)}
              css={{
                minHeight: 40,
                padding: '6px 12px',
                borderRadius: 999,
                border: '1px solid #8a9a92',
                background: code === lang ? '#0b6e4f' : '#fff',
                color: code === lang ? '#fff' : '#1f2933',
                fontWeight: code === lang ? 700 : 500,
                cursor: 'pointer',
                '&:focus-visible': focusRing,
              }}
            >
              <span>{LANGUAGE_LABELS[code]}</span>
              <span css={{ fontSize: '0.8rem', opacity: 0.85 }}>
                {code === 'en' ? ' · original' : ` · ${COVERAGE_WORDS[coverage!]}`}
                {needsReview.includes(code) ? ' · needs review' : ''}
              </span>
            </button>
          );
        })}
      </div>
    </div>
  );
}

/** The errors of a failed save, each a link to its field. */
export function ErrorSummary({
  message,
  errors,
  lang,
}: {
  message: string | null;
  errors: Record<string, string>;
  lang: string;
}) {
  const entries = Object.entries(errors);
  if (!message && entries.length === 0) return null;
  return (
    <div role="alert" css={errorBox} tabIndex={-1} id="form-errors">
      {message && (
        <p css={{ margin: entries.length ? '0 0 8px' : 0, fontWeight: 700 }}>{message}</p>
      )}
      {entries.length > 0 && (
        <ul css={{ margin: 0, paddingInlineStart: 20 }}>
          {entries.map(([path, text]) => {
            const translation = /^translations\.([a-z]{2})\.(.+)$/.exec(path);
            const fieldLang = translation?.[1] ?? 'en';
            const fieldPath = (translation?.[2] ?? path)
              .split('.')
              .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
            return (
              <li key={path}>
                <a
                  href={`#${inputId(fieldLang, fieldPath)}`}
                  onClick={(event) => {
                    // The field itself when a path points inside it (a link in a rich text).
                    const target = fieldPath
                      .map((_, n) =>
                        document.getElementById(
                          inputId(fieldLang, fieldPath.slice(0, fieldPath.length - n)),
                        ),
                      )
                      .find((element) => element !== null);
                    if (target) {
                      event.preventDefault();
                      target.focus();
                    }
                  }}
                  css={{ color: '#8a1c12' }}
                >
                  {fieldLang !== 'en' ? `${LANGUAGE_LABELS[fieldLang]}: ` : ''}
                  {text}
                </a>
                {fieldLang !== lang && fieldLang !== 'en' && (
                  <span css={{ ...muted, fontSize: '0.85rem' }}>
                    {' '}
                    (switch to {LANGUAGE_LABELS[fieldLang]})
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

const SLUG_HELP =
  'Lower-case letters, digits and hyphens. Changing it later keeps the old address working.';

/**
 * The form of a document, made from its declaration: the address (for collections with pages of
 * their own), then every field in order, in the language chosen.
 */
export function DocumentForm({
  def,
  doc,
  lang,
  errors,
  onChange,
}: {
  def: ContentDef;
  doc: EditableDocument;
  lang: string;
  errors: Record<string, string>;
  onChange: (doc: EditableDocument) => void;
}) {
  const slugId = inputId('en', ['slug']);
  return (
    <div>
      {lang !== 'en' && (
        <p css={{ ...muted, margin: '0 0 16px' }}>
          Only texts are translated: each beside its English original. A text left empty shows in
          English on the {LANGUAGE_LABELS[lang]} site.
        </p>
      )}
      <div>
        {lang === 'en' && def.kind === 'collection' && def.slugs && (
          <div css={{ marginBottom: 18 }}>
            <label htmlFor={slugId} css={fieldLabel}>
              Address
            </label>
            <input
              id={slugId}
              value={String(doc.slug ?? '')}
              spellCheck={false}
              placeholder={`made from the ${(def.fields[def.titleField]?.label ?? 'title').toLowerCase()} when left empty`}
              aria-describedby={describedBy(slugId, SLUG_HELP, errors.slug)}
              aria-invalid={errors.slug ? true : undefined}
              onChange={(event) => onChange(setAt(doc, ['slug'], event.target.value))}
              css={{ ...textInput, maxWidth: 520 }}
            />
            <FieldNotes id={slugId} help={SLUG_HELP} error={errors.slug} />
          </div>
        )}
      </div>
      <FieldList fields={def.fields} doc={doc} lang={lang} errors={errors} onChange={onChange} />
    </div>
  );
}

/**
 * "Needs review" on the language shown: a translation the launch's team wrote that no native
 * speaker on staff has checked yet, with "Mark as reviewed" (for editors and administrators,
 * once nothing is left unsaved: saving a change in this language marks it reviewed too).
 */
export function TranslationReview({
  lang,
  needsReview,
  dirty,
  busy,
  onReviewed,
}: {
  lang: string;
  needsReview: readonly string[];
  dirty: boolean;
  busy: boolean;
  /** Undefined when this account may not mark it. */
  onReviewed?: (lang: string) => void;
}) {
  if (lang === 'en' || !needsReview.includes(lang)) return null;
  const name = LANGUAGE_LABELS[lang] ?? lang;
  return (
    <div css={infoBox} role="note" aria-label="Needs review">
      <p css={{ margin: '0 0 8px' }}>
        <strong>Needs review.</strong> This {name} was written for the launch by the team and has
        not yet been checked by a native speaker. Visitors read it as it is. Read it beside the
        English: correct what needs it and save, or mark it as reviewed if it reads well.
      </p>
      {onReviewed && (
        <>
          <button
            type="button"
            css={secondaryButton}
            disabled={busy || dirty}
            onClick={() => onReviewed(lang)}
          >
            Mark as reviewed
          </button>
          {dirty && (
            <span css={{ ...muted, marginInlineStart: 8 }}>
              Save your changes first: saving them marks the {name} reviewed.
            </span>
          )}
        </>
      )}
    </div>
  );
}

/**
 * An editor's form as every editor screen shows it: the errors of a failed save, the
 * languages, then the document's fields in the language chosen (read only when `readOnly`).
 */
export function EditorForm({
  def,
  editor,
  readOnly,
  needsReview = [],
  onReviewed,
}: {
  def: ContentDef;
  editor: ReturnType<typeof useEditor>;
  readOnly: boolean;
  /** The languages written for the launch and not checked yet (the record's). */
  needsReview?: readonly string[];
  /** "Mark as reviewed" for a language; undefined when this account may not. */
  onReviewed?: (lang: string) => void;
}) {
  if (!editor.form) return null;
  return (
    <>
      <ErrorSummary message={editor.message} errors={editor.errors} lang={editor.lang} />
      <LanguageSwitcher
        def={def}
        doc={editor.form}
        lang={editor.lang}
        onLang={editor.setLang}
        needsReview={needsReview}
      />
      <TranslationReview
        lang={editor.lang}
        needsReview={needsReview}
        dirty={editor.dirty}
        busy={editor.busy}
        onReviewed={readOnly ? undefined : onReviewed}
      />
      <fieldset disabled={readOnly} css={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
        <DocumentForm
          def={def}
          doc={editor.form}
          lang={editor.lang}
          errors={editor.errors}
          onChange={editor.setForm}
        />
      </fieldset>
    </>
  );
}
