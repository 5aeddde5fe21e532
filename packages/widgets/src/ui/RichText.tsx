import { css, jsx, type SerializedStyles } from '@emotion/react';
import {
  richTextTree,
  type RichTextDocument,
  type RichTextPicture,
  type RichTextTree,
} from '@ia/shared';
import { Fragment, type ReactNode } from 'react';
import { useParts, type PartProps } from '../core/parts';
import { siteHref } from '../core/links';
import { useWidgetSettings } from '../core/WidgetContext';
import { useMessages } from '../i18n/messages';
import { ResponsiveImage } from './ResponsiveImage';
import { richTextMessages } from './richTextMessages';
import { button, textLink, visuallyHidden } from './styles';
import { color, radius } from './tokens';
import { VideoFacade } from './VideoFacade';

/** The look of the pieces of a body, by the name the renderer gives them. */
const PART_STYLES: Record<string, SerializedStyles> = {
  'visually-hidden': visuallyHidden,
  'external-mark': css`
    display: inline-block;
    margin-inline-start: 0.15em;
    font-size: 0.8em;
    text-decoration: none;
    [dir='rtl'] & {
      transform: scaleX(-1);
    }
  `,
  quote: css`
    margin: 0 0 1.5em;
    blockquote {
      margin: 0;
    }
  `,
  'quote-source': css`
    margin-block-start: 0.5em;
    padding-inline-start: 1.25em;
    color: ${color.muted};
    font-style: normal;
  `,
  'key-figure': css`
    margin: 0 0 1.5em;
    padding: 1em 1.25em;
    border-inline-start: 6px solid ${color.primary};
    border-radius: ${radius.control};
    background: var(--ia-color-badge, #e6f2ec);
  `,
  'key-figure-value': css`
    margin: 0 !important;
    font-size: 2.25em;
    font-weight: 800;
    line-height: 1.1;
    color: ${color.primary};
  `,
  'key-figure-label': css`
    font-weight: 600;
    color: ${color.text};
  `,
  'key-figure-source': css`
    display: block;
    margin-block-start: 0.25em;
    font-size: 0.85em;
    font-weight: 400;
    color: ${color.muted};
  `,
  'call-to-action': css`
    margin: 1.5em 0;
  `,
  button: css`
    ${button};
    border-color: ${color.primary};
    background: ${color.primary};
    color: ${color.onPrimary};
    &:hover {
      background: ${color.primaryHover};
      color: ${color.onPrimary};
    }
  `,
};

/**
 * How a body reads: the elements the renderer makes (paragraphs, headings, lists, quotes,
 * figures), for the element around `RichText`.
 */
export const richTextBody = css`
  line-height: 1.7;
  overflow-wrap: break-word;
  p,
  ul,
  ol {
    margin: 0 0 1.25em;
  }
  h2,
  h3,
  h4,
  h5,
  h6 {
    margin: 1.5em 0 0.5em;
    line-height: 1.25;
    color: ${color.text};
  }
  h2 {
    font-size: 1.5em;
  }
  h3 {
    font-size: 1.25em;
  }
  h4,
  h5,
  h6 {
    font-size: 1.1em;
  }
  ul,
  ol {
    padding-inline-start: 1.5em;
  }
  li > p {
    margin: 0 0 0.4em;
  }
  a:not([data-part~='button']):not([part~='button']) {
    ${textLink};
    font-weight: inherit;
  }
  blockquote {
    margin: 0 0 1.5em;
    padding-inline-start: 1.25em;
    border-inline-start: 4px solid ${color.accent};
    font-size: 1.1em;
    font-style: italic;
  }
  blockquote p:last-child {
    margin-block-end: 0;
  }
  hr {
    margin: 2em 0;
    border: 0;
    border-block-start: 1px solid ${color.border};
  }
  figure {
    margin: 0 0 1.5em;
  }
  figcaption {
    margin-block-start: 0.5em;
    font-size: 0.9em;
    color: ${color.muted};
  }
  img {
    border-radius: ${radius.card};
  }
`;

function Picture({ picture, sizes }: { picture: RichTextPicture; sizes: string }) {
  const parts = useParts();
  return (
    <figure {...parts('image')}>
      <ResponsiveImage
        src={picture.src}
        alt={picture.alt}
        width={picture.width ?? 1280}
        height={picture.height ?? 720}
        sizes={sizes}
        part="picture"
      />
      {picture.caption && <figcaption>{picture.caption}</figcaption>}
    </figure>
  );
}

function draw(
  node: RichTextTree,
  key: number,
  parts: (names: string | undefined) => PartProps,
  sizes: string,
): ReactNode {
  if (typeof node === 'string') return node;
  if ('kind' in node) {
    return node.kind === 'image' ? (
      <Picture key={key} picture={node} sizes={sizes} />
    ) : (
      <VideoFacade key={key} video={node} sizes={sizes} />
    );
  }
  const children = node.children?.map((child, index) => draw(child, index, parts, sizes));
  return jsx(
    node.tag,
    {
      key,
      ...node.attrs,
      ...parts(node.part),
      ...(node.part && PART_STYLES[node.part] ? { css: PART_STYLES[node.part] } : {}),
    },
    ...(children ?? []),
  );
}

export interface RichTextProps {
  /** The stored document (as the API answers it). */
  doc: RichTextDocument | null | undefined;
  /** Heading levels moved down under a heading of the page's (1: the body starts at h3). */
  headingShift?: number;
  /** The `sizes` of the body's pictures and video posters (the column's width). */
  sizes?: string;
}

/**
 * A rich-text body drawn from the renderer's tree (`richTextTree` in `@ia/shared`, the same
 * allow-list the feeds use): links to the site's pages in the widget's language, external
 * ones opening in a new tab with a hidden note, pictures responsive with their size reserved,
 * videos behind a facade. The server's HTML and the browser's are the same elements.
 */
export function RichText({
  doc,
  headingShift = 0,
  sizes = '(min-width: 800px) 768px, 100vw',
}: RichTextProps) {
  const parts = useParts();
  const t = useMessages(richTextMessages);
  const { apiBase, lang } = useWidgetSettings();
  const tree = richTextTree(doc, {
    sitePath: (path) => siteHref(path, apiBase, lang),
    documentUrl: (path) => siteHref(path, apiBase),
    newTabNote: t('newTab'),
    sourceLabel: t('source'),
    headingShift,
  });
  return <Fragment>{tree.map((node, index) => draw(node, index, parts, sizes))}</Fragment>;
}
