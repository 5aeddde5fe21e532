import type { focusAreas, homePage, organisation, PublicImage, PublicOf } from '@ia/shared';
import { StoryGrid } from '@ia/widgets';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { ButtonLink } from '../components/ButtonLink';
import { PageSection } from '../components/PageSection';
import { StatList } from '../components/StatList';
import { VideoFacade } from '../components/VideoFacade';
import { useSiteTranslation } from '../i18n';
import { MediaPicture } from '../model/MediaPicture';
import { socialHandle, statsOf } from '../model/organisation';
import { fieldLang, fill, langAttr } from '../model/useContent';
import { useSiteConfig } from '../SiteConfigContext';
import { color, focusOutline, media, shadow } from '../theme';
import { lead, rounded, sectionTitle, twoColumns } from './styles';

/** A picture beside a section's text: half the content width on large screens, 4:3. */
const SIDE_SIZES = '(min-width: 1024px) 580px, 100vw';

/**
 * The home page's sections 3 to 10 (Our Focus Areas to Get Involved), below the fold on a
 * phone. One element, so that the browser can take it over later than the rest of the page
 * (HomePage, which reads the content and hands it here) without touching what the server drew.
 */
export function HomeMore({
  page,
  areas,
  organisation: details,
}: {
  page: PublicOf<typeof homePage>;
  areas: readonly PublicOf<typeof focusAreas>[];
  organisation: PublicOf<typeof organisation>;
}) {
  const { t, language } = useSiteTranslation();
  const { siteName } = useSiteConfig();
  const inLang = (field: string) => langAttr(fieldLang(page, field), language);
  // The organisation's name isolated (FSI … PDI), so the colon after it stays in place in
  // right-to-left text.
  const videoTitle = fill(page.videoTitle, { siteName: `\u2068${siteName}\u2069` });
  const sidePicture = (image: PublicImage | null, fallback?: ReactNode) => (
    <MediaPicture
      image={image}
      sizes={SIDE_SIZES}
      aspect={4 / 3}
      imgCss={rounded}
      fallback={fallback}
    />
  );
  return (
    <div id="home-more">
      {/* 3. Our Focus Areas */}
      <PageSection labelledBy="focus-areas" background="#fff">
        <h2 id="focus-areas" css={sectionTitle} {...inLang('focusTitle')}>
          {page.focusTitle}
        </h2>
        <p css={lead} {...inLang('focusIntro')}>
          {page.focusIntro}
        </p>
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
          {areas.map((area) => (
            <li key={area.id}>
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
                <MediaPicture
                  image={area.picture}
                  sizes="(min-width: 768px) 33vw, 100vw"
                  aspect={4 / 3}
                  imgCss={{ width: '100%' }}
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
                  <span
                    css={{ fontSize: '1.3rem', fontWeight: 700 }}
                    {...langAttr(fieldLang(area, 'title'), language)}
                  >
                    {area.title}
                  </span>
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
          <h2 id="home-stories" css={{ fontSize: '1.8rem', margin: 0 }} {...inLang('storiesTitle')}>
            {page.storiesTitle}
          </h2>
          {page.storiesSince && (
            <span css={{ color: color.muted }} {...inLang('storiesSince')}>
              {page.storiesSince}
            </span>
          )}
        </div>
        <StoryGrid limit={3} />
        <div css={{ marginTop: 24 }}>
          <ButtonLink href={page.storiesButtonLink} {...inLang('storiesButton')}>
            {page.storiesButton}
          </ButtonLink>
        </div>
      </PageSection>

      {/* 5. Empowering Africa's Reform Entrepreneurs */}
      <PageSection labelledBy="reform-entrepreneurs">
        <h2 id="reform-entrepreneurs" css={sectionTitle} {...inLang('impactTitle')}>
          {page.impactTitle}
        </h2>
        <p css={lead} {...inLang('impactText')}>
          {page.impactText}
        </p>
        <ButtonLink href={page.impactButtonLink} tier="secondary" {...inLang('impactButton')}>
          {page.impactButton}
        </ButtonLink>
      </PageSection>
      {/* 6. Our Programmes */}
      <PageSection labelledBy="home-programmes" background="#fff">
        <div css={twoColumns}>
          <div>
            <h2 id="home-programmes" css={sectionTitle} {...inLang('programmesTitle')}>
              {page.programmesTitle}
            </h2>
            <h3
              css={{ margin: '0 0 8px', fontSize: '1.3rem', color: color.primary }}
              {...inLang('programmeName')}
            >
              {page.programmeName}
            </h3>
            <p css={{ ...lead, marginBottom: 16 }} {...inLang('programmeText')}>
              {page.programmeText}
            </p>
            {page.programmePoints.length > 0 && (
              <ul
                css={{ margin: '0 0 24px', paddingInlineStart: 20, display: 'grid', gap: 6 }}
                {...inLang('programmePoints')}
              >
                {page.programmePoints.map((point, index) => (
                  <li key={index}>{point.text}</li>
                ))}
              </ul>
            )}
            <ButtonLink href={page.programmesButtonLink} {...inLang('programmesButton')}>
              {page.programmesButton}
            </ButtonLink>
          </div>
          {sidePicture(page.programmePicture)}
        </div>
      </PageSection>

      {/* 7. The film and the track record */}
      <PageSection labelledBy="home-video" background="#0b3d2e">
        <div css={{ ...twoColumns, color: '#fff' }}>
          <div>
            <h2 id="home-video" css={sectionTitle} {...inLang('videoTitle')}>
              {videoTitle}
            </h2>
            <p css={{ ...lead, color: '#e3f3ea' }} {...inLang('videoText')}>
              {page.videoText}
            </p>
            <div css={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
              <ButtonLink href={page.videoButtonLink} onDark {...inLang('videoButton')}>
                {page.videoButton}
              </ButtonLink>
              <ButtonLink
                href={page.videoSecondButtonLink}
                tier="secondary"
                onDark
                {...inLang('videoSecondButton')}
              >
                {page.videoSecondButton}
              </ButtonLink>
            </div>
          </div>
          <div css={{ '& p': { color: '#e3f3ea' } }}>
            <VideoFacade video={page.video} title={videoTitle} sizes={SIDE_SIZES} />
          </div>
        </div>
        <div css={{ marginTop: 40 }}>
          <StatList
            stats={statsOf(page.trackRecordFigures)}
            onDark
            label={t('home.video.statsLabel')}
          />
        </div>
      </PageSection>

      {/* 8. The virtual hub */}
      <PageSection labelledBy="home-hub">
        <div css={twoColumns}>
          {sidePicture(page.hubPicture)}
          <div>
            <h2 id="home-hub" css={sectionTitle} {...inLang('hubTitle')}>
              {page.hubTitle}
            </h2>
            <p css={lead} {...inLang('hubText')}>
              {page.hubText}
            </p>
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
              {details.socialLinks.map((network) => (
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
          <StatList stats={statsOf(page.hubFigures)} columns={3} label={page.hubTitle} />
        </div>
      </PageSection>

      {/* 9. Impact Metrics (/#impact) */}
      <PageSection labelledBy="impact-metrics" id="impact" background="#fff">
        <div css={twoColumns}>
          <div>
            <h2 id="impact-metrics" css={sectionTitle} {...inLang('metricsTitle')}>
              {page.metricsTitle}
            </h2>
            <p css={lead} {...inLang('metricsText')}>
              {page.metricsText}
            </p>
            <StatList stats={statsOf(page.metricsFigures)} columns={2} />
            <div css={{ marginTop: 24 }}>
              <ButtonLink href={page.metricsButtonLink} {...inLang('metricsButton')}>
                {page.metricsButton}
              </ButtonLink>
            </div>
          </div>
          {/* When a picture cannot be loaded: the second one, then the hero's (spec, Home). */}
          {sidePicture(
            page.metricsPicture,
            sidePicture(page.metricsPictureAlternative, sidePicture(page.heroPicture)),
          )}
        </div>
      </PageSection>

      {/* 10. Get Involved (/#contact) */}
      <PageSection labelledBy="get-involved" id="contact" background="#eef5f1">
        <h2 id="get-involved" css={sectionTitle} {...inLang('involvedTitle')}>
          {page.involvedTitle}
        </h2>
        <p css={lead} {...inLang('involvedText')}>
          {page.involvedText}
        </p>
        <p css={{ margin: '0 0 24px', fontSize: '1.15rem' }}>
          <span css={{ color: color.muted }} {...inLang('involvedEmailLabel')}>
            {page.involvedEmailLabel}{' '}
          </span>
          <a
            href={`mailto:${details.contactEmail}`}
            css={{ color: color.primary, fontWeight: 700, '&:focus-visible': focusOutline }}
          >
            <bdi>{details.contactEmail}</bdi>
          </a>
        </p>
        <ButtonLink href="/contact" tier="secondary">
          {t('cta.contactUs')}
        </ButtonLink>
      </PageSection>
    </div>
  );
}
