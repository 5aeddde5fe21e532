import type { TranslationState, TranslationStatusEntry } from '@ia/shared';
import { Link, useSearch } from 'wouter';
import { useTranslationStatus } from '../api/hooks';
import { card, color, focusRing, muted, pill, visuallyHidden } from '../ui/styles';
import {
  STATES,
  STATE_WORDS,
  countsIn,
  detailOf,
  editorHref,
  entriesIn,
  kindOf,
  languageFrom,
  needingWork,
  translationLanguages,
} from '../translations/status';
import { Screen } from './Screen';
import { LoadError } from '../ui/LoadError';
import { TranslationFiles } from '../translations/TranslationFiles';

const TONE: Record<TranslationState, 'red' | 'amber' | 'grey' | 'green'> = {
  outdated: 'red',
  review: 'amber',
  partial: 'amber',
  missing: 'grey',
  translated: 'green',
};

function EntryRow({
  entry,
  lang,
  langName,
}: {
  entry: TranslationStatusEntry;
  lang: string;
  langName: string;
}) {
  const detail = detailOf(entry, lang);
  return (
    <li
      css={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: '4px 12px',
        alignItems: 'baseline',
        padding: '10px 0',
        borderTop: '1px solid #e2e8f0',
        '&:first-of-type': { borderTop: 0 },
      }}
    >
      <div css={{ flex: '1 1 260px', minWidth: 0 }}>
        <Link href={editorHref(entry, lang)} css={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {entry.title || '(untitled)'}
          <span css={visuallyHidden}> (open in {langName})</span>
        </Link>{' '}
        <span css={{ ...muted, fontSize: '0.9rem' }}>
          {kindOf(entry)}
          {entry.status === 'draft' ? ' · draft' : ''}
        </span>
        {detail && <p css={{ ...muted, margin: '2px 0 0', fontSize: '0.9rem' }}>{detail}</p>}
      </div>
      <a
        href={`/api/admin/translations/${lang}/xliff?scope=all&item=${
          entry.kind === 'globals' ? `globals.${entry.name ?? ''}` : `${entry.kind}.${entry.id}`
        }`}
        css={{ fontSize: '0.9rem' }}
      >
        XLIFF file
        <span css={visuallyHidden}>
          {' '}
          of {entry.title || 'this item'} in {langName}
        </span>
      </a>
    </li>
  );
}

/**
 * /admin/translations: for one language at a time (chosen at the top, kept in the address), each
 * item and global that is out of date, partly translated, not translated or translated, each
 * opening its editor at that language.
 */
export function TranslationsPage() {
  const lang = languageFrom(useSearch());
  const status = useTranslationStatus();
  const languages = translationLanguages();
  const langName = languages.find((l) => l.code === lang)?.name ?? lang;
  const entries = status.data ?? [];
  const counts = countsIn(entries, lang);

  return (
    <Screen
      title="Translations"
      intro="For each language: what is translated, what is out of date because the English changed after it was translated, and what visitors still read in English. Open an item to translate it: the editor opens in that language, each text beside its English."
    >
      <nav aria-label="Languages" css={{ marginBottom: 16 }}>
        <ul
          css={{
            listStyle: 'none',
            margin: 0,
            padding: 0,
            display: 'flex',
            flexWrap: 'wrap',
            gap: 6,
          }}
        >
          {languages.map(({ code, name }) => {
            const current = code === lang;
            const work = status.data ? needingWork(countsIn(entries, code)) : null;
            return (
              <li key={code}>
                <Link
                  href={`/translations?lang=${code}`}
                  aria-current={current ? 'page' : undefined}
                  css={{
                    display: 'inline-flex',
                    alignItems: 'center',
                    gap: 6,
                    minHeight: 40,
                    padding: '6px 12px',
                    borderRadius: 999,
                    border: '1px solid #8a9a92',
                    background: current ? '#0b6e4f' : '#fff',
                    color: current ? '#fff' : color.text,
                    fontWeight: current ? 700 : 500,
                    textDecoration: 'none',
                    '&:focus-visible': focusRing,
                  }}
                >
                  {name}
                  {work !== null && (
                    <span css={{ fontSize: '0.8rem' }}>
                      {work === 0 ? '· all done' : `· ${work} to do`}
                    </span>
                  )}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>

      <TranslationFiles lang={lang} langName={langName} />

      {status.isPending && <p role="status">Checking every item and page in every language...</p>}
      {status.isError && (
        <LoadError what="The translation status" error={status.error} onRetry={status.refetch} />
      )}

      {status.data && (
        <>
          <h2 css={{ fontSize: '1.3rem', margin: '0 0 8px' }}>{langName}</h2>
          <ul
            aria-label={`${langName} in numbers`}
            css={{
              listStyle: 'none',
              margin: '0 0 20px',
              padding: 0,
              display: 'grid',
              gap: 8,
              gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))',
            }}
          >
            {STATES.map((state) => (
              <li key={state} css={{ ...card, padding: 12 }}>
                <span css={{ display: 'block', fontSize: '1.6rem', fontWeight: 800 }}>
                  {counts[state]}
                </span>
                <span css={pill(TONE[state])}>{STATE_WORDS[state].title}</span>
              </li>
            ))}
          </ul>
          {STATES.map((state) => {
            const list = entriesIn(entries, lang, state);
            const id = `translations-${state}`;
            return (
              <section
                key={`${lang}-${state}`}
                aria-labelledby={id}
                css={{ ...card, marginBottom: 16 }}
              >
                <details open={state === 'outdated' || state === 'review' || state === 'partial'}>
                  <summary
                    css={{
                      cursor: 'pointer',
                      minHeight: 44,
                      display: 'flex',
                      alignItems: 'center',
                      gap: 8,
                      listStyle: 'none',
                      '&::-webkit-details-marker': { display: 'none' },
                      '&::before': { content: '"▸"', fontSize: '1.1rem', width: '1em' },
                      'details[open] > &::before': { content: '"▾"' },
                      '&:focus-visible': focusRing,
                    }}
                  >
                    <h3 id={id} css={{ display: 'inline', fontSize: '1.15rem', margin: 0 }}>
                      {STATE_WORDS[state].title} ({list.length})
                    </h3>
                  </summary>
                  <p css={{ ...muted, margin: '4px 0 8px' }}>{STATE_WORDS[state].help(langName)}</p>
                  {list.length === 0 ? (
                    <p css={{ margin: 0 }}>Nothing here.</p>
                  ) : (
                    <ul css={{ listStyle: 'none', margin: 0, padding: 0 }}>
                      {list.map((entry) => (
                        <EntryRow
                          key={`${entry.kind}-${entry.id}-${entry.name ?? ''}`}
                          entry={entry}
                          lang={lang}
                          langName={langName}
                        />
                      ))}
                    </ul>
                  )}
                </details>
              </section>
            );
          })}
        </>
      )}
    </Screen>
  );
}
