import {
  historyPage,
  milestones,
  organisation as organisationDetails,
  timelineOrder,
  type PublicVideo,
} from '@ia/shared';
import { ButtonLink } from '../components/ButtonLink';
import { PageHero } from '../components/PageHero';
import { PageSection } from '../components/PageSection';
import { VideoFacade } from '../components/VideoFacade';
import { VisuallyHidden } from '../components/VisuallyHidden';
import { card, gridList, lead, plainList, sectionTitle } from '../components/styles';
import { PageHead } from '../head/PageHead';
import { useSiteTranslation } from '../i18n';
import { allLoaded, ContentStatus } from '../model/ContentStatus';
import { fieldLang, langAttr, useCollection, useGlobal } from '../model/useContent';
import { color, media } from '../theme';

type LangProps = { lang?: string };

/** A recording with its caption: title, description and length. */
function HistoryVideo({
  video,
  title,
  text,
  length,
  inLang,
}: {
  video: PublicVideo;
  title: string;
  text: string;
  length: string;
  inLang: { title: LangProps; text: LangProps; length: LangProps };
}) {
  const { t } = useSiteTranslation();
  return (
    <VideoFacade video={video} title={title}>
      <h3 css={{ margin: '0 0 6px', fontSize: '1.15rem' }} {...inLang.title}>
        {title}
      </h3>
      <p css={{ margin: 0, color: color.muted }} {...inLang.text}>
        {text}
      </p>
      <p css={{ margin: '8px 0 0', color: color.muted, fontSize: '0.9rem' }} {...inLang.length}>
        {t('shared.video.length', { duration: length })}
      </p>
    </VideoFacade>
  );
}

export function OurHistoryPage() {
  const { t, language } = useSiteTranslation();
  const pageQuery = useGlobal(historyPage);
  const milestonesQuery = useCollection(milestones);
  const organisationQuery = useGlobal(organisationDetails);
  const queries = [pageQuery, milestonesQuery, organisationQuery];
  if (!allLoaded(queries)) return <ContentStatus queries={queries} />;
  const page = pageQuery.data!;
  const organisation = organisationQuery.data!;
  const timeline = timelineOrder(milestonesQuery.data!);
  const inLang = (field: string) => langAttr(fieldLang(page, field), language);
  const inOrganisationLang = (field: string) => langAttr(fieldLang(organisation, field), language);
  return (
    <>
      <PageHead title={page.title} description={page.intro} />
      <PageHero id="history-title" title={page.title} eyebrow={page.eyebrow}>
        <p {...inLang('intro')}>{page.intro}</p>
      </PageHero>

      <PageSection labelledBy="history-timeline">
        <h2 id="history-timeline" css={sectionTitle} {...inLang('milestonesTitle')}>
          {page.milestonesTitle}
        </h2>
        <p css={lead} {...inLang('milestonesLead')}>
          {page.milestonesLead}
        </p>
        <ol css={{ ...plainList, maxWidth: 760 }}>
          {timeline.map((milestone) => (
            <li
              key={milestone.id}
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
                <h3
                  css={{ margin: '0 0 4px', fontSize: '1.15rem' }}
                  {...langAttr(fieldLang(milestone, 'title'), language)}
                >
                  <VisuallyHidden>{milestone.year}: </VisuallyHidden>
                  {milestone.title}
                </h3>
                <p
                  css={{ margin: 0, color: color.muted }}
                  {...langAttr(fieldLang(milestone, 'description'), language)}
                >
                  {milestone.description}
                </p>
              </div>
            </li>
          ))}
        </ol>
      </PageSection>

      <PageSection labelledBy="history-rep" background="#eef5f1">
        <h2 id="history-rep" css={sectionTitle} {...inLang('programmeTitle')}>
          {page.programmeTitle}
        </h2>
        <p css={lead} {...inLang('programmeLead')}>
          {page.programmeLead}
        </p>
        <div
          css={{
            display: 'grid',
            gap: 32,
            alignItems: 'start',
            [media.lg]: { gridTemplateColumns: '1.2fr 1fr' },
          }}
        >
          <HistoryVideo
            video={page.introVideo}
            title={page.introVideoTitle}
            text={page.introVideoText}
            length={page.introVideoLength}
            inLang={{
              title: inLang('introVideoTitle'),
              text: inLang('introVideoText'),
              length: inLang('introVideoLength'),
            }}
          />
          <section aria-labelledby="history-rep-details" css={card}>
            <h3
              id="history-rep-details"
              css={{ margin: '0 0 12px', fontSize: '1.25rem' }}
              {...inLang('detailsTitle')}
            >
              {page.detailsTitle}
            </h3>
            <dl css={{ margin: 0, display: 'grid', gap: 12 }} {...inLang('details')}>
              {page.details.map((detail, index) => (
                <div key={index}>
                  <dt css={{ fontWeight: 700 }}>{detail.label}</dt>
                  <dd css={{ margin: 0, color: color.muted }}>{detail.value}</dd>
                </div>
              ))}
            </dl>
            <div css={{ marginTop: 20 }}>
              <ButtonLink href={page.detailsLink} {...inLang('detailsButton')}>
                {page.detailsButton}
              </ButtonLink>
            </div>
          </section>
        </div>
      </PageSection>

      <PageSection labelledBy="history-testimony">
        <h2 id="history-testimony" css={sectionTitle} {...inLang('testimonyTitle')}>
          {page.testimonyTitle}
        </h2>
        <p css={lead} {...inLang('testimonyLead')}>
          {page.testimonyLead}
        </p>
        <div css={{ maxWidth: 760 }}>
          <HistoryVideo
            video={page.testimonyVideo}
            title={page.testimonyVideoTitle}
            text={page.testimonyVideoText}
            length={page.testimonyVideoLength}
            inLang={{
              title: inLang('testimonyVideoTitle'),
              text: inLang('testimonyVideoText'),
              length: inLang('testimonyVideoLength'),
            }}
          />
        </div>
      </PageSection>

      <PageSection labelledBy="history-purpose" background="#fff">
        <h2 id="history-purpose" css={sectionTitle} {...inLang('purposeTitle')}>
          {page.purposeTitle}
        </h2>
        <ul css={gridList(2)}>
          <li css={{ ...card, background: '#0b3d2e', color: '#fff' }}>
            <h3 css={{ margin: '0 0 8px', color: '#f5d77a' }}>{t('shared.ourVision')}</h3>
            <p css={{ margin: 0, fontSize: '1.1rem' }} {...inOrganisationLang('vision')}>
              {organisation.vision}
            </p>
          </li>
          <li css={{ ...card, background: color.primary, color: '#fff' }}>
            <h3 css={{ margin: '0 0 8px', color: '#f5d77a' }}>{t('shared.ourMission')}</h3>
            <p css={{ margin: 0, fontSize: '1.1rem' }} {...inOrganisationLang('mission')}>
              {organisation.mission}
            </p>
          </li>
        </ul>
      </PageSection>
    </>
  );
}
