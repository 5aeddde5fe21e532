import { Link } from 'wouter';
import { PageHero } from '../components/PageHero';
import { PageSection } from '../components/PageSection';
import { PageHead } from '../head/PageHead';
import { sectionTitle } from '../components/styles';
import { Rich, useSiteTranslation } from '../i18n';
import { PRIVACY_COPY } from '../i18n/privacy';
import { useSiteConfig } from '../SiteConfigContext';
import { color } from '../theme';
import { useOrganisation } from '../model/organisation';

const prose = {
  maxWidth: '68ch',
  '& h2': { ...sectionTitle, fontSize: '1.35rem', margin: '32px 0 8px' },
  '& h2:first-of-type': { marginTop: 0 },
  '& p, & ul': { margin: '0 0 12px' },
  '& ul': { paddingInlineStart: 20 },
  '& a': { color: color.primary, fontWeight: 600 },
} as const;

export function PrivacyPage() {
  const { siteName } = useSiteConfig();
  const contactEmail = useOrganisation()?.contactEmail ?? '';
  const { t } = useSiteTranslation(PRIVACY_COPY);
  const email = <a href={`mailto:${contactEmail}`}>{contactEmail}</a>;
  return (
    <>
      <PageHead title={t('privacy.title')} description={t('privacy.intro')} />
      <PageHero id="privacy-title" title={t('privacy.title')}>
        <p>{t('privacy.intro')}</p>
      </PageHero>
      <PageSection>
        <div css={prose}>
          <h2>{t('privacy.form.title')}</h2>
          <p>
            <Rich
              text={t('privacy.form.intro')}
              parts={{ link: <Link href="/contact">{t('privacy.form.link')}</Link> }}
            />
          </p>
          <ul>
            <li>{t('privacy.form.name')}</li>
            <li>{t('privacy.form.email')}</li>
            <li>{t('privacy.form.message')}</li>
            <li>{t('privacy.form.date')}</li>
          </ul>
          <p>{t('privacy.form.use', { siteName })}</p>

          <h2>{t('privacy.tracking.title')}</h2>
          <p>{t('privacy.tracking.analytics')}</p>
          <p>{t('privacy.tracking.storage')}</p>
          <p>{t('privacy.tracking.logs')}</p>

          <h2>{t('privacy.links.title')}</h2>
          <p>{t('privacy.links.text')}</p>

          <h2>{t('privacy.rights.title')}</h2>
          <p>
            <Rich text={t('privacy.rights.text')} parts={{ email }} />
          </p>
        </div>
      </PageSection>
    </>
  );
}
