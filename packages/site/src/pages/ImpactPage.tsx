import { ImpactExplorer } from '@ia/widgets';
import { PageSection } from '../components/PageSection';
import { PageHead } from '../head/PageHead';
import { useSiteTranslation } from '../i18n';
import { STORIES_COPY } from '../i18n/stories';
import { color } from '../theme';
import { useRouteLink } from '../useRouteLink';

export function ImpactPage() {
  const routeLink = useRouteLink();
  const { t } = useSiteTranslation(STORIES_COPY);
  return (
    <PageSection labelledBy="impact-title">
      <PageHead title={t('impact.title')} description={t('impact.intro')} />
      <h1 id="impact-title" css={{ fontSize: '2.2rem', margin: '0 0 8px' }}>
        {t('impact.title')}
      </h1>
      <p css={{ color: color.muted, margin: '0 0 24px', maxWidth: '60ch' }}>{t('impact.intro')}</p>
      <ImpactExplorer headingLevel={1} onStoryOpen={routeLink} />
    </PageSection>
  );
}
