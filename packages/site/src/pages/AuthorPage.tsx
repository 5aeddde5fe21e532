import { authorPageSchema, DEFAULT_LANGUAGE, DEFAULT_PAGE_SIZE } from '@ia/shared';
import { formatDate, isoDate, useWidgetSettings, type ApiClient } from '@ia/widgets';
import { css } from '@emotion/react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { PageSection } from '../components/PageSection';
import { Pager, pagedPath, usePageNumber } from '../components/Pager';
import { SiteLink } from '../components/SiteLink';
import { usePageHead, type PageHeadInput } from '../head/PageHead';
import { useSiteTranslation } from '../i18n';
import { fill, langAttr } from '../model/useContent';
import { articlePath, authorPath } from '../paths';

/** Articles on each page of an author's list (the API's default page). */
const AUTHOR_ARTICLES_PER_PAGE = DEFAULT_PAGE_SIZE;

/**
 * GET /api/authors/{slug}: the author and one page of their public articles, in the page's
 * language.
 */
function authorQuery(api: ApiClient, slug: string, lang: string, page: number) {
  const path = `/api/authors/${encodeURIComponent(slug)}`;
  const search = {
    ...(lang === DEFAULT_LANGUAGE ? {} : { lang }),
    ...(page === 1 ? {} : { page }),
  };
  return queryOptions({
    queryKey: [path, search, api.base] as const,
    queryFn: async () => (await api.get(path, authorPageSchema, search)).data,
    retry: false,
  });
}

const list = css`
  display: grid;
  gap: 1.5rem;
  padding: 0;
  margin: 2rem 0 0;
  list-style: none;
`;

const portrait = css`
  inline-size: 96px;
  block-size: 96px;
  border-radius: 50%;
  object-fit: cover;
`;

/** An author's page: their name, role, short biography and portrait, and their articles. */
export function AuthorPage({ params }: { params: { slug: string } }) {
  const { api, lang } = useWidgetSettings();
  const { t, language, dir } = useSiteTranslation();
  const pageNumber = usePageNumber();
  const query = useQuery(authorQuery(api, params.slug, lang, pageNumber));
  const author = query.data?.author;
  const heading = author ? fill(t('shared.author.articles'), { name: author.name }) : '';

  let head: PageHeadInput;
  if (author) {
    head = {
      title: heading,
      description: author.bio || author.role || heading,
      image: author.portrait ? { src: author.portrait.src, alt: author.name } : undefined,
      breadcrumbs: [
        { name: t('nav.home'), path: '/' },
        { name: t('nav.insights'), path: '/insights' },
        { name: author.name, path: authorPath(params.slug) },
      ],
      canonicalPath: pagedPath(authorPath(params.slug), pageNumber),
    };
  } else if (query.isError) {
    head = { title: t('shared.author.notFound'), status: 404, noIndex: true };
  } else {
    head = { title: t('shared.author.loading'), noIndex: true };
  }
  usePageHead(head);

  if (query.isError) {
    return (
      <PageSection>
        <h1>{t('shared.author.notFound')}</h1>
        <p>{t('shared.author.notFoundText')}</p>
        <SiteLink href="/insights">{t('nav.insights')}</SiteLink>
      </PageSection>
    );
  }
  if (!author) {
    return (
      <PageSection>
        <p role="status">{t('shared.author.loading')}</p>
      </PageSection>
    );
  }
  return (
    <PageSection>
      <header {...langAttr(author.lang, language)}>
        {author.portrait && (
          <img
            src={author.portrait.src}
            alt={author.portrait.alt}
            width={96}
            height={96}
            css={portrait}
          />
        )}
        <h1 lang={language} dir={dir}>
          {heading}
        </h1>
        {author.role && <p>{author.role}</p>}
        {author.bio && <p>{author.bio}</p>}
      </header>
      <ul css={list}>
        {(query.data?.articles ?? []).map((article) => (
          <li key={article.id} {...langAttr(article.lang, language)}>
            <h2>
              <SiteLink href={articlePath(article.slug)}>{article.headline}</SiteLink>
            </h2>
            <time dateTime={isoDate(article.publishedAt)}>
              {formatDate(article.publishedAt, 'long', language)}
            </time>
            <p>{article.excerpt}</p>
          </li>
        ))}
      </ul>
      <Pager
        path={authorPath(params.slug)}
        page={pageNumber}
        pageCount={Math.ceil((query.data?.total ?? 0) / AUTHOR_ARTICLES_PER_PAGE)}
      />
    </PageSection>
  );
}
