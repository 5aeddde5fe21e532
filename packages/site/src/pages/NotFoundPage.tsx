import { useTranslation } from '@ia/widgets';
import { ButtonLink } from '../components/ButtonLink';
import { PageSection } from '../components/PageSection';
import { PageHead } from '../head/PageHead';
import { color } from '../theme';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <PageSection labelledBy="not-found-title">
      <PageHead
        title={t('notFound.title')}
        description={t('notFound.description')}
        status={404}
        noIndex
      />
      <div css={{ textAlign: 'center', padding: '48px 0' }}>
        <p
          css={{ fontSize: '4rem', fontWeight: 800, margin: 0, color: color.primary }}
          aria-hidden="true"
        >
          404
        </p>
        <h1 id="not-found-title" css={{ margin: '0 0 12px' }}>
          {t('notFound.title')}
        </h1>
        <p css={{ color: color.muted, margin: '0 0 24px' }}>{t('notFound.description')}</p>
        <ButtonLink href="/">{t('notFound.home')}</ButtonLink>
      </div>
    </PageSection>
  );
}
