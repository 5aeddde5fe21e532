import { isValidLink } from '@ia/shared';

/**
 * The few marks a long text of the content model may hold (a policy page's sections): paragraphs
 * split by an empty line, lines starting with "- " as a bulleted list, `[words](/page)` as a
 * link and `{name}` placeholders the page fills in. Read as text, never as HTML.
 */

export type ProseBlock = { kind: 'paragraph'; text: string } | { kind: 'list'; items: string[] };

export type ProseInline =
  | { kind: 'text'; text: string }
  | { kind: 'link'; text: string; href: string }
  | { kind: 'placeholder'; name: string };

const BULLET = /^[ \t]*[-•–][ \t]+/;

/** Paragraphs: split on blank lines, single line breaks kept inside one, empty ones dropped. */
function paragraphsOf(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n+/)
    .map((p) => p.trim())
    .filter((p) => p.length > 0);
}

/** Paragraphs and bulleted lists, in order (a list may follow its lead-in line directly). */
export function proseBlocks(text: string): ProseBlock[] {
  const blocks: ProseBlock[] = [];
  for (const paragraph of paragraphsOf(text)) {
    let lines: string[] = [];
    let items: string[] = [];
    const flush = () => {
      if (lines.length > 0) blocks.push({ kind: 'paragraph', text: lines.join('\n') });
      if (items.length > 0) blocks.push({ kind: 'list', items });
      lines = [];
      items = [];
    };
    for (const line of paragraph.split('\n')) {
      if (BULLET.test(line)) {
        if (lines.length > 0) flush();
        items.push(line.replace(BULLET, '').trim());
      } else {
        if (items.length > 0) flush();
        lines.push(line.trim());
      }
    }
    flush();
  }
  return blocks;
}

const INLINE = /\[([^\]\n]+)\]\(([^)\s]+)\)|\{(\w+)\}/g;

/**
 * The links and placeholders of a line of text. A link to anything but a page of the site or an
 * https address shows its words only.
 */
export function proseInline(text: string): ProseInline[] {
  const parts: ProseInline[] = [];
  let at = 0;
  const words = (to: number) => {
    if (to > at) parts.push({ kind: 'text', text: text.slice(at, to) });
  };
  for (const match of text.matchAll(INLINE)) {
    words(match.index);
    const [whole, label, href, name] = match;
    if (name !== undefined) parts.push({ kind: 'placeholder', name });
    else if (isValidLink(href!)) parts.push({ kind: 'link', text: label!, href: href! });
    else parts.push({ kind: 'text', text: label! });
    at = match.index + whole.length;
  }
  words(text.length);
  return parts;
}
