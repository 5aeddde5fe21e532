import { css } from '@emotion/react';
import { contentLangAttrs, itemLang } from '../core/contentLang';
import { Fragment, type MouseEvent } from 'react';
import { useWidgetSettings } from '../core/WidgetContext';
import { formatDate, isoDate } from '../i18n/formatDate';
import { useMessages } from '../i18n/messages';
import { ArticleThumbnail } from '../InsightsFeed/ArticleThumbnail';
import { RESERVED_HEIGHT } from '../ui/reserve';
import { Status } from '../ui/Status';
import { badge, textLink, primaryButton } from '../ui/styles';
import { color, radius } from '../ui/tokens';
import { RichText, richTextBody } from '../ui/RichText';
import { ResponsiveImage } from '../ui/ResponsiveImage';
import { authorHrefOf, backHrefOf, nameSeparator } from './articleDetail';
import { articleDetailMessages } from './messages';
import { useArticle } from './useArticle';
import { categoryName } from '../i18n/categories';
import { useParts } from '../core/parts';

export interface ArticleBackDetail {
  href: string;
}

export interface ArticleDetailProps {
  /** The article to show (`/insights/{slug}`). */
  slug?: string;
  /** Where the back links go; default `/insights` on the API's site. */
  backHref?: string;
  /** Level of the headline (default 1). */
  headingLevel?: 1 | 2 | 3;
  /**
   * Called on a plain click of a back link; `event.preventDefault()` lets a host route it
   * (the element's `ia-article-back` event is cancelable the same way).
   */
  onBack?: (detail: ArticleBackDetail, event: MouseEvent<HTMLAnchorElement>) => void;
}

const wrap = css`
  max-inline-size: 48em;
  margin-inline: auto;
`;

const backLink = css`
  ${textLink};
  display: inline-flex;
  align-items: center;
  gap: 0.375em;
  min-block-size: 44px;
  margin-block-end: 1em;
`;

/** The back arrow points to the start side: flipped in right-to-left text. */
const arrow = css`
  display: inline-block;
  [dir='rtl'] & {
    transform: scaleX(-1);
  }
`;

const meta = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5em 0.75em;
  margin-block-end: 0.75em;
  color: ${color.muted};
  font-size: 0.9375em;
`;

const headline = css`
  margin: 0 0 0.4em;
  font-size: clamp(1.75em, 1.2em + 2.4vw, 2.75em);
  line-height: 1.15;
  color: ${color.text};
`;

const lead = css`
  margin: 0 0 1.25em;
  font-size: 1.1875em;
  line-height: 1.55;
  color: ${color.muted};
`;

const figure = css`
  margin: 0 0 2em;
  overflow: hidden;
  border-radius: ${radius.card};
  &:empty {
    display: none;
  }
`;

const body = css`
  font-size: 1.0625em;
`;

const byline = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5em 0.75em;
  margin: 0 0 1.5em;
  color: ${color.muted};
`;

const faces = css`
  display: flex;
  & > * + * {
    margin-inline-start: -0.5em;
  }
`;

const face = css`
  inline-size: 40px;
  block-size: 40px;
  border: 2px solid ${color.surface};
  border-radius: 50%;
  object-fit: cover;
`;

const authorsBox = css`
  display: grid;
  gap: 1em;
  margin-block-start: 2.5em;
  padding-block-start: 1.5em;
  border-block-start: 1px solid ${color.border};
`;

const authorCard = css`
  display: flex;
  gap: 1em;
  align-items: flex-start;
  p {
    margin: 0;
  }
`;

const authorName = css`
  font-weight: 700;
  color: ${color.text};
`;

const placeholder = css`
  padding: 1em 1.25em;
  border-inline-start: 4px solid ${color.accent};
  border-radius: ${radius.control};
  background: ${color.background};
  color: ${color.muted};
  font-style: italic;
`;

const notFound = css`
  padding-block: 3em;
  text-align: center;
  h1,
  h2,
  h3 {
    margin: 0 0 0.5em;
    color: ${color.text};
    font-size: 1.75em;
  }
  p {
    margin: 0 0 1.5em;
    color: ${color.muted};
  }
`;

/** Where the names go in the byline's phrase ("By {names}"). */
const NAMES_MARK = '\u2063';

/**
 * The byline: the phrase of the page's language with each author's name linked to their page
 * ("By <a>Amina Bello</a>, <a>Kofi Mensah</a> and <a>Ada Eze</a>").
 */
function Byline({
  phrase,
  and,
  authors,
}: {
  phrase: string;
  and: string;
  authors: readonly { name: string; href: string | undefined }[];
}) {
  const [before = '', after = ''] = phrase.split(NAMES_MARK);
  return (
    <>
      {before}
      {authors.map((author, index) => (
        <Fragment key={index}>
          {nameSeparator(index, authors.length, and)}
          {author.href ? <a href={author.href}>{author.name}</a> : author.name}
        </Fragment>
      ))}
      {after}
    </>
  );
}

/** One article: back link, category, date, headline, excerpt, thumbnail and body. */
export function ArticleDetail({ slug, backHref, headingLevel = 1, onBack }: ArticleDetailProps) {
  const parts = useParts();
  const t = useMessages(articleDetailMessages);
  const { apiBase, lang } = useWidgetSettings();
  const query = useArticle(slug);
  const back = backHrefOf(backHref, apiBase, lang);
  const Heading = `h${headingLevel}` as 'h1';
  const onBackClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    onBack?.({ href: back }, event);
  };

  if (slug && query.isPending) {
    return (
      <Status kind="loading" minHeight={RESERVED_HEIGHT['ia-story-detail']}>
        {t('loading')}
      </Status>
    );
  }

  if (!slug || query.isError || !query.data) {
    return (
      <div css={notFound} {...parts('not-found')} role="alert">
        <Heading>{t('notFoundTitle')}</Heading>
        <p>{t('notFoundText')}</p>
        <a href={back} css={primaryButton} {...parts('back-button')} onClick={onBackClick}>
          {t('back')}
        </a>
      </div>
    );
  }

  const article = query.data;
  const authors = article.authors ?? [];
  // The article's texts in their own language when it is not the page's.
  const textAttrs = contentLangAttrs(lang, itemLang(article));
  const category = categoryName(article.category, lang, itemLang(article));
  return (
    <article css={wrap} {...parts('article')}>
      <a href={back} css={backLink} {...parts('back-link')} onClick={onBackClick}>
        <span aria-hidden="true" css={arrow}>
          ←
        </span>
        {t('back')}
      </a>
      <div css={meta}>
        <span css={badge} {...parts('category')} {...contentLangAttrs(lang, category.lang)}>
          {category.text}
        </span>
        <time dateTime={isoDate(article.publishedAt)} {...parts('date')}>
          {formatDate(article.publishedAt, 'long', lang)}
        </time>
      </div>
      <Heading css={headline} {...parts('headline')} {...textAttrs}>
        {article.headline}
      </Heading>
      <p css={lead} {...parts('excerpt')} {...textAttrs}>
        {article.excerpt}
      </p>
      {authors.length > 0 && (
        <p css={byline} {...parts('byline')}>
          <span css={faces} aria-hidden="true">
            {authors.map(
              (author) =>
                author.portrait && (
                  <ResponsiveImage
                    key={author.id}
                    src={author.portrait.src}
                    alt=""
                    width={80}
                    height={80}
                    sizes="40px"
                    css={face}
                    part="author-portrait"
                  />
                ),
            )}
          </span>
          <span>
            <Byline
              phrase={t('by', { names: NAMES_MARK })}
              and={t('and')}
              authors={authors.map((author) => ({
                name: author.name,
                href: author.slug ? authorHrefOf(author.slug, apiBase, lang) : undefined,
              }))}
            />
          </span>
        </p>
      )}
      {article.thumbnailUrl && (
        <figure css={figure} {...parts('figure')}>
          <ArticleThumbnail
            src={article.thumbnailUrl}
            alt={article.thumbnailAlt ?? ''}
            width={1280}
            height={720}
            sizes="(min-width: 800px) 768px, 100vw"
            loading="eager"
            part="image"
          />
        </figure>
      )}
      <div css={[body, richTextBody]} {...parts('body')} {...textAttrs}>
        {article.body ? (
          <RichText doc={article.body} headingShift={headingLevel - 1} />
        ) : (
          <p css={placeholder} {...parts('placeholder')}>
            {t('placeholder')}
          </p>
        )}
      </div>
      {authors.some((author) => author.bio || author.role) && (
        <aside css={authorsBox} {...parts('authors')} aria-label={t('aboutAuthors')}>
          {authors.map((author) => (
            <div key={author.id} css={authorCard} {...parts('author')}>
              {author.portrait && (
                <ResponsiveImage
                  src={author.portrait.src}
                  alt=""
                  width={128}
                  height={128}
                  sizes="64px"
                  css={css`
                    ${face};
                    inline-size: 64px;
                    block-size: 64px;
                    flex: none;
                  `}
                  part="author-portrait"
                />
              )}
              <div>
                <p css={authorName}>{author.name}</p>
                {author.role && <p {...contentLangAttrs(lang, author.lang)}>{author.role}</p>}
                {author.bio && (
                  <p {...contentLangAttrs(lang, author.lang)} css={css({ color: color.muted })}>
                    {author.bio}
                  </p>
                )}
              </div>
            </div>
          ))}
        </aside>
      )}
    </article>
  );
}
