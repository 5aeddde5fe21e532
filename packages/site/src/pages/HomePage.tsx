import { Suspense } from 'react';
import { ButtonLink } from '../components/ButtonLink';
import { PageSection } from '../components/PageSection';
import { VisuallyHidden } from '../components/VisuallyHidden';
import { FOUNDER } from '../content/highlights';
import { HEADLINE_STATS } from '../content/stats';
import { HomeMore } from '#home-more';
import { PageHead } from '../head/PageHead';
import { rounded, sectionTitle } from '../home/styles';
import { useSiteTranslation } from '../i18n';
import { Picture } from '../pictures/Picture';
import { pictureSources } from '../pictures/pictures';
import { color, contentWidth, media, radius, shadow } from '../theme';

const CHANGE_MAKERS = [
  { title: 'home.changeMakers.education.title', text: 'home.changeMakers.education.text' },
  { title: 'home.changeMakers.health.title', text: 'home.changeMakers.health.text' },
  { title: 'home.changeMakers.governance.title', text: 'home.changeMakers.governance.text' },
] as const;

/** The hero's background: the whole band at every width. */
const HERO_SIZES = '100vw';
/** Below this width the founder's photograph is not shown (spec: on large screens). */
const SMALL_SCREEN = '(max-width: 1023.98px)';

export function HomePage() {
  const { t, l } = useSiteTranslation();
  const hero = pictureSources('hero-background');
  return (
    <>
      <PageHead
        title={t('hero.title')}
        description={t('hero.description')}
        preloadImage={{ srcset: hero.avif, sizes: HERO_SIZES }}
      />

      {/* 1. Hero */}
      <section
        aria-labelledby="hero-title"
        css={{ position: 'relative', color: '#fff', overflow: 'hidden', background: '#0b3d2e' }}
      >
        <Picture
          name="hero-background"
          alt=""
          sizes={HERO_SIZES}
          priority
          imgCss={{
            position: 'absolute',
            inset: 0,
            width: '100%',
            height: '100%',
            objectFit: 'cover',
          }}
        />
        <div
          css={{
            position: 'absolute',
            inset: 0,
            background:
              'linear-gradient(90deg, rgba(8,46,34,0.94) 0%, rgba(8,46,34,0.86) 55%, rgba(8,46,34,0.55) 100%)',
            '[dir="rtl"] &': {
              background:
                'linear-gradient(270deg, rgba(8,46,34,0.94) 0%, rgba(8,46,34,0.86) 55%, rgba(8,46,34,0.55) 100%)',
            },
          }}
        />
        <div
          css={{
            position: 'relative',
            maxWidth: contentWidth,
            margin: '0 auto',
            padding: '56px 16px 64px',
            display: 'grid',
            gap: 40,
            alignItems: 'center',
            [media.lg]: { gridTemplateColumns: 'minmax(0, 1.4fr) minmax(0, 1fr)' },
          }}
        >
          <div>
            <h1
              id="hero-title"
              css={{
                fontSize: 'clamp(2rem, 6vw, 3.4rem)',
                lineHeight: 1.1,
                margin: '0 0 16px',
                maxWidth: '18ch',
              }}
            >
              {t('hero.title')}
            </h1>
            <p css={{ fontSize: '1.2rem', margin: '0 0 8px', maxWidth: '48ch', color: '#e3f3ea' }}>
              {t('hero.subtitle')}
            </p>
            <p css={{ margin: '0 0 28px', maxWidth: '60ch', color: '#e3f3ea' }}>
              {t('hero.description')}
            </p>
            <div css={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
              <ButtonLink href="/programs" onDark>
                {t('cta.getStarted')}
              </ButtonLink>
              <ButtonLink href="/about" tier="secondary" onDark>
                {t('cta.learnMore')}
                <VisuallyHidden>: {t('nav.about')}</VisuallyHidden>
              </ButtonLink>
            </div>
            <dl
              css={{
                display: 'grid',
                gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
                gap: 16,
                margin: '40px 0 0',
                maxWidth: 640,
              }}
            >
              {HEADLINE_STATS.map((stat) => (
                <div key={stat.label.en} css={{ display: 'flex', flexDirection: 'column' }}>
                  <dt css={{ fontSize: '0.9rem', color: '#e3f3ea' }}>{l(stat.label)}</dt>
                  <dd
                    css={{
                      margin: 0,
                      fontSize: 'clamp(1.6rem, 5vw, 2.4rem)',
                      fontWeight: 800,
                      order: -1,
                    }}
                  >
                    <bdi>{l(stat.value)}</bdi>
                  </dd>
                </div>
              ))}
            </dl>
          </div>
          <figure css={{ margin: 0, display: 'none', [media.lg]: { display: 'block' } }}>
            <Picture
              name="landing-founder"
              alt={t('home.hero.founderAlt', { name: FOUNDER.name })}
              sizes="(min-width: 1200px) 440px, 36vw"
              hiddenWhere={SMALL_SCREEN}
              priority
              imgCss={{
                ...rounded,
                aspectRatio: '4 / 5',
                boxShadow: '0 20px 40px rgba(0,0,0,0.35)',
              }}
            />
            <figcaption css={{ marginTop: 12, color: '#e3f3ea', fontSize: '0.95rem' }}>
              {t('home.hero.founderCaption', { name: FOUNDER.name, role: l(FOUNDER.title) })}
            </figcaption>
          </figure>
        </div>
      </section>

      {/* 2. Empowering African Change-Makers */}
      <PageSection labelledBy="change-makers">
        <h2 id="change-makers" css={{ ...sectionTitle, marginBottom: 24 }}>
          {t('home.changeMakers.title')}
        </h2>
        <ul
          css={{
            listStyle: 'none',
            padding: 0,
            margin: 0,
            display: 'grid',
            gap: 16,
            [media.md]: { gridTemplateColumns: 'repeat(3, 1fr)' },
          }}
        >
          {CHANGE_MAKERS.map((card) => (
            <li
              key={card.title}
              css={{
                background: '#fff',
                borderRadius: radius.card,
                boxShadow: shadow.card,
                padding: 24,
              }}
            >
              <h3 css={{ margin: '0 0 8px', color: color.primary }}>{t(card.title)}</h3>
              <p css={{ margin: 0, color: color.muted }}>{t(card.text)}</p>
            </li>
          ))}
        </ul>
      </PageSection>

      {/* 3 to 10: in the browser, taken over when they come near the screen (lazyHomeMore). */}
      <Suspense fallback={null}>
        <HomeMore />
      </Suspense>
    </>
  );
}
