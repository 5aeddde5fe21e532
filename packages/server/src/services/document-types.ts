import { inflateRawSync } from 'node:zlib';
import type { DocumentFormat } from '@ia/shared';

/**
 * What a document really is, read from its bytes: never the declared type nor the file's name
 * (except to tell a CSV from other text). A PDF starts with `%PDF-`; Word, Excel and PowerPoint
 * files since 2007 are zip containers whose `[Content_Types].xml` names the main part
 * (macro-enabled ones are refused); OpenDocument files are zip containers whose `mimetype` entry
 * says what they are; older Office files are OLE2 compound files holding a `WordDocument`,
 * `Workbook` (or `Book`) or `PowerPoint Document` stream; a CSV is UTF-8 text without NUL bytes
 * and without anything a browser would run (HTML, SVG, script). Anything else is undefined.
 */
export function documentFormatOf(bytes: Buffer, fileName: string): DocumentFormat | undefined {
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  if (bytes.readUInt32LE(0) === ZIP_LOCAL_HEADER) return zipFormat(bytes);
  if (bytes.subarray(0, 8).equals(OLE2_HEADER)) return ole2Format(bytes);
  if (/\.csv$/i.test(fileName.trim()) && isPlainCsv(bytes)) return 'csv';
  return undefined;
}

const ZIP_LOCAL_HEADER = 0x04034b50;
const ZIP_CENTRAL_HEADER = 0x02014b50;
const ZIP_END = 0x06054b50;
/** Largest entry read to decide the type (a content-types list or a mimetype is a few KB). */
const MAX_ENTRY_BYTES = 1024 * 1024;

interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

/** The entries of a zip file from its central directory; undefined when it is not one. */
export function zipEntries(bytes: Buffer): ZipEntry[] | undefined {
  // The end record is in the last 64 KB + 22 bytes (its comment is at most 64 KB).
  const from = Math.max(0, bytes.length - 0xffff - 22);
  let end = -1;
  for (let at = bytes.length - 22; at >= from; at -= 1) {
    if (bytes.readUInt32LE(at) === ZIP_END) {
      end = at;
      break;
    }
  }
  if (end < 0) return undefined;
  const count = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  const entries: ZipEntry[] = [];
  for (let i = 0; i < count; i += 1) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== ZIP_CENTRAL_HEADER) return undefined;
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraLength = bytes.readUInt16LE(at + 30);
    const commentLength = bytes.readUInt16LE(at + 32);
    entries.push({
      method: bytes.readUInt16LE(at + 10),
      compressedSize: bytes.readUInt32LE(at + 20),
      size: bytes.readUInt32LE(at + 24),
      localOffset: bytes.readUInt32LE(at + 42),
      name: bytes.subarray(at + 46, at + 46 + nameLength).toString('utf8'),
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** The bytes of one entry (stored or deflated), or undefined when they cannot be read. */
function readEntry(bytes: Buffer, entry: ZipEntry): Buffer | undefined {
  if (entry.size > MAX_ENTRY_BYTES || entry.compressedSize > MAX_ENTRY_BYTES) return undefined;
  const at = entry.localOffset;
  if (at + 30 > bytes.length || bytes.readUInt32LE(at) !== ZIP_LOCAL_HEADER) return undefined;
  const start = at + 30 + bytes.readUInt16LE(at + 26) + bytes.readUInt16LE(at + 28);
  const data = bytes.subarray(start, start + entry.compressedSize);
  if (data.length !== entry.compressedSize) return undefined;
  if (entry.method === 0) return data;
  if (entry.method !== 8) return undefined;
  try {
    return inflateRawSync(data, { maxOutputLength: MAX_ENTRY_BYTES });
  } catch {
    return undefined;
  }
}

const ODF_TYPES: Record<string, DocumentFormat> = {
  'application/vnd.oasis.opendocument.text': 'odt',
  'application/vnd.oasis.opendocument.spreadsheet': 'ods',
  'application/vnd.oasis.opendocument.presentation': 'odp',
};

/** The main part's content type of each OOXML document the library takes (no macros). */
const OOXML_MAIN_TYPES: Record<string, DocumentFormat> = {
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml': 'docx',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml': 'xlsx',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml': 'pptx',
};

function zipFormat(bytes: Buffer): DocumentFormat | undefined {
  const entries = zipEntries(bytes);
  if (!entries) return undefined;
  const mimetype = entries.find((entry) => entry.name === 'mimetype');
  if (mimetype) {
    const value = readEntry(bytes, mimetype)?.toString('latin1').trim();
    return value === undefined ? undefined : ODF_TYPES[value];
  }
  const types = entries.find((entry) => entry.name === '[Content_Types].xml');
  const xml = types && readEntry(bytes, types)?.toString('utf8');
  if (!xml) return undefined;
  // The main part: the override for /word/document.xml, /xl/workbook.xml, /ppt/presentation.xml.
  const found = new Set<DocumentFormat>();
  for (const match of xml.matchAll(/ContentType\s*=\s*"([^"]+)"/g)) {
    const format = OOXML_MAIN_TYPES[match[1]!];
    if (format) found.add(format);
    // A macro-enabled document (.docm, .xlsm, .pptm) is never one the library takes.
    if (/macroEnabled|vbaProject/i.test(match[1]!)) return undefined;
  }
  return found.size === 1 ? [...found][0] : undefined;
}

const OLE2_HEADER = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

/** Directory entries of a compound file: 128 bytes, a UTF-16 name, its length, its type. */
function ole2StreamNames(bytes: Buffer): Set<string> {
  const names = new Set<string>();
  const sectorSize = 1 << bytes.readUInt16LE(30);
  if (sectorSize !== 512 && sectorSize !== 4096) return names;
  for (let at = sectorSize; at + 128 <= bytes.length; at += 128) {
    const length = bytes.readUInt16LE(at + 64);
    const type = bytes[at + 66];
    // A stream (2) or storage (1) with a name of 1 to 31 characters and its terminating NUL.
    if ((type !== 1 && type !== 2) || length < 4 || length > 64 || length % 2 !== 0) continue;
    if (bytes.readUInt16LE(at + length - 2) !== 0) continue;
    names.add(bytes.subarray(at, at + length - 2).toString('utf16le'));
  }
  return names;
}

function ole2Format(bytes: Buffer): DocumentFormat | undefined {
  if (bytes.length < 1024) return undefined;
  const names = ole2StreamNames(bytes);
  // A Word file or a presentation may hold an embedded workbook: their own stream decides first.
  if (names.has('WordDocument')) return 'doc';
  if (names.has('PowerPoint Document')) return 'ppt';
  if (names.has('Workbook') || names.has('Book')) return 'xls';
  return undefined;
}

/** Markers of something a browser would run or draw as a page. */
const ACTIVE_CONTENT =
  /<\s*(?:script|html|head|body|iframe|frame|object|embed|svg|math|meta|link|style|img|a|form|base|!doctype|\?xml)[\s/>]|javascript:|vbscript:|data:text\/html/i;

/** UTF-8 text (an optional byte-order mark), no NUL, nothing active, not a script (`#!`). */
function isPlainCsv(bytes: Buffer): boolean {
  if (bytes.length === 0 || bytes.includes(0)) return false;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  if (text.startsWith('#!')) return false;
  return !ACTIVE_CONTENT.test(text);
}
