import { InsightsFeed, insightsFeedMessages, translator } from '@ia/widgets';
import { PageSection } from '../components/PageSection';
import { PageHead } from '../head/PageHead';
import { useSiteTranslation } from '../i18n';
import { useRouteLink } from '../useRouteLink';
import { useOrganisation } from '../model/organisation';

export function InsightsPage() {
  const contactEmail = useOrganisation()?.contactEmail;
  const routeLink = useRouteLink();
  const { t, language } = useSiteTranslation();
  return (
    <PageSection>
      <PageHead
        title={t('nav.insights')}
        description={translator(insightsFeedMessages, language)('intro')}
      />
      <InsightsFeed contactEmail={contactEmail} headingLevel={1} onArticleOpen={routeLink} />
    </PageSection>
  );
}
