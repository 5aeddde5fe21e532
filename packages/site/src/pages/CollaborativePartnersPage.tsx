import { ButtonLink } from '../components/ButtonLink';
import { Icon, IllustrationPanel } from '../components/Illustration';
import { PageHero } from '../components/PageHero';
import { PageSection } from '../components/PageSection';
import { PageTitle } from '../components/PageTitle';
import { StatList } from '../components/StatList';
import { card, gridList, iconBadge, lead, sectionTitle } from '../components/styles';
import { PARTNER_CASE_STUDIES, PARTNER_CATEGORIES } from '../content/partners';
import { PARTNER_IMPACT_STATS } from '../content/stats';
import { color, contentWidth, radius } from '../theme';

export function CollaborativePartnersPage() {
  return (
    <>
      <PageTitle>Collaborative Partners</PageTitle>
      <PageHero id="partners-title" title="Collaborative Partners" eyebrow="Reform is a team sport">
        <p>
          Schools, universities, foundations, development agencies and community networks work with
          us to train reform entrepreneurs and carry their projects into the places that need them.
        </p>
      </PageHero>

      <PageSection labelledBy="partner-categories">
        <h2 id="partner-categories" css={sectionTitle}>
          Who we partner with
        </h2>
        <p css={lead}>Three kinds of partner, each bringing something the others cannot.</p>
        <ul css={gridList(3)}>
          {PARTNER_CATEGORIES.map((category) => (
            <li key={category.type} css={card}>
              <span css={iconBadge}>
                <Icon name={category.icon} />
              </span>
              <h3 css={{ margin: '0 0 4px' }}>{category.type}</h3>
              <p
                css={{
                  margin: '0 0 8px',
                  color: color.primary,
                  fontWeight: 800,
                  fontSize: '1.6rem',
                }}
              >
                {category.count}
                <span css={{ fontSize: '1rem', fontWeight: 600, marginInlineStart: 6 }}>
                  partners
                </span>
              </p>
              <p css={{ margin: 0, color: color.muted }}>{category.description}</p>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection labelledBy="partner-stories" background="#eef5f1">
        <h2 id="partner-stories" css={sectionTitle}>
          Partnership success stories
        </h2>
        <p css={lead}>What partners and our reform entrepreneurs have achieved together.</p>
        <ul css={gridList(3)}>
          {PARTNER_CASE_STUDIES.map((study, index) => (
            <li key={study.id} css={{ display: 'flex' }}>
              <article
                aria-labelledby={`case-study-${study.id}`}
                css={{
                  ...card,
                  padding: 0,
                  overflow: 'hidden',
                  display: 'flex',
                  flexDirection: 'column',
                  flex: 1,
                }}
              >
                <IllustrationPanel
                  name={study.icon}
                  alt=""
                  tone={index + 1}
                  ratio="16 / 7"
                  rounded={false}
                />
                <div
                  css={{ padding: 20, display: 'flex', flexDirection: 'column', gap: 8, flex: 1 }}
                >
                  <p css={{ margin: 0, fontSize: '0.85rem', fontWeight: 700, color: color.muted }}>
                    {study.partnerType} · {study.year}
                  </p>
                  <h3 id={`case-study-${study.id}`} css={{ margin: 0, fontSize: '1.2rem' }}>
                    {study.title}
                  </h3>
                  <p css={{ margin: 0, color: color.muted }}>{study.narrative}</p>
                  <p
                    css={{
                      margin: 'auto 0 0',
                      padding: '10px 12px',
                      borderRadius: radius.control,
                      background: '#e3f1ea',
                      color: '#0b3d2e',
                      fontWeight: 700,
                    }}
                  >
                    <span css={{ fontWeight: 600 }}>Outcome: </span>
                    {study.outcome}
                  </p>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection labelledBy="partner-impact">
        <h2 id="partner-impact" css={sectionTitle}>
          Our shared impact
        </h2>
        <p css={lead}>Across all our partnerships so far.</p>
        <StatList stats={PARTNER_IMPACT_STATS} />
      </PageSection>

      <section
        aria-labelledby="partner-cta"
        css={{
          background: 'linear-gradient(135deg, #0b3d2e 0%, #0b6e4f 100%)',
          color: '#fff',
          padding: '48px 0',
        }}
      >
        <div css={{ maxWidth: contentWidth, margin: '0 auto', padding: '0 16px' }}>
          <h2 id="partner-cta" css={{ ...sectionTitle, color: '#fff' }}>
            Become a partner
          </h2>
          <p css={{ ...lead, color: '#d7efe4' }}>
            Tell us what your organisation would like to achieve. We will suggest a way to work
            together and send you our partnership toolkit.
          </p>
          <div css={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
            <ButtonLink href="/contact" size="lg" tier="secondary" onDark>
              Explore Partnership Opportunities
            </ButtonLink>
            <ButtonLink href="/contact" size="lg" tier="tertiary" onDark>
              View Partnership Toolkit
            </ButtonLink>
          </div>
        </div>
      </section>
    </>
  );
}
