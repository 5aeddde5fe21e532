import { isLibraryImage, isValidLink, youtubeIdOf } from './links.js';

/**
 * Rich text as it is stored: a ProseMirror (Tiptap) JSON document, never HTML. This module says
 * which blocks and marks a document may hold and checks one against them (the server refuses
 * anything else with a 422 naming where, and keeps only what it knows of each node), gives a
 * document's plain text (search, excerpts, word counts, translation fingerprints), makes one
 * from plain text (the bodies written before rich text), and lists the pictures it shows.
 * Rendering is in richtext-render.ts, through the same allow-list.
 */

/** The blocks a document is made of, in the editor's (Tiptap's) names. */
export const RICH_TEXT_BLOCKS = [
  'paragraph',
  'heading',
  'bulletList',
  'orderedList',
  'blockquote',
  'horizontalRule',
  'image',
  'video',
  'keyFigure',
  'callToAction',
] as const;
export type RichTextBlockType = (typeof RICH_TEXT_BLOCKS)[number];

export const RICH_TEXT_MARKS = ['bold', 'italic', 'link'] as const;
export type RichTextMarkType = (typeof RICH_TEXT_MARKS)[number];

/** Heading levels inside a body: the page's title is its level 1. */
export const RICH_TEXT_HEADING_LEVELS = [2, 3, 4] as const;

/**
 * What no document may exceed, whatever its field allows: its size as JSON, its number of
 * nodes and how deep lists may nest. The field's `max` counts the characters of its text.
 */
export const RICH_TEXT_LIMITS = { bytes: 400_000, nodes: 20_000, depth: 12 } as const;

/** Lengths of the texts kept in a block's attributes. */
export const RICH_TEXT_ATTR_MAX = {
  alt: 300,
  caption: 300,
  attribution: 200,
  videoTitle: 200,
  figureValue: 40,
  figureLabel: 160,
  figureSource: 300,
  buttonLabel: 80,
} as const;

export interface RichTextMark {
  type: RichTextMarkType;
  attrs?: { href: string };
}

export interface RichTextNode {
  type: string;
  attrs?: Record<string, unknown>;
  content?: RichTextNode[];
  text?: string;
  marks?: RichTextMark[];
}

export interface RichTextDocument {
  type: 'doc';
  content: RichTextNode[];
}

/** One thing a document may not hold: where (a path inside the value) and why, for staff. */
export interface RichTextIssue {
  path: (string | number)[];
  message: string;
}

/** The words staff read for each block (`Block 3 (numbered list) › item 2`). */
const BLOCK_NAMES: Record<string, string> = {
  paragraph: 'paragraph',
  heading: 'heading',
  bulletList: 'bulleted list',
  orderedList: 'numbered list',
  listItem: 'item',
  blockquote: 'quote',
  horizontalRule: 'divider',
  image: 'image',
  video: 'video',
  keyFigure: 'highlighted figure',
  callToAction: 'button',
};

type Obj = Record<string, unknown>;
const isObject = (value: unknown): value is Obj =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Control characters other than tab: nothing on a page means them (Postgres refuses NUL). */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000A-\u001F\u007F]/;

/** A value quoted in a message: short, on one line. */
const shown = (value: unknown): string => {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
  // eslint-disable-next-line no-control-regex
  const line = text.replace(/[\u0000-\u001F\u007F]/g, ' ');
  return `“${line.length > 60 ? `${line.slice(0, 57)}…` : line}”`;
};

const ALLOWED_BLOCKS =
  'paragraphs, headings, lists, quotes, images, videos, highlighted figures, buttons and dividers';

export interface RichTextCheckOptions {
  /** The field's label (“Body”), for messages about the whole document. */
  label: string;
  /** Most characters of text the document may hold. */
  maxChars: number;
}

export type RichTextCheck =
  { ok: true; value: RichTextDocument | null } | { ok: false; issues: RichTextIssue[] };

/**
 * Checks a document against the allowed blocks and marks and returns a clean copy of it (each
 * node with only what it knows: `onclick` or `class` attributes, a link's `target`, are not
 * kept) or every reason it is refused, each at its path. An empty value (`null`, `''`, a
 * document of empty paragraphs) is `null`.
 */
export function checkRichText(input: unknown, options: RichTextCheckOptions): RichTextCheck {
  if (input === null || input === undefined || input === '') return { ok: true, value: null };
  const issues: RichTextIssue[] = [];
  if (!isObject(input) || input.type !== 'doc') {
    return {
      ok: false,
      issues: [
        {
          path: [],
          message: `${options.label} must be a rich-text document (the editor's JSON), not ${
            typeof input === 'string' ? 'text or HTML' : shown(input)
          }`,
        },
      ],
    };
  }
  let bytes: number;
  try {
    bytes = JSON.stringify(input).length;
  } catch {
    bytes = Infinity;
  }
  if (bytes > RICH_TEXT_LIMITS.bytes) {
    return {
      ok: false,
      issues: [
        {
          path: [],
          message: `${options.label} is too large to store (${Math.round(bytes / 1000)} KB; at most ${
            RICH_TEXT_LIMITS.bytes / 1000
          } KB): split it or remove some of it`,
        },
      ],
    };
  }
  const state = { nodes: 0, issues, tooMany: false };
  const content = blockList(input.content, ['content'], '', state, 0, 'doc');
  if (state.tooMany) {
    issues.unshift({
      path: [],
      message: `${options.label} has too many parts (more than ${RICH_TEXT_LIMITS.nodes}): split it`,
    });
  }
  const doc: RichTextDocument = { type: 'doc', content };
  // Counted as the editor counts them: the characters of the document's plain text.
  const chars = richTextPlainText(doc).length;
  if (chars > options.maxChars) {
    issues.unshift({
      path: [],
      message: `${options.label} must be at most ${options.maxChars.toLocaleString('en')} characters (it has ${chars.toLocaleString('en')})`,
    });
  }
  if (issues.length > 0) return { ok: false, issues: issues.slice(0, 20) };
  return { ok: true, value: isEmptyRichText(doc) ? null : doc };
}

interface State {
  nodes: number;
  issues: RichTextIssue[];
  tooMany: boolean;
}

type Path = (string | number)[];

function count(state: State): boolean {
  state.nodes += 1;
  if (state.nodes > RICH_TEXT_LIMITS.nodes) {
    state.tooMany = true;
    return false;
  }
  return true;
}

const located = (where: string, message: string) => (where ? `${where}: ${message}` : message);

/** A list of blocks (the document's, a quote's, a list item's). */
function blockList(
  input: unknown,
  path: Path,
  where: string,
  state: State,
  depth: number,
  parent: 'doc' | 'blockquote' | 'listItem',
): RichTextNode[] {
  if (input === undefined && parent === 'doc') return [];
  if (!Array.isArray(input)) {
    state.issues.push({ path, message: located(where, 'its content must be a list of blocks') });
    return [];
  }
  if (depth > RICH_TEXT_LIMITS.depth) {
    state.issues.push({
      path,
      message: located(where, `lists are nested too deeply (at most ${RICH_TEXT_LIMITS.depth})`),
    });
    return [];
  }
  const out: RichTextNode[] = [];
  input.forEach((node, index) => {
    if (state.tooMany) return;
    const name =
      isObject(node) && typeof node.type === 'string' ? BLOCK_NAMES[node.type] : undefined;
    const label = `${name ?? 'block'}${parent === 'doc' ? '' : ` ${index + 1}`}`;
    const here =
      parent === 'doc'
        ? `Block ${index + 1}${name ? ` (${name})` : ''}`
        : parent === 'listItem' && index === 0
          ? where
          : `${where} › ${label}`;
    const clean = block(node, [...path, index], here, state, depth, parent);
    if (clean) out.push(clean);
  });
  return out;
}

function block(
  node: unknown,
  path: Path,
  where: string,
  state: State,
  depth: number,
  parent: 'doc' | 'blockquote' | 'listItem',
): RichTextNode | undefined {
  if (!count(state)) return undefined;
  if (!isObject(node) || typeof node.type !== 'string') {
    state.issues.push({ path, message: located(where, 'not a block (each needs a type)') });
    return undefined;
  }
  const attrs = isObject(node.attrs) ? node.attrs : {};
  const issue = (key: Path, message: string) =>
    state.issues.push({ path: [...path, ...key], message: located(where, message) });
  const text = (name: string, max: number, required: string | false): string | undefined => {
    const value = attrs[name];
    if (value === undefined || value === null || value === '') {
      if (required) issue(['attrs', name], required);
      return undefined;
    }
    if (typeof value !== 'string') {
      issue(['attrs', name], `${name} must be text`);
      return undefined;
    }
    const trimmed = value.trim();
    if (CONTROL.test(trimmed)) {
      issue(['attrs', name], `${name} contains characters that cannot be stored`);
      return undefined;
    }
    if (trimmed === '') {
      if (required) issue(['attrs', name], required);
      return undefined;
    }
    if (trimmed.length > max) {
      issue(['attrs', name], `${name} must be at most ${max} characters`);
      return undefined;
    }
    return trimmed;
  };
  const onlyParagraphs = parent === 'blockquote' || parent === 'listItem';
  if (
    onlyParagraphs &&
    node.type !== 'paragraph' &&
    !(parent === 'listItem' && isList(node.type))
  ) {
    issue(
      ['type'],
      parent === 'blockquote'
        ? 'a quote holds paragraphs only'
        : 'a list item holds a paragraph, then lists',
    );
    return undefined;
  }
  switch (node.type) {
    case 'paragraph': {
      // An empty paragraph (space the editor keeps to write in) says nothing: not kept, but
      // in a list item or quote, whose first paragraph holds their place.
      const content = inline(node.content, [...path, 'content'], where, state);
      if (content.length > 0) return { type: 'paragraph', content };
      return parent === 'doc' ? undefined : { type: 'paragraph' };
    }
    case 'heading': {
      const level = attrs.level;
      if (!RICH_TEXT_HEADING_LEVELS.includes(level as 2)) {
        issue(['attrs', 'level'], `a heading is of level 2, 3 or 4, not ${shown(level)}`);
        return undefined;
      }
      const content = inline(node.content, [...path, 'content'], where, state);
      return { type: 'heading', attrs: { level }, ...(content.length > 0 ? { content } : {}) };
    }
    case 'bulletList':
    case 'orderedList': {
      if (!Array.isArray(node.content) || node.content.length === 0) {
        issue(['content'], 'a list needs at least one item');
        return undefined;
      }
      const items: RichTextNode[] = [];
      node.content.forEach((item, index) => {
        if (state.tooMany || !count(state)) return;
        const itemWhere = `${where} › item ${index + 1}`;
        if (!isObject(item) || item.type !== 'listItem') {
          state.issues.push({
            path: [...path, 'content', index, 'type'],
            message: located(itemWhere, 'a list holds list items only'),
          });
          return;
        }
        const content = blockList(
          item.content,
          [...path, 'content', index, 'content'],
          itemWhere,
          state,
          depth + 1,
          'listItem',
        );
        if (content[0]?.type !== 'paragraph') {
          state.issues.push({
            path: [...path, 'content', index, 'content'],
            message: located(itemWhere, 'a list item starts with a paragraph'),
          });
          return;
        }
        items.push({ type: 'listItem', content });
      });
      const start = attrs.start;
      const numbered =
        node.type === 'orderedList' &&
        typeof start === 'number' &&
        Number.isInteger(start) &&
        start > 1 &&
        start < 100_000;
      return {
        type: node.type,
        ...(numbered ? { attrs: { start } } : {}),
        content: items,
      };
    }
    case 'blockquote': {
      const content = blockList(
        node.content,
        [...path, 'content'],
        where,
        state,
        depth + 1,
        'blockquote',
      );
      if (content.length === 0) {
        issue(['content'], 'a quote needs its text');
        return undefined;
      }
      const attribution = text('attribution', RICH_TEXT_ATTR_MAX.attribution, false);
      return { type: 'blockquote', ...(attribution ? { attrs: { attribution } } : {}), content };
    }
    case 'horizontalRule':
      return { type: 'horizontalRule' };
    case 'image': {
      const src = attrs.src;
      if (typeof src !== 'string' || !isLibraryImage(src)) {
        issue(['attrs', 'src'], `choose the picture from the image library, not ${shown(src)}`);
        return undefined;
      }
      const alt = text(
        'alt',
        RICH_TEXT_ATTR_MAX.alt,
        'describe the image for people who cannot see it (alt text)',
      );
      const caption = text('caption', RICH_TEXT_ATTR_MAX.caption, false);
      if (alt === undefined) return undefined;
      return { type: 'image', attrs: { src, alt, ...(caption ? { caption } : {}) } };
    }
    case 'video': {
      const raw = attrs.youtubeId;
      const youtubeId = typeof raw === 'string' ? youtubeIdOf(raw) : undefined;
      if (!youtubeId) {
        issue(['attrs', 'youtubeId'], `give a YouTube video id or address, not ${shown(raw)}`);
      }
      const title = text(
        'title',
        RICH_TEXT_ATTR_MAX.videoTitle,
        'give the video a title (its play button says it)',
      );
      const poster = attrs.poster;
      if (poster !== undefined && poster !== null && poster !== '') {
        if (typeof poster !== 'string' || !isLibraryImage(poster)) {
          issue(
            ['attrs', 'poster'],
            `choose the poster from the image library, not ${shown(poster)}`,
          );
          return undefined;
        }
      }
      if (!youtubeId || title === undefined) return undefined;
      return {
        type: 'video',
        attrs: { youtubeId, title, ...(typeof poster === 'string' && poster ? { poster } : {}) },
      };
    }
    case 'keyFigure': {
      const value = text('value', RICH_TEXT_ATTR_MAX.figureValue, 'give the figure (e.g. 12,000)');
      const label = text('label', RICH_TEXT_ATTR_MAX.figureLabel, 'say what the figure counts');
      const source = text('source', RICH_TEXT_ATTR_MAX.figureSource, false);
      if (value === undefined || label === undefined) return undefined;
      return { type: 'keyFigure', attrs: { value, label, ...(source ? { source } : {}) } };
    }
    case 'callToAction': {
      const label = text('label', RICH_TEXT_ATTR_MAX.buttonLabel, 'give the button its words');
      const href = attrs.href;
      if (typeof href !== 'string' || !isValidLink(href.trim(), true)) {
        issue(
          ['attrs', 'href'],
          `a button leads to a page of this site, starting with / (for example /contact), not ${shown(href)}`,
        );
        return undefined;
      }
      if (label === undefined) return undefined;
      return { type: 'callToAction', attrs: { label, href: href.trim() } };
    }
    default:
      issue(
        ['type'],
        `${shown(node.type)} is not something the editor allows (it allows ${ALLOWED_BLOCKS})`,
      );
      return undefined;
  }
}

const isList = (type: unknown) => type === 'bulletList' || type === 'orderedList';

/** The text of a paragraph or heading: text with bold, italic and links, and line breaks. */
function inline(input: unknown, path: Path, where: string, state: State): RichTextNode[] {
  if (input === undefined) return [];
  if (!Array.isArray(input)) {
    state.issues.push({ path, message: located(where, 'its content must be a list of texts') });
    return [];
  }
  const out: RichTextNode[] = [];
  input.forEach((node, index) => {
    if (state.tooMany || !count(state)) return;
    const here = [...path, index];
    const issue = (key: Path, message: string) =>
      state.issues.push({ path: [...here, ...key], message: located(where, message) });
    if (!isObject(node) || typeof node.type !== 'string') {
      issue([], 'not a piece of text');
      return;
    }
    if (node.type === 'hardBreak') {
      out.push({ type: 'hardBreak' });
      return;
    }
    if (node.type !== 'text') {
      issue(['type'], `${shown(node.type)} cannot be inside a paragraph or heading`);
      return;
    }
    if (typeof node.text !== 'string') {
      issue(['text'], 'text must be a string');
      return;
    }
    // Line breaks inside a text are spaces on a page; a line break is a `hardBreak`.
    const value = node.text.replace(/[\r\n]+/g, ' ');
    if (CONTROL.test(value)) {
      issue(['text'], 'the text contains characters that cannot be stored (control characters)');
      return;
    }
    if (value === '') return;
    const marks = markList(node.marks, issue);
    out.push({ type: 'text', text: value, ...(marks.length > 0 ? { marks } : {}) });
  });
  return out;
}

function markList(input: unknown, issue: (key: Path, message: string) => void): RichTextMark[] {
  if (input === undefined || input === null) return [];
  if (!Array.isArray(input)) {
    issue(['marks'], 'marks must be a list');
    return [];
  }
  const out: RichTextMark[] = [];
  const seen = new Set<string>();
  input.forEach((mark, index) => {
    const at = ['marks', index];
    if (!isObject(mark) || !RICH_TEXT_MARKS.includes(mark.type as RichTextMarkType)) {
      issue(
        [...at, 'type'],
        `${shown(isObject(mark) ? mark.type : mark)} is not allowed on text (bold, italic and links are)`,
      );
      return;
    }
    const type = mark.type as RichTextMarkType;
    if (seen.has(type)) return;
    seen.add(type);
    if (type === 'link') {
      const href = isObject(mark.attrs) ? mark.attrs.href : undefined;
      if (typeof href !== 'string' || !isValidLink(href.trim())) {
        issue(
          [...at, 'attrs', 'href'],
          `the link ${shown(href)} is not allowed: link to a page of this site (starting with /) or an https:// address`,
        );
        return;
      }
      out.push({ type, attrs: { href: href.trim() } });
      return;
    }
    out.push({ type });
  });
  return out;
}

/** Whether a document says nothing: no text, no picture, no video, nothing but empty paragraphs. */
export function isEmptyRichText(doc: RichTextDocument | null | undefined): boolean {
  if (!doc || !Array.isArray(doc.content)) return true;
  return doc.content.every(
    (node) =>
      node.type === 'paragraph' &&
      !(node.content ?? []).some(
        (child) => child.type === 'text' && (child.text ?? '').trim() !== '',
      ),
  );
}

/** Whether a value is shaped as a document (a cheap check of what an API answered). */
export const isRichTextDocument = (value: unknown): value is RichTextDocument =>
  isObject(value) && value.type === 'doc' && Array.isArray(value.content);

// ----- plain text --------------------------------------------------------------------------

function inlineText(nodes: readonly RichTextNode[] | undefined): string {
  return (nodes ?? [])
    .map((node) =>
      node.type === 'text' ? (node.text ?? '') : node.type === 'hardBreak' ? '\n' : '',
    )
    .join('');
}

const attr = (node: RichTextNode, name: string): string => {
  const value = node.attrs?.[name];
  return typeof value === 'string' ? value : '';
};

function blockText(node: RichTextNode): string {
  switch (node.type) {
    case 'paragraph':
    case 'heading':
      return inlineText(node.content);
    case 'bulletList':
    case 'orderedList':
      return (node.content ?? [])
        .map((item) => (item.content ?? []).map(blockText).filter(Boolean).join('\n'))
        .filter(Boolean)
        .join('\n');
    case 'blockquote': {
      const quote = (node.content ?? []).map(blockText).filter(Boolean).join('\n');
      const by = attr(node, 'attribution');
      return by ? `${quote}\n— ${by}` : quote;
    }
    case 'image':
      return attr(node, 'caption');
    case 'video':
      return attr(node, 'title');
    case 'keyFigure': {
      const source = attr(node, 'source');
      return `${attr(node, 'value')} ${attr(node, 'label')}${source ? ` (${source})` : ''}`.trim();
    }
    case 'callToAction':
      return attr(node, 'label');
    default:
      return '';
  }
}

/**
 * The text of a document as plain text: blocks separated by a blank line, line breaks and list
 * items on lines of their own, a quote with its attribution, a picture by its caption, a video
 * by its title, a figure as `value label (source)`. For search, excerpts, word counts and
 * wherever markup does not belong.
 */
export function richTextPlainText(doc: RichTextDocument | null | undefined): string {
  if (!isRichTextDocument(doc)) return '';
  return doc.content
    .map(blockText)
    .filter((text) => text.trim() !== '')
    .join('\n\n');
}

/** The words of a document (letters or digits, joined by an apostrophe or hyphen). */
export function richTextWordCount(doc: RichTextDocument | null | undefined): number {
  return (richTextPlainText(doc).match(/[\p{L}\p{N}]+(?:['’.,-][\p{L}\p{N}]+)*/gu) ?? []).length;
}

/** The start of a document's text on one line, at most `max` characters, cut between words. */
export function richTextExcerpt(doc: RichTextDocument | null | undefined, max: number): string {
  const text = richTextPlainText(doc).replace(/\s+/g, ' ').trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.–—-]+$/, '')}…`;
}

/**
 * A document from plain text: each paragraph (text between blank lines) a paragraph, each line
 * break inside one a line break; every character kept. `null` for a text with nothing in it.
 */
export function richTextFromPlainText(text: string | null | undefined): RichTextDocument | null {
  if (!text) return null;
  const paragraphs = text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n+/)
    .map((paragraph) => paragraph.replace(/^\n+|\n+$/g, ''))
    .filter((paragraph) => paragraph.trim() !== '');
  if (paragraphs.length === 0) return null;
  return {
    type: 'doc',
    content: paragraphs.map((paragraph) => {
      const content: RichTextNode[] = [];
      paragraph.split('\n').forEach((line, index) => {
        if (index > 0) content.push({ type: 'hardBreak' });
        if (line !== '') content.push({ type: 'text', text: line });
      });
      return { type: 'paragraph', content };
    }),
  };
}

// ----- pictures ----------------------------------------------------------------------------

/** Every picture a document shows (images and video posters), in order, with where. */
export function richTextImages(
  doc: RichTextDocument | null | undefined,
): { src: string; where: string; alt?: string }[] {
  const out: { src: string; where: string; alt?: string }[] = [];
  if (!isRichTextDocument(doc)) return out;
  doc.content.forEach((node, index) => {
    if (node.type === 'image' && attr(node, 'src')) {
      out.push({
        src: attr(node, 'src'),
        where: `image in block ${index + 1}`,
        alt: attr(node, 'alt'),
      });
    } else if (node.type === 'video' && attr(node, 'poster')) {
      out.push({ src: attr(node, 'poster'), where: `video poster in block ${index + 1}` });
    }
  });
  return out;
}

/** The size of a picture of the library and its focal point, as public reads give them. */
export interface RichTextImageInfo {
  width: number;
  height: number;
}

/**
 * A document with the size of each picture beside it (`width`, `height` on images, and
 * `posterWidth`, `posterHeight` on videos), so a page reserves its place: nothing moves as it
 * loads. A picture the library does not have (any more) is left out.
 */
export function withRichTextImageSizes(
  doc: RichTextDocument | null | undefined,
  sizeOf: (src: string) => RichTextImageInfo | undefined,
): RichTextDocument | null {
  if (!isRichTextDocument(doc)) return null;
  const content: RichTextNode[] = [];
  for (const node of doc.content) {
    if (node.type === 'image') {
      const size = sizeOf(attr(node, 'src'));
      if (size) content.push({ ...node, attrs: { ...node.attrs, ...size } });
    } else if (node.type === 'video' && attr(node, 'poster')) {
      const size = sizeOf(attr(node, 'poster'));
      const { poster: _poster, ...rest } = node.attrs ?? {};
      content.push({
        ...node,
        attrs: size ? { ...node.attrs, posterWidth: size.width, posterHeight: size.height } : rest,
      });
    } else {
      content.push(node);
    }
  }
  return { type: 'doc', content };
}
