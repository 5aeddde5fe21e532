import {
  slugify,
  STORY_CATEGORIES,
  TRANSLATION_LANGUAGES,
  type ArticleDocumentInput,
  type ContentImage,
  type ContentKind,
  type StoryDocumentInput,
} from '@ia/shared';
import { ApiError, useToast, useWidgetSettings } from '@ia/widgets';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { AdminGate } from '../admin/AdminGate';
import { AdminPage } from '../admin/AdminPage';
import {
  checkDocument,
  createContent,
  deleteContent,
  editable,
  fetchContent,
  formatWhen,
  KIND_SPECS,
  restoreRevision,
  saveContent,
  setContentStatus,
  type ContentRecord,
  type EditableDocument,
  type FieldErrors,
  type FieldSpec,
  type KindSpec,
} from '../admin/content';
import { contentKeys, useContentRecord, useRevisions } from '../admin/contentHooks';
import { ContentPreview } from '../admin/ContentPreview';
import { GalleryEditor, ThumbnailEditor } from '../admin/GalleryEditor';
import {
  adminCard,
  errorBox,
  fieldError,
  fieldLabel,
  infoBox,
  muted,
  primaryButton,
  secondaryButton,
  textInput,
} from '../admin/styles';
import { StatusBadge } from './AdminContentListPage';
import { color, media, radius } from '../theme';

const LANGUAGE_NAMES: Record<string, string> = {
  en: 'English',
  fr: 'French',
  ar: 'Arabic',
  sw: 'Swahili',
  ha: 'Hausa',
  yo: 'Yoruba',
  ig: 'Igbo',
  pt: 'Portuguese',
  am: 'Amharic',
};
const RTL = new Set(['ar']);

type Translations = Record<string, Record<string, string>>;

/** A labelled text input or text area with its hint and error, wired for screen readers. */
function Field({
  label,
  value,
  onChange,
  error,
  hint,
  multiline,
  lang,
  readOnly,
  type = 'text',
  name,
  list,
}: {
  label: string;
  value: string;
  onChange?: (value: string) => void;
  error?: string;
  hint?: ReactNode;
  multiline?: 'short' | 'long';
  lang?: string;
  readOnly?: boolean;
  type?: string;
  name?: string;
  /** The id of a datalist of suggestions. */
  list?: string;
}) {
  const id = useId();
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  const common = {
    id,
    name,
    value,
    readOnly,
    lang,
    dir: lang ? (RTL.has(lang) ? 'rtl' : 'ltr') : undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described || undefined,
  } as const;
  return (
    <div css={{ marginBottom: 16 }}>
      <label htmlFor={id} css={fieldLabel}>
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} css={{ ...muted, margin: '-2px 0 6px', fontSize: '0.9rem' }}>
          {hint}
        </p>
      ) : null}
      {multiline ? (
        <textarea
          {...common}
          rows={multiline === 'long' ? 12 : 3}
          css={{
            ...textInput,
            resize: 'vertical',
            background: readOnly ? color.background : color.surface,
          }}
          onChange={(event) => onChange?.(event.currentTarget.value)}
        />
      ) : (
        <input
          {...common}
          type={type}
          list={list}
          css={{ ...textInput, background: readOnly ? color.background : color.surface }}
          onChange={(event) => onChange?.(event.currentTarget.value)}
        />
      )}
      {error ? (
        <p id={`${id}-error`} css={fieldError}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The fields a translation holds, for one language. */
function TranslatedFields({
  spec,
  values,
  lang,
  errors,
  errorPrefix,
  onChange,
  readOnly,
}: {
  spec: KindSpec;
  values: Record<string, string>;
  lang: string;
  errors: FieldErrors;
  errorPrefix: string;
  onChange?: (field: string, value: string) => void;
  readOnly?: boolean;
}) {
  return (
    <>
      {spec.translated.map((field: FieldSpec) => (
        <Field
          key={field.name}
          name={`${lang}.${field.name}`}
          label={`${field.label} (${LANGUAGE_NAMES[lang]})`}
          value={values[field.name] ?? ''}
          onChange={onChange ? (value) => onChange(field.name, value) : undefined}
          error={errors[`${errorPrefix}${field.name}`]}
          hint={readOnly ? undefined : field.hint}
          multiline={field.multiline}
          lang={lang}
          readOnly={readOnly}
        />
      ))}
    </>
  );
}

/** Story- or article-only fields (English tab). */
function KindFields({
  kind,
  document,
  errors,
  update,
}: {
  kind: ContentKind;
  document: EditableDocument;
  errors: FieldErrors;
  update: (patch: Partial<StoryDocumentInput> | Partial<ArticleDocumentInput>) => void;
}) {
  const categoriesId = useId();
  const category = (
    <>
      <Field
        label="Category"
        value={document.category}
        onChange={(value) => update({ category: value })}
        error={errors.category}
        hint={kind === 'stories' ? 'Education, Health, Governance… or your own.' : undefined}
        name="category"
        list={kind === 'stories' ? categoriesId : undefined}
      />
      <datalist id={categoriesId}>
        {STORY_CATEGORIES.map((c) => (
          <option key={c} value={c} />
        ))}
      </datalist>
    </>
  );
  if (kind === 'stories') {
    const story = document as StoryDocumentInput;
    return (
      <>
        <div
          css={{ display: 'grid', gap: '0 16px', [media.md]: { gridTemplateColumns: '2fr 1fr' } }}
        >
          {category}
          <Field
            label="Year"
            type="number"
            value={String(story.year)}
            onChange={(value) => update({ year: Number(value) })}
            error={errors.year}
            name="year"
          />
        </div>
        <Field
          label="Consent ends on (optional)"
          type="date"
          name="consentEndsAt"
          value={story.consentEndsAt ? story.consentEndsAt.slice(0, 10) : ''}
          onChange={(value) => update({ consentEndsAt: value ? `${value}T00:00:00.000Z` : null })}
          error={errors.consentEndsAt}
          hint="For a story about a person: from this date (midnight UTC) the story is taken off the site, the feeds and every partner's page. The dashboard lists consents that end within 30 days."
        />
        <GalleryEditor
          gallery={story.gallery}
          errors={errors}
          onChange={(gallery) => update({ gallery })}
        />
      </>
    );
  }
  const article = document as ArticleDocumentInput;
  return (
    <>
      {category}
      <Field
        label="Date shown (optional)"
        type="date"
        name="publishedAt"
        value={article.publishedAt ? article.publishedAt.slice(0, 10) : ''}
        onChange={(value) => update({ publishedAt: value ? `${value}T09:00:00.000Z` : null })}
        error={errors.publishedAt}
        hint="Left empty, the article is dated when it is first published. A future date keeps it off the site until then."
      />
      <ThumbnailEditor
        thumbnail={(article.thumbnail as ContentImage | null) ?? null}
        errors={errors}
        onChange={(thumbnail) => update({ thumbnail })}
      />
    </>
  );
}

function History({
  kind,
  record,
  onRestore,
  busy,
}: {
  kind: ContentKind;
  record: ContentRecord;
  onRestore: (version: number) => void;
  busy: boolean;
}) {
  const revisions = useRevisions(kind, record.id);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} css={{ ...adminCard, marginTop: 24 }}>
      <h2 id={headingId} css={{ fontSize: '1.2rem', margin: '0 0 8px' }}>
        History
      </h2>
      <p css={{ ...muted, margin: '0 0 12px' }}>
        Every change is kept. Restoring an earlier version makes its content the current one (a new
        version); nothing is deleted.
      </p>
      {revisions.isPending ? (
        <p role="status" css={muted}>
          Loading the history...
        </p>
      ) : revisions.isError ? (
        <p role="alert" css={errorBox}>
          Could not load the history: {revisions.error.message}
        </p>
      ) : revisions.data.length === 0 ? (
        <p css={muted}>
          No changes recorded yet: this {KIND_SPECS[kind].noun} came with the first content and has
          not been edited here.
        </p>
      ) : (
        <ol css={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {revisions.data.map((revision) => (
            <li
              key={revision.version}
              css={{
                display: 'flex',
                flexWrap: 'wrap',
                gap: '4px 12px',
                alignItems: 'center',
                padding: '10px 0',
                borderTop: `1px solid ${color.border}`,
                '&:first-of-type': { borderTop: 0 },
              }}
            >
              <strong>Version {revision.version}</strong>
              <span>
                {revision.action[0]!.toUpperCase() + revision.action.slice(1)}
                {revision.by ? ` by ${revision.by}` : ''}, {formatWhen(revision.at)}
              </span>
              {revision.changes.length > 0 ? (
                <span css={muted}>({revision.changes.join(', ')})</span>
              ) : null}
              {revision.version !== record.version && revision.action !== 'deleted' ? (
                <button
                  type="button"
                  css={{
                    ...secondaryButton,
                    minHeight: 40,
                    padding: '0 12px',
                    marginInlineStart: 'auto',
                  }}
                  disabled={busy}
                  onClick={() => onRestore(revision.version)}
                >
                  Restore version {revision.version}
                </button>
              ) : revision.version === record.version ? (
                <span css={{ ...muted, marginInlineStart: 'auto' }}>Current</span>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function Editor({ kind, id }: { kind: ContentKind; id: number | undefined }) {
  const spec = KIND_SPECS[kind];
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const { api } = useWidgetSettings();
  const loaded = useContentRecord(kind, id);
  const [record, setRecord] = useState<ContentRecord | null>(null);
  const [document, setDocument] = useState<EditableDocument>(() => spec.empty());
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [tab, setTab] = useState<string>('en');
  const [showPreview, setShowPreview] = useState(false);
  const [slugEdited, setSlugEdited] = useState(false);

  useEffect(() => {
    if (loaded.data && (!record || loaded.data.version > record.version)) {
      setRecord(loaded.data);
      setDocument(editable(loaded.data));
      setSlugEdited(true);
    }
  }, [loaded.data, record]);

  const original = record ? JSON.stringify(record.document) : JSON.stringify(spec.empty());
  const dirty = JSON.stringify(document) !== original;

  // Leaving with unsaved changes asks first.
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  if (id !== undefined && loaded.isPending) {
    return (
      <p role="status" css={muted}>
        Loading the {spec.noun}...
      </p>
    );
  }
  if (id !== undefined && loaded.isError) {
    return (
      <div>
        <p role="alert" css={errorBox}>
          {loaded.error instanceof ApiError && loaded.error.status === 404
            ? `There is no ${spec.noun} ${id}. It may have been deleted.`
            : `Could not load the ${spec.noun}: ${loaded.error.message}`}
        </p>
        <Link href={spec.listPath}>Back to {spec.plural.toLowerCase()}</Link>
      </div>
    );
  }

  const translations = (document.translations ?? {}) as Translations;
  const title = (document as unknown as Record<string, string>)[spec.titleField] ?? '';
  const update = (patch: Partial<StoryDocumentInput> | Partial<ArticleDocumentInput>) =>
    setDocument((current) => ({ ...current, ...patch }) as EditableDocument);
  const setTranslations = (next: Translations) =>
    update({ translations: next } as Partial<StoryDocumentInput>);

  const accepted = (next: ContentRecord, message: string) => {
    setRecord(next);
    setDocument(editable(next));
    setErrors({});
    setFailure(null);
    setConflict(null);
    queryClient.setQueryData(contentKeys.item(kind, next.id), next);
    void queryClient.invalidateQueries({ queryKey: contentKeys.list(kind) });
    void queryClient.invalidateQueries({ queryKey: contentKeys.revisions(kind, next.id) });
    void queryClient.invalidateQueries({ queryKey: contentKeys.consents });
    toast({ title: message });
  };

  const refused = (error: unknown) => {
    if (error instanceof ApiError && error.status === 409) {
      setConflict(error.message);
    } else if (error instanceof ApiError && error.fields) {
      setErrors(error.fields);
      setFailure(error.message);
    } else {
      setFailure(
        error instanceof Error
          ? `${error.message}. Nothing was lost: your changes are still here; try again.`
          : 'Something went wrong; try again.',
      );
    }
  };

  /** Saves the form; answers the saved record, or undefined when it could not be saved. */
  async function save(version = record?.version): Promise<ContentRecord | undefined> {
    const found = checkDocument(spec, document);
    if (Object.keys(found).length > 0) {
      setErrors(found);
      setFailure('Please correct the highlighted fields.');
      const firstLang = Object.keys(found)
        .map((key) => /^translations\.(\w+)\./.exec(key)?.[1])
        .find(Boolean);
      if (firstLang && !Object.keys(found).some((key) => !key.startsWith('translations.'))) {
        setTab(firstLang);
      } else {
        setTab('en');
      }
      return undefined;
    }
    try {
      if (!record) {
        const created = await createContent(kind, document);
        accepted(created, `Draft saved. Its address is ${spec.publicPath(created.document.slug)}`);
        navigate(`${spec.listPath}/${created.id}`, { replace: true });
        return created;
      }
      const saved = await saveContent(kind, record.id, version!, document);
      accepted(saved, 'Saved');
      return saved;
    } catch (error) {
      refused(error);
      return undefined;
    }
  }

  async function run(label: string, work: () => Promise<void>) {
    setBusy(label);
    try {
      await work();
    } finally {
      setBusy(null);
    }
  }

  const onSave = () => run('save', async () => void (await save()));

  const onStatus = (action: 'publish' | 'unpublish') =>
    run(action, async () => {
      let current = record;
      if (!current || dirty) current = (await save()) ?? null;
      if (!current) return;
      try {
        const next = await setContentStatus(kind, current.id, current.version, action);
        accepted(
          next,
          action === 'publish'
            ? next.public
              ? `Published: ${spec.publicPath(next.document.slug)}`
              : 'Published, but not public: its consent has ended or its date is still to come'
            : 'Unpublished: it is a draft again and no longer on the site',
        );
      } catch (error) {
        refused(error);
      }
    });

  const onDelete = () =>
    run('delete', async () => {
      if (!record) return;
      if (
        !window.confirm(
          `Delete “${title}”? It disappears from the site and from this list. Its history is kept.`,
        )
      ) {
        return;
      }
      try {
        await deleteContent(kind, record.id, record.version);
        await queryClient.invalidateQueries({ queryKey: contentKeys.list(kind) });
        toast({ title: `Deleted “${title}”` });
        navigate(spec.listPath);
      } catch (error) {
        refused(error);
      }
    });

  const onRestore = (revision: number) =>
    run('restore', async () => {
      if (!record) return;
      if (dirty && !window.confirm('Restoring replaces your unsaved changes in the form. Go on?')) {
        return;
      }
      try {
        accepted(
          await restoreRevision(kind, record.id, revision, record.version),
          `Version ${revision} restored`,
        );
      } catch (error) {
        refused(error);
      }
    });

  /** After a conflict: keep mine (theirs stays in the history) or take theirs. */
  const keepMine = () =>
    run('save', async () => {
      if (!record) return;
      try {
        const latest = await fetchContent(api, kind, record.id);
        await save(latest.version);
      } catch (error) {
        refused(error);
      }
    });
  const takeTheirs = () =>
    run('load', async () => {
      if (!record) return;
      try {
        const latest = await fetchContent(api, kind, record.id);
        accepted(latest, 'Loaded the latest version');
      } catch (error) {
        refused(error);
      }
    });

  const status = record?.status ?? 'draft';
  const slug = document.slug ?? '';
  const suggested = slugify(title);
  const tabs = ['en', ...TRANSLATION_LANGUAGES.filter((lang) => translations[lang])];
  const missing = TRANSLATION_LANGUAGES.filter((lang) => !translations[lang]);

  return (
    <div>
      <div
        css={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: '8px 16px',
          margin: '0 0 16px',
        }}
      >
        {record ? (
          <StatusBadge item={record} />
        ) : (
          <StatusBadge item={{ status: 'draft', public: false }} />
        )}
        <span css={muted}>
          {record
            ? `Version ${record.version}, changed ${formatWhen(record.updatedAt)}${
                record.updatedBy ? ` by ${record.updatedBy}` : ''
              }`
            : 'Not saved yet'}
        </span>
        {dirty ? <strong css={{ color: color.danger }}>Unsaved changes</strong> : null}
        {record?.status === 'published' && record.public ? (
          <a href={spec.publicPath(record.document.slug)} target="_blank" rel="noreferrer">
            View on the site ↗
          </a>
        ) : null}
      </div>

      {conflict ? (
        <div role="alert" css={{ ...errorBox, fontWeight: 400 }}>
          <p css={{ margin: '0 0 8px', fontWeight: 700 }}>Someone else saved this {spec.noun}.</p>
          <p css={{ margin: '0 0 12px' }}>{conflict}</p>
          <div css={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
            <button
              type="button"
              css={primaryButton}
              disabled={busy !== null}
              onClick={() => void keepMine()}
            >
              Save mine (theirs stays in the history)
            </button>
            <button
              type="button"
              css={secondaryButton}
              disabled={busy !== null}
              onClick={() => void takeTheirs()}
            >
              Discard mine and load theirs
            </button>
          </div>
        </div>
      ) : null}
      {failure ? (
        <p role="alert" css={errorBox}>
          {failure}
        </p>
      ) : null}

      <div
        css={{
          display: 'grid',
          gap: 24,
          alignItems: 'start',
          [media.xl]: showPreview ? { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } : {},
        }}
      >
        <form
          css={adminCard}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void onSave();
          }}
        >
          <div
            role="tablist"
            aria-label="Languages"
            css={{ display: 'flex', flexWrap: 'wrap', gap: 4, marginBottom: 16 }}
          >
            {tabs.map((lang) => {
              const hasError = Object.keys(errors).some((key) =>
                lang === 'en'
                  ? !key.startsWith('translations.')
                  : key.startsWith(`translations.${lang}.`),
              );
              return (
                <button
                  key={lang}
                  type="button"
                  role="tab"
                  aria-selected={tab === lang}
                  onClick={() => setTab(lang)}
                  css={{
                    minHeight: 44,
                    padding: '0 14px',
                    border: `1px solid ${tab === lang ? color.primary : color.border}`,
                    borderRadius: radius.control,
                    background: tab === lang ? color.primary : color.surface,
                    color: tab === lang ? color.onPrimary : color.text,
                    fontWeight: 600,
                    cursor: 'pointer',
                  }}
                >
                  {LANGUAGE_NAMES[lang]}
                  {lang === 'en' ? ' (original)' : ''}
                  {hasError ? ' ⚠' : ''}
                </button>
              );
            })}
            {missing.length > 0 ? (
              <label
                css={{ display: 'inline-flex', alignItems: 'center', gap: 6, marginInlineStart: 8 }}
              >
                <span>Add a translation:</span>
                <select
                  value=""
                  css={{ ...textInput, width: 'auto', display: 'inline-block' }}
                  onChange={(event) => {
                    const lang = event.currentTarget.value;
                    if (!lang) return;
                    setTranslations({
                      ...translations,
                      [lang]: Object.fromEntries(spec.translated.map((field) => [field.name, ''])),
                    });
                    setTab(lang);
                  }}
                >
                  <option value="">Choose…</option>
                  {missing.map((lang) => (
                    <option key={lang} value={lang}>
                      {LANGUAGE_NAMES[lang]}
                    </option>
                  ))}
                </select>
              </label>
            ) : null}
          </div>

          {tab === 'en' ? (
            <div role="tabpanel" aria-label="English (original)">
              <TranslatedFields
                spec={spec}
                values={document as unknown as Record<string, string>}
                lang="en"
                errors={errors}
                errorPrefix=""
                onChange={(field, value) => {
                  const patch: Record<string, string> = { [field]: value };
                  if (field === spec.titleField && !slugEdited && !record)
                    patch.slug = slugify(value);
                  update(patch as Partial<StoryDocumentInput>);
                }}
              />
              <Field
                label="Address"
                name="slug"
                value={slug}
                onChange={(value) => {
                  setSlugEdited(true);
                  update({ slug: value });
                }}
                error={errors.slug}
                hint={
                  <>
                    The page will be at {spec.publicPath(slug || suggested || '…')}. Made from the
                    title; lower-case letters, digits and hyphens.
                    {record?.status === 'published'
                      ? ' Changing it keeps the old address working: it forwards to the new one.'
                      : ''}
                    {record && record.formerSlugs.length > 0
                      ? ` Old addresses that forward here: ${record.formerSlugs.join(', ')}.`
                      : ''}
                  </>
                }
              />
              <KindFields kind={kind} document={document} errors={errors} update={update} />
            </div>
          ) : (
            <div role="tabpanel" aria-label={`${LANGUAGE_NAMES[tab]} translation`}>
              <p css={infoBox}>
                The {LANGUAGE_NAMES[tab]} site shows these texts; pictures, category and dates are
                shared with the English original. A field left empty shows the English text.
              </p>
              <div
                css={{
                  display: 'grid',
                  gap: '0 24px',
                  [media.lg]: { gridTemplateColumns: '1fr 1fr' },
                }}
              >
                <div>
                  <h3 css={{ fontSize: '1rem', margin: '0 0 12px' }}>English original</h3>
                  <TranslatedFields
                    spec={spec}
                    values={document as unknown as Record<string, string>}
                    lang="en"
                    errors={{}}
                    errorPrefix=""
                    readOnly
                  />
                </div>
                <div>
                  <h3 css={{ fontSize: '1rem', margin: '0 0 12px' }}>{LANGUAGE_NAMES[tab]}</h3>
                  <TranslatedFields
                    spec={spec}
                    values={translations[tab] ?? {}}
                    lang={tab}
                    errors={errors}
                    errorPrefix={`translations.${tab}.`}
                    onChange={(field, value) =>
                      setTranslations({
                        ...translations,
                        [tab]: { ...translations[tab], [field]: value },
                      })
                    }
                  />
                </div>
              </div>
              <button
                type="button"
                css={secondaryButton}
                onClick={() => {
                  if (!window.confirm(`Remove the ${LANGUAGE_NAMES[tab]} translation?`)) return;
                  const next = { ...translations };
                  delete next[tab];
                  setTranslations(next);
                  setTab('en');
                }}
              >
                Remove the {LANGUAGE_NAMES[tab]} translation
              </button>
            </div>
          )}

          <div
            css={{
              display: 'flex',
              flexWrap: 'wrap',
              gap: 8,
              marginTop: 24,
              paddingTop: 16,
              borderTop: `1px solid ${color.border}`,
            }}
          >
            <button type="submit" css={primaryButton} disabled={busy !== null}>
              {busy === 'save' ? 'Saving...' : record ? 'Save' : 'Save draft'}
            </button>
            {status === 'draft' ? (
              <button
                type="button"
                css={secondaryButton}
                disabled={busy !== null}
                onClick={() => void onStatus('publish')}
              >
                {busy === 'publish' ? 'Publishing...' : dirty ? 'Save and publish' : 'Publish'}
              </button>
            ) : (
              <button
                type="button"
                css={secondaryButton}
                disabled={busy !== null}
                onClick={() => void onStatus('unpublish')}
              >
                {busy === 'unpublish' ? 'Unpublishing...' : 'Unpublish'}
              </button>
            )}
            <button
              type="button"
              css={secondaryButton}
              aria-pressed={showPreview}
              onClick={() => setShowPreview((shown) => !shown)}
            >
              {showPreview ? 'Hide preview' : 'Preview'}
            </button>
            {record ? (
              <button
                type="button"
                css={{ ...secondaryButton, marginInlineStart: 'auto', color: color.danger }}
                disabled={busy !== null}
                onClick={() => void onDelete()}
              >
                Delete
              </button>
            ) : null}
          </div>
        </form>

        {showPreview ? (
          <ContentPreview kind={kind} document={document} lang={tab} slug={slug || suggested} />
        ) : null}
      </div>

      {record ? (
        <History kind={kind} record={record} onRestore={onRestore} busy={busy !== null} />
      ) : null}
    </div>
  );
}

function EditorPage({ kind, id }: { kind: ContentKind; id: string }) {
  const spec = KIND_SPECS[kind];
  const titleId = useId();
  const numeric = /^[1-9]\d{0,9}$/.test(id) ? Number(id) : undefined;
  const isNew = id === 'new';
  const heading = isNew ? `New ${spec.noun}` : `Edit ${spec.noun}`;
  return (
    <AdminPage title={heading} titleId={titleId}>
      <p css={{ margin: '0 0 8px' }}>
        <Link href={spec.listPath} css={{ color: color.primary, fontWeight: 600 }}>
          ← All {spec.plural.toLowerCase()}
        </Link>
      </p>
      <h1 id={titleId} css={{ fontSize: '2rem', margin: '0 0 16px' }}>
        {heading}
      </h1>
      <AdminGate>
        {() =>
          isNew || numeric !== undefined ? (
            <Editor key={id} kind={kind} id={numeric} />
          ) : (
            <p role="alert" css={errorBox}>
              There is no {spec.noun} at this address.
            </p>
          )
        }
      </AdminGate>
    </AdminPage>
  );
}

/** /admin/stories/:id (or /admin/stories/new). */
export function AdminStoryEditorPage({ params }: { params: { id: string } }) {
  return <EditorPage kind="stories" id={params.id} />;
}

/** /admin/articles/:id (or /admin/articles/new). */
export function AdminArticleEditorPage({ params }: { params: { id: string } }) {
  return <EditorPage kind="articles" id={params.id} />;
}
