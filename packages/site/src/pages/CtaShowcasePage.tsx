import { Link } from 'wouter';
import { InEnglish } from '../components/InEnglish';
import { ctaStyles, type CtaSize, type CtaTier } from '../components/ButtonLink';
import { PageHero } from '../components/PageHero';
import { PageSection } from '../components/PageSection';
import { PageHead } from '../head/PageHead';
import { card, lead, sectionTitle } from '../components/styles';
import { color, contentWidth } from '../theme';

const TIERS: readonly { tier: CtaTier; label: string; use: string }[] = [
  { tier: 'primary', label: 'Get Started', use: 'The one main action of a view.' },
  { tier: 'secondary', label: 'Learn More', use: 'A useful alternative next to a primary.' },
  { tier: 'tertiary', label: 'See Our Impact', use: 'A low-key action inside text or a card.' },
];

const SIZES: readonly { size: CtaSize; height: string }[] = [
  { size: 'sm', height: '44 px' },
  { size: 'default', height: '44 px' },
  { size: 'lg', height: '52 px' },
  { size: 'xl', height: '60 px' },
];

export function CtaShowcasePage() {
  return (
    <InEnglish>
      <PageHead
        title="CTA Showcase"
        description="Every call-to-action tier in every size, on light and dark backgrounds."
        noIndex
      />
      <PageHero id="cta-showcase-title" title="CTA Showcase" eyebrow="Design reference">
        <p>Every call-to-action tier in every size, on light and dark backgrounds.</p>
      </PageHero>

      {TIERS.map(({ tier, label, use }) => (
        <PageSection key={tier} labelledBy={`cta-tier-${tier}`}>
          <h2 id={`cta-tier-${tier}`} css={sectionTitle}>
            {tier[0]!.toUpperCase() + tier.slice(1)}
          </h2>
          <p css={lead}>{use}</p>
          <ul
            css={{
              ...card,
              listStyle: 'none',
              margin: 0,
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'flex-end',
              gap: 24,
            }}
          >
            {SIZES.map(({ size, height }) => (
              <li key={size} css={{ display: 'grid', gap: 8, justifyItems: 'start' }}>
                <Link href="/cta-guidelines" css={ctaStyles({ tier, size })}>
                  {label}
                </Link>
                <span css={{ fontSize: '0.85rem', color: color.muted }}>
                  <code>{size}</code> · min. {height}
                </span>
              </li>
            ))}
          </ul>
        </PageSection>
      ))}

      <section
        aria-labelledby="cta-dark"
        css={{ background: '#0b3d2e', color: '#fff', padding: '48px 0' }}
      >
        <div css={{ maxWidth: contentWidth, margin: '0 auto', padding: '0 16px' }}>
          <h2 id="cta-dark" css={{ ...sectionTitle, color: '#fff' }}>
            On a dark background
          </h2>
          <p css={{ ...lead, color: '#d7efe4' }}>
            Secondary and tertiary turn white; primary keeps its colour.
          </p>
          <div css={{ display: 'flex', flexWrap: 'wrap', gap: 16 }}>
            {TIERS.map(({ tier, label }) => (
              <Link key={tier} href="/cta-guidelines" css={ctaStyles({ tier, onDark: true })}>
                {label}
              </Link>
            ))}
          </div>
        </div>
      </section>

      <PageSection labelledBy="cta-touch">
        <h2 id="cta-touch" css={sectionTitle}>
          Touch target
        </h2>
        <p css={{ ...lead, marginBottom: 0 }}>
          Every call to action is at least 44 px high and 44 px wide, including the small size, so
          it is easy to hit with a thumb. All examples on this page lead to the{' '}
          <Link href="/cta-guidelines" css={{ color: color.primary, fontWeight: 700 }}>
            CTA guidelines
          </Link>
          .
        </p>
      </PageSection>
    </InEnglish>
  );
}
