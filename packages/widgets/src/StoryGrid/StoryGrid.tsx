import { css } from '@emotion/react';
import { useWidgetSettings } from '../core/WidgetContext';
import { useMessages } from '../i18n/messages';
import { QueryStatus, Status } from '../ui/Status';
import { StoryCard, type StoryOpenHandler } from '../ui/StoryCard';
import { media } from '../ui/tokens';
import { storyGridMessages } from './messages';
import { limitStories, storyHref } from './storyGrid';
import { useSuccessStories } from './useSuccessStories';
import { useParts } from '../core/parts';

export interface StoryGridProps {
  /**
   * Show this many stories (at most 100, the API's largest page); the API's default page of
   * 12 when left out.
   */
  limit?: number;
  /** Which page of `limit` stories (12 without a limit) to show, from 1; the first by default. */
  page?: number;
  /**
   * Path the story links start with; each card links to `{linkBase}/{slug}`. Defaults to
   * `/success-stories` on the API's site.
   */
  linkBase?: string;
  /** Heading level of the card titles. */
  headingLevel?: 2 | 3 | 4;
  /** Only stories of this category (exactly as stored); every category when left out. */
  category?: string;
  /**
   * Called when a story link is followed with a plain click. Call `event.preventDefault()` to
   * navigate yourself (the element's `ia-story-open` event is cancelable the same way).
   */
  onStoryOpen?: StoryOpenHandler;
}

const grid = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: var(--ia-grid-gap, 1.5em);
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.xl} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

/** The success-stories list: a 1/2/3-column grid of story cards. */
export function StoryGrid({
  limit,
  page,
  linkBase,
  headingLevel = 3,
  category,
  onStoryOpen,
}: StoryGridProps) {
  const parts = useParts();
  const t = useMessages(storyGridMessages);
  const { apiBase, lang } = useWidgetSettings();
  const query = useSuccessStories(limit, page, category);

  if (query.isPending || query.isError)
    return <QueryStatus query={query} tag="ia-story-grid" t={t} />;

  const stories = limitStories(query.data, limit);
  if (stories.length === 0) return <Status kind="empty">{t('empty')}</Status>;

  const labels = { readMore: t('readMore'), since: t('since'), impact: t('impact') };
  return (
    <ul css={grid} {...parts('grid')} aria-label={t('listLabel')}>
      {stories.map((story, index) => (
        <li key={story.id} {...parts('item')}>
          <StoryCard
            story={story}
            index={index}
            href={storyHref(story.slug, linkBase, apiBase, lang)}
            labels={labels}
            headingLevel={headingLevel}
            onOpen={onStoryOpen}
          />
        </li>
      ))}
    </ul>
  );
}
