import { DOCUMENT_MAX_BYTES, type AdminDocument } from '@ia/shared';
import { describe, expect, it } from 'vitest';
import { changesOf, draftOf, formatName, refusedBeforeSending } from './library';

const document: AdminDocument = {
  id: 1,
  url: '/documents/2026/11/ab.docx',
  format: 'docx',
  contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  byteSize: 2048,
  fileName: 'Report.docx',
  title: 'Report',
  lang: 'en',
  description: '',
  createdAt: '2026-11-01T10:00:00.000Z',
  usage: [],
};

describe('the document library for staff', () => {
  it('names each type as staff know it', () => {
    expect(formatName(document)).toBe('Word (.docx)');
    expect(formatName({ format: 'pdf' })).toBe('PDF');
    expect(formatName({ format: 'ods' })).toBe('OpenDocument spreadsheet (.ods)');
  });

  it('sends only what changed', () => {
    expect(changesOf(document, draftOf(document))).toEqual({});
    expect(changesOf(document, { ...draftOf(document), title: 'Rapport', lang: 'fr' })).toEqual({
      title: 'Rapport',
      lang: 'fr',
    });
  });

  it('refuses an empty or too large file before sending it', () => {
    expect(refusedBeforeSending({ size: 0 })).toMatch(/empty/);
    expect(refusedBeforeSending({ size: DOCUMENT_MAX_BYTES + 1 })).toMatch(/at most 25 MB/);
    expect(refusedBeforeSending({ size: DOCUMENT_MAX_BYTES })).toBeUndefined();
  });
});
