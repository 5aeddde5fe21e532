import { PageHero } from '../components/PageHero';
import { InEnglish } from '../components/InEnglish';
import { PageSection } from '../components/PageSection';
import { PageHead } from '../head/PageHead';
import { card, lead, sectionTitle } from '../components/styles';
import { color } from '../theme';

/** The type scale the pages use; sizes that scale with the viewport show their clamp(). */
const SCALE = [
  {
    name: 'Page title (h1)',
    element: 'h1',
    size: 'clamp(2rem, 6vw, 3rem)',
    weight: 800,
    lineHeight: 1.1,
  },
  {
    name: 'Section title (h2)',
    element: 'h2',
    size: 'clamp(1.5rem, 4vw, 1.9rem)',
    weight: 700,
    lineHeight: 1.2,
  },
  { name: 'Card title (h3)', element: 'h3', size: '1.2rem', weight: 700, lineHeight: 1.3 },
  { name: 'Lead paragraph', element: 'p', size: '1.05rem', weight: 400, lineHeight: 1.5 },
  { name: 'Body', element: 'p', size: '1rem', weight: 400, lineHeight: 1.5 },
  { name: 'Small print and badges', element: 'p', size: '0.85rem', weight: 700, lineHeight: 1.4 },
] as const;

const SAMPLE = "Building Africa's Next Generation of Reform Leaders";

export function TypographyPage() {
  return (
    <InEnglish>
      <PageHead
        title="Typography"
        description="The type scale of the site, for designers and developers."
        noIndex
      />
      <PageHero id="typography-title" title="Typography" eyebrow="Design reference">
        <p>The type scale of the site, for designers and developers.</p>
      </PageHero>

      <PageSection labelledBy="type-family">
        <h2 id="type-family" css={sectionTitle}>
          Typeface
        </h2>
        <p css={lead}>
          We use the system font of each device (system-ui, then Segoe UI, Roboto and Noto Sans,
          with Noto Sans Arabic for Arabic). It costs no download on slow or expensive mobile data,
          and it covers every language we publish in.
        </p>
        <p css={{ ...card, fontSize: '1.6rem', margin: 0 }}>
          Aa Bb Cc 0123456789 — Ẹ ọ ṣ ń · É à ç · ح ب ر
        </p>
      </PageSection>

      <PageSection labelledBy="type-scale" background="#fff">
        <h2 id="type-scale" css={sectionTitle}>
          Type scale
        </h2>
        <p css={lead}>Sizes are in rem, so they follow the reader&apos;s own text size setting.</p>
        <div
          // Scrolls sideways on a phone; focusable so that a keyboard can scroll it too.
          role="region"
          aria-labelledby="type-scale-caption"
          tabIndex={0}
          css={{
            overflowX: 'auto',
            '&:focus-visible': { outline: `3px solid ${color.focus}`, outlineOffset: 2 },
          }}
        >
          <table css={{ borderCollapse: 'collapse', width: '100%', minWidth: 560 }}>
            <caption
              id="type-scale-caption"
              css={{ textAlign: 'start', color: color.muted, paddingBottom: 8 }}
            >
              Each style with its size, weight and line height
            </caption>
            <thead>
              <tr>
                {['Style', 'Size', 'Weight', 'Line height', 'Sample'].map((heading) => (
                  <th
                    key={heading}
                    scope="col"
                    css={{
                      textAlign: 'start',
                      padding: '8px 12px',
                      borderBottom: `2px solid ${color.border}`,
                    }}
                  >
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {SCALE.map((style) => (
                <tr
                  key={style.name}
                  css={{
                    '& > *': {
                      padding: '12px',
                      borderBottom: `1px solid ${color.border}`,
                      verticalAlign: 'top',
                    },
                  }}
                >
                  <th scope="row" css={{ textAlign: 'start', fontWeight: 600 }}>
                    {style.name}
                    <br />
                    <code css={{ color: color.muted, fontWeight: 400 }}>
                      &lt;{style.element}&gt;
                    </code>
                  </th>
                  <td>
                    <code>{style.size}</code>
                  </td>
                  <td>{style.weight}</td>
                  <td>{style.lineHeight}</td>
                  <td
                    css={{
                      fontSize: style.size,
                      fontWeight: style.weight,
                      lineHeight: style.lineHeight,
                    }}
                  >
                    {style.element === 'p' ? 'Reform starts with people.' : SAMPLE}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </PageSection>

      <PageSection labelledBy="type-rules">
        <h2 id="type-rules" css={sectionTitle}>
          Rules
        </h2>
        <ul
          css={{ maxWidth: '68ch', paddingInlineStart: 20, margin: 0, '& li': { marginBottom: 8 } }}
        >
          <li>One h1 per page; headings follow in order, never skipping a level.</li>
          <li>Keep lines of body text under about 70 characters (max-width: 62ch to 68ch).</li>
          <li>Body text is at least 1rem; muted text keeps a contrast of 4.5:1 or more.</li>
          <li>Align text to the start, never to the left, so right-to-left pages read well.</li>
          <li>Never use text in images; translations and screen readers cannot reach it.</li>
        </ul>
      </PageSection>
    </InEnglish>
  );
}
