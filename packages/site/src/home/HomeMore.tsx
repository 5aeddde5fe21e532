import { StoryGrid } from '@ia/widgets';
import { Link } from 'wouter';
import { ButtonLink } from '../components/ButtonLink';
import { PageSection } from '../components/PageSection';
import { StatList } from '../components/StatList';
import { VideoFacade } from '../components/VideoFacade';
import { FOCUS_AREA_CARDS, REP_NAME } from '../content/highlights';
import { HUB_STATS, IMPACT_METRICS, TRACK_RECORD_STATS } from '../content/homeStats';
import { DRIVING_CHANGE_VIDEO } from '../content/videos';
import { useSiteTranslation } from '../i18n';
import { Picture } from '../pictures/Picture';
import { useSiteConfig } from '../SiteConfigContext';
import { socialHandle, useOrganisation } from '../model/organisation';
import { color, focusOutline, media, shadow } from '../theme';
import { lead, rounded, sectionTitle, twoColumns } from './styles';

const PROGRAMME_POINTS = [
  'home.programmes.leadership',
  'home.programmes.schedule',
  'home.programmes.pitch',
] as const;

/**
 * The home page's sections 3 to 10 (Our Focus Areas to Get Involved), below the fold on a
 * phone. One element, so that the browser can take it over later than the rest of the page
 * (HomePage) without touching what the server drew.
 */
export function HomeMore() {
  const { t, l } = useSiteTranslation();
  const { siteName } = useSiteConfig();
  const details = useOrganisation();
  const contactEmail = details?.contactEmail ?? '';
  // The organisation's name isolated (FSI … PDI), so the colon after it stays in place in
  // right-to-left text.
  const product = `\u2068${siteName}\u2069`;
  return (
    <div id="home-more">
      {/* 3. Our Focus Areas */}
      <PageSection labelledBy="focus-areas" background="#fff">
        <h2 id="focus-areas" css={sectionTitle}>
          {t('home.focus.title')}
        </h2>
        <p css={lead}>{t('home.focus.intro')}</p>
        <ul
          css={{
            listStyle: 'none',
            padding: 0,
            margin: 0,
            display: 'grid',
            gap: 20,
            [media.md]: { gridTemplateColumns: 'repeat(3, 1fr)' },
          }}
        >
          {FOCUS_AREA_CARDS.map((area) => (
            <li key={area.sector}>
              <Link
                href={`/impact?sector=${area.sector}`}
                css={{
                  position: 'relative',
                  display: 'block',
                  borderRadius: 16,
                  overflow: 'hidden',
                  color: '#fff',
                  textDecoration: 'none',
                  boxShadow: shadow.card,
                  '&:focus-visible': focusOutline,
                  '& img': { transition: 'transform 0.3s' },
                  '&:hover img, &:focus-visible img': { transform: 'scale(1.04)' },
                  '&:hover [data-hint], &:focus-visible [data-hint]': { opacity: 1 },
                  '@media (prefers-reduced-motion: reduce)': { '& img': { transition: 'none' } },
                }}
              >
                <Picture
                  name={area.picture}
                  alt={l(area.pictureAlt)}
                  sizes="(min-width: 768px) 33vw, 100vw"
                  imgCss={{ width: '100%', aspectRatio: '4 / 3', objectFit: 'cover' }}
                />
                <span
                  css={{
                    position: 'absolute',
                    insetInline: 0,
                    bottom: 0,
                    padding: '40px 20px 18px',
                    background: 'linear-gradient(180deg, rgba(0,0,0,0) 0%, rgba(0,0,0,0.82) 60%)',
                    display: 'flex',
                    alignItems: 'flex-end',
                    justifyContent: 'space-between',
                    gap: 12,
                  }}
                >
                  <span css={{ fontSize: '1.3rem', fontWeight: 700 }}>{l(area.title)}</span>
                  <span
                    data-hint
                    css={{
                      opacity: 0,
                      transition: 'opacity 0.2s',
                      fontWeight: 600,
                      whiteSpace: 'nowrap',
                      // Always shown where there is no hover (touch screens).
                      '@media (hover: none)': { opacity: 1 },
                    }}
                  >
                    {t('home.focus.learnMore')}
                    <span aria-hidden="true"> →</span>
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </PageSection>

      {/* 4. Success Stories */}
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

      {/* 5. Empowering Africa's Reform Entrepreneurs */}
      <PageSection labelledBy="reform-entrepreneurs">
        <h2 id="reform-entrepreneurs" css={sectionTitle}>
          {t('home.impact.title')}
        </h2>
        <p css={lead}>{t('home.impact.text')}</p>
        <ButtonLink href="/impact" tier="secondary">
          {t('home.impact.cta')}
        </ButtonLink>
      </PageSection>
      {/* 6. Our Programmes */}
      <PageSection labelledBy="home-programmes" background="#fff">
        <div css={twoColumns}>
          <div>
            <h2 id="home-programmes" css={sectionTitle}>
              {t('home.programmes.title')}
            </h2>
            <h3 css={{ margin: '0 0 8px', fontSize: '1.3rem', color: color.primary }}>
              {l(REP_NAME)}
            </h3>
            <p css={{ ...lead, marginBottom: 16 }}>{t('home.programmes.text')}</p>
            <ul css={{ margin: '0 0 24px', paddingInlineStart: 20, display: 'grid', gap: 6 }}>
              {PROGRAMME_POINTS.map((point) => (
                <li key={point}>{t(point)}</li>
              ))}
            </ul>
            <ButtonLink href="/our-history">{t('home.programmes.cta')}</ButtonLink>
          </div>
          <Picture
            name="programme-rep"
            alt={t('home.programmes.imageAlt')}
            sizes="(min-width: 1024px) 580px, 100vw"
            imgCss={{ ...rounded, aspectRatio: '4 / 3' }}
          />
        </div>
      </PageSection>

      {/* 7. The film and the track record */}
      <PageSection labelledBy="home-video" background="#0b3d2e">
        <div css={{ ...twoColumns, color: '#fff' }}>
          <div>
            <h2 id="home-video" css={sectionTitle}>
              {t('home.video.title', { product })}
            </h2>
            <p css={{ ...lead, color: '#e3f3ea' }}>{t('home.video.text')}</p>
            <div css={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
              <ButtonLink href="/our-history" onDark>
                {t('home.video.programmes')}
              </ButtonLink>
              <ButtonLink href="/impact" tier="secondary" onDark>
                {t('home.impact.cta')}
              </ButtonLink>
            </div>
          </div>
          <div css={{ '& p': { color: '#e3f3ea' } }}>
            <VideoFacade
              video={DRIVING_CHANGE_VIDEO}
              title={t('home.video.title', { product })}
              sizes="(min-width: 1024px) 580px, 100vw"
            />
          </div>
        </div>
        <div css={{ marginTop: 40 }}>
          <StatList stats={TRACK_RECORD_STATS} onDark label={t('home.video.statsLabel')} />
        </div>
      </PageSection>

      {/* 8. The virtual hub */}
      <PageSection labelledBy="home-hub">
        <div css={twoColumns}>
          <Picture
            name="virtual-hub"
            alt={t('home.hub.imageAlt')}
            sizes="(min-width: 1024px) 580px, 100vw"
            imgCss={{ ...rounded, aspectRatio: '4 / 3' }}
          />
          <div>
            <h2 id="home-hub" css={sectionTitle}>
              {t('home.hub.title')}
            </h2>
            <p css={lead}>{t('home.hub.text')}</p>
            <ul
              css={{
                listStyle: 'none',
                padding: 0,
                margin: '24px 0 0',
                display: 'flex',
                flexWrap: 'wrap',
                gap: 12,
              }}
            >
              {(details?.socialLinks ?? []).map((network) => (
                <li key={`${network.network}-${network.url}`}>
                  <a
                    href={network.url}
                    rel="noopener noreferrer"
                    css={{
                      display: 'inline-flex',
                      alignItems: 'center',
                      minHeight: 44,
                      padding: '0 16px',
                      borderRadius: 999,
                      border: `1px solid ${color.border}`,
                      background: '#fff',
                      color: color.primary,
                      fontWeight: 600,
                      textDecoration: 'none',
                      '&:hover': { borderColor: color.primary },
                      '&:focus-visible': focusOutline,
                    }}
                  >
                    <bdi>
                      {network.network}{' '}
                      <span css={{ fontWeight: 400, color: color.muted }}>
                        @{socialHandle(network.url)}
                      </span>
                    </bdi>
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </div>
        <div css={{ marginTop: 32 }}>
          <StatList stats={HUB_STATS} columns={3} label={t('home.hub.title')} />
        </div>
      </PageSection>

      {/* 9. Impact Metrics (/#impact) */}
      <PageSection labelledBy="impact-metrics" id="impact" background="#fff">
        <div css={twoColumns}>
          <div>
            <h2 id="impact-metrics" css={sectionTitle}>
              {t('home.metrics.title')}
            </h2>
            <p css={lead}>{t('home.metrics.text')}</p>
            <StatList stats={IMPACT_METRICS} columns={2} />
            <div css={{ marginTop: 24 }}>
              <ButtonLink href="/impact">{t('home.metrics.cta')}</ButtonLink>
            </div>
          </div>
          <Picture
            name="impact"
            fallbacks={['impact-alternative', 'hero-background']}
            alt={t('home.metrics.imageAlt')}
            sizes="(min-width: 1024px) 580px, 100vw"
            imgCss={{ ...rounded, aspectRatio: '4 / 3' }}
          />
        </div>
      </PageSection>

      {/* 10. Get Involved (/#contact) */}
      <PageSection labelledBy="get-involved" id="contact" background="#eef5f1">
        <h2 id="get-involved" css={sectionTitle}>
          {t('home.involved.title')}
        </h2>
        <p css={lead}>{t('home.involved.text')}</p>
        <p css={{ margin: '0 0 24px', fontSize: '1.15rem' }}>
          <span css={{ color: color.muted }}>{t('home.involved.emailLabel')} </span>
          <a
            href={`mailto:${contactEmail}`}
            css={{ color: color.primary, fontWeight: 700, '&:focus-visible': focusOutline }}
          >
            <bdi>{contactEmail}</bdi>
          </a>
        </p>
        <ButtonLink href="/contact" tier="secondary">
          {t('cta.contactUs')}
        </ButtonLink>
      </PageSection>
    </div>
  );
}
