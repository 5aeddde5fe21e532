import { ArticleDetail } from '@ia/widgets';
import { PageSection } from '../components/PageSection';
import { useRouteLink } from '../useRouteLink';

export function ArticlePage({ params }: { params: { slug: string } }) {
  const routeLink = useRouteLink();
  return (
    <PageSection>
      <ArticleDetail slug={params.slug} headingLevel={1} onBack={routeLink} />
    </PageSection>
  );
}
