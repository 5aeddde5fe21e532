import { impactPage, successStoriesPage } from '@ia/shared';
import {
  StoryDetail,
  categoryName,
  storyDetailMessages,
  useMessages,
  useSuccessStory,
  type StoryDetailVariant,
} from '@ia/widgets';
import { richTextImages } from '@ia/shared';
import { PageSection } from '../components/PageSection';
import { usePageHead, type PageHeadInput } from '../head/PageHead';
import { useSiteTranslation } from '../i18n';
import { useGlobal } from '../model/useContent';
import { storyCanonicalPath } from '../paths';
import { useRouteLink } from '../useRouteLink';

/**
 * The head of a story page: the story's own title, summary and picture once it is loaded, a
 * 404 when there is no such story. Its breadcrumbs name the list it belongs to by that page's
 * title (its page global).
 */
function useStoryHead(slug: string, variant: StoryDetailVariant): void {
  const story = useSuccessStory(slug);
  const listPage = useGlobal(variant === 'success-story' ? successStoriesPage : impactPage).data;
  const { t, language } = useSiteTranslation();
  const text = useMessages(storyDetailMessages);
  let head: PageHeadInput;
  if (story.isSuccess) {
    const list = {
      name: listPage?.title ?? '',
      path: variant === 'success-story' ? '/success-stories' : '/impact',
    };
    head = {
      title: story.data.title,
      description: story.data.summary,
      image: story.data.primaryImage
        ? { src: story.data.primaryImage, alt: story.data.title }
        : undefined,
      type: 'article',
      published: story.data.publishedAt,
      modified: story.data.updatedAt,
      images: [
        ...story.data.galleryImages.filter((src) => src !== story.data.primaryImage),
        ...richTextImages(story.data.narrative).map((found) => found.src),
      ],
      section: categoryName(story.data.category, language).text,
      breadcrumbs: [
        { name: t('nav.home'), path: '/' },
        ...(list.name ? [list] : []),
        { name: story.data.title, path: `${list.path}/${encodeURIComponent(slug)}` },
      ],
      canonicalPath: storyCanonicalPath(slug),
      languages: story.data.languages,
      oembed: true,
    };
  } else if (story.isError) {
    head = { title: text('notFound'), status: 404, noIndex: true };
  } else {
    head = { title: text('loading'), noIndex: true };
  }
  usePageHead(head);
}

/** /impact/{slug}, /success-story/{slug} (variant 'impact') and /success-stories/{slug}. */
export function StoryPage({ slug, variant }: { slug: string; variant: StoryDetailVariant }) {
  const routeLink = useRouteLink();
  useStoryHead(slug, variant);
  return (
    <PageSection>
      <StoryDetail slug={slug} variant={variant} headingLevel={1} onNavigate={routeLink} />
    </PageSection>
  );
}

export const ImpactStoryPage = ({ params }: { params: { slug: string } }) => (
  <StoryPage slug={params.slug} variant="impact" />
);

export const SuccessStoryPage = ({ params }: { params: { slug: string } }) => (
  <StoryPage slug={params.slug} variant="success-story" />
);
