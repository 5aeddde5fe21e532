import { ButtonLink } from '../components/ButtonLink';
import { Picture } from '../pictures/Picture';
import { PageHero } from '../components/PageHero';
import { PageSection } from '../components/PageSection';
import { PageHead } from '../head/PageHead';
import { VisuallyHidden } from '../components/VisuallyHidden';
import { lead, plainList, sectionTitle } from '../components/styles';
import { PROGRAMMES } from '../content/programmes';
import { useSiteTranslation } from '../i18n';
import { PROGRAMMES_COPY } from '../i18n/programmes';
import { color, media } from '../theme';

export function ProgrammesPage() {
  const { t, l } = useSiteTranslation(PROGRAMMES_COPY);
  return (
    <>
      <PageHead title={t('programmes.title')} description={t('programmes.intro')} />
      <PageHero
        id="programmes-title"
        title={t('programmes.title')}
        eyebrow={t('programmes.eyebrow')}
      >
        <p>{t('programmes.intro')}</p>
      </PageHero>

      <PageSection labelledBy="programmes-list-title">
        <h2 id="programmes-list-title" css={sectionTitle}>
          {t('programmes.list.title')}
        </h2>
        <p css={{ ...lead, marginBottom: 40 }}>{t('programmes.list.lead')}</p>
        <ol css={{ ...plainList, display: 'grid', gap: 56 }}>
          {PROGRAMMES.map((programme, index) => {
            const headingId = `programme-${programme.slug}`;
            // Even rows show the picture at the start, odd rows at the end (mirrored in RTL).
            const pictureAtEnd = index % 2 === 1;
            return (
              <li
                key={programme.id}
                aria-labelledby={headingId}
                css={{
                  display: 'grid',
                  gap: 24,
                  alignItems: 'center',
                  [media.md]: { gridTemplateColumns: '1fr 1fr', gap: 48 },
                }}
              >
                <div css={{ [media.md]: { order: pictureAtEnd ? 2 : 0 } }}>
                  <Picture
                    name={programme.picture}
                    alt={l(programme.imageAlt)}
                    sizes="(min-width: 1232px) 576px, (min-width: 768px) 50vw, 100vw"
                    priority={index === 0}
                    imgCss={{
                      width: '100%',
                      aspectRatio: '4 / 3',
                      objectFit: 'cover',
                      borderRadius: 16,
                    }}
                  />
                </div>
                <div css={{ [media.md]: { order: 1 } }}>
                  <h3
                    id={headingId}
                    css={{
                      fontSize: 'clamp(1.4rem, 4vw, 1.8rem)',
                      lineHeight: 1.2,
                      margin: '0 0 6px',
                    }}
                  >
                    {l(programme.name)}
                  </h3>
                  <p css={{ margin: '0 0 12px', color: color.primary, fontWeight: 700 }}>
                    {l(programme.tagline)}
                  </p>
                  <p css={{ margin: '0 0 20px', color: color.muted }}>{l(programme.description)}</p>
                  <dl
                    css={{
                      display: 'grid',
                      gridTemplateColumns: 'max-content 1fr',
                      gap: '6px 16px',
                      margin: '0 0 24px',
                      padding: 16,
                      background: '#eef5f1',
                      borderRadius: 12,
                      '& dt': { fontWeight: 700 },
                      '& dd': { margin: 0 },
                    }}
                  >
                    <dt>{t('programmes.duration')}</dt>
                    <dd>{l(programme.duration)}</dd>
                    <dt>{t('programmes.format')}</dt>
                    <dd>{l(programme.format)}</dd>
                    <dt>{t('programmes.audience')}</dt>
                    <dd>{l(programme.targetAudience)}</dd>
                  </dl>
                  <ButtonLink href="/contact">
                    {t('cta.learnMore')}
                    <VisuallyHidden>
                      {' '}
                      {t('programmes.learnMoreAbout', { name: l(programme.name) })}
                    </VisuallyHidden>
                  </ButtonLink>
                </div>
              </li>
            );
          })}
        </ol>
      </PageSection>
    </>
  );
}
