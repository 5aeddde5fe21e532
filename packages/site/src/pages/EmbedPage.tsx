import { useSuccessStories } from '@ia/widgets';
import { createElement, useEffect, useState } from 'react';
import { PageSection } from '../components/PageSection';
import { useSiteConfig } from '../SiteConfigContext';
import { color, radius, shadow } from '../theme';

interface EmbedExample {
  tag: string;
  title: string;
  text: string;
  attributes: (slug: string | undefined, contactEmail: string) => Record<string, string>;
}

/** The public widgets a partner may put on a page, with the attributes of each example. */
const EXAMPLES: readonly EmbedExample[] = [
  {
    tag: 'ia-story-grid',
    title: 'Story grid',
    text: 'Our latest success stories as cards linking to their full story.',
    attributes: () => ({ limit: '3' }),
  },
  {
    tag: 'ia-impact-explorer',
    title: 'Impact explorer',
    text: 'Every story with search, a sector filter, four sort orders, grid or list, and pages.',
    attributes: () => ({}),
  },
  {
    tag: 'ia-story-detail',
    title: 'One story',
    text: 'A single story with its gallery and full text. Set slug to the story you want.',
    attributes: (slug) => ({ slug: slug ?? 'STORY-SLUG' }),
  },
  {
    tag: 'ia-insights-feed',
    title: 'Insights feed',
    text: 'Our latest articles, newest first.',
    attributes: (_slug, contactEmail) => ({ limit: '3', 'contact-email': contactEmail }),
  },
  {
    tag: 'ia-contact-form',
    title: 'Contact form',
    text: 'Messages sent from your page reach our team as if sent from this site.',
    attributes: (_slug, contactEmail) => ({ 'contact-email': contactEmail }),
  },
  {
    tag: 'ia-language-switcher',
    title: 'Language switcher',
    text: 'Lets visitors choose one of our nine languages; listen for ia-language-change.',
    attributes: () => ({ variant: 'full' }),
  },
];

function snippet(origin: string, example: EmbedExample, attributes: Record<string, string>) {
  const attrs = Object.entries({ 'api-base': origin, ...attributes })
    .map(([name, value]) => ` ${name}="${value}"`)
    .join('');
  return `<script type="module" src="${origin}/embed.js"></script>\n<${example.tag}${attrs}></${example.tag}>`;
}

/** /embed: the snippet of each public widget with a live preview, for partner organisations. */
export function EmbedPage() {
  const { contactEmail } = useSiteConfig();
  const [origin, setOrigin] = useState('https://SITE');
  const stories = useSuccessStories(1);
  const slug = stories.data?.[0]?.slug;

  // The live previews are the real custom elements, defined by the same loader partners use.
  useEffect(() => {
    setOrigin(window.location.origin);
    if (document.querySelector('script[data-ia-embed]')) return;
    const script = document.createElement('script');
    script.type = 'module';
    script.src = '/embed.js';
    script.dataset.iaEmbed = '';
    document.head.append(script);
  }, []);

  return (
    <PageSection labelledBy="embed-title">
      <title>Embed our stories</title>
      <h1 id="embed-title" css={{ fontSize: '2.2rem', margin: '0 0 8px' }}>
        Embed our stories
      </h1>
      <p css={{ color: color.muted, margin: '0 0 32px', maxWidth: '65ch' }}>
        Partner organisations can show our stories, articles and contact form on their own pages.
        Paste the snippet into your page: one script tag, then the element. Each widget keeps its
        own styles, loads only when it comes near the screen, and follows the <code>lang</code>{' '}
        attribute (Arabic reads right to left). Colours follow CSS custom properties such as{' '}
        <code>--ia-color-primary</code>.
      </p>
      <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 40 }}>
        {EXAMPLES.map((example) => {
          const attributes = example.attributes(slug, contactEmail);
          const code = snippet(origin, example, attributes);
          return (
            <li key={example.tag}>
              <h2 css={{ margin: '0 0 4px' }}>{example.title}</h2>
              <p css={{ margin: '0 0 12px', color: color.muted }}>{example.text}</p>
              <pre
                css={{
                  background: '#0f1f19',
                  color: '#e6f2ed',
                  padding: 16,
                  borderRadius: radius.control,
                  overflowX: 'auto',
                  fontSize: '0.85rem',
                  direction: 'ltr',
                  textAlign: 'left',
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
                Copy snippet
              </button>
              <div
                aria-label={`${example.title} preview`}
                role="region"
                css={{
                  marginTop: 16,
                  padding: 16,
                  background: '#fff',
                  borderRadius: radius.card,
                  boxShadow: shadow.card,
                }}
              >
                {origin !== 'https://SITE' &&
                  (example.tag !== 'ia-story-detail' || slug) &&
                  createElement(example.tag, { 'api-base': origin, ...attributes })}
              </div>
            </li>
          );
        })}
      </ul>
    </PageSection>
  );
}
