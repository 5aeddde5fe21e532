import * as v from 'valibot';
import { ABOUT } from './fixtures';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/http';
import { documentErrors, documentFailure, editorSchema, tidyTranslations } from './documentForm';

describe('the document editor as a form', () => {
  it('checks the document with the declaration’s own schema, under `document`', () => {
    const schema = editorSchema(ABOUT);
    const good = v.safeParse(schema, {
      document: { heading: 'Who we are', note: '', translations: {} },
    });
    expect(good.success).toBe(true);
    const bad = v.safeParse(schema, {
      document: { heading: '', note: 'far too long a note', translations: {} },
    });
    expect(bad.success).toBe(false);
    expect(bad.issues?.map((issue) => v.getDotPath(issue))).toEqual(
      expect.arrayContaining(['document.heading', 'document.note']),
    );
  });

  it('reads a failed write: its message, and each field the 422 names under `document`', () => {
    const failure = documentFailure(
      new ApiError('Please correct the highlighted fields', 422, 'validation_failed', {
        'document.heading': 'Heading is required',
        'translations.fr.heading': 'Too long',
      }),
    );
    expect(failure).toEqual({
      message: 'Please correct the highlighted fields',
      fields: {
        'document.heading': 'Heading is required',
        'document.translations.fr.heading': 'Too long',
      },
    });
    expect(documentFailure(new Error('')).message).toBe('The change could not be saved.');
  });

  it('flattens the form’s errors to one message a dotted path, a list’s and its rows’ both', () => {
    expect(
      documentErrors({
        root: { server: { type: 'server', message: 'Not saved' } },
        document: {
          heading: { type: 'server', message: 'Heading is required' },
          gallery: {
            type: 'server',
            message: 'At most 2 pictures',
            0: { alt: { type: 'server', message: 'Write the alt text' } },
          },
          translations: { fr: { heading: { type: 'check', message: 'Too long' } } },
        },
      } as never),
    ).toEqual({
      heading: 'Heading is required',
      gallery: 'At most 2 pictures',
      'gallery.0.alt': 'Write the alt text',
      'translations.fr.heading': 'Too long',
    });
  });

  it('drops what says nothing in translations, keeping each list’s places', () => {
    expect(
      tidyTranslations({
        heading: '',
        translations: {
          fr: { heading: '', note: 'Note' },
          ar: { heading: '' },
          sw: { rows: [null, { label: '' }], film: { caption: '' } },
        },
      }),
    ).toEqual({
      heading: '',
      translations: { fr: { note: 'Note' }, sw: { rows: [null, { label: '' }] } },
    });
  });
});
