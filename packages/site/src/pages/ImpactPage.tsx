import { impactPage } from '@ia/shared';
import { ImpactExplorer, searchFromState, stateFromSearch } from '@ia/widgets';
import { useLocation, useSearch } from 'wouter';
import { PageSection } from '../components/PageSection';
import { PageHead } from '../head/PageHead';
import { useSiteTranslation } from '../i18n';
import { ContentStatus } from '../model/ContentStatus';
import { fieldLang, langAttr, useGlobal } from '../model/useContent';
import { color } from '../theme';
import { useRouteLink } from '../useRouteLink';

/**
 * Our Impact. The explorer's search, sector, sort, view and page live in the address
 * (`/impact?sector=Health&sort=impact&page=2`): Back, reload and a shared link restore them,
 * and the server renders the same page. Typing in the search replaces the history entry; every
 * other change adds one.
 */
export function ImpactPage() {
  const routeLink = useRouteLink();
  const { language } = useSiteTranslation();
  const pageQuery = useGlobal(impactPage);
  const search = useSearch();
  const [, navigate] = useLocation();
  const page = pageQuery.data;
  const inLang = (field: string) => (page ? langAttr(fieldLang(page, field), language) : {});
  return (
    <PageSection labelledBy="impact-title">
      {page ? (
        <>
          <PageHead
            title={page.title}
            description={page.intro}
            // Every filtered view is the same page to a search engine.
            canonicalPath="/impact"
          />
          <h1
            id="impact-title"
            css={{ fontSize: '2.2rem', margin: '0 0 8px' }}
            {...inLang('title')}
          >
            {page.title}
          </h1>
          <p
            css={{ color: color.muted, margin: '0 0 24px', maxWidth: '60ch' }}
            {...inLang('intro')}
          >
            {page.intro}
          </p>
        </>
      ) : (
        <ContentStatus queries={[pageQuery]} />
      )}
      {/* The stories do not wait for the page's texts. */}
      <ImpactExplorer
        headingLevel={1}
        state={stateFromSearch(search)}
        onStateChange={(next, { typing }) => {
          const query = searchFromState(next);
          navigate(`/impact${query ? `?${query}` : ''}`, { replace: typing });
        }}
        onStoryOpen={routeLink}
      />
    </PageSection>
  );
}
