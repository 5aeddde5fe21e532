import { css, keyframes } from '@emotion/react';
import { contentLangAttrs, itemLang } from '../core/contentLang';
import type { ArticleSummary } from '@ia/shared';
import type { MouseEvent } from 'react';
import { useWidgetSettings } from '../core/WidgetContext';
import { formatDate, isoDate } from '../i18n/formatDate';
import { useMessages } from '../i18n/messages';
import { Status } from '../ui/Status';
import { badge, textLink, visuallyHidden } from '../ui/styles';
import { color, media, radius, shadow } from '../ui/tokens';
import { ArticleThumbnail } from './ArticleThumbnail';
import { articleHref, newsletterHref, normalizeLimit, SKELETON_ROWS } from './insightsFeed';
import { insightsFeedMessages } from './messages';
import { useArticles } from './useArticles';
import { categoryName } from '../i18n/categories';
import { useParts } from '../core/parts';

export interface ArticleOpenDetail {
  slug: string;
  href: string;
}

export type ArticleOpenHandler = (
  detail: ArticleOpenDetail,
  event: MouseEvent<HTMLAnchorElement>,
) => void;

export interface InsightsFeedProps {
  /**
   * Show this many articles (at most 100, the API's largest page); the API's default page of
   * 12 when left out.
   */
  limit?: number;
  /** Which page of `limit` articles (12 without a limit) to show, from 1; the first by default. */
  page?: number;
  /** Links go to `{linkBase}/{slug}`; default `/insights` on the API's site. */
  linkBase?: string;
  /** The contact address of the newsletter link; no newsletter footer without it. */
  contactEmail?: string;
  /** Leave out the title, intro and divider (when the host page has its own heading). */
  hideHeading?: boolean;
  /** Level of the title (default 1); the headlines are one level below, or at it when hidden. */
  headingLevel?: 1 | 2 | 3;
  /**
   * Called when an article link is followed with a plain click. Call `event.preventDefault()`
   * to navigate yourself (the element's `ia-article-open` event is cancelable the same way).
   */
  onArticleOpen?: ArticleOpenHandler;
}

const shimmer = keyframes`
  from { background-position: 100% 0; }
  to { background-position: -100% 0; }
`;

const header = css`
  margin-block-end: 2em;
`;

const title = css`
  margin: 0 0 0.25em;
  font-size: clamp(1.75em, 1.3em + 2vw, 2.5em);
  line-height: 1.15;
  color: ${color.text};
`;

const intro = css`
  margin: 0;
  max-inline-size: 60ch;
  color: ${color.muted};
  font-size: 1.0625em;
`;

const divider = css`
  display: block;
  inline-size: 4em;
  block-size: 4px;
  margin-block: 1.25em 0;
  margin-inline: 0;
  border: 0;
  border-radius: 2px;
  background: ${color.accent};
`;

const list = css`
  box-sizing: border-box;
  & * {
    box-sizing: border-box;
  }
  display: grid;
  gap: 1em;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const row = css`
  position: relative;
  display: flex;
  gap: 1em;
  align-items: flex-start;
  padding: 1em;
  border: 1px solid ${color.border};
  border-radius: ${radius.card};
  background: ${color.surface};
  box-shadow: ${shadow.card};
  transition: border-color 0.2s;
  &:hover {
    border-color: ${color.primary};
  }
  &:focus-within {
    box-shadow:
      0 0 0 3px ${color.focus},
      ${shadow.card};
  }
  ${media.md} {
    gap: 1.5em;
    padding: 1.25em;
  }
  ${media.reducedMotion} {
    transition: none;
  }
`;

const text = css`
  flex: 1 1 auto;
  min-inline-size: 0;
`;

const thumb = css`
  flex: 0 0 6em;
  inline-size: 6em;
  aspect-ratio: 16 / 10;
  ${media.md} {
    flex-basis: 12em;
    inline-size: 12em;
  }
  border-radius: calc(${radius.card} - 4px);
`;

const meta = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5em 0.75em;
  margin-block-end: 0.5em;
  color: ${color.muted};
  font-size: 0.875em;
`;

const headline = css`
  margin: 0 0 0.375em;
  font-size: 1.125em;
  line-height: 1.3;
`;

const headlineLink = css`
  color: ${color.text};
  text-decoration: none;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: ${radius.card};
  }
  &:hover {
    color: ${color.primary};
    text-decoration: underline;
  }
  &:focus-visible {
    outline: none;
  }
`;

const excerpt = css`
  margin: 0;
  color: ${color.muted};
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  overflow: hidden;
`;

const skeletonBlock = css`
  border-radius: 6px;
  background: linear-gradient(90deg, #eceff1 25%, #f6f7f8 50%, #eceff1 75%);
  background-size: 200% 100%;
  animation: ${shimmer} 1.4s ease-in-out infinite;
  ${media.reducedMotion} {
    animation: none;
  }
`;

const footer = css`
  margin-block-start: 2em;
  padding-block-start: 1.5em;
  border-block-start: 1px solid ${color.border};
  text-align: center;
`;

const footerLink = css`
  ${textLink};
  display: inline-flex;
  align-items: center;
  min-block-size: 44px;
`;

function Skeleton() {
  const parts = useParts();
  return (
    <div css={row} {...parts('skeleton-row')} aria-hidden="true">
      <div css={[skeletonBlock, thumb]} />
      <div css={text}>
        <div
          css={[skeletonBlock, { inlineSize: '6em', blockSize: '1.25em', marginBlockEnd: 12 }]}
        />
        <div
          css={[skeletonBlock, { inlineSize: '80%', blockSize: '1.25em', marginBlockEnd: 10 }]}
        />
        <div css={[skeletonBlock, { inlineSize: '100%', blockSize: '0.9em', marginBlockEnd: 6 }]} />
        <div css={[skeletonBlock, { inlineSize: '70%', blockSize: '0.9em' }]} />
      </div>
    </div>
  );
}

interface RowProps {
  article: ArticleSummary;
  href: string;
  lang: string;
  level: number;
  onOpen?: ArticleOpenHandler;
}

function ArticleRow({ article, href, lang, level, onOpen }: RowProps) {
  const parts = useParts();
  // The article's texts in their own language when it is not the page's.
  const textAttrs = contentLangAttrs(lang, itemLang(article));
  const category = categoryName(article.category, lang, itemLang(article));
  const Heading = `h${Math.min(level, 6)}` as 'h2';
  const hasThumbnail = Boolean(article.thumbnailUrl);
  return (
    <article css={row} {...parts('row')}>
      {hasThumbnail && (
        <ArticleThumbnail
          src={article.thumbnailUrl}
          width={640}
          height={400}
          sizes="(min-width: 768px) 192px, 96px"
          css={thumb}
        />
      )}
      <div css={text}>
        <div css={meta}>
          <span css={badge} {...parts('category')} {...contentLangAttrs(lang, category.lang)}>
            {category.text}
          </span>
          <time dateTime={isoDate(article.publishedAt)} {...parts('date')}>
            {formatDate(article.publishedAt, 'short', lang)}
          </time>
        </div>
        <Heading css={headline} {...parts('headline')} {...textAttrs}>
          <a
            href={href}
            css={headlineLink}
            onClick={(event) => {
              if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
              onOpen?.({ slug: article.slug, href }, event);
            }}
          >
            {article.headline}
          </a>
        </Heading>
        <p css={excerpt} {...parts('excerpt')} {...textAttrs}>
          {article.excerpt}
        </p>
      </div>
    </article>
  );
}

/** The Insights & News list: skeleton rows while loading, then one row per article. */
export function InsightsFeed({
  limit,
  page,
  linkBase,
  contactEmail,
  hideHeading = false,
  headingLevel = 1,
  onArticleOpen,
}: InsightsFeedProps) {
  const parts = useParts();
  const t = useMessages(insightsFeedMessages);
  const { apiBase, lang } = useWidgetSettings();
  const query = useArticles(limit, page);
  const Title = `h${headingLevel}` as 'h1';
  const rowLevel = hideHeading ? headingLevel : headingLevel + 1;

  let content;
  if (query.isPending) {
    content = (
      <div aria-busy="true" {...parts('loading')}>
        <p role="status" css={visuallyHidden}>
          {t('loading')}
        </p>
        <div css={list}>
          {Array.from({ length: SKELETON_ROWS }, (_, i) => (
            <Skeleton key={i} />
          ))}
        </div>
      </div>
    );
  } else if (query.isError) {
    content = <Status kind="error">{t('error')}</Status>;
  } else {
    const n = normalizeLimit(limit);
    const articles = n === undefined ? query.data : query.data.slice(0, n);
    const mailto = newsletterHref(contactEmail);
    content =
      articles.length === 0 ? (
        <Status kind="empty">{t('empty')}</Status>
      ) : (
        <>
          <ul css={list} {...parts('list')} aria-label={t('listLabel')}>
            {articles.map((article) => (
              <li key={article.id} {...parts('item')}>
                <ArticleRow
                  article={article}
                  href={articleHref(article.slug, linkBase, apiBase, lang)}
                  lang={lang}
                  level={rowLevel}
                  onOpen={onArticleOpen}
                />
              </li>
            ))}
          </ul>
          {mailto && (
            <footer css={footer} {...parts('footer')}>
              <a href={mailto} css={footerLink} {...parts('subscribe')}>
                {t('subscribe')}
              </a>
            </footer>
          )}
        </>
      );
  }

  return (
    <section {...parts('insights-feed')} aria-label={hideHeading ? t('title') : undefined}>
      {!hideHeading && (
        <header css={header} {...parts('header')}>
          <Title css={title} {...parts('title')}>
            {t('title')}
          </Title>
          <p css={intro} {...parts('intro')}>
            {t('intro')}
          </p>
          <hr css={divider} {...parts('divider')} />
        </header>
      )}
      {content}
    </section>
  );
}
