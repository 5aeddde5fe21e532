import { css } from '@emotion/react';
import type { StorySort } from '@ia/shared';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { siteHref } from '../core/links';
import { useWidgetSettings } from '../core/WidgetContext';
import { useMessages } from '../i18n/messages';
import { storyHref } from '../StoryGrid/storyGrid';
import { QueryStatus, Status } from '../ui/Status';
import { StoryCard, type StoryOpenHandler } from '../ui/StoryCard';
import { button, control } from '../ui/styles';
import { color, media, radius } from '../ui/tokens';
import {
  changeState,
  normalizeState,
  pageCountOf,
  pageNumbers,
  PAGE_SIZE,
  rangeOf,
  SECTORS,
  SORTS,
  type ExplorerState,
  type ViewMode,
} from './impactExplorer';
import { impactExplorerMessages } from './messages';
import { storyGridMessages } from '../StoryGrid/messages';
import { useStoryCount, useStoryPage } from './useImpactStories';
import { categoryName } from '../i18n/categories';
import { useParts } from '../core/parts';

export interface ImpactExplorerProps {
  /** Each card links to `{linkBase}/{slug}`; defaults to `/impact` on the API's site. */
  linkBase?: string;
  /** Stories per page (6). */
  pageSize?: number;
  /** A heading above the explorer (none by default: the page has its own). */
  heading?: string;
  /**
   * Heading level of `heading` (2); the cards' titles are one level below. On a page whose h1
   * introduces the explorer (and no `heading`), 1 makes the cards h2.
   */
  headingLevel?: 1 | 2 | 3;
  /** Starting state (sort, sector, query, view, page) when the explorer keeps its own. */
  initialState?: Partial<ExplorerState>;
  /**
   * The state, when the host keeps it (the site keeps it in the page's address, so that Back,
   * reload and a shared link restore it); with `onStateChange` to hear of changes.
   */
  state?: Partial<ExplorerState>;
  /**
   * Every change of search, sector, sort, view or page; `typing` for a change of the search
   * text (a host may replace its history entry rather than add one per key).
   */
  onStateChange?: (state: ExplorerState, change: { typing: boolean }) => void;
  /** A plain click on a story link; `event.preventDefault()` to route yourself. */
  onStoryOpen?: StoryOpenHandler;
}

const wrapper = css`
  display: grid;
  gap: 1.5em;
`;

const headerStyle = css`
  display: grid;
  gap: 0.75em;
`;

const stats = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5em;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding-block: 0.35em;
    padding-inline: 0.9em;
    border-radius: ${radius.pill};
    background: var(--ia-color-badge, #e6f2ec);
    color: ${color.primary};
    font-weight: 700;
    font-size: 0.95em;
  }
`;

const toolbar = css`
  display: grid;
  gap: 0.75em;
  align-items: end;
  padding: 1em;
  border: 1px solid ${color.border};
  border-radius: ${radius.card};
  background: ${color.surface};
  ${media.md} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr) auto;
  }
`;

const field = css`
  display: grid;
  gap: 0.3em;
  label {
    font-size: 0.85em;
    font-weight: 600;
    color: ${color.muted};
  }
`;

const toggle = css`
  display: inline-flex;
  gap: 0.25em;
`;

const gridList = css`
  &[data-busy] {
    opacity: 0.6;
  }
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: var(--ia-grid-gap, 1.5em);
  margin: 0;
  padding: 0;
  list-style: none;
  &:focus {
    outline: none;
  }
  ${media.md} {
    &[data-view='grid'] {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
  }
  ${media.xl} {
    &[data-view='grid'] {
      grid-template-columns: repeat(3, minmax(0, 1fr));
    }
  }
`;

const pager = css`
  ul {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: 0.4em;
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const resultsLine = css`
  margin: 0;
  color: ${color.muted};
  font-size: 0.9em;
`;

/** An 18 px line icon of the view switch, drawn in the text's colour. */
function LineIcon({ children, round }: { children: ReactNode; round?: boolean }) {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap={round ? 'round' : undefined}
      aria-hidden="true"
    >
      {children}
    </svg>
  );
}

const GridIcon = () => (
  <LineIcon>
    <rect x="3" y="3" width="7" height="7" rx="1" />
    <rect x="14" y="3" width="7" height="7" rx="1" />
    <rect x="3" y="14" width="7" height="7" rx="1" />
    <rect x="14" y="14" width="7" height="7" rx="1" />
  </LineIcon>
);

const ListIcon = () => (
  <LineIcon round>
    <path d="M8 6h13M8 12h13M8 18h13M3 6h.01M3 12h.01M3 18h.01" />
  </LineIcon>
);

function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div css={field}>
      <label htmlFor={id}>{label}</label>
      {children}
    </div>
  );
}

/**
 * The impact page's story explorer: the count header, search, sector filter, four sorts,
 * grid or list view and pages of six.
 */
export function ImpactExplorer({
  linkBase,
  pageSize = PAGE_SIZE,
  heading,
  headingLevel = 2,
  initialState,
  state: hostState,
  onStateChange,
  onStoryOpen,
}: ImpactExplorerProps) {
  const parts = useParts();
  const t = useMessages(impactExplorerMessages);
  const cardText = useMessages(storyGridMessages);
  const { apiBase, lang } = useWidgetSettings();
  const [ownState, setOwnState] = useState<ExplorerState>(() => normalizeState(initialState));
  const state = hostState ? normalizeState(hostState) : ownState;
  const query = useStoryPage(state, pageSize);
  const count = useStoryCount();
  const ids = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const update = (patch: Partial<ExplorerState>) => {
    const next = changeState(state, patch);
    if (!hostState) setOwnState(next);
    onStateChange?.(next, { typing: 'query' in patch });
  };

  const total = query.data?.total ?? 0;
  const pageCount = pageCountOf(total, pageSize);
  // A page past the end (a shared link to page 9 of a list that shrank): the last page.
  const pastTheEnd = !query.isPlaceholderData && total > 0 && state.page > pageCount;
  useEffect(() => {
    if (pastTheEnd) update({ page: pageCount });
    // Only when the answer says so.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pastTheEnd, pageCount]);

  if (query.isPending || query.isError)
    return <QueryStatus query={query} tag="ia-impact-explorer" t={t} />;

  const items = query.data.items;
  const shown = {
    items,
    total,
    page: state.page,
    pageCount,
    ...rangeOf(state.page, pageSize, items.length),
  };
  const base = linkBase ?? siteHref('/impact', apiBase, lang);
  // The cards' link is the story grid's text, so staff reword "Read Full Story" once.
  const labels = {
    readMore: cardText('readMore'),
    since: t('yearLabel'),
    impact: t('impactLabel'),
  };
  const Heading = `h${headingLevel}` as const;
  const cardHeading = (headingLevel + 1) as 2 | 3 | 4;

  const goToPage = (page: number) => {
    update({ page });
    // Bring the first story of the new page into view and give it the focus.
    requestAnimationFrame(() => {
      const list = listRef.current;
      if (!list) return;
      list.focus({ preventScroll: true });
      const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
      list.scrollIntoView?.({ block: 'start', behavior: reduce ? 'auto' : 'smooth' });
    });
  };

  return (
    <div css={wrapper} {...parts('explorer')}>
      <header css={headerStyle} {...parts('header')}>
        {heading && (
          <Heading
            css={css({ margin: 0, fontSize: '1.75em', lineHeight: 1.2 })}
            {...parts('heading')}
          >
            {heading}
          </Heading>
        )}
        <ul css={stats} {...parts('stats')}>
          <li {...parts('stat stat-count')}>
            {t('storyCount', {
              count: count.data?.total ?? (state.query || state.sector ? '…' : total),
            })}
          </li>
          <li {...parts('stat stat-lives')}>{t('livesImpacted')}</li>
          <li {...parts('stat stat-since')}>{t('since')}</li>
        </ul>
      </header>

      <form
        css={toolbar}
        {...parts('controls')}
        aria-label={t('controls')}
        role="search"
        onSubmit={(event) => event.preventDefault()}
      >
        <Field id={`${ids}q`} label={t('searchLabel')}>
          <input
            id={`${ids}q`}
            type="search"
            css={control}
            {...parts('search')}
            value={state.query}
            placeholder={t('searchPlaceholder')}
            autoComplete="off"
            onChange={(event) => update({ query: event.currentTarget.value })}
          />
        </Field>
        <Field id={`${ids}sector`} label={t('sectorLabel')}>
          <select
            id={`${ids}sector`}
            css={control}
            {...parts('sector')}
            value={state.sector}
            onChange={(event) => update({ sector: event.currentTarget.value })}
          >
            <option value="">{t('allSectors')}</option>
            {SECTORS.map((sector) => (
              <option key={sector} value={sector}>
                {categoryName(sector, lang).text}
              </option>
            ))}
          </select>
        </Field>
        <Field id={`${ids}sort`} label={t('sortLabel')}>
          <select
            id={`${ids}sort`}
            css={control}
            {...parts('sort')}
            value={state.sort}
            onChange={(event) => update({ sort: event.currentTarget.value as StorySort })}
          >
            {SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`sort.${sort}`)}
              </option>
            ))}
          </select>
        </Field>
        <div css={field}>
          <span
            id={`${ids}view`}
            css={css({ fontSize: '0.85em', fontWeight: 600, color: color.muted })}
          >
            {t('viewLabel')}
          </span>
          <div css={toggle} role="group" aria-labelledby={`${ids}view`} {...parts('view-toggle')}>
            {(['grid', 'list'] as ViewMode[]).map((view) => (
              <button
                key={view}
                type="button"
                css={button}
                {...parts(`view-${view}`)}
                aria-pressed={state.view === view}
                aria-label={view === 'grid' ? t('gridView') : t('listView')}
                title={view === 'grid' ? t('gridView') : t('listView')}
                onClick={() => update({ view })}
              >
                {view === 'grid' ? <GridIcon /> : <ListIcon />}
              </button>
            ))}
          </div>
        </div>
      </form>

      {shown.total > 0 && (
        <p css={resultsLine} role="status" aria-live="polite" {...parts('results')}>
          {t('results', { from: shown.from, to: shown.to, total: shown.total })}
        </p>
      )}

      {shown.total === 0 || items.length === 0 ? (
        <Status kind="empty">{t('noMatch')}</Status>
      ) : (
        <ul
          ref={listRef}
          css={gridList}
          {...parts('list')}
          data-view={state.view}
          aria-busy={query.isPlaceholderData || undefined}
          data-busy={query.isPlaceholderData || undefined}
          aria-label={t('listLabel')}
          tabIndex={-1}
        >
          {shown.items.map((story, index) => (
            <li key={story.id} {...parts('item')}>
              <StoryCard
                story={story}
                index={index}
                layout={state.view}
                href={storyHref(story.slug, base)}
                labels={labels}
                headingLevel={cardHeading}
                imageSizes={
                  state.view === 'list'
                    ? '(min-width: 768px) 320px, 100vw'
                    : '(min-width: 1280px) 400px, (min-width: 768px) 50vw, 100vw'
                }
                onOpen={onStoryOpen}
              />
            </li>
          ))}
        </ul>
      )}

      {shown.pageCount > 1 && (
        <nav css={pager} aria-label={t('pagination')} {...parts('pagination')}>
          <ul>
            <li>
              <button
                type="button"
                css={button}
                {...parts('page-previous')}
                disabled={shown.page <= 1}
                onClick={() => goToPage(shown.page - 1)}
              >
                {t('previousPage')}
              </button>
            </li>
            {pageNumbers(shown.page, shown.pageCount).map((n, i) =>
              n === 'gap' ? (
                <li key={`gap${i}`} aria-hidden="true" css={css({ alignSelf: 'center' })}>
                  …
                </li>
              ) : (
                <li key={n}>
                  <button
                    type="button"
                    css={button}
                    {...parts('page')}
                    aria-label={t('pageLabel', { n })}
                    aria-current={n === shown.page ? 'page' : undefined}
                    onClick={() => goToPage(n)}
                  >
                    {n}
                  </button>
                </li>
              ),
            )}
            <li>
              <button
                type="button"
                css={button}
                {...parts('page-next')}
                disabled={shown.page >= shown.pageCount}
                onClick={() => goToPage(shown.page + 1)}
              >
                {t('nextPage')}
              </button>
            </li>
          </ul>
        </nav>
      )}
    </div>
  );
}
