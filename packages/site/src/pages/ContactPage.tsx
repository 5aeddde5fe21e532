import { contactPage, organisation as organisationDetails } from '@ia/shared';
import { ContactForm } from '@ia/widgets';
import { useSearch } from 'wouter';
import { PageSection } from '../components/PageSection';
import { PageHead } from '../head/PageHead';
import { useSiteTranslation } from '../i18n';
import { allLoaded, ContentStatus } from '../model/ContentStatus';
import { fieldLang, langAttr, useGlobal } from '../model/useContent';
import { color, media, radius, shadow } from '../theme';

/** A `tel:` address of a number as written (+234 1 234 5678 → tel:+23412345678). */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * Contact: the page's texts (contact-page global), the organisation's e-mail address, office,
 * postal address and phone number (Organisation details, shared with the footer and the legal
 * pages) and the contact form.
 */
export function ContactPage() {
  const { language } = useSiteTranslation();
  const pageQuery = useGlobal(contactPage);
  const organisationQuery = useGlobal(organisationDetails);
  const venture = new URLSearchParams(useSearch()).get('venture') ?? undefined;
  if (!allLoaded([pageQuery, organisationQuery])) {
    return <ContentStatus queries={[pageQuery, organisationQuery]} />;
  }
  const page = pageQuery.data!;
  const organisation = organisationQuery.data!;
  const inLang = (field: string) => langAttr(fieldLang(page, field), language);
  const inOrganisationLang = (field: string) => langAttr(fieldLang(organisation, field), language);
  const { contactEmail } = organisation;
  return (
    <PageSection labelledBy="contact-title">
      <PageHead title={page.title} description={page.intro} />
      <h1 id="contact-title" css={{ fontSize: '2.2rem', margin: '0 0 8px' }} {...inLang('title')}>
        {page.title}
      </h1>
      <p css={{ color: color.muted, margin: '0 0 32px', maxWidth: '60ch' }} {...inLang('intro')}>
        {page.intro}
      </p>
      <div css={{ display: 'grid', gap: 32, [media.lg]: { gridTemplateColumns: '1fr 2fr' } }}>
        {/* Headings may not sit inside <address>: each heading is followed by its address. */}
        <div css={{ display: 'grid', gap: 16, alignContent: 'start' }}>
          <div>
            <h2 css={{ fontSize: '1.1rem', margin: '0 0 4px' }} {...inLang('emailTitle')}>
              {page.emailTitle}
            </h2>
            <address css={{ fontStyle: 'normal' }}>
              <a href={`mailto:${contactEmail}`} css={{ color: color.primary, fontWeight: 600 }}>
                {contactEmail}
              </a>
            </address>
          </div>
          <div>
            <h2 css={{ fontSize: '1.1rem', margin: '0 0 4px' }} {...inLang('officeTitle')}>
              {page.officeTitle}
            </h2>
            <address css={{ fontStyle: 'normal' }}>
              <p css={{ margin: 0 }} {...inOrganisationLang('office')}>
                {organisation.office}
              </p>
              {organisation.officeNote && (
                <p css={{ margin: 0, color: color.muted }} {...inOrganisationLang('officeNote')}>
                  {organisation.officeNote}
                </p>
              )}
              {organisation.postalAddress && (
                <p css={{ margin: '8px 0 0', whiteSpace: 'pre-line' }}>
                  {organisation.postalAddress}
                </p>
              )}
            </address>
          </div>
          {organisation.phone && (
            <div>
              <h2 css={{ fontSize: '1.1rem', margin: '0 0 4px' }} {...inLang('phoneTitle')}>
                {page.phoneTitle}
              </h2>
              <address css={{ fontStyle: 'normal' }}>
                <a
                  href={telHref(organisation.phone)}
                  css={{ color: color.primary, fontWeight: 600 }}
                >
                  <bdi>{organisation.phone}</bdi>
                </a>
              </address>
            </div>
          )}
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
