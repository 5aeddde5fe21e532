import { portfolioPage, ventures, type PublicOf } from '@ia/shared';
import { useState } from 'react';
import { Link } from 'wouter';
import { ButtonLink } from '../components/ButtonLink';
import { PageHero } from '../components/PageHero';
import { PageSection } from '../components/PageSection';
import { sectorColours, sectorKey } from '../components/sectors';
import { StatList } from '../components/StatList';
import { lead, plainList, sectionTitle } from '../components/styles';
import { PageHead } from '../head/PageHead';
import { Rich, useSiteTranslation, type SiteTranslate } from '../i18n';
import { PORTFOLIO_COPY } from '../i18n/portfolio';
import { allLoaded, ContentStatus } from '../model/ContentStatus';
import { MediaPicture } from '../model/MediaPicture';
import { statsOf } from '../model/organisation';
import { fieldLang, langAttr, useCollection, useGlobal } from '../model/useContent';
import {
  VENTURE_FILTERS,
  filterVentures,
  ventureContactHref,
  ventureInitial,
  type VentureFilter,
} from '../model/ventures';
import { color, media, radius, shadow, TOUCH_TARGET } from '../theme';

type Venture = PublicOf<typeof ventures>;

/** A sector's name in the reader's language; an unknown sector as it is written. */
function sectorName(t: SiteTranslate, sector: string): string {
  const key = sectorKey(sector);
  return key ? t(key) : sector;
}

function VentureCard({ venture }: { venture: Venture }) {
  const { t, language } = useSiteTranslation(PORTFOLIO_COPY);
  const sector = venture.sector ?? '';
  const colours = sectorColours(sector);
  const headingId = `venture-${venture.id}`;
  return (
    <li
      css={{
        position: 'relative',
        display: 'flex',
        flexDirection: 'column',
        background: color.surface,
        borderRadius: radius.card,
        boxShadow: shadow.card,
        overflow: 'hidden',
        transition: 'transform 150ms ease, box-shadow 150ms ease',
        '&:hover': { transform: 'translateY(-2px)', boxShadow: '0 6px 20px rgba(16,24,40,0.14)' },
        '&:has(a:focus-visible)': { outline: `3px solid ${color.focus}`, outlineOffset: 2 },
      }}
    >
      <MediaPicture
        image={venture.picture}
        aspect={16 / 9}
        sizes="(min-width: 1024px) 384px, (min-width: 768px) 50vw, 100vw"
        imgCss={{ width: '100%' }}
        fallback={
          <div
            aria-hidden="true"
            data-testid="venture-initial"
            css={{
              aspectRatio: '16 / 9',
              display: 'grid',
              placeItems: 'center',
              background: `linear-gradient(135deg, ${colours.tint}, #fff)`,
              color: colours.strong,
              fontSize: '3.5rem',
              fontWeight: 800,
            }}
          >
            {ventureInitial(venture.name)}
          </div>
        }
      />
      <div css={{ padding: 20, display: 'flex', flexDirection: 'column', gap: 8, flex: 1 }}>
        <span
          css={{
            alignSelf: 'flex-start',
            padding: '2px 10px',
            borderRadius: radius.pill,
            background: colours.tint,
            color: colours.strong,
            fontSize: '0.85rem',
            fontWeight: 700,
          }}
        >
          {sectorName(t, sector)}
        </span>
        <h3 id={headingId} css={{ margin: 0, fontSize: '1.2rem' }}>
          <Link
            href={ventureContactHref(venture.name)}
            css={{
              color: color.text,
              textDecoration: 'none',
              outline: 'none',
              // The whole card is the link's target area.
              '&::after': { content: '""', position: 'absolute', inset: 0 },
              '&:hover': { color: color.primary },
            }}
          >
            {venture.name}
          </Link>
        </h3>
        <p
          css={{ margin: 0, color: color.muted }}
          {...langAttr(fieldLang(venture, 'description'), language)}
        >
          {venture.description}
        </p>
        <p css={{ margin: 'auto 0 0', paddingTop: 8, fontSize: '0.9rem' }}>
          <Rich
            text={t('portfolio.foundedBy')}
            parts={{ name: <strong>{venture.founderName}</strong> }}
          />
        </p>
      </div>
    </li>
  );
}

export function PortfolioPage() {
  const { t, number, language } = useSiteTranslation(PORTFOLIO_COPY);
  const [filter, setFilter] = useState<VentureFilter>('All');
  const pageQuery = useGlobal(portfolioPage);
  const venturesQuery = useCollection(ventures);
  if (!allLoaded([pageQuery, venturesQuery])) {
    return <ContentStatus queries={[pageQuery, venturesQuery]} />;
  }
  const page = pageQuery.data!;
  const shown = filterVentures(venturesQuery.data!, filter);
  const inLang = (field: string) => langAttr(fieldLang(page, field), language);
  return (
    <>
      <PageHead title={page.title} description={page.intro} />
      <PageHero id="portfolio-title" title={page.title}>
        <p {...inLang('intro')}>{page.intro}</p>
      </PageHero>

      <PageSection labelledBy="portfolio-stats">
        <h2 id="portfolio-stats" css={sectionTitle} {...inLang('reachTitle')}>
          {page.reachTitle}
        </h2>
        <StatList stats={statsOf(page.figures)} />
      </PageSection>

      <PageSection labelledBy="portfolio-ventures" background="#eef5f1">
        <h2 id="portfolio-ventures" css={sectionTitle} {...inLang('venturesTitle')}>
          {page.venturesTitle}
        </h2>
        <div
          role="group"
          aria-label={t('portfolio.filter.label')}
          css={{ display: 'flex', flexWrap: 'wrap', gap: 8, margin: '0 0 12px' }}
        >
          {VENTURE_FILTERS.map((option) => {
            const pressed = option === filter;
            return (
              <button
                key={option}
                type="button"
                aria-pressed={pressed}
                onClick={() => setFilter(option)}
                css={{
                  minHeight: TOUCH_TARGET,
                  minWidth: TOUCH_TARGET,
                  padding: '8px 18px',
                  borderRadius: radius.pill,
                  border: `2px solid ${color.primary}`,
                  background: pressed ? color.primary : color.surface,
                  color: pressed ? color.onPrimary : color.primary,
                  font: 'inherit',
                  fontWeight: 700,
                  cursor: 'pointer',
                  '&:focus-visible': { outline: `3px solid ${color.focus}`, outlineOffset: 2 },
                }}
              >
                {option === 'All' ? t('portfolio.filter.all') : sectorName(t, option)}
              </button>
            );
          })}
        </div>
        <p role="status" css={{ ...lead, fontSize: '0.95rem', margin: '0 0 20px' }}>
          {filter === 'All'
            ? t('portfolio.showingAll', { count: number(shown.length) })
            : t('portfolio.showingSector', {
                count: number(shown.length),
                sector: sectorName(t, filter),
              })}
        </p>
        <ul
          css={{
            ...plainList,
            display: 'grid',
            gap: 20,
            [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
            [media.lg]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
          }}
        >
          {shown.map((venture) => (
            <VentureCard key={venture.id} venture={venture} />
          ))}
        </ul>
      </PageSection>

      <PageSection labelledBy="portfolio-more">
        <h2 id="portfolio-more" css={sectionTitle} {...inLang('moreTitle')}>
          {page.moreTitle}
        </h2>
        <p css={lead} {...inLang('moreText')}>
          {page.moreText}
        </p>
        <ButtonLink href={page.moreLink}>{t('cta.learnMore')}</ButtonLink>
      </PageSection>
    </>
  );
}
