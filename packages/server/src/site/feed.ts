import { richTextHtml, type RichTextDocument, type RichTextHtmlOptions } from '@ia/shared';
import { element, escapeXml } from './xml.js';

/** A text and the language it is in (marked with `xml:lang` when not the feed's). */
export interface FeedText {
  text: string;
  lang: string;
}

export interface FeedEntry {
  /** The entry's page: in the feed's language when the article is translated, else English. */
  href: string;
  /** The language of the entry's texts. */
  lang: string;
  title: string;
  summary: string;
  /** The full article as HTML (`entryContentHtml`). */
  contentHtml: string;
  published: string;
  updated: string;
  /** The stored category (`term`) and its name in the entry's language (`label`), if any. */
  category?: { term: string; label: string };
  /** Who wrote it. */
  authors: readonly string[];
}

export interface FeedInput {
  /** The feed's language (`xml:lang` of the feed). */
  language: string;
  /** The feed's own address and the page it stands for. */
  self: string;
  alternate: string;
  title: FeedText;
  subtitle: FeedText;
  updated: string;
  entries: readonly FeedEntry[];
}

/** Text for HTML: the feed's `type="html"` content is escaped again as XML around it. */
const escapeHtml = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * An entry's content as HTML: the article's rich text through the site's one renderer (the
 * same allow-list as its pages: every text escaped, links to the site and pictures absolute,
 * a video a link to it), or its excerpt as a paragraph when it has no body.
 */
export function entryContentHtml(
  body: RichTextDocument | null,
  excerpt: string,
  options: RichTextHtmlOptions,
): string {
  return richTextHtml(body, options) || `<p>${escapeHtml(excerpt)}</p>`;
}

/** The `<author>` elements of an entry: its authors' names (the organisation's without any). */
export function atomAuthors(names: readonly string[]): string {
  return names.map((name) => `<author>${element('name', {}, name)}</author>`).join('');
}

/** `xml:lang` on an element whose text is not in the language around it. */
const langAttribute = (lang: string, around: string) =>
  lang === around ? '' : ` xml:lang="${escapeXml(lang)}"`;

const text = (name: string, value: FeedText, around: string, attributes = '') =>
  `<${name}${attributes}${langAttribute(value.lang, around)}>${escapeXml(value.text)}</${name}>`;

/**
 * An Atom 1.0 feed (RFC 4287) of articles or newsletter issues: full content, author and (for
 * an article) category per entry.
 */
export function atomFeed(feed: FeedInput): string {
  const entries = feed.entries.map((entry) =>
    [
      `<entry${langAttribute(entry.lang, feed.language)}>`,
      element('id', {}, entry.href),
      element('title', {}, entry.title),
      element('link', { rel: 'alternate', type: 'text/html', href: entry.href }),
      element('published', {}, entry.published),
      element('updated', {}, entry.updated),
      atomAuthors(entry.authors),
      entry.category
        ? element('category', { term: entry.category.term, label: entry.category.label })
        : '',
      element('summary', {}, entry.summary),
      element('content', { type: 'html' }, entry.contentHtml),
      '</entry>',
    ].join(''),
  );
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${escapeXml(feed.language)}">`,
    element('id', {}, feed.self),
    text('title', feed.title, feed.language),
    text('subtitle', feed.subtitle, feed.language),
    element('updated', {}, feed.updated),
    element('link', { rel: 'self', type: 'application/atom+xml', href: feed.self }),
    element('link', { rel: 'alternate', type: 'text/html', href: feed.alternate }),
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}
