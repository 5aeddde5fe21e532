import { isLibraryImage, isValidLink, RICH_TEXT_HEADING_LEVELS } from '@ia/shared';
import { Node, mergeAttributes } from '@tiptap/core';
import Blockquote from '@tiptap/extension-blockquote';
import { ListItem } from '@tiptap/extension-list';
import { ReactNodeViewRenderer } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { CallToActionView, ImageView, KeyFigureView, QuoteView, VideoView } from './NodeViews';

/**
 * The editor's schema: exactly the blocks and marks the content model allows (richtext.ts in
 * shared), under the same names, so what staff write is what the server accepts. Whatever a
 * paste brings that the schema does not know (Word's and Google Docs' styles, classes, spans,
 * tables, pictures from elsewhere, an `h1`) is left out or becomes the nearest allowed block by
 * ProseMirror's parsing; Markdown shortcuts (`## `, `- `, `1. `, `> `, `**bold**`, `---`) come
 * with StarterKit's input rules.
 */

/** An attribute kept in the document and written to HTML as `data-…` (copy and paste). */
const attribute = (name: string, fallback: unknown = null) => ({
  default: fallback,
  parseHTML: (element: HTMLElement) => element.getAttribute(`data-${name}`) ?? fallback,
  renderHTML: (attrs: Record<string, unknown>) =>
    attrs[name] === null || attrs[name] === undefined || attrs[name] === ''
      ? {}
      : { [`data-${name}`]: String(attrs[name]) },
});

/** A list item: a paragraph, then nested lists (nothing else, as the server wants). */
const RichListItem = ListItem.extend({ content: 'paragraph (bulletList | orderedList)*' });

/** A quote: paragraphs and who said it. */
const RichBlockquote = Blockquote.extend({
  content: 'paragraph+',
  addAttributes() {
    return { attribution: attribute('attribution', '') };
  },
  addNodeView() {
    return ReactNodeViewRenderer(QuoteView);
  },
});

/** A picture of the library with its alt text and caption (pictures from elsewhere are dropped). */
export const ImageBlock = Node.create({
  name: 'image',
  group: 'block',
  atom: true,
  draggable: true,
  addAttributes() {
    return {
      src: { default: null },
      alt: { default: '' },
      caption: attribute('caption', ''),
    };
  },
  parseHTML() {
    return [
      {
        tag: 'img[src]',
        getAttrs: (element) =>
          isLibraryImage((element as HTMLElement).getAttribute('src') ?? '') ? null : false,
      },
    ];
  },
  renderHTML({ HTMLAttributes }) {
    return ['img', mergeAttributes(HTMLAttributes)];
  },
  addNodeView() {
    return ReactNodeViewRenderer(ImageView);
  },
});

/** A YouTube recording, shown to visitors behind the site's facade. */
export const VideoBlock = Node.create({
  name: 'video',
  group: 'block',
  atom: true,
  draggable: true,
  addAttributes() {
    return {
      youtubeId: attribute('youtube-id', ''),
      title: attribute('title', ''),
      poster: attribute('poster', null),
    };
  },
  parseHTML() {
    return [{ tag: 'div[data-video]' }];
  },
  renderHTML({ HTMLAttributes }) {
    return ['div', mergeAttributes({ 'data-video': '' }, HTMLAttributes)];
  },
  addNodeView() {
    return ReactNodeViewRenderer(VideoView);
  },
});

/** A highlighted figure: a number, what it counts, and where it comes from. */
export const KeyFigureBlock = Node.create({
  name: 'keyFigure',
  group: 'block',
  atom: true,
  draggable: true,
  addAttributes() {
    return {
      value: attribute('value', ''),
      label: attribute('label', ''),
      source: attribute('source', ''),
    };
  },
  parseHTML() {
    return [{ tag: 'figure[data-key-figure]' }];
  },
  renderHTML({ HTMLAttributes }) {
    return ['figure', mergeAttributes({ 'data-key-figure': '' }, HTMLAttributes)];
  },
  addNodeView() {
    return ReactNodeViewRenderer(KeyFigureView);
  },
});

/** A button to a page of the site. */
export const CallToActionBlock = Node.create({
  name: 'callToAction',
  group: 'block',
  atom: true,
  draggable: true,
  addAttributes() {
    return { label: attribute('label', ''), href: attribute('href', '') };
  },
  parseHTML() {
    return [{ tag: 'p[data-call-to-action]' }];
  },
  renderHTML({ HTMLAttributes }) {
    return ['p', mergeAttributes({ 'data-call-to-action': '' }, HTMLAttributes)];
  },
  addNodeView() {
    return ReactNodeViewRenderer(CallToActionView);
  },
});

/** Every extension of the editor. */
export const richTextExtensions = [
  StarterKit.configure({
    heading: { levels: [...RICH_TEXT_HEADING_LEVELS] },
    code: false,
    codeBlock: false,
    strike: false,
    underline: false,
    listItem: false,
    blockquote: false,
    link: {
      openOnClick: false,
      // Links are made on purpose (Ctrl+K, the toolbar, a pasted address over a selection),
      // and typing after one does not go on linking.
      autolink: false,
      defaultProtocol: 'https',
      // The content model's rule for a link: a page of the site or an https address.
      isAllowedUri: (url) => isValidLink(url.trim()),
      HTMLAttributes: { rel: null, target: null, class: null },
    },
  }),
  RichListItem,
  RichBlockquote,
  ImageBlock,
  VideoBlock,
  KeyFigureBlock,
  CallToActionBlock,
];
