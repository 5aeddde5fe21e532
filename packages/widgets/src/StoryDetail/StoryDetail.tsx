import { css } from '@emotion/react';
import { contentLangAttrs, itemLang } from '../core/contentLang';
import { useId, type MouseEvent } from 'react';
import { useWidgetSettings } from '../core/WidgetContext';
import { useMessages } from '../i18n/messages';
import { CategoryIcon } from '../ui/CategoryIcon';
import { RESERVED_HEIGHT } from '../ui/reserve';
import { Status } from '../ui/Status';
import { StoryImage } from '../ui/StoryImage';
import { badge, primaryButton, textLink } from '../ui/styles';
import { color, media, radius } from '../ui/tokens';
import { Gallery } from './Gallery';
import { storyDetailMessages } from './messages';
import { RichText, richTextBody } from '../ui/RichText';
import {
  backHrefFor,
  fullStoryDocument,
  galleryImages,
  type StoryDetailVariant,
} from './storyDetail';
import { useSuccessStory } from './useSuccessStory';
import { categoryName } from '../i18n/categories';
import { useParts } from '../core/parts';

export interface NavigateDetail {
  href: string;
}

export interface StoryDetailProps {
  /** The story's slug (`/api/success-stories/{slug}`). */
  slug?: string;
  /**
   * 'impact' (the /impact/{slug} page: dots, back to Our Impact) or 'success-story' (the
   * /success-stories/{slug} page: thumbnails and a counter, back to Success Stories).
   */
  variant?: StoryDetailVariant;
  /** Where the back link goes; defaults to /impact or /success-stories on the API's site. */
  backHref?: string;
  /** Heading level of the story title (1 on its own page). */
  headingLevel?: 1 | 2;
  /** A plain click on the back link; `event.preventDefault()` to route yourself. */
  onNavigate?: (detail: NavigateDetail, event: MouseEvent<HTMLAnchorElement>) => void;
  /** The gallery moved to another image. */
  onGalleryChange?: (detail: { index: number; total: number }) => void;
}

const page = css`
  display: grid;
  gap: 1.5em;
`;

const backLink = css`
  ${textLink};
  display: inline-flex;
  align-items: center;
  gap: 0.4em;
  min-block-size: 44px;
  justify-self: start;
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`;

const backArrow = css`
  display: inline-block;
  [dir='rtl'] & {
    transform: scaleX(-1);
  }
`;

const header = css`
  display: grid;
  gap: 0.75em;
`;

const iconBox = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: 56px;
  block-size: 56px;
  border-radius: ${radius.card};
  background: var(--ia-color-badge, #e6f2ec);
  color: ${color.primary};
`;

const title = css`
  margin: 0;
  font-size: clamp(1.6em, 4vw, 2.4em);
  line-height: 1.2;
  font-weight: 800;
  color: ${color.text};
`;

const lead = css`
  margin: 0;
  font-size: 1.15em;
  color: ${color.muted};
  max-inline-size: 65ch;
`;

const layout = css`
  display: grid;
  gap: 1.5em;
  ${media.lg} {
    grid-template-columns: minmax(0, 2fr) minmax(220px, 1fr);
    align-items: start;
  }
`;

const facts = css`
  display: grid;
  gap: 0.9em;
  margin: 0;
  padding: 1.25em;
  border: 1px solid ${color.border};
  border-radius: ${radius.card};
  background: ${color.surface};
  dt {
    font-size: 0.8em;
    font-weight: 700;
    letter-spacing: 0.04em;
    text-transform: uppercase;
    color: ${color.muted};
  }
  dd {
    margin: 0;
    font-size: 1.05em;
    font-weight: 600;
    color: ${color.text};
  }
`;

const sectionHeading = css`
  margin: 0 0 0.5em;
  font-size: 1.35em;
  line-height: 1.3;
  color: ${color.text};
`;

const story = css`
  max-inline-size: 70ch;
  & > :last-child {
    margin-block-end: 0;
  }
`;

const notFoundBox = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 1em;
  padding-block: 3em;
  padding-inline: 1em;
  text-align: center;
`;

const notFoundTitle = css`
  margin: 0;
  font-size: 1.6em;
  line-height: 1.25;
  font-weight: 800;
  color: ${color.text};
`;

const hero = css`
  border-radius: ${radius.card};
  overflow: hidden;
`;

/** One success story: header, facts, the 'Project Gallery' and the 'Full Story'. */
export function StoryDetail({
  slug,
  variant: variantProp,
  backHref,
  headingLevel = 1,
  onNavigate,
  onGalleryChange,
}: StoryDetailProps) {
  const parts = useParts();
  const t = useMessages(storyDetailMessages);
  const { apiBase, lang } = useWidgetSettings();
  const fullStoryId = useId();
  const variant: StoryDetailVariant = variantProp === 'success-story' ? 'success-story' : 'impact';
  const query = useSuccessStory(slug);
  const back = backHrefFor(variant, backHref, apiBase, lang);
  const backLabel = variant === 'success-story' ? t('backToStories') : t('backToImpact');
  const onBackClick = onNavigate
    ? (event: MouseEvent<HTMLAnchorElement>) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
        onNavigate({ href: back }, event);
      }
    : undefined;

  if (slug && query.isPending) {
    return (
      <Status kind="loading" minHeight={RESERVED_HEIGHT['ia-story-detail']}>
        {t('loading')}
      </Status>
    );
  }

  if (!slug || query.isError || !query.data) {
    const NotFoundTitle = `h${headingLevel}` as const;
    return (
      <div css={notFoundBox} {...parts('not-found status status-empty')} role="status">
        <NotFoundTitle css={notFoundTitle} {...parts('title')}>
          {t('notFound')}
        </NotFoundTitle>
        <a
          href={back}
          css={variant === 'success-story' ? primaryButton : backLink}
          {...parts('back-link')}
          onClick={onBackClick}
        >
          {variant === 'impact' && (
            <span css={backArrow} aria-hidden="true">
              ←
            </span>
          )}
          {backLabel}
        </a>
      </div>
    );
  }

  const data = query.data;
  const images = galleryImages(data, {
    primary: (title) => t('primaryCaption', { title }),
    gallery: (title, n) => t('galleryCaption', { title, n }),
  });
  const Title = `h${headingLevel}` as const;
  const Section = headingLevel === 1 ? 'h2' : 'h3';

  // The story's texts in their own language when it is not the page's.
  const textAttrs = contentLangAttrs(lang, itemLang(data));
  const category = categoryName(data.category, lang, itemLang(data));
  const categoryAttrs = contentLangAttrs(lang, category.lang);
  return (
    <article css={page} {...parts('story')} data-slug={data.slug}>
      <a href={back} css={backLink} {...parts('back-link')} onClick={onBackClick}>
        <span css={backArrow} aria-hidden="true">
          ←
        </span>
        {backLabel}
      </a>
      <header css={header} {...parts('header')}>
        <div css={css({ display: 'flex', alignItems: 'center', gap: '0.75em' })}>
          <span css={iconBox} {...parts('icon')}>
            <CategoryIcon category={data.category} size={30} />
          </span>
          <span css={[badge, css({ alignSelf: 'center' })]} {...parts('badge')} {...categoryAttrs}>
            {category.text}
          </span>
        </div>
        <Title css={title} {...parts('title')} dir="auto" {...textAttrs}>
          {data.title}
        </Title>
        <p css={lead} {...parts('summary')} dir="auto" {...textAttrs}>
          {data.summary}
        </p>
      </header>
      <div css={layout}>
        <div css={css({ display: 'grid', gap: '2em', minInlineSize: 0 })}>
          {images.length > 0 ? (
            <Gallery
              images={images}
              thumbnails={variant === 'success-story'}
              headingLevel={Section === 'h2' ? 2 : 3}
              onChange={onGalleryChange}
            />
          ) : (
            data.primaryImage && (
              <div css={hero}>
                <StoryImage
                  src={data.primaryImage}
                  alt={t('primaryCaption', { title: data.title })}
                  width={1280}
                  height={800}
                  sizes="(min-width: 1024px) 800px, 100vw"
                  loading="eager"
                  category={data.category}
                  part="hero-image"
                />
              </div>
            )
          )}
          <section {...parts('full-story')} aria-labelledby={fullStoryId}>
            <Section id={fullStoryId} css={sectionHeading}>
              {t('fullStory')}
            </Section>
            <div css={[richTextBody, story]} {...parts('narrative')} dir="auto" {...textAttrs}>
              <RichText
                doc={fullStoryDocument(data)}
                headingShift={headingLevel}
                sizes="(min-width: 1024px) 640px, 100vw"
              />
            </div>
          </section>
        </div>
        <dl css={facts} {...parts('facts')} aria-label={t('details')}>
          <div>
            <dt>{t('impact')}</dt>
            <dd>
              <bdi {...textAttrs}>{data.impact}</bdi>
            </dd>
          </div>
          <div>
            <dt>{t('year')}</dt>
            <dd>
              <bdi>{data.year}</bdi>
            </dd>
          </div>
          <div>
            <dt>{t('category')}</dt>
            <dd css={css({ display: 'flex', alignItems: 'center', gap: '0.4em' })}>
              <CategoryIcon category={data.category} />
              <span {...categoryAttrs}>{category.text}</span>
            </dd>
          </div>
        </dl>
      </div>
    </article>
  );
}
