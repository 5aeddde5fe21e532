import {
  RICH_TEXT_MARKS,
  type RichTextDocument,
  type RichTextMark,
  type RichTextNode,
} from '@ia/shared';
import { escapeXml } from '../site/xml.js';

/**
 * Rich text (the editor's ProseMirror JSON) as XLIFF 2.0 inline content, and back. A document is
 * cut into pieces a translator translates, in reading order: the text of each paragraph and
 * heading (with bold, italic and links as `<pc>` and line breaks as `<ph>`), and each text a block
 * keeps in its attributes (an image's alt text and caption, a quote's attribution, a video's
 * title, a figure's label and source, a button's words). The English document is the skeleton:
 * a translation is that document with each piece replaced, so its blocks, pictures and links stay
 * where they are whatever the file holds. A link's address is kept in the unit's original data,
 * never in text the translator edits.
 */

/** Where a piece sits in a document: the inline content of a block, or one of its attributes. */
export interface Slot {
  node: RichTextNode;
  attr?: string;
}

/** A code of a unit: a paired code (a mark) or a placeholder (a line break). */
export type Code = { id: string; kind: 'pc'; mark: RichTextMark } | { id: string; kind: 'ph' };

/** The block attributes a translator translates, by block. */
const TEXT_ATTRS: Record<string, string[]> = {
  blockquote: ['attribution'],
  image: ['alt', 'caption'],
  video: ['title'],
  keyFigure: ['label', 'source'],
  callToAction: ['label'],
};

const wordy = (text: unknown): text is string => typeof text === 'string' && /\p{L}/u.test(text);

/** The pieces of a document to translate, in reading order. */
export function richTextSlots(doc: RichTextDocument | null | undefined): Slot[] {
  const slots: Slot[] = [];
  const walk = (nodes: readonly RichTextNode[] | undefined) => {
    for (const node of nodes ?? []) {
      if (node.type === 'paragraph' || node.type === 'heading') {
        if ((node.content ?? []).some((child) => wordy(child.text))) slots.push({ node });
        continue;
      }
      walk(node.content);
      for (const attr of TEXT_ATTRS[node.type] ?? []) {
        if (wordy(node.attrs?.[attr])) slots.push({ node, attr });
      }
    }
  };
  walk(doc?.content);
  return slots;
}

const sameMark = (a: RichTextMark, b: RichTextMark) =>
  a.type === b.type && (a.attrs?.href ?? '') === (b.attrs?.href ?? '');

const hasMark = (node: RichTextNode, mark: RichTextMark) =>
  node.type === 'text' && (node.marks ?? []).some((m) => sameMark(m, mark));

/** Links outermost, then bold, then italic: the order paired codes nest in. */
const NESTING: Record<string, number> = { link: 0, bold: 1, italic: 2 };

/** How a code reads in a translation tool. */
function codeAttributes(code: Code): string {
  if (code.kind === 'ph') {
    return `id="${code.id}" type="fmt" subType="xlf:lb" disp="line break" equiv="&#10;"`;
  }
  if (code.mark.type === 'link') {
    return `id="${code.id}" type="link" canDelete="no" dataRefStart="${code.id}s" dataRefEnd="${code.id}e" dispStart="${escapeXml(`link to ${code.mark.attrs?.href ?? ''}`)}" dispEnd="end of link"`;
  }
  const bold = code.mark.type === 'bold';
  return `id="${code.id}" type="fmt" canDelete="no" subType="xlf:${bold ? 'b' : 'i'}" dispStart="${bold ? 'bold' : 'italic'}" dispEnd="end of ${bold ? 'bold' : 'italic'}"`;
}

/** The original data of a unit's links: the `<a href>` each link code stands for. */
export function originalData(codes: readonly Code[]): string {
  return codes
    .flatMap((code) =>
      code.kind === 'pc' && code.mark.type === 'link'
        ? [
            `<data id="${code.id}s">${escapeXml(`<a href="${code.mark.attrs?.href ?? ''}">`)}</data>`,
            `<data id="${code.id}e">${escapeXml('</a>')}</data>`,
          ]
        : [],
    )
    .join('');
}

/**
 * Inline content as XLIFF: text escaped, marks as nested `<pc>`, line breaks as `<ph>`. `codeFor`
 * gives a mark or a line break its code (the English allocates them; a translation takes the
 * English's); undefined when it has none, and then the whole text has no XLIFF form.
 */
export function encodeInline(
  nodes: readonly RichTextNode[],
  codeFor: (what: RichTextMark | 'break') => Code | undefined,
  open: readonly RichTextMark[] = [],
): string | undefined {
  let out = '';
  for (let i = 0; i < nodes.length;) {
    const node = nodes[i]!;
    if (node.type === 'hardBreak') {
      const code = codeFor('break');
      if (!code) return undefined;
      out += `<ph ${codeAttributes(code)}/>`;
      i += 1;
      continue;
    }
    const pending = (node.marks ?? [])
      .filter((mark) => !open.some((o) => sameMark(o, mark)))
      .sort((a, b) => (NESTING[a.type] ?? 9) - (NESTING[b.type] ?? 9));
    const mark = pending[0];
    if (!mark) {
      out += escapeXml(node.text ?? '');
      i += 1;
      continue;
    }
    let j = i;
    while (j < nodes.length && hasMark(nodes[j]!, mark)) j += 1;
    const code = codeFor(mark);
    const inner = code && encodeInline(nodes.slice(i, j), codeFor, [...open, mark]);
    if (!code || inner === undefined) return undefined;
    out += `<pc ${codeAttributes(code)}>${inner}</pc>`;
    i = j;
  }
  return out;
}

/** The element of a parsed file a piece of text is read from (@xmldom/xmldom's nodes). */
export interface XmlNode {
  nodeType: number;
  nodeValue: string | null;
  localName?: string | null;
  childNodes: ArrayLike<XmlNode>;
  getAttribute?: (name: string) => string | null;
}

const ELEMENT = 1;
const TEXT = 3;
const CDATA = 4;

/**
 * A `<target>` (or `<source>`) read back as inline content with the unit's codes: a `<pc>` gives
 * its mark to the text inside it, a `<ph>` is a line break, a `<mrk>` (a tool's annotation) is
 * read through, a `<cp>` is its character. A code the English does not have, a code used twice,
 * or one of the English's left out is a problem (the translator cannot break the structure).
 */
export function decodeInline(
  element: XmlNode,
  codes: ReadonlyMap<string, Code>,
  problems: string[],
): { nodes: RichTextNode[]; used: Set<string> } {
  const out: RichTextNode[] = [];
  const used = new Set<string>();
  const walk = (parent: XmlNode, marks: RichTextMark[]) => {
    for (const child of Array.from(parent.childNodes)) {
      if (child.nodeType === TEXT || child.nodeType === CDATA) {
        const text = child.nodeValue ?? '';
        if (text !== '') out.push(textNode(text, marks));
        continue;
      }
      if (child.nodeType !== ELEMENT) continue;
      const name = child.localName ?? '';
      const id = child.getAttribute?.('id') ?? '';
      if (name === 'pc' || name === 'ph') {
        const code = codes.get(id);
        if (!code || code.kind !== name) {
          problems.push(`the code <${name} id="${id}"> is not in the English text`);
          continue;
        }
        if (used.has(id)) {
          problems.push(`the code <${name} id="${id}"> is used twice`);
          continue;
        }
        used.add(id);
        if (code.kind === 'ph') out.push({ type: 'hardBreak' });
        else walk(child, [...marks, code.mark]);
      } else if (name === 'mrk') {
        walk(child, marks);
      } else if (name === 'cp') {
        const hex = child.getAttribute?.('hex') ?? '';
        out.push(textNode(String.fromCodePoint(parseInt(hex, 16) || 0xfffd), marks));
      } else {
        problems.push(
          `<${name}> is not used in these files; keep the <pc> and <ph> codes as they are`,
        );
      }
    }
  };
  walk(element, []);
  return { nodes: mergeText(out), used };
}

function textNode(text: string, marks: readonly RichTextMark[]): RichTextNode {
  const sorted = RICH_TEXT_MARKS.flatMap((type) => marks.filter((mark) => mark.type === type));
  return { type: 'text', text, ...(sorted.length > 0 ? { marks: sorted } : {}) };
}

/** Neighbouring texts with the same marks as one. */
function mergeText(nodes: RichTextNode[]): RichTextNode[] {
  const out: RichTextNode[] = [];
  for (const node of nodes) {
    const last = out[out.length - 1];
    if (
      last?.type === 'text' &&
      node.type === 'text' &&
      JSON.stringify(last.marks ?? []) === JSON.stringify(node.marks ?? [])
    ) {
      out[out.length - 1] = { ...last, text: `${last.text ?? ''}${node.text ?? ''}` };
    } else {
      out.push(node);
    }
  }
  return out;
}

/** The plain text of an element (a text unit's target): codes are a problem there. */
export function decodePlain(element: XmlNode, problems: string[]): string {
  const { nodes, used } = decodeInline(element, new Map(), problems);
  if (used.size > 0) problems.push('a plain text holds no codes');
  return nodes.map((node) => node.text ?? '').join('');
}
