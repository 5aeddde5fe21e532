import {
  ArticleDetail,
  articleDetailMessages,
  categoryName,
  useMessages,
  useArticle,
} from '@ia/widgets';
import { richTextImages } from '@ia/shared';
import { PageSection } from '../components/PageSection';
import { usePageHead, type PageHeadInput } from '../head/PageHead';
import { useSiteTranslation } from '../i18n';
import { articlePath } from '../paths';
import { useRouteLink } from '../useRouteLink';

/** The head of an article page: its headline, excerpt and thumbnail; a 404 when unknown. */
function useArticleHead(slug: string): void {
  const article = useArticle(slug);
  const { t, language } = useSiteTranslation();
  const text = useMessages(articleDetailMessages);
  let head: PageHeadInput;
  if (article.isSuccess) {
    const {
      headline,
      excerpt,
      thumbnailUrl,
      thumbnailAlt,
      publishedAt,
      updatedAt,
      category,
      languages,
      authors,
      body,
    } = article.data;
    // The picture's own alt text is written in English only: on a page in another language the
    // preview describes the picture by the headline, which is in the page's language.
    const alt = language === 'en' && thumbnailAlt ? thumbnailAlt : headline;
    head = {
      title: headline,
      description: excerpt,
      image: thumbnailUrl ? { src: thumbnailUrl, alt } : undefined,
      type: 'article',
      published: publishedAt,
      // Written before its date came (scheduled): it is as new as its date.
      modified: updatedAt && updatedAt > publishedAt ? updatedAt : publishedAt,
      authors: authors.map((author) => ({ name: author.name, jobTitle: author.role || undefined })),
      images: richTextImages(body).map((found) => found.src),
      section: categoryName(category, language).text,
      breadcrumbs: [
        { name: t('nav.home'), path: '/' },
        { name: t('nav.insights'), path: '/insights' },
        { name: headline, path: articlePath(slug) },
      ],
      languages,
    };
  } else if (article.isError) {
    head = { title: text('notFoundTitle'), status: 404, noIndex: true };
  } else {
    head = { title: text('loading'), noIndex: true };
  }
  usePageHead(head);
}

export function ArticlePage({ params }: { params: { slug: string } }) {
  const routeLink = useRouteLink();
  useArticleHead(params.slug);
  return (
    <PageSection>
      <ArticleDetail slug={params.slug} headingLevel={1} onBack={routeLink} />
    </PageSection>
  );
}
