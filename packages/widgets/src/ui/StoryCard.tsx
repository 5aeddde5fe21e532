import { css, keyframes } from '@emotion/react';
import { contentLangAttrs, itemLang } from '../core/contentLang';
import { useWidgetSettings } from '../core/WidgetContext';
import { STORY_CARD_FRAME, type StoryCardRow, type SuccessStorySummary } from '@ia/shared';
import type { MouseEvent } from 'react';
import { CategoryIcon } from './CategoryIcon';
import { StoryImage } from './StoryImage';
import { badge, focusVisible, visuallyHidden } from './styles';
import { color, media, radius, shadow } from './tokens';
import { categoryName } from '../i18n/categories';
import { useParts } from '../core/parts';

/** Detail of a story-open event: which story, and where its link goes. */
export interface StoryOpenDetail {
  slug: string;
  href: string;
}

export type StoryOpenHandler = (
  detail: StoryOpenDetail,
  event: MouseEvent<HTMLAnchorElement>,
) => void;

export interface StoryCardLabels {
  readMore: string;
  since: string;
  impact: string;
}

export interface StoryCardProps {
  story: SuccessStorySummary;
  href: string;
  labels: StoryCardLabels;
  /** Position in the list: the card enters 0.1 s after the one before it. */
  index?: number;
  layout?: 'grid' | 'list';
  /** Heading level of the title (3 under a page's section heading, 1 for a card alone). */
  headingLevel?: 1 | 2 | 3 | 4;
  /** `sizes` of the card image for the grid it sits in. */
  imageSizes?: string;
  /**
   * The card fills its container's height, as the story card page does in its frame: texts
   * keep the line counts of `STORY_CARD_FRAME` and the picture takes the height they leave.
   */
  fill?: boolean;
  onOpen?: StoryOpenHandler;
}

/** Stagger between two cards entering (spec: 0.1 s). */
export const CARD_STAGGER_S = 0.1;

const enter = keyframes`
  from { opacity: 0; transform: translateY(16px); }
  to { opacity: 1; transform: none; }
`;

const card = css`
  position: relative;
  display: flex;
  flex-direction: column;
  block-size: 100%;
  overflow: hidden;
  border: 1px solid ${color.border};
  border-radius: ${radius.card};
  background: ${color.surface};
  box-shadow: ${shadow.card};
  animation: ${enter} 0.5s ease-out both;
  transition:
    box-shadow 0.2s,
    transform 0.2s;
  &:hover {
    transform: translateY(-2px);
  }
  &:focus-within {
    box-shadow:
      0 0 0 3px ${color.focus},
      ${shadow.card};
  }
  ${media.reducedMotion} {
    animation: none;
    transition: none;
    &:hover {
      transform: none;
    }
  }
`;

const listCard = css`
  ${media.md} {
    flex-direction: row;
  }
`;

const listMedia = css`
  ${media.md} {
    flex: 0 0 40%;
    max-inline-size: 320px;
    & > * {
      block-size: 100%;
      min-block-size: 200px;
    }
  }
`;

const { rows } = STORY_CARD_FRAME;
/** A text row of the filling card: its line height and at most its number of lines. */
const row = (name: StoryCardRow, clamp = true) => css`
  line-height: ${rows[name].lineHeight}px;
  max-block-size: ${rows[name].lines * rows[name].lineHeight}px;
  overflow: hidden;
  ${
    clamp &&
    css`
      display: -webkit-box;
      -webkit-line-clamp: ${rows[name].lines};
      -webkit-box-orient: vertical;
    `
  }
`;

const fillCard = css`
  block-size: 100%;
  font-size: 16px;
  animation: none;
  &:hover {
    transform: none;
  }
`;

const fillMedia = css`
  position: relative;
  flex: 1 1 0;
  min-block-size: 0;
  overflow: hidden;
  & > * {
    position: absolute;
    inset: 0;
    inline-size: 100%;
    block-size: 100%;
    aspect-ratio: auto;
  }
`;

const fillBody = css`
  flex: none;
  gap: ${STORY_CARD_FRAME.gap}px;
  padding: ${STORY_CARD_FRAME.padding}px;
`;

const fillBadge = css`
  ${row('category', false)};
  block-size: ${rows.category.lineHeight}px;
  padding-block: 0;
  white-space: nowrap;
  max-inline-size: 100%;
`;

const fillMeta = css`
  ${row('meta', false)};
  row-gap: 0;
`;

const fillLink = css`
  block-size: ${rows.link.lineHeight}px;
  min-block-size: 0;
  margin-block-start: 0;
`;

const body = css`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 0.6em;
  padding: 1.25em;
`;

const title = css`
  margin: 0;
  font-size: 1.2em;
  line-height: 1.3;
  font-weight: 700;
  color: ${color.text};
`;

const summary = css`
  margin: 0;
  color: ${color.muted};
  display: -webkit-box;
  -webkit-line-clamp: 3;
  -webkit-box-orient: vertical;
  overflow: hidden;
`;

const meta = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25em 1em;
  margin: 0;
  font-size: 0.875em;
  color: ${color.muted};
  dt {
    font-weight: 600;
    color: ${color.text};
  }
  dd {
    margin: 0;
  }
  div {
    display: flex;
    gap: 0.35em;
  }
`;

const readMore = css`
  margin-block-start: auto;
  align-self: flex-start;
  display: inline-flex;
  align-items: center;
  gap: 0.35em;
  min-block-size: 44px;
  color: ${color.primary};
  font-weight: 700;
  text-decoration: none;
  border-radius: 4px;
  &:hover {
    text-decoration: underline;
  }
  /* the whole card is the link's click target */
  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  ${focusVisible}
  &:focus-visible {
    outline: none;
  }
`;

const arrow = css`
  display: inline-block;
  [dir='rtl'] & {
    transform: scaleX(-1);
  }
`;

/** Opens a story on a plain left click; modified clicks keep the browser's behaviour. */
export function openHandler(
  onOpen: StoryOpenHandler | undefined,
  detail: StoryOpenDetail,
): ((event: MouseEvent<HTMLAnchorElement>) => void) | undefined {
  if (!onOpen) return undefined;
  return (event) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    onOpen(detail, event);
  };
}

/** One success story as a card: image, category, title, summary, impact, year and a link. */
export function StoryCard({
  story,
  href,
  labels,
  index = 0,
  layout = 'grid',
  headingLevel = 3,
  imageSizes = '(min-width: 1280px) 400px, (min-width: 768px) 50vw, 100vw',
  fill = false,
  onOpen,
}: StoryCardProps) {
  const parts = useParts();
  const Heading = `h${headingLevel}` as const;
  const { lang: pageLang } = useWidgetSettings();
  // The story's texts in their own language when it is not the page's.
  const langAttrs = contentLangAttrs(pageLang, itemLang(story));
  const category = categoryName(story.category, pageLang, itemLang(story));
  return (
    <article
      {...parts('card')}
      data-slug={story.slug}
      css={[card, layout === 'list' && listCard, fill && fillCard]}
      style={{ animationDelay: `${(index * CARD_STAGGER_S).toFixed(1)}s` }}
    >
      <div css={[layout === 'list' && listMedia, fill && fillMedia]} {...parts('card-media')}>
        <StoryImage
          src={story.primaryImage}
          alt=""
          width={640}
          height={400}
          sizes={imageSizes}
          category={story.category}
          part="card-image"
        />
      </div>
      <div css={[body, fill && fillBody]} {...parts('card-body')}>
        <span css={[badge, fill && fillBadge]} {...parts('badge')}>
          <CategoryIcon category={story.category} />
          <span {...contentLangAttrs(pageLang, category.lang)}>{category.text}</span>
        </span>
        <Heading
          css={[title, fill && row('title')]}
          {...parts('card-title')}
          dir="auto"
          {...langAttrs}
        >
          {story.title}
        </Heading>
        <p
          css={[summary, fill && row('summary')]}
          {...parts('card-summary')}
          dir="auto"
          {...langAttrs}
        >
          {story.summary}
        </p>
        <dl css={[meta, fill && fillMeta]} {...parts('card-meta')}>
          {story.impact && (
            <div>
              <dt>{labels.impact}</dt>
              <dd>
                {/* Isolated: '2,300 girls enrolled' keeps its order in right-to-left text. */}
                <bdi {...langAttrs}>{story.impact}</bdi>
              </dd>
            </div>
          )}
          {story.year && (
            <div>
              <dt>{labels.since}</dt>
              <dd>
                <bdi>{story.year}</bdi>
              </dd>
            </div>
          )}
        </dl>
        <a
          css={[readMore, fill && fillLink]}
          {...parts('card-link')}
          href={href}
          onClick={openHandler(onOpen, { slug: story.slug, href })}
        >
          {labels.readMore}
          <span css={visuallyHidden}>
            :{' '}
            <span dir="auto" {...langAttrs}>
              {story.title}
            </span>
          </span>
          <span css={arrow} aria-hidden="true">
            →
          </span>
        </a>
      </div>
    </article>
  );
}
