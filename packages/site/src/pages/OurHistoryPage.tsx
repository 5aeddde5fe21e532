import { ButtonLink } from '../components/ButtonLink';
import { PageHero } from '../components/PageHero';
import { PageSection } from '../components/PageSection';
import { PageTitle } from '../components/PageTitle';
import { VideoPlaceholder } from '../components/VideoPlaceholder';
import { VisuallyHidden } from '../components/VisuallyHidden';
import { card, gridList, lead, plainList, sectionTitle } from '../components/styles';
import { HISTORY_VIDEOS, MILESTONES, REP_DETAILS } from '../content/history';
import { MISSION, VISION } from '../content/organisation';
import { color, media } from '../theme';

export function OurHistoryPage() {
  return (
    <>
      <PageTitle>Our History</PageTitle>
      <PageHero id="history-title" title="Our History" eyebrow="Since 2011">
        <p>From a small team in Abuja to a network of reform entrepreneurs across the continent.</p>
      </PageHero>

      <PageSection labelledBy="history-timeline">
        <h2 id="history-timeline" css={sectionTitle}>
          Milestones
        </h2>
        <p css={lead}>The moments that shaped who we are, oldest first.</p>
        <ol css={{ ...plainList, maxWidth: 760 }}>
          {MILESTONES.map((milestone) => (
            <li
              key={milestone.year}
              css={{
                position: 'relative',
                display: 'grid',
                gridTemplateColumns: '58px 1fr',
                gap: 16,
                paddingBottom: 28,
                // The line from this milestone's year down to the next one.
                '&::before': {
                  content: '""',
                  position: 'absolute',
                  insetInlineStart: 27,
                  top: 58,
                  bottom: 0,
                  width: 3,
                  background: '#cfe6da',
                },
                '&:last-child': { paddingBottom: 0, '&::before': { display: 'none' } },
              }}
            >
              <span
                aria-hidden="true"
                css={{
                  position: 'relative',
                  width: 58,
                  height: 58,
                  borderRadius: '50%',
                  background: color.primary,
                  color: color.onPrimary,
                  display: 'grid',
                  placeItems: 'center',
                  fontWeight: 800,
                  fontSize: '0.95rem',
                  boxShadow: '0 0 0 4px #f7f8f6',
                }}
              >
                {milestone.year}
              </span>
              <div css={{ ...card, padding: '16px 20px' }}>
                <h3 css={{ margin: '0 0 4px', fontSize: '1.15rem' }}>
                  <VisuallyHidden>{milestone.year}: </VisuallyHidden>
                  {milestone.title}
                </h3>
                <p css={{ margin: 0, color: color.muted }}>{milestone.description}</p>
              </div>
            </li>
          ))}
        </ol>
      </PageSection>

      <PageSection labelledBy="history-rep" background="#eef5f1">
        <h2 id="history-rep" css={sectionTitle}>
          The Reform Entrepreneurs Programme
        </h2>
        <p css={lead}>
          Our flagship programme, and the start of most of the stories on this site. Watch the
          introduction, then read how it works.
        </p>
        <div
          css={{
            display: 'grid',
            gap: 32,
            alignItems: 'start',
            [media.lg]: { gridTemplateColumns: '1.2fr 1fr' },
          }}
        >
          <VideoPlaceholder {...HISTORY_VIDEOS.intro} />
          <section aria-labelledby="history-rep-details" css={card}>
            <h3 id="history-rep-details" css={{ margin: '0 0 12px', fontSize: '1.25rem' }}>
              Programme details
            </h3>
            <dl css={{ margin: 0, display: 'grid', gap: 12 }}>
              {REP_DETAILS.map((detail) => (
                <div key={detail.label}>
                  <dt css={{ fontWeight: 700 }}>{detail.label}</dt>
                  <dd css={{ margin: 0, color: color.muted }}>{detail.value}</dd>
                </div>
              ))}
            </dl>
            <div css={{ marginTop: 20 }}>
              <ButtonLink href="/programs">See All Programmes</ButtonLink>
            </div>
          </section>
        </div>
      </PageSection>

      <PageSection labelledBy="history-testimony">
        <h2 id="history-testimony" css={sectionTitle}>
          In their own words
        </h2>
        <p css={lead}>What the programme meant to one of the reform entrepreneurs it trained.</p>
        <div css={{ maxWidth: 760 }}>
          <VideoPlaceholder {...HISTORY_VIDEOS.testimony} />
        </div>
      </PageSection>

      <PageSection labelledBy="history-purpose" background="#fff">
        <h2 id="history-purpose" css={sectionTitle}>
          What drives us
        </h2>
        <ul css={gridList(2)}>
          <li css={{ ...card, background: '#0b3d2e', color: '#fff' }}>
            <h3 css={{ margin: '0 0 8px', color: '#f5d77a' }}>Our Vision</h3>
            <p css={{ margin: 0, fontSize: '1.1rem' }}>{VISION}</p>
          </li>
          <li css={{ ...card, background: color.primary, color: '#fff' }}>
            <h3 css={{ margin: '0 0 8px', color: '#f5d77a' }}>Our Mission</h3>
            <p css={{ margin: 0, fontSize: '1.1rem' }}>{MISSION}</p>
          </li>
        </ul>
      </PageSection>
    </>
  );
}
