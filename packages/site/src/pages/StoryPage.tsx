import { StoryDetail, type StoryDetailVariant } from '@ia/widgets';
import { PageSection } from '../components/PageSection';
import { useRouteLink } from '../useRouteLink';

/** /impact/{slug}, /success-story/{slug} (variant 'impact') and /success-stories/{slug}. */
export function StoryPage({ slug, variant }: { slug: string; variant: StoryDetailVariant }) {
  const routeLink = useRouteLink();
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
