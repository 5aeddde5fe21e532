import {
  DOCUMENT_FORMATS,
  libraryDocumentListSchema,
  type pages,
  type PublicOf,
  type PublicReference,
} from '@ia/shared';
import { InsightsFeed, RichText, StoryGrid, richTextBody, useWidgetSettings } from '@ia/widgets';
import { useQuery } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { ButtonLink } from '../components/ButtonLink';
import { PageHero } from '../components/PageHero';
import { PageSection } from '../components/PageSection';
import { StatList } from '../components/StatList';
import { sectionTitle } from '../components/styles';
import { VideoFacade } from '../components/VideoFacade';
import { usePageHead, type PageHeadInput } from '../head/PageHead';
import { formatFileSize, useSiteTranslation } from '../i18n';
import { ContentStatus } from '../model/ContentStatus';
import { MediaPicture } from '../model/MediaPicture';
import { statsOf } from '../model/organisation';
import { fieldLang, langAttr, named, rowFieldLang, useItem } from '../model/useContent';
import { useRouteLink } from '../useRouteLink';
import { color, media } from '../theme';
import { NotFoundPage } from './NotFoundPage';

type Page = PublicOf<typeof pages>;
type Block = Page['body'][number];
type BlockOf<K extends Block['type']> = Extract<Block, { type: K }>;

const column = { maxWidth: '72ch' } as const;

/** A block's own heading (h2), when staff gave one. */
function BlockHeading({ id, children, lang }: { id: string; children: ReactNode; lang: object }) {
  return (
    <h2 id={id} css={{ ...sectionTitle, margin: '0 0 16px' }} {...lang}>
      {children}
    </h2>
  );
}

/**
 * One block of a page's body, drawn from its kind. Every kind renders on the server from the
 * page's data (the story grid and latest articles through the widgets' own reads), and none
 * needs script to be read: questions open as native disclosures, a video loads on play.
 */
function PageBlock({ page, block }: { page: Page; block: Block }) {
  const { language } = useSiteTranslation();
  const routeLink = useRouteLink();
  const headingId = useId();
  const inLang = (field: string) => langAttr(rowFieldLang(page, block, field), language);
  const heading =
    'heading' in block && block.heading ? (
      <BlockHeading id={headingId} lang={inLang('heading')}>
        {block.heading}
      </BlockHeading>
    ) : null;
  const labelledBy = heading ? headingId : undefined;
  switch (block.type) {
    case 'richText':
      return (
        <PageSection>
          <div css={[richTextBody, column]} {...inLang('text')}>
            <RichText doc={block.text} headingShift={0} />
          </div>
        </PageSection>
      );
    case 'picture':
      return (
        <PageSection>
          <figure css={{ margin: 0 }}>
            <MediaPicture image={block.picture} sizes="(min-width: 1200px) 1168px, 100vw" />
            {block.caption && (
              <figcaption css={{ color: color.muted, marginTop: 8 }} {...inLang('caption')}>
                {block.caption}
              </figcaption>
            )}
          </figure>
        </PageSection>
      );
    case 'figures':
      return (
        <PageSection labelledBy={labelledBy}>
          {heading}
          <StatList
            stats={statsOf(block.figures as PublicReference[])}
            label={heading ? undefined : page.title}
          />
        </PageSection>
      );
    case 'callToAction':
      return <CallToAction page={page} block={block} />;
    case 'storyGrid':
      return (
        <PageSection labelledBy={labelledBy}>
          {heading}
          <StoryGrid
            limit={block.count ?? 3}
            category={block.category ?? undefined}
            linkBase="/success-stories"
            headingLevel={heading ? 3 : 2}
            onStoryOpen={routeLink}
          />
        </PageSection>
      );
    case 'latestArticles':
      return (
        <PageSection labelledBy={labelledBy}>
          {heading}
          <InsightsFeed
            limit={block.count ?? 3}
            hideHeading
            headingLevel={heading ? 3 : 2}
            onArticleOpen={routeLink}
          />
        </PageSection>
      );
    case 'video':
      return (
        <PageSection>
          <div css={column}>
            <VideoFacade video={block.video} title={block.caption || page.title}>
              {block.caption && <p {...inLang('caption')}>{block.caption}</p>}
            </VideoFacade>
          </div>
        </PageSection>
      );
    case 'documents':
      return (
        <PageSection labelledBy={labelledBy}>
          {heading}
          <DocumentList urls={block.documents} />
        </PageSection>
      );
    case 'quote':
      return (
        <PageSection>
          <figure css={{ margin: 0, ...column }}>
            <blockquote
              css={{
                margin: 0,
                paddingInlineStart: 20,
                borderInlineStart: `4px solid ${color.primary}`,
                fontSize: '1.3rem',
                whiteSpace: 'pre-line',
              }}
              {...inLang('quote')}
            >
              {block.quote}
            </blockquote>
            {(block.name || block.role) && (
              <figcaption css={{ marginTop: 12, color: color.muted }}>
                {block.name && <strong css={{ color: color.text }}>{block.name}</strong>}
                {block.name && block.role && ', '}
                {block.role && <span {...inLang('role')}>{block.role}</span>}
              </figcaption>
            )}
          </figure>
        </PageSection>
      );
    case 'textWithPicture':
      return (
        <PageSection labelledBy={labelledBy}>
          <div
            css={{
              display: 'grid',
              gap: 24,
              alignItems: 'center',
              [media.md]: { gridTemplateColumns: '1fr 1fr' },
            }}
          >
            <div css={block.side === 'end' ? undefined : { [media.md]: { order: 2 } }}>
              {heading}
              <div css={richTextBody} {...inLang('text')}>
                <RichText doc={block.text} headingShift={heading ? 1 : 0} />
              </div>
            </div>
            <MediaPicture image={block.picture} sizes="(min-width: 768px) 50vw, 100vw" />
          </div>
        </PageSection>
      );
    case 'questions':
      return (
        <PageSection labelledBy={labelledBy}>
          {heading}
          <div css={{ display: 'grid', gap: 8, ...column }}>
            {block.items.map((item, index) => (
              <details
                key={index}
                css={{
                  border: `1px solid ${color.border}`,
                  borderRadius: 8,
                  padding: '12px 16px',
                  '& > summary': { cursor: 'pointer', fontWeight: 700, minHeight: 24 },
                }}
              >
                <summary {...langAttr(rowFieldLang(page, item, 'question'), language)}>
                  {item.question}
                </summary>
                <div
                  css={[richTextBody, { marginTop: 8 }]}
                  {...langAttr(rowFieldLang(page, item, 'answer'), language)}
                >
                  <RichText doc={item.answer} headingShift={2} />
                </div>
              </details>
            ))}
          </div>
        </PageSection>
      );
    default:
      return null;
  }
}

/**
 * The documents of a list, in staff's order, each a link that downloads it (the server sends
 * its type and file name) with its type and size; a document the public may not have yet is
 * left out. Each title and description is marked with the document's own language.
 */
function DocumentList({ urls }: { urls: string[] }) {
  const { api } = useWidgetSettings();
  const { language } = useSiteTranslation();
  const query = useQuery({
    queryKey: ['/api/documents', { url: urls }, api.base] as const,
    queryFn: async () =>
      (await api.get('/api/documents', libraryDocumentListSchema, { url: urls })).data.items,
    enabled: urls.length > 0,
  });
  const items = query.data ?? [];
  if (items.length === 0) return null;
  return (
    <ul css={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 12, ...column }}>
      {items.map((document) => {
        const format = DOCUMENT_FORMATS[document.format];
        return (
          <li
            key={document.url}
            css={{ border: `1px solid ${color.border}`, borderRadius: 8, padding: '12px 16px' }}
          >
            <a
              href={document.url}
              download={document.fileName}
              type={format.contentType.split(';')[0]}
              hrefLang={document.lang}
              css={{ fontWeight: 700, color: color.primary }}
              {...langAttr(document.lang, language)}
            >
              {document.title}
            </a>{' '}
            <span css={{ color: color.muted, whiteSpace: 'nowrap' }}>
              (<bdi>{format.extension.toUpperCase()}</bdi>,{' '}
              <bdi>{formatFileSize(document.byteSize, language)}</bdi>)
            </span>
            {document.description && (
              <p css={{ margin: '4px 0 0' }} {...langAttr(document.lang, language)}>
                {document.description}
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
}

function CallToAction({ page, block }: { page: Page; block: BlockOf<'callToAction'> }) {
  const { language } = useSiteTranslation();
  const textId = useId();
  return (
    <PageSection>
      <div
        css={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 16,
          alignItems: 'center',
          padding: 24,
          borderRadius: 12,
          background: color.surface,
        }}
      >
        {block.text && (
          <p
            id={textId}
            css={{ margin: 0, flex: '1 1 320px', fontSize: '1.15rem', whiteSpace: 'pre-line' }}
            {...langAttr(rowFieldLang(page, block, 'text'), language)}
          >
            {block.text}
          </p>
        )}
        <ButtonLink
          href={block.link}
          aria-describedby={block.text ? textId : undefined}
          {...langAttr(rowFieldLang(page, block, 'label'), language)}
        >
          {block.label}
        </ButtonLink>
      </div>
    </PageSection>
  );
}

/** The head of a page staff made: its title, description and share picture; WebPage data. */
function headOf(page: Page, slug: string, home: string): PageHeadInput {
  return {
    title: page.title,
    description: page.description || undefined,
    image: page.shareImage ? { src: page.shareImage.src, alt: page.shareImage.alt } : undefined,
    type: 'page',
    breadcrumbs: [
      { name: home, path: '/' },
      { name: page.title, path: `/${slug}` },
    ],
  };
}

/**
 * A page staff made (the `pages` collection) at the top-level address they chose (`/careers`):
 * its title and description, then each block of its body in order. An address with no
 * published page is the not-found page.
 */
export function ContentPage({ params }: { params: { slug: string } }) {
  const { t, language } = useSiteTranslation();
  // By name: the page's script does not carry the declaration's labels and help texts.
  const query = useItem(named<typeof pages>('pages'), params.slug);
  const heroId = useId();
  const page = query.data;
  usePageHead(
    page
      ? headOf(page, params.slug, t('nav.home'))
      : {
          title: query.isError ? t('notFound.title') : page === undefined ? '…' : '',
          noIndex: true,
        },
  );
  if (query.isError) return <NotFoundPage />;
  if (!page) return <ContentStatus queries={[query]} />;
  return (
    <>
      <PageHero
        id={heroId}
        title={page.title}
        titleLang={langAttr(fieldLang(page, 'title'), language).lang}
      >
        {page.description && (
          <p
            css={{ fontSize: '1.15rem', margin: 0 }}
            {...langAttr(fieldLang(page, 'description'), language)}
          >
            {page.description}
          </p>
        )}
      </PageHero>
      {page.body.map((block) => (
        <PageBlock key={block.id} page={page} block={block} />
      ))}
    </>
  );
}
