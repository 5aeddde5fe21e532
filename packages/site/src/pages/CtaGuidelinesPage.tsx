import { Link } from 'wouter';
import { InEnglish } from '../components/InEnglish';
import { ButtonLink } from '../components/ButtonLink';
import { PageHero } from '../components/PageHero';
import { PageSection } from '../components/PageSection';
import { PageHead } from '../head/PageHead';
import { card, gridList, lead, sectionTitle } from '../components/styles';
import { color } from '../theme';

const TIER_RULES = [
  {
    tier: 'Primary',
    rules: [
      'At most one per view: the action we most want the visitor to take.',
      'Filled in the primary colour with white text.',
      'Examples: Get Started, Send Message, Explore Partnership Opportunities.',
    ],
  },
  {
    tier: 'Secondary',
    rules: [
      'An alternative next to a primary, or the main action of a minor section.',
      'Outlined in the primary colour, transparent inside.',
      'Examples: Learn More, See Our Impact, Back to Summary.',
    ],
  },
  {
    tier: 'Tertiary',
    rules: [
      'Quiet actions inside text, cards and footers.',
      'Underlined text in the primary colour, with the same 44 px hit area.',
      'Examples: View all, Read Full Story.',
    ],
  },
] as const;

export function CtaGuidelinesPage() {
  return (
    <InEnglish>
      <PageHead
        title="CTA Guidelines"
        description="When to use which call to action, and how to word it."
        noIndex
      />
      <PageHero id="cta-guidelines-title" title="CTA Guidelines" eyebrow="Design reference">
        <p>When to use which call to action, and how to word it.</p>
      </PageHero>

      <PageSection labelledBy="cta-tiers">
        <h2 id="cta-tiers" css={sectionTitle}>
          Tiers
        </h2>
        <p css={lead}>Three tiers show how important an action is.</p>
        <ul css={gridList(3)}>
          {TIER_RULES.map(({ tier, rules }) => (
            <li key={tier} css={card}>
              <h3 css={{ margin: '0 0 8px', color: color.primary }}>{tier}</h3>
              <ul css={{ margin: 0, paddingInlineStart: 20, color: color.muted }}>
                {rules.map((rule) => (
                  <li key={rule}>{rule}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection labelledBy="cta-sizes" background="#fff">
        <h2 id="cta-sizes" css={sectionTitle}>
          Sizes
        </h2>
        <dl
          css={{
            display: 'grid',
            gridTemplateColumns: 'max-content 1fr',
            gap: '8px 20px',
            maxWidth: '68ch',
            margin: 0,
            '& dt': { fontWeight: 700 },
            '& dd': { margin: 0 },
          }}
        >
          <dt>sm</dt>
          <dd>Dense places such as filters and tables. Smaller text, still 44 px high.</dd>
          <dt>default</dt>
          <dd>Almost everywhere.</dd>
          <dt>lg</dt>
          <dd>Section calls to action on wide bands.</dd>
          <dt>xl</dt>
          <dd>The hero of a landing page, once per page.</dd>
        </dl>
      </PageSection>

      <PageSection labelledBy="cta-rules">
        <h2 id="cta-rules" css={sectionTitle}>
          Rules for every call to action
        </h2>
        <ul
          css={{
            maxWidth: '68ch',
            paddingInlineStart: 20,
            margin: '0 0 24px',
            '& li': { marginBottom: 8 },
          }}
        >
          <li>
            <strong>Touch target:</strong> at least 44 × 44 px, with at least 8 px between two
            targets.
          </li>
          <li>
            <strong>Links go, buttons do:</strong> use a link for navigation and a button for an
            action on the page. Never a link to nowhere.
          </li>
          <li>
            <strong>Words:</strong> start with a verb and say where it leads: &ldquo;See Our
            Impact&rdquo;, not &ldquo;Click here&rdquo;.
          </li>
          <li>
            <strong>Repeated labels:</strong> several &ldquo;Learn More&rdquo; buttons on one page
            each get hidden text naming their subject, for screen readers.
          </li>
          <li>
            <strong>Focus:</strong> every call to action shows a 3 px yellow focus ring when reached
            by keyboard.
          </li>
          <li>
            <strong>Right to left:</strong> icons that point somewhere (arrows) mirror in Arabic.
          </li>
        </ul>
        <p css={{ margin: '0 0 16px' }}>
          See every tier and size in the{' '}
          <Link href="/cta-showcase" css={{ color: color.primary, fontWeight: 700 }}>
            CTA showcase
          </Link>
          .
        </p>
        <ButtonLink href="/cta-showcase" tier="secondary">
          Open the CTA Showcase
        </ButtonLink>
      </PageSection>
    </InEnglish>
  );
}
