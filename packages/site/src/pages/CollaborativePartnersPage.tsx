import { ButtonLink } from '../components/ButtonLink';
import { Icon } from '../components/Illustration';
import { Picture } from '../pictures/Picture';
import { PageHero } from '../components/PageHero';
import { PageSection } from '../components/PageSection';
import { PageHead } from '../head/PageHead';
import { StatList } from '../components/StatList';
import { card, gridList, iconBadge, lead, sectionTitle } from '../components/styles';
import { PARTNER_CASE_STUDIES, PARTNER_CATEGORIES } from '../content/partners';
import { LIVES_IMPACTED, PARTNER_IMPACT_STATS } from '../content/stats';
import { useSiteTranslation } from '../i18n';
import { PARTNERS_COPY } from '../i18n/partners';
import { color, contentWidth, radius } from '../theme';

export function CollaborativePartnersPage() {
  const { t, l } = useSiteTranslation(PARTNERS_COPY);
  return (
    <>
      <PageHead title={t('partners.title')} description={t('partners.intro')} />
      <PageHero id="partners-title" title={t('partners.title')} eyebrow={t('partners.eyebrow')}>
        <p>{t('partners.intro')}</p>
      </PageHero>

      <PageSection labelledBy="partner-categories">
        <h2 id="partner-categories" css={sectionTitle}>
          {t('partners.categories.title')}
        </h2>
        <p css={lead}>{t('partners.categories.lead')}</p>
        <ul css={gridList(3)}>
          {PARTNER_CATEGORIES.map((category) => (
            <li key={category.type.en} css={card}>
              <span css={iconBadge}>
                <Icon name={category.icon} />
              </span>
              <h3 css={{ margin: '0 0 4px' }}>{l(category.type)}</h3>
              <p
                css={{
                  margin: '0 0 8px',
                  color: color.primary,
                  fontWeight: 800,
                  fontSize: '1.6rem',
                }}
              >
                {category.count}
                <span css={{ fontSize: '1rem', fontWeight: 600, marginInlineStart: 6 }}>
                  {t('partners.categories.unit')}
                </span>
              </p>
              <p css={{ margin: 0, color: color.muted }}>{l(category.description)}</p>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection labelledBy="partner-stories" background="#eef5f1">
        <h2 id="partner-stories" css={sectionTitle}>
          {t('partners.stories.title')}
        </h2>
        <p css={lead}>{t('partners.stories.lead')}</p>
        <ul css={gridList(3)}>
          {PARTNER_CASE_STUDIES.map((study) => (
            <li key={study.id} css={{ display: 'flex' }}>
              <article
                aria-labelledby={`case-study-${study.id}`}
                css={{
                  ...card,
                  padding: 0,
                  overflow: 'hidden',
                  display: 'flex',
                  flexDirection: 'column',
                  flex: 1,
                }}
              >
                <Picture
                  name={study.picture}
                  alt=""
                  sizes="(min-width: 1024px) 400px, (min-width: 768px) 50vw, 100vw"
                  imgCss={{ width: '100%', aspectRatio: '16 / 7', objectFit: 'cover' }}
                />
                <div
                  css={{ padding: 20, display: 'flex', flexDirection: 'column', gap: 8, flex: 1 }}
                >
                  <p css={{ margin: 0, fontSize: '0.85rem', fontWeight: 700, color: color.muted }}>
                    {l(study.partnerType)} · {study.year}
                  </p>
                  <h3 id={`case-study-${study.id}`} css={{ margin: 0, fontSize: '1.2rem' }}>
                    {l(study.title)}
                  </h3>
                  <p css={{ margin: 0, color: color.muted }}>{l(study.narrative)}</p>
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
                    <span css={{ fontWeight: 600 }}>{t('partners.stories.outcome')} </span>
                    {l(study.outcome)}
                  </p>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection labelledBy="partner-impact">
        <h2 id="partner-impact" css={sectionTitle}>
          {t('partners.impact.title')}
        </h2>
        <p css={lead}>{t('partners.impact.lead')}</p>
        <StatList stats={[LIVES_IMPACTED, ...PARTNER_IMPACT_STATS]} />
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
          <h2 id="partner-cta" css={{ ...sectionTitle, color: '#fff' }}>
            {t('partners.cta.title')}
          </h2>
          <p css={{ ...lead, color: '#d7efe4' }}>{t('partners.cta.text')}</p>
          <div css={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
            <ButtonLink href="/contact" size="lg" tier="secondary" onDark>
              {t('partners.cta.explore')}
            </ButtonLink>
            <ButtonLink href="/contact" size="lg" tier="tertiary" onDark>
              {t('partners.cta.toolkit')}
            </ButtonLink>
          </div>
        </div>
      </section>
    </>
  );
}
