import { Link } from 'wouter';
import { PageHero } from '../components/PageHero';
import { PageSection } from '../components/PageSection';
import { PageHead } from '../head/PageHead';
import { sectionTitle } from '../components/styles';
import { Rich, useSiteTranslation } from '../i18n';
import { TERMS_COPY } from '../i18n/terms';
import { useSiteConfig } from '../SiteConfigContext';
import { color } from '../theme';
import { useOrganisation } from '../model/organisation';

const prose = {
  maxWidth: '68ch',
  '& h2': { ...sectionTitle, fontSize: '1.35rem', margin: '32px 0 8px' },
  '& h2:first-of-type': { marginTop: 0 },
  '& p': { margin: '0 0 12px' },
  '& a': { color: color.primary, fontWeight: 600 },
} as const;

export function TermsPage() {
  const { siteName } = useSiteConfig();
  const contactEmail = useOrganisation()?.contactEmail ?? '';
  const { t } = useSiteTranslation(TERMS_COPY);
  const email = <a href={`mailto:${contactEmail}`}>{contactEmail}</a>;
  return (
    <>
      <PageHead title={t('terms.title')} description={t('terms.intro')} />
      <PageHero id="terms-title" title={t('terms.title')}>
        <p>{t('terms.intro')}</p>
      </PageHero>
      <PageSection>
        <div css={prose}>
          <h2>{t('terms.use.title')}</h2>
          <p>{t('terms.use.text', { siteName })}</p>

          <h2>{t('terms.content.title')}</h2>
          <p>{t('terms.content.ownership', { siteName })}</p>
          <p>{t('terms.content.widgets')}</p>

          <h2>{t('terms.advice.title')}</h2>
          <p>{t('terms.advice.text')}</p>

          <h2>{t('terms.messages.title')}</h2>
          <p>
            <Rich
              text={t('terms.messages.text')}
              parts={{ link: <Link href="/privacy">{t('terms.messages.link')}</Link> }}
            />
          </p>

          <h2>{t('terms.other.title')}</h2>
          <p>{t('terms.other.text')}</p>

          <h2>{t('terms.questions.title')}</h2>
          <p>
            <Rich text={t('terms.questions.text')} parts={{ email }} />
          </p>
        </div>
      </PageSection>
    </>
  );
}
