import {
  caseStudies,
  partnerCategories,
  partners,
  partnersPage,
  type PublicOf,
  type PublicReference,
} from '@ia/shared';
import { ButtonLink } from '../components/ButtonLink';
import { Icon } from '../components/Illustration';
import { PageHero } from '../components/PageHero';
import { PageSection } from '../components/PageSection';
import { PartnerCards } from '../components/PartnerCards';
import { StatList } from '../components/StatList';
import { card, gridList, iconBadge, lead, sectionTitle } from '../components/styles';
import { PageHead } from '../head/PageHead';
import { useSiteTranslation } from '../i18n';
import { allLoaded, ContentStatus } from '../model/ContentStatus';
import { MediaPicture } from '../model/MediaPicture';
import { statsOf } from '../model/organisation';
import { fieldLang, langAttr, useCollection, useGlobal } from '../model/useContent';
import { color, contentWidth, radius } from '../theme';

type CaseStudy = PublicOf<typeof caseStudies>;

/** A case study's card: its picture, partner and year, story and outcome. */
function CaseStudyCard({ study, outcomeLabel }: { study: CaseStudy; outcomeLabel: string }) {
  const { language } = useSiteTranslation();
  const titleId = `case-study-${study.id}`;
  // The partner's category as read with the case study, in the same language rules.
  const category = study.category as (PublicReference & { fallback?: string[] }) | null;
  return (
    <article
      aria-labelledby={titleId}
      css={{
        ...card,
        padding: 0,
        overflow: 'hidden',
        display: 'flex',
        flexDirection: 'column',
        flex: 1,
      }}
    >
      <MediaPicture
        image={study.picture}
        aspect={16 / 7}
        sizes="(min-width: 1024px) 400px, (min-width: 768px) 50vw, 100vw"
        imgCss={{ width: '100%' }}
      />
      <div
        css={{ padding: 20, display: 'flex', flexDirection: 'column', gap: 8, flex: 1 }}
        {...langAttr(study.lang, language)}
      >
        <p css={{ margin: 0, fontSize: '0.85rem', fontWeight: 700, color: color.muted }}>
          {category && (
            <span {...langAttr(fieldLang(category, 'singular'), study.lang)}>
              {String(category.singular ?? '')}
            </span>
          )}
          {category ? ` · ${study.year}` : study.year}
        </p>
        <h3 id={titleId} css={{ margin: 0, fontSize: '1.2rem' }}>
          {study.title}
        </h3>
        <p css={{ margin: 0, color: color.muted }}>{study.narrative}</p>
        <p
          css={{
            margin: 'auto 0 0',
            padding: '10px 12px',
            borderRadius: radius.control,
            background: '#e3f1ea',
            color: '#0b3d2e',
            fontWeight: 700,
          }}
        >
          <span css={{ fontWeight: 600 }}>{outcomeLabel} </span>
          {study.outcome}
        </p>
      </div>
    </article>
  );
}

export function CollaborativePartnersPage() {
  const { language } = useSiteTranslation();
  const pageQuery = useGlobal(partnersPage);
  const categoriesQuery = useCollection(partnerCategories);
  const studiesQuery = useCollection(caseStudies);
  const partnersQuery = useCollection(partners);
  const queries = [pageQuery, categoriesQuery, studiesQuery, partnersQuery];
  if (!allLoaded(queries)) return <ContentStatus queries={queries} />;
  const page = pageQuery.data!;
  const inLang = (field: keyof typeof page & string) => langAttr(fieldLang(page, field), language);
  return (
    <>
      <PageHead title={page.title} description={page.intro} />
      <PageHero id="partners-title" title={page.title} eyebrow={page.eyebrow || undefined}>
        <p {...inLang('intro')}>{page.intro}</p>
      </PageHero>

      <PageSection labelledBy="partner-categories">
        <h2 id="partner-categories" css={sectionTitle} {...inLang('categoriesTitle')}>
          {page.categoriesTitle}
        </h2>
        <p css={lead} {...inLang('categoriesLead')}>
          {page.categoriesLead}
        </p>
        <ul css={gridList(3)}>
          {categoriesQuery.data!.map((category) => (
            <li key={category.id} css={card} {...langAttr(category.lang, language)}>
              <span css={iconBadge}>
                <Icon name={category.icon ?? ''} />
              </span>
              <h3 css={{ margin: '0 0 4px' }}>{category.name}</h3>
              <p
                css={{
                  margin: '0 0 8px',
                  color: color.primary,
                  fontWeight: 800,
                  fontSize: '1.6rem',
                }}
              >
                {category.count}
                <span
                  css={{ fontSize: '1rem', fontWeight: 600, marginInlineStart: 6 }}
                  {...langAttr(fieldLang(page, 'categoriesUnit'), category.lang)}
                >
                  {page.categoriesUnit}
                </span>
              </p>
              <p css={{ margin: 0, color: color.muted }}>{category.description}</p>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection labelledBy="partner-stories" background="#eef5f1">
        <h2 id="partner-stories" css={sectionTitle} {...inLang('storiesTitle')}>
          {page.storiesTitle}
        </h2>
        <p css={lead} {...inLang('storiesLead')}>
          {page.storiesLead}
        </p>
        <ul css={gridList(3)}>
          {studiesQuery.data!.map((study) => (
            <li key={study.id} css={{ display: 'flex' }}>
              <CaseStudyCard study={study} outcomeLabel={page.outcomeLabel} />
            </li>
          ))}
        </ul>
      </PageSection>

      {partnersQuery.data!.length > 0 && page.partnersTitle && (
        <PageSection labelledBy="partner-list">
          <h2 id="partner-list" css={sectionTitle} {...inLang('partnersTitle')}>
            {page.partnersTitle}
          </h2>
          {page.partnersLead && (
            <p css={lead} {...inLang('partnersLead')}>
              {page.partnersLead}
            </p>
          )}
          <PartnerCards list={partnersQuery.data!} />
        </PageSection>
      )}

      <PageSection labelledBy="partner-impact">
        <h2 id="partner-impact" css={sectionTitle} {...inLang('impactTitle')}>
          {page.impactTitle}
        </h2>
        <p css={lead} {...inLang('impactLead')}>
          {page.impactLead}
        </p>
        <StatList stats={statsOf(page.figures)} />
      </PageSection>

      <section
        aria-labelledby="partner-cta"
        css={{
          background: 'linear-gradient(135deg, #0b3d2e 0%, #0b6e4f 100%)',
          color: '#fff',
          padding: '48px 0',
        }}
      >
        <div css={{ maxWidth: contentWidth, margin: '0 auto', padding: '0 16px' }}>
          <h2 id="partner-cta" css={{ ...sectionTitle, color: '#fff' }} {...inLang('ctaTitle')}>
            {page.ctaTitle}
          </h2>
          <p css={{ ...lead, color: '#d7efe4' }} {...inLang('ctaText')}>
            {page.ctaText}
          </p>
          <div css={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
            <ButtonLink
              href={page.ctaPrimaryLink}
              size="lg"
              tier="secondary"
              onDark
              {...inLang('ctaPrimary')}
            >
              {page.ctaPrimary}
            </ButtonLink>
            <ButtonLink
              href={page.ctaSecondaryLink}
              size="lg"
              tier="tertiary"
              onDark
              {...inLang('ctaSecondary')}
            >
              {page.ctaSecondary}
            </ButtonLink>
          </div>
        </div>
      </section>
    </>
  );
}
