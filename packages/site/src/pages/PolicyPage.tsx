import { Fragment } from 'react';
import { organisation, privacyPage, type GlobalDef, type PublicOf } from '@ia/shared';
import { PageHero } from '../components/PageHero';
import { PageSection } from '../components/PageSection';
import { sectionTitle } from '../components/styles';
import { PageHead } from '../head/PageHead';
import { useSiteTranslation } from '../i18n';
import { allLoaded, ContentStatus } from '../model/ContentStatus';
import { Prose } from '../model/Prose';
import { fieldLang, langAttr, rowFieldLang, useGlobal } from '../model/useContent';
import { useSiteConfig } from '../SiteConfigContext';
import { color } from '../theme';

const prose = {
  maxWidth: '68ch',
  '& h2': { ...sectionTitle, fontSize: '1.35rem', margin: '32px 0 8px' },
  '& h2:first-of-type': { marginTop: 0 },
  '& p, & ul': { margin: '0 0 12px' },
  '& ul': { paddingInlineStart: 20 },
  '& a': { color: color.primary, fontWeight: 600 },
} as const;

/** A policy page's global (Privacy, Terms): the same fields for each. */
type PolicyDef = GlobalDef<typeof privacyPage.fields>;

/**
 * A policy page from its global: title, introduction, and each section's heading and text, with
 * the contact e-mail (a link), the organisation's name and its social networks filled in from
 * the organisation's details.
 */
export function PolicyPage({ def, id }: { def: PolicyDef; id: string }) {
  const { siteName } = useSiteConfig();
  const { language, list } = useSiteTranslation();
  const pageQuery = useGlobal(def);
  const organisationQuery = useGlobal(organisation);
  const queries = [pageQuery, organisationQuery];
  if (!allLoaded(queries)) return <ContentStatus queries={queries} />;
  const page: PublicOf<PolicyDef> = pageQuery.data!;
  const { contactEmail, socialLinks } = organisationQuery.data!;
  const networks = [...new Set(socialLinks.map((link) => link.network ?? ''))].filter(Boolean);
  const values = {
    email: <a href={`mailto:${contactEmail}`}>{contactEmail}</a>,
    siteName,
    networks: list(networks),
  };
  const inLang = (field: keyof typeof page & string) => langAttr(fieldLang(page, field), language);
  return (
    <>
      <PageHead title={page.title} description={page.intro} />
      <PageHero id={id} title={page.title}>
        <p {...inLang('intro')}>{page.intro}</p>
      </PageHero>
      <PageSection>
        <div css={prose}>
          {page.sections.map((section, index) => (
            <Fragment key={index}>
              <h2 {...langAttr(rowFieldLang(page, section, 'heading'), language)}>
                {section.heading}
              </h2>
              <Prose
                text={section.body}
                values={values}
                {...langAttr(rowFieldLang(page, section, 'body'), language)}
              />
            </Fragment>
          ))}
        </div>
      </PageSection>
    </>
  );
}
