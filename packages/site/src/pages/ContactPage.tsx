import { ContactForm } from '@ia/widgets';
import { useSearch } from 'wouter';
import { PageSection } from '../components/PageSection';
import { PageHead } from '../head/PageHead';
import { useSiteTranslation } from '../i18n';
import { CONTACT_COPY } from '../i18n/contact';
import { color, media, radius, shadow } from '../theme';
import { useOrganisation } from '../model/organisation';

export function ContactPage() {
  const contactEmail = useOrganisation()?.contactEmail ?? '';
  const { t } = useSiteTranslation(CONTACT_COPY);
  const venture = new URLSearchParams(useSearch()).get('venture') ?? undefined;
  return (
    <PageSection labelledBy="contact-title">
      <PageHead title={t('contact.title')} description={t('contact.intro')} />
      <h1 id="contact-title" css={{ fontSize: '2.2rem', margin: '0 0 8px' }}>
        {t('contact.title')}
      </h1>
      <p css={{ color: color.muted, margin: '0 0 32px', maxWidth: '60ch' }}>{t('contact.intro')}</p>
      <div css={{ display: 'grid', gap: 32, [media.lg]: { gridTemplateColumns: '1fr 2fr' } }}>
        {/* Headings may not sit inside <address>: each heading is followed by its address. */}
        <div css={{ display: 'grid', gap: 16, alignContent: 'start' }}>
          <div>
            <h2 css={{ fontSize: '1.1rem', margin: '0 0 4px' }}>{t('contact.email')}</h2>
            <address css={{ fontStyle: 'normal' }}>
              <a href={`mailto:${contactEmail}`} css={{ color: color.primary, fontWeight: 600 }}>
                {contactEmail}
              </a>
            </address>
          </div>
          <div>
            <h2 css={{ fontSize: '1.1rem', margin: '0 0 4px' }}>{t('contact.office')}</h2>
            <address css={{ fontStyle: 'normal' }}>
              <p css={{ margin: 0 }}>{t('contact.city')}</p>
              <p css={{ margin: 0, color: color.muted }}>{t('contact.visits')}</p>
            </address>
          </div>
        </div>
        <div
          css={{
            background: '#fff',
            borderRadius: radius.card,
            boxShadow: shadow.card,
            padding: 24,
          }}
        >
          <ContactForm contactEmail={contactEmail} venture={venture} />
        </div>
      </div>
    </PageSection>
  );
}
