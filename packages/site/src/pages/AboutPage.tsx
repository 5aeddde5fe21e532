import { aboutPage, focusAreas } from '@ia/shared';
import { AfricaMap } from '../components/AfricaMap';
import { ButtonLink } from '../components/ButtonLink';
import { Icon } from '../components/Illustration';
import { PageHero } from '../components/PageHero';
import { PageSection } from '../components/PageSection';
import { StatList } from '../components/StatList';
import { card, gridList, iconBadge, lead, plainList, sectionTitle } from '../components/styles';
import { PageHead } from '../head/PageHead';
import { Rich, useSiteTranslation } from '../i18n';
import { allLoaded, ContentStatus } from '../model/ContentStatus';
import { MediaPicture } from '../model/MediaPicture';
import { statsOf, useOrganisation } from '../model/organisation';
import { fieldLang, fill, langAttr, useCollection, useGlobal } from '../model/useContent';
import { useSiteConfig } from '../SiteConfigContext';
import { color, media } from '../theme';

export function AboutPage() {
  const { siteName } = useSiteConfig();
  const { t, monthYear, language } = useSiteTranslation();
  const pageQuery = useGlobal(aboutPage);
  const areasQuery = useCollection(focusAreas);
  const organisation = useOrganisation();
  if (!allLoaded([pageQuery, areasQuery]) || !organisation) {
    return <ContentStatus queries={[pageQuery, areasQuery]} />;
  }
  const page = pageQuery.data!;
  const areas = areasQuery.data!;
  const inLang = (field: string) => langAttr(fieldLang(page, field), language);
  return (
    <>
      <PageHead title={page.title} description={page.intro} />
      <PageHero id="about-title" title={page.title}>
        <p {...inLang('intro')}>{page.intro}</p>
      </PageHero>

      <PageSection labelledBy="about-purpose">
        <h2 id="about-purpose" css={sectionTitle} {...inLang('purposeTitle')}>
          {page.purposeTitle}
        </h2>
        <p css={lead} {...inLang('purposeLead')}>
          {page.purposeLead}
        </p>
        <ul css={gridList(2)}>
          <li css={{ ...card, borderInlineStart: `6px solid ${color.primary}` }}>
            <h3 css={{ margin: '0 0 8px', color: color.primary }}>{t('shared.ourMission')}</h3>
            <p
              css={{ margin: 0, fontSize: '1.1rem' }}
              {...langAttr(fieldLang(organisation, 'mission'), language)}
            >
              {organisation.mission}
            </p>
          </li>
          <li css={{ ...card, borderInlineStart: `6px solid ${color.accent}` }}>
            <h3 css={{ margin: '0 0 8px', color: '#7a5600' }}>{t('shared.ourVision')}</h3>
            <p
              css={{ margin: 0, fontSize: '1.1rem' }}
              {...langAttr(fieldLang(organisation, 'vision'), language)}
            >
              {organisation.vision}
            </p>
          </li>
        </ul>
      </PageSection>

      <PageSection labelledBy="about-where" background="#eef5f1">
        <div
          css={{
            display: 'grid',
            gap: 32,
            // Top, not centred: the text may be painted before the map after it arrives.
            alignItems: 'start',
            [media.md]: { gridTemplateColumns: '1fr 1fr' },
          }}
        >
          <div>
            <h2 id="about-where" css={sectionTitle} {...inLang('whereTitle')}>
              {page.whereTitle}
            </h2>
            <p css={lead} {...inLang('whereText')}>
              {fill(page.whereText, {
                founded: monthYear(organisation.founded ?? ''),
                moved: monthYear(organisation.movedToLagos ?? ''),
              })}
            </p>
            <StatList stats={statsOf(page.figures)} />
          </div>
          <MediaPicture
            image={page.map}
            sizes="(min-width: 768px) 50vw, 100vw"
            imgCss={{ borderRadius: 12, marginInline: 'auto' }}
            fallback={
              <AfricaMap label={page.mapLabel} abuja={page.mapAbuja} lagos={page.mapLagos} />
            }
          />
        </div>
      </PageSection>

      <PageSection labelledBy="about-focus">
        <h2 id="about-focus" css={sectionTitle} {...inLang('focusTitle')}>
          {page.focusTitle}
        </h2>
        <p css={lead} {...inLang('focusLead')}>
          {page.focusLead}
        </p>
        <ul css={gridList(3)}>
          {areas.map((area) => (
            <li key={area.id} css={card} {...langAttr(area.lang, language)}>
              <span css={iconBadge}>
                <Icon name={area.icon ?? ''} />
              </span>
              <h3 css={{ margin: '0 0 8px' }}>{area.title}</h3>
              <p css={{ margin: 0, color: color.muted }}>{area.description}</p>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection labelledBy="about-who" background="#fff">
        <h2 id="about-who" css={sectionTitle} {...inLang('whoTitle')}>
          {page.whoTitle}
        </h2>
        <div css={{ maxWidth: '68ch', '& p': { margin: '0 0 16px' } }}>
          <p {...inLang('whoIntro')}>{fill(page.whoIntro, { siteName })}</p>
          <p {...inLang('whoOrganisations')}>{page.whoOrganisations}</p>
          <ul css={{ ...plainList, display: 'grid', gap: 8, margin: '0 0 16px' }}>
            <li {...inLang('companyText')}>
              <Rich text={page.companyText} parts={{ name: <strong>{page.companyName}</strong> }} />
            </li>
            <li {...inLang('teamText')}>
              <Rich text={page.teamText} parts={{ name: <strong>{page.teamName}</strong> }} />
            </li>
          </ul>
          <p {...inLang('whoProgramme')}>{page.whoProgramme}</p>
        </div>
        <div css={{ display: 'flex', flexWrap: 'wrap', gap: 12, marginTop: 8 }}>
          <ButtonLink href={page.ctaLink} {...inLang('cta')}>
            {page.cta}
          </ButtonLink>
          <ButtonLink href="/how-we-work" tier="secondary">
            {t('nav.howWeWork')}
          </ButtonLink>
        </div>
      </PageSection>
    </>
  );
}
