import {
  LANGUAGE_CODES,
  LANGUAGE_NAMES,
  RTL_LANGUAGES,
  placeholderProblem,
  placeholdersOf,
  type InterfaceTextRow,
} from '@ia/shared';
import { useToast } from '@ia/widgets';
import { useDeferredValue, useId, useState } from 'react';
import { ApiError } from '../api/http';
import { useInterfaceTexts, useSaveInterfaceTexts, useSession } from '../api/hooks';
import {
  card,
  errorBox,
  fieldError,
  fieldLabel,
  help,
  muted,
  pill,
  primaryButton,
  secondaryButton,
  textInput,
  visuallyHidden,
} from '../ui/styles';
import { Screen } from './Screen';

/** Texts shown at once; a search narrows the rest. */
const SHOWN = 40;

const languageName = (code: string) => LANGUAGE_NAMES[code] ?? code;

/** Whether `row` matches every word of `query` (its key, place, shipped and own wordings). */
function matches(row: InterfaceTextRow, query: string): boolean {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = [row.key, row.where, row.english, row.default, row.value ?? '']
    .join(' ')
    .toLowerCase();
  return words.every((word) => haystack.includes(word));
}

/** Why saving failed, in words staff understand (the server's 422 names the problem). */
function saveError(error: unknown, key: string): string {
  if (error instanceof ApiError) {
    const field = error.fields?.[key];
    if (field) return field;
    if (error.status === 403) return 'Only editors and administrators may change these texts.';
    return error.message;
  }
  return 'Could not save. Check your connection and try again.';
}

function TextItem({ row, lang }: { row: InterfaceTextRow; lang: string }) {
  const id = useId();
  const [draft, setDraft] = useState(row.value ?? '');
  const [serverError, setServerError] = useState<string>();
  const save = useSaveInterfaceTexts(lang);
  const { toast } = useToast();
  const dir = (RTL_LANGUAGES as readonly string[]).includes(lang) ? 'rtl' : 'ltr';
  const changed = draft !== (row.value ?? '');
  const problem = draft.trim() === '' ? undefined : placeholderProblem(row.english, draft);
  const error = problem ?? serverError;
  const placeholders = placeholdersOf(row.english);

  const send = (wording: string | null) => {
    setServerError(undefined);
    save.mutate(
      { [row.key]: wording },
      {
        onSuccess: () => {
          if (wording === null) setDraft('');
          toast({
            title:
              wording === null
                ? `Back to the shipped text (${languageName(lang)})`
                : `Saved your wording (${languageName(lang)})`,
            description: 'Visitors see it now on the site and in partners’ widgets.',
          });
        },
        onError: (failure) => setServerError(saveError(failure, row.key)),
      },
    );
  };

  return (
    <li css={{ ...card, padding: 16 }}>
      <article aria-labelledby={`${id}-title`}>
        <h2
          id={`${id}-title`}
          css={{ fontSize: '1.05rem', margin: '0 0 4px', overflowWrap: 'anywhere' }}
        >
          {row.english}
        </h2>
        <p css={{ ...muted, margin: '0 0 8px', fontSize: '0.9rem', overflowWrap: 'anywhere' }}>
          Where it appears: {row.where} <span aria-hidden="true">·</span>{' '}
          <span css={{ fontFamily: 'monospace' }}>{row.key}</span>{' '}
          {row.value !== null && <span css={pill('amber')}>Your wording shows</span>}
        </p>
        <dl css={{ margin: '0 0 8px', display: 'grid', gap: 4 }}>
          <div>
            <dt css={{ fontWeight: 600, display: 'inline' }}>Shipped in English: </dt>
            <dd css={{ display: 'inline', margin: 0 }} lang="en" dir="ltr">
              {row.english}
            </dd>
          </div>
          {lang !== 'en' && (
            <div>
              <dt css={{ fontWeight: 600, display: 'inline' }}>
                Shipped in {languageName(lang)}:{' '}
              </dt>
              <dd css={{ display: 'inline', margin: 0 }} lang={lang} dir={dir}>
                {row.default}
              </dd>
            </div>
          )}
        </dl>
        <label htmlFor={`${id}-wording`} css={fieldLabel}>
          Your wording in {languageName(lang)}
        </label>
        <textarea
          id={`${id}-wording`}
          lang={lang}
          dir={dir}
          rows={2}
          value={draft}
          placeholder={row.default}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-help${error ? ` ${id}-error` : ''}`}
          onChange={(event) => {
            setDraft(event.target.value);
            setServerError(undefined);
          }}
          css={{ ...textInput, resize: 'vertical' }}
        />
        <p id={`${id}-help`} css={help}>
          {row.value === null
            ? 'Empty: visitors see the shipped text. '
            : 'Visitors see your wording. '}
          {placeholders.length > 0
            ? `Keep ${placeholders.map((name) => `{${name}}`).join(', ')}: the site puts the real value there.`
            : ''}
        </p>
        {error && (
          <p id={`${id}-error`} role="alert" css={fieldError}>
            {error}
          </p>
        )}
        <div css={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginTop: 8 }}>
          <button
            type="button"
            css={primaryButton}
            disabled={!changed || draft.trim() === '' || problem !== undefined || save.isPending}
            onClick={() => send(draft)}
          >
            Save wording<span css={visuallyHidden}>: {row.english}</span>
          </button>
          {row.value !== null && (
            <button
              type="button"
              css={secondaryButton}
              disabled={save.isPending}
              onClick={() => send(null)}
            >
              Reset to the shipped text<span css={visuallyHidden}>: {row.english}</span>
            </button>
          )}
        </div>
      </article>
    </li>
  );
}

/**
 * Interface texts: every text of the site and the widgets visitors read (buttons, labels, empty
 * states, form messages, the footer, the 404 page), in a language, with where it appears, the
 * shipped wording in English and in that language, and staff's own wording, saved or reset one
 * at a time.
 */
export function InterfaceTextsPage() {
  const session = useSession();
  const [lang, setLang] = useState('en');
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const texts = useInterfaceTexts(lang);
  const allowed = session.data?.permissions.editInterfaceTexts !== false;

  const found = (texts.data ?? []).filter((row) => matches(row, deferred));
  const shown = found.slice(0, SHOWN);

  return (
    <Screen
      title="Interface texts"
      intro="The words of the site itself that visitors read: buttons, labels, messages when a list is empty, the contact form, the footer and the “page not found” page. Choose a language, find a text, and write your own wording; it shows on the site and in partners’ widgets as soon as you save. Reset brings back the text the site shipped with."
    >
      {!allowed ? (
        <p css={errorBox} role="alert">
          Interface texts are changed by editors and administrators, because they show on every
          page. Ask an editor if a wording should change.
        </p>
      ) : (
        <>
          <div
            css={{
              display: 'flex',
              flexWrap: 'wrap',
              gap: 16,
              alignItems: 'flex-end',
              marginBottom: 16,
            }}
          >
            <div css={{ flex: '0 1 220px', minWidth: 0 }}>
              <label htmlFor="interface-texts-language" css={fieldLabel}>
                Language
              </label>
              <select
                id="interface-texts-language"
                value={lang}
                onChange={(event) => setLang(event.target.value)}
                css={textInput}
              >
                {LANGUAGE_CODES.map((code) => (
                  <option key={code} value={code}>
                    {languageName(code)}
                  </option>
                ))}
              </select>
            </div>
            <div css={{ flex: '1 1 260px', minWidth: 0 }}>
              <label htmlFor="interface-texts-search" css={fieldLabel}>
                Search the texts
              </label>
              <input
                id="interface-texts-search"
                type="search"
                value={query}
                onChange={(event) => setQuery(event.target.value)}
                placeholder="For example: Read Full Story, footer, 404"
                css={textInput}
              />
            </div>
          </div>
          {texts.isPending ? (
            <p role="status">Loading the texts…</p>
          ) : texts.isError ? (
            <p css={errorBox} role="alert">
              {texts.error instanceof ApiError && texts.error.status === 503
                ? texts.error.message
                : 'Could not load the texts. Check your connection and try again.'}
            </p>
          ) : (
            <>
              <p role="status" css={{ ...muted, margin: '0 0 12px' }}>
                {found.length === 0
                  ? 'No text matches your search. Try another word.'
                  : found.length > shown.length
                    ? `Showing ${shown.length} of ${found.length} texts. Search to find the others.`
                    : `${found.length} ${found.length === 1 ? 'text' : 'texts'}.`}
              </p>
              <ul css={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 12 }}>
                {shown.map((row) => (
                  <TextItem key={`${lang}:${row.key}:${row.value ?? ''}`} row={row} lang={lang} />
                ))}
              </ul>
            </>
          )}
        </>
      )}
    </Screen>
  );
}
