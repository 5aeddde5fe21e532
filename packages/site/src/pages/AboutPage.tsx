import { AfricaMap } from '../components/AfricaMap';
import { ButtonLink } from '../components/ButtonLink';
import { Icon } from '../components/Illustration';
import { PageHero } from '../components/PageHero';
import { PageSection } from '../components/PageSection';
import { PageHead } from '../head/PageHead';
import { StatList } from '../components/StatList';
import { card, gridList, iconBadge, lead, plainList, sectionTitle } from '../components/styles';
import { FOCUS_AREAS, FOUNDED, MISSION, MOVED_TO_LAGOS, VISION } from '../content/organisation';
import { HEADLINE_STATS } from '../content/stats';
import { Rich, useSiteTranslation } from '../i18n';
import { ABOUT_COPY } from '../i18n/about';
import { useSiteConfig } from '../SiteConfigContext';
import { color, media } from '../theme';

export function AboutPage() {
  const { siteName } = useSiteConfig();
  const { t, l, monthYear } = useSiteTranslation(ABOUT_COPY);
  return (
    <>
      <PageHead title={t('about.title')} description={t('about.intro')} />
      <PageHero id="about-title" title={t('about.title')}>
        <p>{t('about.intro')}</p>
      </PageHero>

      <PageSection labelledBy="about-purpose">
        <h2 id="about-purpose" css={sectionTitle}>
          {t('about.purpose.title')}
        </h2>
        <p css={lead}>{t('about.purpose.lead')}</p>
        <ul css={gridList(2)}>
          <li css={{ ...card, borderInlineStart: `6px solid ${color.primary}` }}>
            <h3 css={{ margin: '0 0 8px', color: color.primary }}>{t('shared.ourMission')}</h3>
            <p css={{ margin: 0, fontSize: '1.1rem' }}>{l(MISSION)}</p>
          </li>
          <li css={{ ...card, borderInlineStart: `6px solid ${color.accent}` }}>
            <h3 css={{ margin: '0 0 8px', color: '#7a5600' }}>{t('shared.ourVision')}</h3>
            <p css={{ margin: 0, fontSize: '1.1rem' }}>{l(VISION)}</p>
          </li>
        </ul>
      </PageSection>

      <PageSection labelledBy="about-where" background="#eef5f1">
        <div
          css={{
            display: 'grid',
            gap: 32,
            alignItems: 'center',
            [media.md]: { gridTemplateColumns: '1fr 1fr' },
          }}
        >
          <div>
            <h2 id="about-where" css={sectionTitle}>
              {t('about.where.title')}
            </h2>
            <p css={lead}>
              {t('about.where.text', {
                founded: monthYear(FOUNDED),
                moved: monthYear(MOVED_TO_LAGOS),
              })}
            </p>
            <StatList stats={HEADLINE_STATS} />
          </div>
          <AfricaMap
            label={t('about.map.label')}
            abuja={t('about.map.abuja')}
            lagos={t('about.map.lagos')}
          />
        </div>
      </PageSection>

      <PageSection labelledBy="about-focus">
        <h2 id="about-focus" css={sectionTitle}>
          {t('about.focus.title')}
        </h2>
        <p css={lead}>{t('about.focus.lead')}</p>
        <ul css={gridList(3)}>
          {FOCUS_AREAS.map((area) => (
            <li key={area.title.en} css={card}>
              <span css={iconBadge}>
                <Icon name={area.icon} />
              </span>
              <h3 css={{ margin: '0 0 8px' }}>{l(area.title)}</h3>
              <p css={{ margin: 0, color: color.muted }}>{l(area.description)}</p>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection labelledBy="about-who" background="#fff">
        <h2 id="about-who" css={sectionTitle}>
          {t('about.who.title')}
        </h2>
        <div css={{ maxWidth: '68ch', '& p': { margin: '0 0 16px' } }}>
          <p>{t('about.who.intro', { siteName })}</p>
          <p>{t('about.who.organisations')}</p>
          <ul css={{ ...plainList, display: 'grid', gap: 8, margin: '0 0 16px' }}>
            <li>
              <Rich
                text={t('about.who.company.text')}
                parts={{ name: <strong>{t('about.who.company.name')}</strong> }}
              />
            </li>
            <li>
              <Rich
                text={t('about.who.team.text')}
                parts={{ name: <strong>{t('about.who.team.name')}</strong> }}
              />
            </li>
          </ul>
          <p>{t('about.who.programme')}</p>
        </div>
        <div css={{ display: 'flex', flexWrap: 'wrap', gap: 12, marginTop: 8 }}>
          <ButtonLink href="/programs">{t('about.cta.programmes')}</ButtonLink>
          <ButtonLink href="/how-we-work" tier="secondary">
            {t('nav.howWeWork')}
          </ButtonLink>
        </div>
      </PageSection>
    </>
  );
}
