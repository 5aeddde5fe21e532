import {
  DEFAULT_LANGUAGE,
  SEARCH_MAX_QUERY,
  localizedPath,
  searchAnswerSchema,
  type SearchResult,
} from '@ia/shared';
import { useWidgetSettings, type ApiClient } from '@ia/widgets';
import { css } from '@emotion/react';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSearch } from 'wouter';
import { PageSection } from '../components/PageSection';
import { Pager, usePageNumber } from '../components/Pager';
import { usePageHead } from '../head/PageHead';
import { useSiteTranslation } from '../i18n';
import { langAttr } from '../model/useContent';
import { color, focusOutline, radius, TOUCH_TARGET } from '../theme';

/** GET /api/search: one page of results in the page's language (English ones marked). */
function searchQuery(api: ApiClient, q: string, lang: string, page: number) {
  const path = '/api/search';
  const search = {
    q,
    ...(lang === DEFAULT_LANGUAGE ? {} : { lang }),
    ...(page > 1 ? { page: String(page) } : {}),
  };
  return queryOptions({
    queryKey: [path, search, api.base] as const,
    queryFn: async () => (await api.get(path, searchAnswerSchema, search)).data,
    retry: false,
  });
}

const field = css`
  flex: 1 1 16em;
  min-block-size: ${TOUCH_TARGET};
  padding: 0 0.75em;
  font: inherit;
  border: 1px solid ${color.border};
  border-radius: ${radius.control};
  &:focus-visible {
    outline: ${focusOutline.outline};
    outline-offset: ${focusOutline.outlineOffset}px;
  }
`;

const button = css`
  min-block-size: ${TOUCH_TARGET};
  padding: 0 1.25em;
  font: inherit;
  font-weight: 600;
  color: ${color.onPrimary};
  background: ${color.primary};
  border: 0;
  border-radius: ${radius.control};
  cursor: pointer;
  &:focus-visible {
    outline: ${focusOutline.outline};
    outline-offset: ${focusOutline.outlineOffset}px;
  }
`;

/** A passage with the words searched for marked (plain text: nothing here becomes markup). */
function Marked({ text, highlights }: { text: string; highlights: SearchResult['highlights'] }) {
  const parts: ReactNode[] = [];
  let at = 0;
  highlights.forEach(([start, end], index) => {
    if (start < at) return;
    if (start > at) parts.push(text.slice(at, start));
    parts.push(<mark key={index}>{text.slice(start, end)}</mark>);
    at = end;
  });
  parts.push(text.slice(at));
  return <>{parts}</>;
}

/**
 * The site-wide search (`/search?q=…`, in every language): a plain form (it works without
 * JavaScript: a GET to this page), then the results, rendered on the server in the page's
 * language, English ones marked as such, with a pager.
 */
export function SearchPage() {
  const { api, lang } = useWidgetSettings();
  const { t, language, number } = useSiteTranslation();
  const q = (new URLSearchParams(useSearch()).get('q') ?? '').slice(0, SEARCH_MAX_QUERY).trim();
  const page = usePageNumber();
  const query = useQuery({
    ...searchQuery(api, q, lang, page),
    enabled: q !== '',
    placeholderData: keepPreviousData,
  });
  usePageHead({
    title: t('shared.search.title'),
    description: t('shared.search.intro'),
    noIndex: true,
  });
  const answer = q === '' ? undefined : query.data;

  return (
    <PageSection labelledBy="search-title">
      <h1 id="search-title" css={{ margin: '0 0 0.25em' }}>
        {t('shared.search.title')}
      </h1>
      <p css={{ margin: '0 0 1.25em', color: color.muted }}>{t('shared.search.intro')}</p>
      <form role="search" method="get" action={localizedPath(language, '/search')}>
        <label htmlFor="search-q" css={{ display: 'block', fontWeight: 600, marginBlockEnd: 6 }}>
          {t('shared.search.label')}
        </label>
        <div css={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
          <input
            id="search-q"
            type="search"
            name="q"
            defaultValue={q}
            maxLength={SEARCH_MAX_QUERY}
            enterKeyHint="search"
            css={field}
          />
          <button type="submit" css={button}>
            {t('shared.search.button')}
          </button>
        </div>
      </form>

      {q !== '' && (
        <div css={{ marginBlockStart: '2em' }}>
          {query.isError ? (
            <p role="alert">{t('shared.search.error')}</p>
          ) : !answer ? (
            <p role="status">{t('shared.search.loading')}</p>
          ) : answer.total === 0 ? (
            <div role="status">
              <p css={{ fontWeight: 600 }}>{t('shared.search.none', { q })}</p>
              <p>{t('shared.search.noneHint')}</p>
            </div>
          ) : (
            <>
              <p role="status" css={{ fontWeight: 600 }}>
                {answer.more
                  ? t('shared.search.many', { q, count: number(answer.total) })
                  : answer.total === 1
                    ? t('shared.search.result', { q })
                    : t('shared.search.results', { q, count: answer.total })}
              </p>
              <ol css={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: '1.5em' }}>
                {answer.items.map((item) => (
                  <li key={`${item.type} ${item.path} ${item.title}`}>
                    <p css={{ margin: 0, fontSize: '0.875em', color: color.muted }}>
                      {t(`shared.search.type.${item.type}`)}
                      {item.lang !== language && <> · {t('shared.search.inEnglish')}</>}
                    </p>
                    <h2 css={{ margin: '0.15em 0', fontSize: '1.25em' }}>
                      <a
                        href={item.path}
                        {...langAttr(item.lang, language)}
                        hrefLang={item.lang !== language ? item.lang : undefined}
                      >
                        {item.title}
                      </a>
                    </h2>
                    <p css={{ margin: 0 }} {...langAttr(item.lang, language)}>
                      <Marked text={item.snippet} highlights={item.highlights} />
                    </p>
                  </li>
                ))}
              </ol>
              <Pager path="/search" page={page} pageCount={answer.pages} params={{ q }} />
            </>
          )}
        </div>
      )}
    </PageSection>
  );
}
