import { Avatar } from '../components/Avatar';
import { InEnglish } from '../components/InEnglish';
import { PageHero } from '../components/PageHero';
import { PageSection } from '../components/PageSection';
import { PageHead } from '../head/PageHead';
import { card, gridList, lead, plainList, sectionTitle } from '../components/styles';
import { Picture } from '../pictures/Picture';
import type { PictureName } from '../pictures/pictures';
import { color } from '../theme';

const RATIOS: readonly { ratio: string; use: string; picture: PictureName }[] = [
  { ratio: '16 / 9', use: 'Heroes, videos and story galleries', picture: 'video-history-intro' },
  { ratio: '4 / 3', use: 'Programme and focus-area pictures', picture: 'focus-health' },
  { ratio: '1 / 1', use: 'Portraits, logos and thumbnails', picture: 'portrait-4' },
];

const DOS = [
  'Reserve the box with aspect-ratio (or width and height) so the page never jumps while loading.',
  'Load pictures below the fold lazily (loading="lazy") and decode them asynchronously.',
  'Serve AVIF and WebP at several widths (srcset and sizes): under 150 KB for a hero, under 60 KB for a card.',
  'Write alt text that says what the picture tells; use alt="" when it only decorates.',
  'When a picture fails, fall back quietly: a generated initials avatar for people, another picture for the rest.',
];

const DONTS = [
  'No text inside pictures: it cannot be translated or read aloud.',
  'No pictures from other sites or image services: every request costs our visitors data.',
  'No photographs of people without their written consent.',
];

export function ImageGuidelinesDemoPage() {
  return (
    <InEnglish>
      <PageHead
        title="Image Guidelines"
        description="How pictures are sized, described and replaced when they are missing."
        noIndex
      />
      <PageHero id="image-guidelines-title" title="Image Guidelines" eyebrow="Design reference">
        <p>How pictures are sized, described and replaced when they are missing.</p>
      </PageHero>

      <PageSection labelledBy="image-ratios">
        <h2 id="image-ratios" css={sectionTitle}>
          Shapes
        </h2>
        <p css={lead}>Three aspect ratios cover every picture on the site.</p>
        <ul css={gridList(3)}>
          {RATIOS.map(({ ratio, use, picture }) => (
            <li key={ratio} css={{ ...card, padding: 16 }}>
              <div css={{ maxWidth: ratio === '1 / 1' ? 200 : undefined }}>
                <Picture
                  name={picture}
                  alt=""
                  sizes="(min-width: 1024px) 360px, 100vw"
                  imgCss={{
                    width: '100%',
                    aspectRatio: ratio,
                    objectFit: 'cover',
                    borderRadius: 16,
                  }}
                />
              </div>
              <h3 css={{ margin: '12px 0 4px' }}>
                <code>{ratio.replace(/ /g, '')}</code>
              </h3>
              <p css={{ margin: 0, color: color.muted }}>{use}</p>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection labelledBy="image-fallbacks" background="#fff">
        <h2 id="image-fallbacks" css={sectionTitle}>
          When there is no picture
        </h2>
        <p css={lead}>
          People get a generated initials avatar: the initials of their name on a colour that is
          always the same for that name. Titles such as Dr. are skipped. Nothing is downloaded.
        </p>
        <ul css={{ ...plainList, display: 'flex', flexWrap: 'wrap', gap: 24 }}>
          {['Adaeze Okonkwo', 'Dr. Ibrahim Musa', 'Kwame Mensah', 'Zainab Lawal'].map((name) => (
            <li
              key={name}
              css={{
                display: 'grid',
                justifyItems: 'center',
                gap: 8,
                width: 120,
                textAlign: 'center',
              }}
            >
              <Avatar name={name} size={72} />
              <span css={{ fontSize: '0.9rem' }}>{name}</span>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection labelledBy="image-rules">
        <h2 id="image-rules" css={sectionTitle}>
          Do and don&apos;t
        </h2>
        <div css={gridList(2)}>
          <section
            aria-labelledby="image-dos"
            css={{ ...card, borderTop: `4px solid ${color.success}` }}
          >
            <h3 id="image-dos" css={{ margin: '0 0 8px', color: color.success }}>
              Do
            </h3>
            <ul css={{ margin: 0, paddingInlineStart: 20, '& li': { marginBottom: 6 } }}>
              {DOS.map((rule) => (
                <li key={rule}>{rule}</li>
              ))}
            </ul>
          </section>
          <section
            aria-labelledby="image-donts"
            css={{ ...card, borderTop: `4px solid ${color.danger}` }}
          >
            <h3 id="image-donts" css={{ margin: '0 0 8px', color: color.danger }}>
              Don&apos;t
            </h3>
            <ul css={{ margin: 0, paddingInlineStart: 20, '& li': { marginBottom: 6 } }}>
              {DONTS.map((rule) => (
                <li key={rule}>{rule}</li>
              ))}
            </ul>
          </section>
        </div>
      </PageSection>
    </InEnglish>
  );
}
