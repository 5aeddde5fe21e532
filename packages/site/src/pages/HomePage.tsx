import { StoryGrid } from '@ia/widgets';
import { ButtonLink } from '../components/ButtonLink';
import { PageSection } from '../components/PageSection';
import { VisuallyHidden } from '../components/VisuallyHidden';
import { PageHead } from '../head/PageHead';
import { HEADLINE_STATS } from '../content/stats';
import { useSiteTranslation } from '../i18n';
import { color, media, radius, shadow } from '../theme';

const CHANGE_MAKERS = [
  { title: 'home.changeMakers.education.title', text: 'home.changeMakers.education.text' },
  { title: 'home.changeMakers.health.title', text: 'home.changeMakers.health.text' },
  { title: 'home.changeMakers.governance.title', text: 'home.changeMakers.governance.text' },
] as const;

export function HomePage() {
  const { t, l } = useSiteTranslation();
  return (
    <>
      <PageHead title={t('hero.title')} description={t('hero.description')} />
      <section
        aria-labelledby="hero-title"
        css={{
          background: 'linear-gradient(135deg, #0b3d2e 0%, #0b6e4f 55%, #1f8a5f 100%)',
          color: '#fff',
          padding: '56px 16px 64px',
        }}
      >
        <div css={{ maxWidth: 1200, margin: '0 auto' }}>
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
          <p css={{ fontSize: '1.2rem', margin: '0 0 8px', maxWidth: '48ch', color: '#d7efe4' }}>
            {t('hero.subtitle')}
          </p>
          <p css={{ margin: '0 0 28px', maxWidth: '60ch', color: '#d7efe4' }}>
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
                <dt css={{ fontSize: '0.9rem', color: '#d7efe4' }}>{l(stat.label)}</dt>
                <dd
                  css={{
                    margin: 0,
                    fontSize: 'clamp(1.6rem, 5vw, 2.4rem)',
                    fontWeight: 800,
                    order: -1,
                  }}
                >
                  {l(stat.value)}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <PageSection labelledBy="change-makers">
        <h2 id="change-makers" css={{ fontSize: '1.8rem', margin: '0 0 24px' }}>
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

      <PageSection labelledBy="home-stories" background="#eef5f1">
        <div
          css={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'baseline',
            gap: 12,
            marginBottom: 24,
          }}
        >
          <h2 id="home-stories" css={{ fontSize: '1.8rem', margin: 0 }}>
            {t('home.stories.title')}
          </h2>
          <span css={{ color: color.muted }}>{t('home.stories.since')}</span>
        </div>
        <StoryGrid limit={3} />
        <div css={{ marginTop: 24 }}>
          <ButtonLink href="/success-stories">{t('home.stories.viewAll')}</ButtonLink>
        </div>
      </PageSection>

      <PageSection labelledBy="impact-cta" id="impact">
        <h2 id="impact-cta" css={{ fontSize: '1.8rem', margin: '0 0 12px' }}>
          {t('home.impact.title')}
        </h2>
        <p css={{ maxWidth: '60ch', color: color.muted, margin: '0 0 20px' }}>
          {t('home.impact.text')}
        </p>
        <ButtonLink href="/impact" tier="secondary">
          {t('home.impact.cta')}
        </ButtonLink>
      </PageSection>
    </>
  );
}
