import { ImpactExplorer } from '@ia/widgets';
import { PageSection } from '../components/PageSection';
import { color } from '../theme';
import { useRouteLink } from '../useRouteLink';

export function ImpactPage() {
  const routeLink = useRouteLink();
  return (
    <PageSection labelledBy="impact-title">
      <title>Our Impact</title>
      <h1 id="impact-title" css={{ fontSize: '2.2rem', margin: '0 0 8px' }}>
        Our Impact
      </h1>
      <p css={{ color: color.muted, margin: '0 0 24px', maxWidth: '60ch' }}>
        Stories of reform entrepreneurs changing education, health and governance in their
        communities.
      </p>
      <ImpactExplorer linkBase="/impact" onStoryOpen={routeLink} />
    </PageSection>
  );
}
