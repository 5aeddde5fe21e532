import { useSuccessStories } from '@ia/widgets';
import { reservedHeight } from '@ia/widgets/ui/reserve.ts';
import { createElement, useEffect } from 'react';
import { PageSection } from '../components/PageSection';
import { PageHead } from '../head/PageHead';
import { Rich, useSiteTranslation } from '../i18n';
import type { CopyKey } from '../i18n/dictionaries';
import { EMBED_COPY } from '../i18n/embed';
import { useSiteConfig } from '../SiteConfigContext';
import { color, focusOutline, radius, shadow } from '../theme';
import { useOrganisation } from '../model/organisation';

interface EmbedExample {
  tag: string;
  title: CopyKey<typeof EMBED_COPY>;
  /** May name code as `{slug}` or `{event}`; shown as written, in a code element. */
  text: CopyKey<typeof EMBED_COPY>;
  attributes: (slug: string | undefined, contactEmail: string) => Record<string, string>;
}

/** The public widgets a partner may put on a page, with the attributes of each example. */
const EXAMPLES: readonly EmbedExample[] = [
  {
    tag: 'ia-story-grid',
    title: 'embed.storyGrid.title',
    text: 'embed.storyGrid.text',
    attributes: () => ({ limit: '3' }),
  },
  {
    tag: 'ia-impact-explorer',
    title: 'embed.impactExplorer.title',
    text: 'embed.impactExplorer.text',
    attributes: () => ({}),
  },
  {
    tag: 'ia-story-detail',
    title: 'embed.storyDetail.title',
    text: 'embed.storyDetail.text',
    attributes: (slug) => ({ slug: slug ?? 'STORY-SLUG' }),
  },
  {
    tag: 'ia-insights-feed',
    title: 'embed.insightsFeed.title',
    text: 'embed.insightsFeed.text',
    attributes: (_slug, contactEmail) => ({ limit: '3', 'contact-email': contactEmail }),
  },
  {
    tag: 'ia-contact-form',
    title: 'embed.contactForm.title',
    text: 'embed.contactForm.text',
    attributes: (_slug, contactEmail) => ({ 'contact-email': contactEmail }),
  },
  {
    tag: 'ia-newsletter-signup',
    title: 'embed.newsletterSignup.title',
    text: 'embed.newsletterSignup.text',
    attributes: () => ({}),
  },
  {
    tag: 'ia-language-switcher',
    title: 'embed.languageSwitcher.title',
    text: 'embed.languageSwitcher.text',
    attributes: () => ({ variant: 'full' }),
  },
];

/** The names in the copy that are code: an attribute, a custom property, an event. */
const CODE = {
  lang: <code>lang</code>,
  property: <code>--ia-color-primary</code>,
  slug: <code>slug</code>,
  event: <code>ia-language-change</code>,
};

function snippet(origin: string, example: EmbedExample, attributes: Record<string, string>) {
  const attrs = Object.entries({ 'api-base': origin, ...attributes })
    .map(([name, value]) => ` ${name}="${value}"`)
    .join('');
  return `<script type="module" src="${origin}/embed.js"></script>\n<${example.tag}${attrs}></${example.tag}>`;
}

/** /embed: the snippet of each public widget with a live preview, for partner organisations. */
export function EmbedPage() {
  const { origin } = useSiteConfig();
  const contactEmail = useOrganisation()?.contactEmail ?? '';
  const { t } = useSiteTranslation(EMBED_COPY);
  const stories = useSuccessStories(1);
  const slug = stories.data?.[0]?.slug;

  // The live previews are the real custom elements, defined by the same loader partners use.
  useEffect(() => {
    if (document.querySelector('script[data-ia-embed]')) return;
    const script = document.createElement('script');
    script.type = 'module';
    script.src = '/embed.js';
    script.dataset.iaEmbed = '';
    document.head.append(script);
  }, []);

  return (
    <PageSection labelledBy="embed-title">
      <PageHead title={t('embed.title')} description={t('embed.description')} />
      <h1 id="embed-title" css={{ fontSize: '2.2rem', margin: '0 0 8px' }}>
        {t('embed.title')}
      </h1>
      <p css={{ color: color.muted, margin: '0 0 32px', maxWidth: '65ch' }}>
        <Rich text={t('embed.intro')} parts={CODE} />
      </p>
      <ul
        css={{
          listStyle: 'none',
          margin: 0,
          padding: 0,
          display: 'grid',
          gap: 40,
          // A column no wider than the screen: the code samples scroll inside their box
          // instead of widening the page (WCAG 1.4.10 reflow at 320 CSS px).
          gridTemplateColumns: 'minmax(0, 1fr)',
        }}
      >
        {EXAMPLES.map((example) => {
          const attributes = example.attributes(slug, contactEmail);
          const code = snippet(origin, example, attributes);
          return (
            <li key={example.tag}>
              <h2 css={{ margin: '0 0 4px' }}>{t(example.title)}</h2>
              <p css={{ margin: '0 0 12px', color: color.muted }}>
                <Rich text={t(example.text)} parts={CODE} />
              </p>
              {/* Scrolls sideways on a phone: a keyboard can reach it and scroll it too. */}
              <pre
                tabIndex={0}
                role="region"
                aria-label={t(example.title)}
                css={{
                  background: '#0f1f19',
                  color: '#e6f2ed',
                  padding: 16,
                  borderRadius: radius.control,
                  overflowX: 'auto',
                  fontSize: '0.85rem',
                  direction: 'ltr',
                  textAlign: 'start',
                  '&:focus-visible': focusOutline,
                }}
              >
                <code>{code}</code>
              </pre>
              <button
                type="button"
                onClick={() => void navigator.clipboard?.writeText(code)}
                css={{
                  minHeight: 44,
                  padding: '0 16px',
                  border: `1px solid ${color.border}`,
                  borderRadius: radius.control,
                  background: '#fff',
                  font: 'inherit',
                  cursor: 'pointer',
                  '&:focus-visible': { outline: `3px solid ${color.focus}` },
                }}
              >
                {t('embed.copy')}
              </button>
              {/*
                A box of fixed height that scrolls: the preview loads when it comes near the
                screen and must not push the rest of the page down when it does.
              */}
              <div
                aria-label={t('embed.preview', { title: t(example.title) })}
                role="region"
                tabIndex={0}
                css={{
                  marginTop: 16,
                  padding: 16,
                  height: `calc(${reservedHeight(example.tag)} + 32px)`,
                  overflow: 'auto',
                  overscrollBehavior: 'contain',
                  background: '#fff',
                  borderRadius: radius.card,
                  boxShadow: shadow.card,
                  '&:focus-visible': { outline: `3px solid ${color.focus}` },
                }}
              >
                {(example.tag !== 'ia-story-detail' || slug) &&
                  createElement(example.tag, { 'api-base': origin, ...attributes })}
              </div>
            </li>
          );
        })}
      </ul>
    </PageSection>
  );
}
