import { InsightsFeed } from '@ia/widgets';
import { PageSection } from '../components/PageSection';
import { useSiteTranslation } from '../i18n';
import { useSiteConfig } from '../SiteConfigContext';
import { useRouteLink } from '../useRouteLink';

export function InsightsPage() {
  const { contactEmail } = useSiteConfig();
  const routeLink = useRouteLink();
  const { t } = useSiteTranslation();
  return (
    <PageSection>
      <title>{t('nav.insights')}</title>
      <InsightsFeed contactEmail={contactEmail} headingLevel={1} onArticleOpen={routeLink} />
    </PageSection>
  );
}
