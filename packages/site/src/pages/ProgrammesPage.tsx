import { programmes, programmesPage } from '@ia/shared';
import { ButtonLink } from '../components/ButtonLink';
import { PageHero } from '../components/PageHero';
import { PageSection } from '../components/PageSection';
import { VisuallyHidden } from '../components/VisuallyHidden';
import { lead, plainList, sectionTitle } from '../components/styles';
import { PageHead } from '../head/PageHead';
import { useSiteTranslation } from '../i18n';
import { formatCount } from '../i18n/languages';
import { siteTranslate } from '../i18n/useSiteTranslation';
import { PROGRAMMES_COPY } from '../i18n/programmes';
import { allLoaded, ContentStatus } from '../model/ContentStatus';
import { MediaPicture } from '../model/MediaPicture';
import { fieldLang, langAttr, useCollection, useGlobal } from '../model/useContent';
import { Picture } from '../pictures/Picture';
import { color, media } from '../theme';

const PICTURE_SIZES = '(min-width: 1232px) 576px, (min-width: 768px) 50vw, 100vw';
const pictureCss = {
  width: '100%',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  borderRadius: 16,
} as const;

export function ProgrammesPage() {
  const { t, language } = useSiteTranslation(PROGRAMMES_COPY);
  const pageQuery = useGlobal(programmesPage);
  const listQuery = useCollection(programmes);
  if (!allLoaded([pageQuery, listQuery])) {
    return <ContentStatus queries={[pageQuery, listQuery]} />;
  }
  const page = pageQuery.data!;
  const list = listQuery.data!;
  const inLang = (field: string) => langAttr(fieldLang(page, field), language);
  // The heading's {count} is how many programmes the list holds, in the heading's language.
  const titleLang = fieldLang(page, 'listTitle');
  const count = formatCount(
    siteTranslate(titleLang, 'programmes.count', undefined, PROGRAMMES_COPY, {}),
    list.length,
    titleLang,
  );
  const listTitle = page.listTitle.replaceAll('{count}', count);
  return (
    <>
      <PageHead title={page.title} description={page.intro} />
      <PageHero id="programmes-title" title={page.title} eyebrow={page.eyebrow}>
        <p {...inLang('intro')}>{page.intro}</p>
      </PageHero>

      <PageSection labelledBy="programmes-list-title">
        <h2 id="programmes-list-title" css={sectionTitle} {...inLang('listTitle')}>
          {listTitle}
        </h2>
        <p css={{ ...lead, marginBottom: 40 }} {...inLang('listLead')}>
          {page.listLead}
        </p>
        {list.length === 0 ? (
          <p css={lead}>{t('programmes.empty')}</p>
        ) : (
          <ol css={{ ...plainList, display: 'grid', gap: 56 }}>
            {list.map((programme, index) => {
              const headingId = `programme-${programme.id}`;
              const inItemLang = (field: string) => langAttr(fieldLang(programme, field), language);
              // Even rows show the picture at the start, odd rows at the end (mirrored in RTL).
              const pictureAtEnd = index % 2 === 1;
              return (
                <li
                  key={programme.id}
                  aria-labelledby={headingId}
                  css={{
                    display: 'grid',
                    gap: 24,
                    alignItems: 'center',
                    [media.md]: { gridTemplateColumns: '1fr 1fr', gap: 48 },
                  }}
                >
                  <div css={{ [media.md]: { order: pictureAtEnd ? 2 : 0 } }}>
                    <MediaPicture
                      image={programme.picture}
                      aspect={4 / 3}
                      sizes={PICTURE_SIZES}
                      priority={index === 0}
                      imgCss={{ width: '100%', borderRadius: 16 }}
                      // The spec's fallback: the health landing picture.
                      fallback={
                        <Picture
                          name="health-landing"
                          alt=""
                          sizes={PICTURE_SIZES}
                          imgCss={pictureCss}
                        />
                      }
                    />
                  </div>
                  <div css={{ [media.md]: { order: 1 } }}>
                    <h3
                      id={headingId}
                      css={{
                        fontSize: 'clamp(1.4rem, 4vw, 1.8rem)',
                        lineHeight: 1.2,
                        margin: '0 0 6px',
                      }}
                      {...inItemLang('name')}
                    >
                      {programme.name}
                    </h3>
                    <p
                      css={{ margin: '0 0 12px', color: color.primary, fontWeight: 700 }}
                      {...inItemLang('tagline')}
                    >
                      {programme.tagline}
                    </p>
                    <p
                      css={{ margin: '0 0 20px', color: color.muted }}
                      {...inItemLang('description')}
                    >
                      {programme.description}
                    </p>
                    <dl
                      css={{
                        display: 'grid',
                        gridTemplateColumns: 'max-content 1fr',
                        gap: '6px 16px',
                        margin: '0 0 24px',
                        padding: 16,
                        background: '#eef5f1',
                        borderRadius: 12,
                        '& dt': { fontWeight: 700 },
                        '& dd': { margin: 0 },
                      }}
                    >
                      <dt>{t('programmes.duration')}</dt>
                      <dd {...inItemLang('duration')}>{programme.duration}</dd>
                      <dt>{t('programmes.format')}</dt>
                      <dd {...inItemLang('format')}>{programme.format}</dd>
                      <dt>{t('programmes.audience')}</dt>
                      <dd {...inItemLang('audience')}>{programme.audience}</dd>
                    </dl>
                    <ButtonLink href={programme.moreLink}>
                      {t('cta.learnMore')}
                      <VisuallyHidden>
                        {' '}
                        {t('programmes.learnMoreAbout', { name: programme.name })}
                      </VisuallyHidden>
                    </ButtonLink>
                  </div>
                </li>
              );
            })}
          </ol>
        )}
      </PageSection>
    </>
  );
}
