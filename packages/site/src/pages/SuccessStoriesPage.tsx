import { successStoriesPage } from '@ia/shared';
import { StoryGrid, useStoryCount } from '@ia/widgets';
import { Link } from 'wouter';
import { PageSection } from '../components/PageSection';
import { Pager, pagedPath, usePageNumber } from '../components/Pager';
import { PageHead } from '../head/PageHead';
import { useSiteTranslation } from '../i18n';
import { ContentStatus } from '../model/ContentStatus';
import { fieldLang, langAttr, useGlobal } from '../model/useContent';
import { color } from '../theme';

/** Stories on each page of the list. */
export const STORIES_PER_PAGE = 12;

export function SuccessStoriesPage() {
  const { t, language } = useSiteTranslation();
  const pageNumber = usePageNumber();
  const total = useStoryCount().data?.total;
  const pageQuery = useGlobal(successStoriesPage);
  const page = pageQuery.data;
  const inLang = (field: string) => (page ? langAttr(fieldLang(page, field), language) : {});
  return (
    <PageSection labelledBy="stories-title">
      <Link href="/" css={{ color: color.primary, fontWeight: 600 }}>
        <span
          aria-hidden="true"
          css={{ display: 'inline-block', '[dir="rtl"] &': { transform: 'scaleX(-1)' } }}
        >
          ←
        </span>{' '}
        {t('common.backToHome')}
      </Link>
      {page ? (
        <>
          <PageHead
            title={page.title}
            description={page.intro}
            canonicalPath={pagedPath('/success-stories', pageNumber)}
          />
          <h1
            id="stories-title"
            css={{ fontSize: '2.2rem', margin: '16px 0 8px' }}
            {...inLang('title')}
          >
            {page.title}
          </h1>
          <p
            css={{ color: color.muted, margin: '0 0 32px', maxWidth: '60ch' }}
            {...inLang('intro')}
          >
            {page.intro}
          </p>
        </>
      ) : (
        <ContentStatus queries={[pageQuery]} />
      )}
      {/* The cards are the sections under the page title; they do not wait for its texts. */}
      <StoryGrid
        linkBase="/success-stories"
        headingLevel={2}
        limit={STORIES_PER_PAGE}
        page={pageNumber}
      />
      {total !== undefined && (
        <Pager
          path="/success-stories"
          page={pageNumber}
          pageCount={Math.ceil(total / STORIES_PER_PAGE)}
        />
      )}
    </PageSection>
  );
}
