import { InsightsFeed } from '@ia/widgets';
import { PageSection } from '../components/PageSection';
import { useSiteConfig } from '../SiteConfigContext';
import { useRouteLink } from '../useRouteLink';

export function InsightsPage() {
  const { contactEmail } = useSiteConfig();
  const routeLink = useRouteLink();
  return (
    <PageSection>
      <title>Insights &amp; News</title>
      <InsightsFeed contactEmail={contactEmail} headingLevel={1} onArticleOpen={routeLink} />
    </PageSection>
  );
}
