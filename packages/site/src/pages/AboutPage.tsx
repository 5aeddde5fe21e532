import { AfricaMap } from '../components/AfricaMap';
import { ButtonLink } from '../components/ButtonLink';
import { Icon } from '../components/Illustration';
import { PageHero } from '../components/PageHero';
import { PageSection } from '../components/PageSection';
import { PageTitle } from '../components/PageTitle';
import { StatList } from '../components/StatList';
import { card, gridList, iconBadge, lead, plainList, sectionTitle } from '../components/styles';
import { FOCUS_AREAS, MISSION, VISION } from '../content/organisation';
import { HEADLINE_STATS } from '../content/stats';
import { useSiteConfig } from '../SiteConfigContext';
import { color, media } from '../theme';

export function AboutPage() {
  const { siteName } = useSiteConfig();
  return (
    <>
      <PageTitle>About Us</PageTitle>
      <PageHero id="about-title" title="About Us">
        <p>Building Africa&apos;s next generation of reform leaders since 2011.</p>
      </PageHero>

      <PageSection labelledBy="about-purpose">
        <h2 id="about-purpose" css={sectionTitle}>
          Our purpose
        </h2>
        <p css={lead}>
          We mobilise and equip Africans for strategic reform work in Education, Health and
          Governance for sustainable development.
        </p>
        <ul css={gridList(2)}>
          <li css={{ ...card, borderInlineStart: `6px solid ${color.primary}` }}>
            <h3 css={{ margin: '0 0 8px', color: color.primary }}>Our Mission</h3>
            <p css={{ margin: 0, fontSize: '1.1rem' }}>{MISSION}</p>
          </li>
          <li css={{ ...card, borderInlineStart: `6px solid ${color.accent}` }}>
            <h3 css={{ margin: '0 0 8px', color: '#7a5600' }}>Our Vision</h3>
            <p css={{ margin: 0, fontSize: '1.1rem' }}>{VISION}</p>
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
              Where we work
            </h2>
            <p css={lead}>
              We began in Abuja in November 2011 and have been based in Lagos since September 2012.
              From there our alumni have taken their reform projects across the continent.
            </p>
            <StatList stats={HEADLINE_STATS} />
          </div>
          <AfricaMap label="Map of Africa marking Lagos, our home since 2012, and Abuja, where we began in 2011" />
        </div>
      </PageSection>

      <PageSection labelledBy="about-focus">
        <h2 id="about-focus" css={sectionTitle}>
          Focus Areas
        </h2>
        <p css={lead}>Three sectors where better institutions change the most lives.</p>
        <ul css={gridList(3)}>
          {FOCUS_AREAS.map((area) => (
            <li key={area.title} css={card}>
              <span css={iconBadge}>
                <Icon name={area.icon} />
              </span>
              <h3 css={{ margin: '0 0 8px' }}>{area.title}</h3>
              <p css={{ margin: 0, color: color.muted }}>{area.description}</p>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection labelledBy="about-who" background="#fff">
        <h2 id="about-who" css={sectionTitle}>
          Who We Are
        </h2>
        <div css={{ maxWidth: '68ch', '& p': { margin: '0 0 16px' } }}>
          <p>
            {siteName} is a development agency that trains and supports reform entrepreneurs: people
            who see a failing school, clinic or public service and set out to fix it. We give them
            the skills, the values and the network to turn that resolve into a project that lasts.
          </p>
          <p>Our work is carried by two organisations:</p>
          <ul css={{ ...plainList, display: 'grid', gap: 8, margin: '0 0 16px' }}>
            <li>
              <strong>A limited company</strong> that runs our programmes, the virtual hub and our
              training for partner organisations.
            </li>
            <li>
              <strong>A development team</strong> that works with funders, researchers and
              communities on the reform projects themselves.
            </li>
          </ul>
          <p>
            Our flagship Reform Entrepreneurs Programme runs for about 12 weeks in Lagos. Advisory
            Board and Reform Team members join by invitation.
          </p>
        </div>
        <div css={{ display: 'flex', flexWrap: 'wrap', gap: 12, marginTop: 8 }}>
          <ButtonLink href="/programs">Explore Our Programmes</ButtonLink>
          <ButtonLink href="/how-we-work" tier="secondary">
            How We Work
          </ButtonLink>
        </div>
      </PageSection>
    </>
  );
}
