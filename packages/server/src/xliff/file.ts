import { DOMParser } from '@xmldom/xmldom';
import { readFile } from 'node:fs/promises';
import { validateXML } from 'xmllint-wasm';
import { escapeXml } from '../site/xml.js';
import type { XmlNode } from './inline-codes.js';

/**
 * XLIFF 2.0 files (OASIS, urn:oasis:names:tc:xliff:document:2.0): written from units, and read
 * back after checking them against the shipped core schema (packages/server/schema/xliff, with
 * libxml2's validator in process), each unit with the line it starts on.
 */

export const XLIFF_NS = 'urn:oasis:names:tc:xliff:document:2.0';
export const XLIFF_TYPE = 'application/xliff+xml';

export interface XliffUnit {
  id: string;
  name: string;
  notes: [category: string, text: string][];
  /** The unit's original data (`<data>` elements), or ''. */
  data: string;
  segments: { source: string; target?: string; state?: 'initial' | 'translated' }[];
}

export interface XliffFile {
  id: string;
  original: string;
  groups: { id: string; name: string; units: XliffUnit[] }[];
}

/** An XLIFF 2.0 document translating English into `trgLang`. */
export function writeXliff(trgLang: string, files: readonly XliffFile[]): string {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<xliff xmlns="${XLIFF_NS}" version="2.0" srcLang="en" trgLang="${escapeXml(trgLang)}">`,
  ];
  for (const file of files) {
    if (file.groups.every((group) => group.units.length === 0)) continue;
    lines.push(
      ` <file id="${escapeXml(file.id)}" original="${escapeXml(file.original)}" canResegment="no">`,
    );
    for (const group of file.groups) {
      if (group.units.length === 0) continue;
      lines.push(`  <group id="${escapeXml(group.id)}" name="${escapeXml(group.name)}">`);
      for (const unit of group.units) {
        lines.push(`   <unit id="${escapeXml(unit.id)}" name="${escapeXml(unit.name)}">`);
        if (unit.notes.length > 0) {
          lines.push('    <notes>');
          for (const [category, text] of unit.notes) {
            lines.push(
              `     <note category="${escapeXml(category)}" appliesTo="source">${escapeXml(text)}</note>`,
            );
          }
          lines.push('    </notes>');
        }
        if (unit.data) lines.push(`    <originalData>${unit.data}</originalData>`);
        unit.segments.forEach((segment, index) => {
          lines.push(
            `    <segment id="s${index + 1}" state="${segment.state ?? (segment.target === undefined ? 'initial' : 'translated')}">`,
            `     <source xml:space="preserve">${segment.source}</source>`,
          );
          if (segment.target !== undefined) {
            lines.push(`     <target xml:space="preserve">${segment.target}</target>`);
          }
          lines.push('    </segment>');
        });
        lines.push('   </unit>');
      }
      lines.push('  </group>');
    }
    lines.push(' </file>');
  }
  // A language with nothing to translate still gets a valid file: one empty unit says so.
  if (!lines.some((line) => line.startsWith(' <file'))) {
    lines.push(
      ' <file id="empty" canResegment="no">',
      '  <group id="none" name="Nothing to translate"/>',
      ' </file>',
    );
  }
  lines.push('</xliff>', '');
  return lines.join('\n');
}

/** A unit as read from a file. */
export interface ReadUnit {
  id: string;
  line: number;
  segments: { source: XmlNode; target: XmlNode | undefined }[];
}

export interface ReadFile {
  srcLang: string;
  trgLang: string;
  units: ReadUnit[];
}

/** What is wrong with a file as a whole, each with its line. */
export class XliffFileError extends Error {
  constructor(readonly problems: { line: number | null; message: string }[]) {
    super(problems.map((p) => p.message).join('; '));
  }
}

const SCHEMA_DIR = new URL('../../schema/xliff/', import.meta.url);
let schemas: Promise<{ core: string; xml: string }> | undefined;

/** The shipped schema, with its import of xml.xsd pointing beside it (one folder in memory). */
function loadSchemas() {
  schemas ??= Promise.all([
    readFile(new URL('xliff_core_2.0.xsd', SCHEMA_DIR), 'utf8'),
    readFile(new URL('informativeCopiesOf3rdPartySchemas/w3c/xml.xsd', SCHEMA_DIR), 'utf8'),
  ]).then(([core, xml]) => ({
    core: core.replace('informativeCopiesOf3rdPartySchemas/w3c/xml.xsd', 'xml.xsd'),
    xml,
  }));
  return schemas;
}

/** Checks a file against the XLIFF 2.0 core schema (well-formedness first); lines are 1-based. */
export async function schemaProblems(
  text: string,
): Promise<{ line: number | null; message: string }[]> {
  const { core, xml } = await loadSchemas();
  const result = await validateXML({
    xml: [{ fileName: 'translation.xlf', contents: text }],
    schema: [{ fileName: 'xliff_core_2.0.xsd', contents: core }],
    preload: [{ fileName: 'xml.xsd', contents: xml }],
  });
  if (result.valid) return [];
  const problems = result.errors.map((error) => ({
    line: error.loc?.lineNumber ?? null,
    message: error.message.trim(),
  }));
  return problems.length > 0
    ? problems
    : [{ line: null, message: 'The file is not an XLIFF 2.0 document' }];
}

interface Element extends XmlNode {
  lineNumber?: number;
  namespaceURI?: string | null;
}

const elementsOf = (parent: XmlNode, name: string): Element[] =>
  Array.from(parent.childNodes).filter(
    (node): node is Element =>
      node.nodeType === 1 && node.localName === name && (node as Element).namespaceURI === XLIFF_NS,
  );

/** Reads a file: checked against the schema, then its units in order (groups read through). */
export async function readXliff(text: string): Promise<ReadFile> {
  const problems = await schemaProblems(text);
  if (problems.length > 0) throw new XliffFileError(problems);
  const doc = new DOMParser().parseFromString(text, 'application/xml');
  const root = doc.documentElement as unknown as Element & XmlNode;
  const units: ReadUnit[] = [];
  const walk = (parent: XmlNode) => {
    for (const child of Array.from(parent.childNodes) as Element[]) {
      if (child.nodeType !== 1 || child.namespaceURI !== XLIFF_NS) continue;
      if (child.localName === 'group' || child.localName === 'file') walk(child);
      if (child.localName !== 'unit') continue;
      units.push({
        id: child.getAttribute?.('id') ?? '',
        line: child.lineNumber ?? 0,
        segments: elementsOf(child, 'segment').map((segment) => {
          const target = elementsOf(segment, 'target')[0];
          return {
            source: elementsOf(segment, 'source')[0]!,
            target: target && hasText(target) ? target : undefined,
          };
        }),
      });
    }
  };
  walk(root);
  return {
    srcLang: root.getAttribute?.('srcLang') ?? '',
    trgLang: root.getAttribute?.('trgLang') ?? '',
    units,
  };
}

/** A target with something in it (an empty one is a text not translated yet). */
function hasText(element: XmlNode): boolean {
  return Array.from(element.childNodes).some(
    (node) => node.nodeType === 1 || (node.nodeValue ?? '').trim() !== '',
  );
}

/** The inline content of an element as the English's comparable form (text and code ids). */
export function inlineSignature(element: XmlNode): string {
  return Array.from(element.childNodes)
    .map((node): string => {
      if (node.nodeType === 3 || node.nodeType === 4) return node.nodeValue ?? '';
      if (node.nodeType !== 1) return '';
      const id = node.getAttribute?.('id') ?? '';
      switch (node.localName) {
        case 'pc':
          return `{pc ${id}}${inlineSignature(node)}{/pc}`;
        case 'ph':
          return `{ph ${id}}`;
        case 'cp':
          return String.fromCodePoint(parseInt(node.getAttribute?.('hex') ?? '', 16) || 0xfffd);
        default:
          return `{${node.localName ?? ''}}${inlineSignature(node)}`;
      }
    })
    .join('');
}

/** The comparable form of inline content as this server writes it. */
export function sourceSignature(inline: string): string {
  const doc = new DOMParser().parseFromString(
    `<source xmlns="${XLIFF_NS}">${inline}</source>`,
    'application/xml',
  );
  return inlineSignature(doc.documentElement as unknown as XmlNode);
}
