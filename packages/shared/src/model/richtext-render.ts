import { isLibraryDocument, isLibraryImage, isValidLink, youtubeIdOf } from './links.js';
import {
  RICH_TEXT_HEADING_LEVELS,
  isRichTextDocument,
  type RichTextDocument,
  type RichTextNode,
} from './richtext.js';

/**
 * The one renderer of rich text. A stored document becomes a tree of allowed elements (a fixed
 * set of tags, each with a fixed set of attributes, every link checked again), whatever the
 * document holds: an unknown node or mark is left out (its text kept where it has some), a link
 * that is not a page of the site or an https address is plain text. Every page, feed and
 * preview draws rich text from this tree: `richTextHtml` writes it as HTML (feeds), the site and
 * the widgets as React elements (`RichText` in the widgets), so what the server sends and what
 * the browser takes over are the same markup.
 */

/** The elements rich text may become, and nothing else. */
export const RICH_TEXT_TAGS = [
  'p',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'strong',
  'em',
  'a',
  'br',
  'ul',
  'ol',
  'li',
  'blockquote',
  'figure',
  'figcaption',
  'hr',
  'span',
] as const;
export type RichTextTag = (typeof RICH_TEXT_TAGS)[number];

/** An element of the tree. `part` names it for styling (`data-part`, or `part` in a widget). */
export interface RichTextElement {
  tag: RichTextTag;
  attrs?: {
    href?: string;
    rel?: 'noopener noreferrer';
    target?: '_blank';
    start?: string;
    'aria-hidden'?: 'true';
  };
  part?: string;
  children?: RichTextTree[];
}

/** A picture of the library (drawn responsively by each output), with its caption. */
export interface RichTextPicture {
  kind: 'image';
  src: string;
  alt: string;
  caption?: string;
  /** The picture's size, when the read knew it (no layout shift). */
  width?: number;
  height?: number;
}

/** A YouTube recording: a facade on pages (nothing from YouTube before a click), a link in feeds. */
export interface RichTextVideo {
  kind: 'video';
  youtubeId: string;
  title: string;
  poster?: { src: string; width?: number; height?: number };
}

export type RichTextTree = string | RichTextElement | RichTextPicture | RichTextVideo;

export interface RichTextRenderOptions {
  /** The address of a page of the site as this reader reaches it (`/about` → `/fr/about`). */
  sitePath: (path: string) => string;
  /**
   * The address of a document of the library (`/documents/…`) as this reader reaches it: one file
   * for every language, never localized (`https://site.example/documents/…` in a feed or a
   * partner's page). Root-relative when absent.
   */
  documentUrl?: (path: string) => string;
  /**
   * Words read after an external link, which opens in a new tab (visually hidden: “opens in a
   * new tab”). Without it (a feed) external links open where the reader opens them.
   */
  newTabNote?: string;
  /** The word before a highlighted figure's source (“Source”). */
  sourceLabel: string;
  /** Heading levels moved down (1: a body under a page's own h2 starts at h3). */
  headingShift?: number;
}

/** The messages rich text shows, in a language (the widgets and the feeds give them). */
export interface RichTextMessages {
  newTab: string;
  source: string;
}

type Marks = NonNullable<RichTextNode['marks']>;

const attrText = (node: RichTextNode, name: string): string => {
  const value = node.attrs?.[name];
  return typeof value === 'string' ? value : '';
};
const attrNumber = (node: RichTextNode, name: string): number | undefined => {
  const value = node.attrs?.[name];
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : undefined;
};

/** A checked link of a text, or undefined (no link, or one that may not be followed). */
function linkOf(marks: Marks | undefined): string | undefined {
  const link = marks?.find((mark) => mark.type === 'link');
  const href = link?.attrs?.href;
  return typeof href === 'string' && isValidLink(href) ? href : undefined;
}

function linkElement(
  href: string,
  children: RichTextTree[],
  options: RichTextRenderOptions,
): RichTextElement {
  if (href.startsWith('#')) return { tag: 'a', attrs: { href }, children };
  // A document of the library is one file for every language: its address is never localized.
  if (isLibraryDocument(href)) {
    return { tag: 'a', attrs: { href: options.documentUrl?.(href) ?? href }, children };
  }
  if (href.startsWith('/')) return { tag: 'a', attrs: { href: options.sitePath(href) }, children };
  if (!options.newTabNote) {
    return { tag: 'a', attrs: { href, rel: 'noopener noreferrer' }, children };
  }
  return {
    tag: 'a',
    attrs: { href, rel: 'noopener noreferrer', target: '_blank' },
    part: 'external-link',
    children: [
      ...children,
      { tag: 'span', part: 'external-mark', attrs: { 'aria-hidden': 'true' }, children: ['↗'] },
      { tag: 'span', part: 'visually-hidden', children: [` (${options.newTabNote})`] },
    ],
  };
}

/** Text with its bold and italic, links around runs of text that share them. */
function inlineTree(
  nodes: readonly RichTextNode[] | undefined,
  options: RichTextRenderOptions,
): RichTextTree[] {
  const out: RichTextTree[] = [];
  let run: { href: string; children: RichTextTree[] } | undefined;
  const flush = () => {
    if (run) out.push(linkElement(run.href, run.children, options));
    run = undefined;
  };
  for (const node of nodes ?? []) {
    if (!node || typeof node !== 'object') continue;
    if (node.type === 'hardBreak') {
      // A link ends at a line break (the next line may link to the same page again).
      flush();
      out.push({ tag: 'br' });
      continue;
    }
    if (node.type !== 'text' || typeof node.text !== 'string' || node.text === '') continue;
    const marks = Array.isArray(node.marks) ? node.marks : [];
    let piece: RichTextTree = node.text;
    if (marks.some((mark) => mark?.type === 'italic')) piece = { tag: 'em', children: [piece] };
    if (marks.some((mark) => mark?.type === 'bold')) piece = { tag: 'strong', children: [piece] };
    const href = linkOf(marks);
    if (href !== run?.href) flush();
    if (href) {
      run ??= { href, children: [] };
      run.children.push(piece);
    } else {
      out.push(piece);
    }
  }
  flush();
  return out;
}

function blockTree(
  node: RichTextNode,
  options: RichTextRenderOptions,
  depth: number,
): RichTextTree | undefined {
  if (!node || typeof node !== 'object' || depth > 20) return undefined;
  const blocks = (nodes: readonly RichTextNode[] | undefined) =>
    (Array.isArray(nodes) ? nodes : [])
      .map((child) => blockTree(child, options, depth + 1))
      .filter((child): child is RichTextTree => child !== undefined);
  switch (node.type) {
    case 'paragraph':
      return { tag: 'p', children: inlineTree(node.content, options) };
    case 'heading': {
      const level = RICH_TEXT_HEADING_LEVELS.includes(node.attrs?.level as 2)
        ? (node.attrs?.level as number)
        : 2;
      const shifted = Math.min(6, level + (options.headingShift ?? 0));
      return { tag: `h${shifted}` as RichTextTag, children: inlineTree(node.content, options) };
    }
    case 'bulletList':
    case 'orderedList': {
      const items = (Array.isArray(node.content) ? node.content : [])
        .filter((item) => item?.type === 'listItem')
        .map((item): RichTextElement => ({ tag: 'li', children: blocks(item.content) }));
      if (items.length === 0) return undefined;
      const start = attrNumber(node, 'start');
      return {
        tag: node.type === 'bulletList' ? 'ul' : 'ol',
        ...(node.type === 'orderedList' && start && start > 1
          ? { attrs: { start: String(Math.floor(start)) } }
          : {}),
        children: items,
      };
    }
    case 'blockquote': {
      const quote: RichTextElement = {
        tag: 'blockquote',
        children: blocks(node.content).filter(
          (child) => typeof child === 'object' && 'tag' in child && child.tag === 'p',
        ),
      };
      if (quote.children!.length === 0) return undefined;
      const attribution = attrText(node, 'attribution').trim();
      if (!attribution) return quote;
      return {
        tag: 'figure',
        part: 'quote',
        children: [
          quote,
          { tag: 'figcaption', part: 'quote-source', children: [`— ${attribution}`] },
        ],
      };
    }
    case 'horizontalRule':
      return { tag: 'hr' };
    case 'image': {
      const src = attrText(node, 'src');
      const alt = attrText(node, 'alt');
      if (!isLibraryImage(src) || !alt) return undefined;
      const caption = attrText(node, 'caption');
      const width = attrNumber(node, 'width');
      const height = attrNumber(node, 'height');
      return {
        kind: 'image',
        src,
        alt,
        ...(caption ? { caption } : {}),
        ...(width && height ? { width, height } : {}),
      };
    }
    case 'video': {
      const youtubeId = youtubeIdOf(attrText(node, 'youtubeId'));
      const title = attrText(node, 'title');
      if (!youtubeId || !title) return undefined;
      const poster = attrText(node, 'poster');
      const width = attrNumber(node, 'posterWidth');
      const height = attrNumber(node, 'posterHeight');
      return {
        kind: 'video',
        youtubeId,
        title,
        ...(isLibraryImage(poster)
          ? { poster: { src: poster, ...(width && height ? { width, height } : {}) } }
          : {}),
      };
    }
    case 'keyFigure': {
      const value = attrText(node, 'value');
      const label = attrText(node, 'label');
      if (!value || !label) return undefined;
      const source = attrText(node, 'source');
      return {
        tag: 'figure',
        part: 'key-figure',
        children: [
          { tag: 'p', part: 'key-figure-value', children: [value] },
          {
            tag: 'figcaption',
            part: 'key-figure-label',
            children: [
              label,
              ...(source
                ? [
                    {
                      tag: 'span',
                      part: 'key-figure-source',
                      children: [`${options.sourceLabel}: ${source}`],
                    } satisfies RichTextElement,
                  ]
                : []),
            ],
          },
        ],
      };
    }
    case 'callToAction': {
      const href = attrText(node, 'href');
      const label = attrText(node, 'label');
      if (!label || !isValidLink(href, true)) return undefined;
      return {
        tag: 'p',
        part: 'call-to-action',
        children: [
          {
            tag: 'a',
            part: 'button',
            attrs: { href: href.startsWith('#') ? href : options.sitePath(href) },
            children: [label],
          },
        ],
      };
    }
    default:
      return undefined;
  }
}

/** The tree of allowed elements a document becomes (empty for no document). */
export function richTextTree(
  doc: RichTextDocument | null | undefined,
  options: RichTextRenderOptions,
): RichTextTree[] {
  if (!isRichTextDocument(doc)) return [];
  return doc.content
    .map((node) => blockTree(node, options, 0))
    .filter((node): node is RichTextTree => node !== undefined);
}

/** The privacy-enhanced player's address (no cookies until the visitor plays). */
export const youtubePlayerUrl = (youtubeId: string): string =>
  `https://www.youtube-nocookie.com/embed/${encodeURIComponent(youtubeId)}?autoplay=1&rel=0`;

/** The recording's page on YouTube (a link where no player is drawn: a feed reader). */
export const youtubeWatchUrl = (youtubeId: string): string =>
  `https://www.youtube.com/watch?v=${encodeURIComponent(youtubeId)}`;

const escapeText = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttr = (value: string): string => escapeText(value).replace(/"/g, '&quot;');

const ALLOWED = new Set<string>(RICH_TEXT_TAGS);
const VOID = new Set(['br', 'hr']);

export interface RichTextHtmlOptions extends RichTextRenderOptions {
  /** The address of a library picture for this reader (absolute in a feed), at a width. */
  imageUrl: (src: string, width?: number) => string;
}

function html(node: RichTextTree, options: RichTextHtmlOptions): string {
  if (typeof node === 'string') return escapeText(node);
  if ('kind' in node) {
    if (node.kind === 'image') {
      const size =
        node.width && node.height ? ` width="${node.width}" height="${node.height}"` : '';
      const img = `<img src="${escapeAttr(options.imageUrl(node.src, 1280))}" alt="${escapeAttr(node.alt)}"${size}>`;
      return `<figure>${img}${
        node.caption ? `<figcaption>${escapeText(node.caption)}</figcaption>` : ''
      }</figure>`;
    }
    const watch = escapeAttr(youtubeWatchUrl(node.youtubeId));
    const poster = node.poster
      ? `<a href="${watch}"><img src="${escapeAttr(options.imageUrl(node.poster.src, 1280))}" alt="${escapeAttr(node.title)}"${
          node.poster.width && node.poster.height
            ? ` width="${node.poster.width}" height="${node.poster.height}"`
            : ''
        }></a>`
      : '';
    return `<figure>${poster}<figcaption><a href="${watch}">${escapeText(node.title)}</a></figcaption></figure>`;
  }
  if (!ALLOWED.has(node.tag)) return '';
  // Styling hooks mean nothing outside the site: a feed reader shows what is left of them.
  if (node.part === 'visually-hidden' || node.part === 'external-mark') return '';
  const attrs = Object.entries(node.attrs ?? {})
    .map(([key, value]) => ` ${key}="${escapeAttr(String(value))}"`)
    .join('');
  if (VOID.has(node.tag)) return `<${node.tag}${attrs}>`;
  return `<${node.tag}${attrs}>${(node.children ?? []).map((child) => html(child, options)).join('')}</${node.tag}>`;
}

/**
 * A document as HTML, through the allow-list (the feeds' `<content type="html">`): every text
 * escaped, nothing but the allowed elements and attributes, pictures and video posters at
 * `imageUrl`, a video as a link to its page (no player, no script).
 */
export function richTextHtml(
  doc: RichTextDocument | null | undefined,
  options: RichTextHtmlOptions,
): string {
  return richTextTree(doc, options)
    .map((node) => html(node, options))
    .join('\n');
}
