import { ButtonLink } from '../components/ButtonLink';
import { PageHero } from '../components/PageHero';
import { PageSection } from '../components/PageSection';
import { PageHead } from '../head/PageHead';
import { VideoFacade } from '../components/VideoFacade';
import { VisuallyHidden } from '../components/VisuallyHidden';
import { card, gridList, lead, plainList, sectionTitle } from '../components/styles';
import { HISTORY_VIDEOS, MILESTONES, REP_DETAILS } from '../content/history';
import { MISSION, VISION } from '../content/organisation';
import { useSiteTranslation } from '../i18n';
import { HISTORY_COPY } from '../i18n/history';
import { color, media } from '../theme';

export function OurHistoryPage() {
  const { t, l } = useSiteTranslation(HISTORY_COPY);
  const video = (key: keyof typeof HISTORY_VIDEOS) => {
    const recording = HISTORY_VIDEOS[key];
    const title = l(recording.title);
    return (
      <VideoFacade video={recording} title={title}>
        <h3 css={{ margin: '0 0 6px', fontSize: '1.15rem' }}>{title}</h3>
        <p css={{ margin: 0, color: color.muted }}>{l(recording.description)}</p>
        <p css={{ margin: '8px 0 0', color: color.muted, fontSize: '0.9rem' }}>
          {t('shared.video.length', { duration: l(recording.duration) })}
        </p>
      </VideoFacade>
    );
  };
  return (
    <>
      <PageHead title={t('history.title')} description={t('history.intro')} />
      <PageHero id="history-title" title={t('history.title')} eyebrow={t('history.eyebrow')}>
        <p>{t('history.intro')}</p>
      </PageHero>

      <PageSection labelledBy="history-timeline">
        <h2 id="history-timeline" css={sectionTitle}>
          {t('history.milestones.title')}
        </h2>
        <p css={lead}>{t('history.milestones.lead')}</p>
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
                  {l(milestone.title)}
                </h3>
                <p css={{ margin: 0, color: color.muted }}>{l(milestone.description)}</p>
              </div>
            </li>
          ))}
        </ol>
      </PageSection>

      <PageSection labelledBy="history-rep" background="#eef5f1">
        <h2 id="history-rep" css={sectionTitle}>
          {t('history.rep.title')}
        </h2>
        <p css={lead}>{t('history.rep.lead')}</p>
        <div
          css={{
            display: 'grid',
            gap: 32,
            alignItems: 'start',
            [media.lg]: { gridTemplateColumns: '1.2fr 1fr' },
          }}
        >
          {video('intro')}
          <section aria-labelledby="history-rep-details" css={card}>
            <h3 id="history-rep-details" css={{ margin: '0 0 12px', fontSize: '1.25rem' }}>
              {t('history.rep.details')}
            </h3>
            <dl css={{ margin: 0, display: 'grid', gap: 12 }}>
              {REP_DETAILS.map((detail) => (
                <div key={detail.label.en}>
                  <dt css={{ fontWeight: 700 }}>{l(detail.label)}</dt>
                  <dd css={{ margin: 0, color: color.muted }}>{l(detail.value)}</dd>
                </div>
              ))}
            </dl>
            <div css={{ marginTop: 20 }}>
              <ButtonLink href="/programs">{t('history.rep.seeAll')}</ButtonLink>
            </div>
          </section>
        </div>
      </PageSection>

      <PageSection labelledBy="history-testimony">
        <h2 id="history-testimony" css={sectionTitle}>
          {t('history.testimony.title')}
        </h2>
        <p css={lead}>{t('history.testimony.lead')}</p>
        <div css={{ maxWidth: 760 }}>{video('testimony')}</div>
      </PageSection>

      <PageSection labelledBy="history-purpose" background="#fff">
        <h2 id="history-purpose" css={sectionTitle}>
          {t('history.purpose.title')}
        </h2>
        <ul css={gridList(2)}>
          <li css={{ ...card, background: '#0b3d2e', color: '#fff' }}>
            <h3 css={{ margin: '0 0 8px', color: '#f5d77a' }}>{t('shared.ourVision')}</h3>
            <p css={{ margin: 0, fontSize: '1.1rem' }}>{l(VISION)}</p>
          </li>
          <li css={{ ...card, background: color.primary, color: '#fff' }}>
            <h3 css={{ margin: '0 0 8px', color: '#f5d77a' }}>{t('shared.ourMission')}</h3>
            <p css={{ margin: 0, fontSize: '1.1rem' }}>{l(MISSION)}</p>
          </li>
        </ul>
      </PageSection>
    </>
  );
}
