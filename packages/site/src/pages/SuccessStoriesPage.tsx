import { StoryGrid } from '@ia/widgets';
import { Link } from 'wouter';
import { PageSection } from '../components/PageSection';
import { PageHead } from '../head/PageHead';
import { useSiteTranslation } from '../i18n';
import { STORIES_COPY } from '../i18n/stories';
import { color } from '../theme';

export function SuccessStoriesPage() {
  const { t } = useSiteTranslation(STORIES_COPY);
  return (
    <PageSection labelledBy="stories-title">
      <PageHead title={t('stories.title')} description={t('stories.intro')} />
      <Link href="/" css={{ color: color.primary, fontWeight: 600 }}>
        <span
          aria-hidden="true"
          css={{ display: 'inline-block', '[dir="rtl"] &': { transform: 'scaleX(-1)' } }}
        >
          ←
        </span>{' '}
        {t('common.backToHome')}
      </Link>
      <h1 id="stories-title" css={{ fontSize: '2.2rem', margin: '16px 0 8px' }}>
        {t('stories.title')}
      </h1>
      <p css={{ color: color.muted, margin: '0 0 32px', maxWidth: '60ch' }}>{t('stories.intro')}</p>
      {/* The cards are the sections under the page title. */}
      <StoryGrid linkBase="/success-stories" headingLevel={2} />
    </PageSection>
  );
}
