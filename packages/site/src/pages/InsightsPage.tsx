import { insightsPage } from '@ia/shared';
import { InsightsFeed, useArticleCount } from '@ia/widgets';
import { PageSection } from '../components/PageSection';
import { Pager, pagedPath, usePageNumber } from '../components/Pager';
import { PageHead } from '../head/PageHead';
import { useSiteTranslation } from '../i18n';
import { ContentStatus } from '../model/ContentStatus';
import { NewsletterForm, useNewsletterWords } from '../newsletter/NewsletterPages';
import { fieldLang, langAttr, useGlobal } from '../model/useContent';
import { color } from '../theme';
import { useRouteLink } from '../useRouteLink';

/** The newsletter's pages share the Insights page's module (and chunk). */
export { NewsletterPage } from '../newsletter/NewsletterPages';

/**
 * Insights & News: the page's title and introduction (insights-page global) with the spec's
 * divider under them, then the articles (the feed widget, its own heading left out).
 */
/** Articles on each page of the list. */
export const ARTICLES_PER_PAGE = 10;

export function InsightsPage() {
  const { language } = useSiteTranslation();
  const pageNumber = usePageNumber();
  const total = useArticleCount().data?.total;
  const pageQuery = useGlobal(insightsPage);
  const t = useNewsletterWords();
  const routeLink = useRouteLink();
  const page = pageQuery.data;
  const inLang = (field: string) => (page ? langAttr(fieldLang(page, field), language) : {});
  return (
    <PageSection labelledBy={page ? 'insights-title' : undefined}>
      {page ? (
        <header css={{ marginBlockEnd: '2em' }}>
          <PageHead
            title={page.title}
            description={page.intro}
            canonicalPath={pagedPath('/insights', pageNumber)}
          />
          <h1
            id="insights-title"
            css={{
              margin: '0 0 0.25em',
              fontSize: 'clamp(1.75em, 1.3em + 2vw, 2.5em)',
              lineHeight: 1.15,
              color: color.text,
            }}
            {...inLang('title')}
          >
            {page.title}
          </h1>
          <p
            css={{ margin: 0, maxInlineSize: '60ch', color: color.muted, fontSize: '1.0625em' }}
            {...inLang('intro')}
          >
            {page.intro}
          </p>
          <hr
            css={{
              display: 'block',
              inlineSize: '4em',
              blockSize: 4,
              marginBlock: '1.25em 0',
              marginInline: 0,
              border: 0,
              borderRadius: 2,
              background: color.accent,
            }}
          />
        </header>
      ) : (
        <ContentStatus queries={[pageQuery]} />
      )}
      {/* The articles do not wait for the page's texts. */}
      <InsightsFeed
        hideHeading
        headingLevel={2}
        onArticleOpen={routeLink}
        limit={ARTICLES_PER_PAGE}
        page={pageNumber}
      />
      {total !== undefined && (
        <Pager
          path="/insights"
          page={pageNumber}
          pageCount={Math.ceil(total / ARTICLES_PER_PAGE)}
        />
      )}
      {/* The newsletter's sign-up (a plain form: it works without JavaScript). */}
      <div
        css={{
          marginBlockStart: '3em',
          paddingBlockStart: '2em',
          borderTop: `1px solid ${color.border}`,
        }}
      >
        <NewsletterForm
          language={language}
          idPrefix="insights-newsletter"
          heading={
            <>
              <h2 id="insights-newsletter-title" css={{ margin: '0 0 0.25em' }}>
                {t('heading')}
              </h2>
              <p css={{ margin: '0 0 1.25em', color: color.muted }}>{t('intro')}</p>
            </>
          }
        />
      </div>
    </PageSection>
  );
}
