/**
 * The words a visitor reads on a server-rendered page, each with the language the page says it
 * is in, read from the HTML without a browser (the server's markup is well formed: a small
 * tokenizer is enough).
 *
 * Read: the text of `<title>` and of the body, and the attributes a visitor reads or hears
 * (`alt`, `title`, `aria-label`, `placeholder`); text a screen reader reads but the eye does not
 * (visually hidden) counts too. Not read: scripts, styles, templates, JSON, `<noscript>`, the
 * rest of the head, anything inside an element with `hidden`, code (`<code>`, `<pre>`: the
 * embed page's snippets), and every other attribute.
 */

export interface VisibleText {
  text: string;
  /** The nearest `lang` around it (the page's `<html lang>` at least). */
  lang: string;
}

const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);
/** Elements whose content is not text a visitor reads. */
const RAW = new Set(['script', 'style', 'template', 'noscript', 'textarea']);
/** Code shown as such (the embed page's snippets): in no visitor's language. */
const CODE = new Set(['code', 'pre', 'kbd', 'samp']);
const READ_ATTRIBUTES = ['alt', 'title', 'aria-label', 'placeholder'];

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return String.fromCodePoint(code);
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

function attributesOf(source: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const match of source.matchAll(
    /([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g,
  )) {
    found.set(match[1]!.toLowerCase(), decodeEntities(match[2] ?? match[3] ?? match[4] ?? ''));
  }
  return found;
}

interface Open {
  tag: string;
  lang: string;
  hidden: boolean;
}

/** The texts a visitor reads on a page, in document order, with their language. */
export function visibleTexts(html: string): VisibleText[] {
  const out: VisibleText[] = [];
  const stack: Open[] = [{ tag: '#document', lang: '', hidden: false }];
  const top = () => stack[stack.length - 1]!;
  let inHead = false;
  let inTitle = false;
  const tags = /<!--[\s\S]*?-->|<![^>]*>|<(\/?)([a-zA-Z][\w:-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
  let at = 0;
  const text = (raw: string) => {
    const value = decodeEntities(raw).replace(/\s+/g, ' ').trim();
    if (!value || top().hidden || (inHead && !inTitle)) return;
    out.push({ text: value, lang: top().lang });
  };
  for (let match = tags.exec(html); match; match = tags.exec(html)) {
    text(html.slice(at, match.index));
    at = tags.lastIndex;
    const [, closing, rawTag, rest = ''] = match;
    if (!rawTag) continue; // a comment or doctype
    const tag = rawTag.toLowerCase();
    if (closing) {
      const index = stack.map((open) => open.tag).lastIndexOf(tag);
      if (index > 0) stack.length = index;
      if (tag === 'head') inHead = false;
      if (tag === 'title') inTitle = false;
      continue;
    }
    const attributes = attributesOf(rest);
    const parent = top();
    const open: Open = {
      tag,
      lang: attributes.get('lang') ?? parent.lang,
      hidden: parent.hidden || attributes.has('hidden') || CODE.has(tag),
    };
    if (!open.hidden && !(inHead && tag !== 'title')) {
      for (const name of READ_ATTRIBUTES) {
        const value = attributes.get(name)?.trim();
        if (value) out.push({ text: value.replace(/\s+/g, ' '), lang: open.lang });
      }
    }
    if (tag === 'head') inHead = true;
    if (tag === 'title') inTitle = true;
    if (RAW.has(tag)) {
      const end = html.toLowerCase().indexOf(`</${tag}`, tags.lastIndex);
      const close = end < 0 ? html.length : html.indexOf('>', end) + 1;
      tags.lastIndex = close;
      at = close;
      continue;
    }
    if (!VOID.has(tag) && !rest.trimEnd().endsWith('/')) stack.push(open);
  }
  text(html.slice(at));
  return out;
}

/** Addresses in a text (e-mail, web, a social handle): not words of a language. */
const ADDRESSES =
  /\S*@\S+|\bhttps?:\/\/\S+|\b[\p{L}\d-]+(?:\.[\p{L}\d-]+)*\.[a-z]{2,}\b(?:\/\S*)?/giu;

/**
 * The words of a text: runs of letters (apostrophes inside a word kept), lower-cased; e-mail and
 * web addresses and codes with digits are not words.
 */
export function wordsOf(text: string): string[] {
  return (
    (
      text
        .replace(ADDRESSES, ' ')
        // A code with digits (F8, 500+, 2025) is not a word of a language either.
        .replace(/\S*\d\S*/g, ' ')
        .match(/[\p{L}\p{M}]+(?:['’][\p{L}\p{M}]+)*/gu) ?? []
    ).map((word) => word.toLowerCase().replace(/’/g, "'"))
  );
}
