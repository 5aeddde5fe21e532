import { focalPosition, type focusAreas, type homePage, type PublicImage } from '@ia/shared';
import { Suspense } from 'react';
import { ButtonLink } from '../components/ButtonLink';
import { PageSection } from '../components/PageSection';
import { FigureSource } from '../components/FigureSource';
import { VisuallyHidden } from '../components/VisuallyHidden';
import { HomeMore } from '#home-more';
import { PageHead } from '../head/PageHead';
import { rounded, sectionTitle } from '../home/styles';
import { useSiteTranslation } from '../i18n';
import { allLoaded, ContentStatus } from '../model/ContentStatus';
import { MediaPicture, mediaSources } from '../model/MediaPicture';
import { organisationGlobal, statsOf } from '../model/organisation';
import { fieldLang, fill, langAttr, named, useCollection, useGlobal } from '../model/useContent';
import { color, contentWidth, media, radius, shadow } from '../theme';

/** The size of the hero's figures. */
const STAT_SIZE = 'clamp(1.6rem, 5vw, 2.4rem)';

/** The hero's background: the whole band at every width. */
const HERO_SIZES = '100vw';
/** Below this width the founder's photograph is not shown (spec: on large screens). */
const SMALL_SCREEN = '(max-width: 1023.98px)';

// Read by name: the home page's script does not carry the declarations (the admin's labels).
const homePageGlobal = named<typeof homePage>('home-page');
const focusAreaItems = named<typeof focusAreas>('focus-areas');

export function HomePage() {
  const { language } = useSiteTranslation();
  const pageQuery = useGlobal(homePageGlobal);
  const areasQuery = useCollection(focusAreaItems);
  const organisationQuery = useGlobal(organisationGlobal);
  const queries = [pageQuery, areasQuery, organisationQuery];
  if (!allLoaded(queries)) return <ContentStatus queries={queries} />;
  const page = pageQuery.data!;
  const organisation = organisationQuery.data!;
  const inLang = (field: string) => langAttr(fieldLang(page, field), language);
  const hero = page.heroPicture;
  const heroSources = hero ? mediaSources(hero) : undefined;
  const founder = organisation.founder;
  const portrait = founder?.portrait as PublicImage | null | undefined;
  return (
    <>
      <PageHead
        title={page.heroTitle}
        description={page.heroDescription}
        preloadImage={
          heroSources?.avif ? { srcset: heroSources.avif, sizes: HERO_SIZES } : undefined
        }
      />

      {/* 1. Hero */}
      <section
        aria-labelledby="hero-title"
        css={{ position: 'relative', color: '#fff', overflow: 'hidden', background: '#0b3d2e' }}
      >
        {hero && (
          <MediaPicture
            image={hero}
            alt=""
            sizes={HERO_SIZES}
            priority
            imgCss={{
              position: 'absolute',
              inset: 0,
              width: '100%',
              height: '100%',
              objectFit: 'cover',
              objectPosition: focalPosition(hero),
            }}
          />
        )}
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
            // Top, not centred: a slow phone paints the text before the portrait after it has
            // arrived, and centring would then move the text down when it comes.
            alignItems: 'start',
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
              {...inLang('heroTitle')}
            >
              {page.heroTitle}
            </h1>
            <p
              css={{ fontSize: '1.2rem', margin: '0 0 8px', maxWidth: '48ch', color: '#e3f3ea' }}
              {...inLang('heroSubtitle')}
            >
              {page.heroSubtitle}
            </p>
            <p
              css={{ margin: '0 0 28px', maxWidth: '60ch', color: '#e3f3ea' }}
              {...inLang('heroDescription')}
            >
              {page.heroDescription}
            </p>
            <div css={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
              <ButtonLink href={page.heroButtonLink} onDark {...inLang('heroButton')}>
                {page.heroButton}
              </ButtonLink>
              <ButtonLink
                href={page.heroSecondButtonLink}
                tier="secondary"
                onDark
                {...inLang('heroSecondButton')}
              >
                {page.heroSecondButton}
                {page.heroSecondButtonDetail && (
                  <VisuallyHidden {...inLang('heroSecondButtonDetail')}>
                    : {page.heroSecondButtonDetail}
                  </VisuallyHidden>
                )}
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
              {statsOf(page.heroFigures).map((stat, index) => (
                <div
                  key={`${index}-${stat.label}`}
                  // The figure shows above its label (which comes first, as a <dt> must): its
                  // row keeps its height from the start, so a label painted before its figure
                  // has arrived does not move when it comes.
                  css={{
                    display: 'grid',
                    gridTemplateRows: `minmax(calc(${STAT_SIZE} * 1.2), auto)`,
                    alignContent: 'start',
                  }}
                  {...langAttr(stat.lang, language)}
                >
                  <dt css={{ fontSize: '0.9rem', color: '#e3f3ea', gridRow: 2 }}>{stat.label}</dt>
                  <dd
                    css={{
                      margin: 0,
                      fontSize: STAT_SIZE,
                      lineHeight: 1.2,
                      fontWeight: 800,
                      gridRow: 1,
                    }}
                  >
                    <bdi>{stat.value}</bdi>
                  </dd>
                  <FigureSource stat={stat} onDark />
                </div>
              ))}
            </dl>
          </div>
          {founder && portrait && (
            <figure css={{ margin: 0, display: 'none', [media.lg]: { display: 'block' } }}>
              <MediaPicture
                image={portrait}
                sizes="(min-width: 1200px) 440px, 36vw"
                aspect={4 / 5}
                hiddenWhere={SMALL_SCREEN}
                priority
                imgCss={{ ...rounded, boxShadow: '0 20px 40px rgba(0,0,0,0.35)' }}
              />
              <figcaption
                css={{ marginTop: 12, color: '#e3f3ea', fontSize: '0.95rem' }}
                {...inLang('founderCaption')}
              >
                {fill(page.founderCaption, {
                  name: String(founder.name ?? ''),
                  role: String(founder.role ?? ''),
                })}
              </figcaption>
            </figure>
          )}
        </div>
      </section>

      {/* 2. Empowering African Change-Makers */}
      <PageSection labelledBy="change-makers">
        <h2
          id="change-makers"
          css={{ ...sectionTitle, marginBottom: 24 }}
          {...inLang('changeMakersTitle')}
        >
          {page.changeMakersTitle}
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
          {...inLang('changeMakers')}
        >
          {page.changeMakers.map((card, index) => (
            <li
              key={index}
              css={{
                background: '#fff',
                borderRadius: radius.card,
                boxShadow: shadow.card,
                padding: 24,
              }}
            >
              <h3 css={{ margin: '0 0 8px', color: color.primary }}>{card.title}</h3>
              <p css={{ margin: 0, color: color.muted }}>{card.text}</p>
            </li>
          ))}
        </ul>
      </PageSection>

      {/* 3 to 10: in the browser, taken over when they come near the screen (lazyHomeMore). */}
      <Suspense fallback={null}>
        <HomeMore page={page} areas={areasQuery.data!} organisation={organisation} />
      </Suspense>
    </>
  );
}
