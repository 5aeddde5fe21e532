import { describe, expect, it } from 'vitest';
import { defineCollection } from './define.js';
import {
  block,
  blocks,
  hasTranslatable,
  image,
  reference,
  references,
  richText,
  text,
} from './fields.js';
import {
  imagesOf,
  localizeDocument,
  plainTextOf,
  referencesOf,
  translationStatus,
} from './localize.js';
import { validateDocument } from './validate.js';

const page = defineCollection({
  name: 'samples',
  label: 'Sample',
  plural: 'Samples',
  description: 'A collection for the tests.',
  section: 'Organisation',
  titleField: 'title',
  fields: {
    title: text('Title', { required: true }),
    body: blocks(
      'Body',
      {
        text: block('Text', { text: richText('Text', { required: true }) }),
        picture: block('Picture', {
          picture: image('Picture', { required: true }),
          caption: text('Caption', { max: 20 }),
        }),
        figures: block('Figures', { figures: references('Figures', 'figures', { max: 2 }) }),
        person: block('Person', { person: reference('Person', 'people', { required: true }) }),
      },
      { max: 4 },
    ),
  },
});

const paragraph = (words: string) => ({
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text: words }] }],
});

const valid = {
  title: 'Careers',
  body: [
    { type: 'text', id: 'a1', text: paragraph('Work with us.') },
    {
      type: 'picture',
      id: 'b2',
      picture: { image: '/media/site/team.jpg', alt: 'The team' },
      caption: 'Our team',
    },
    { type: 'figures', id: 'c3', figures: [4, 5] },
  ],
  translations: {
    fr: {
      body: [
        { text: paragraph('Travaillez avec nous.') },
        { picture: { alt: "L'équipe" }, caption: 'Notre équipe' },
      ],
    },
  },
};

describe('blocks field', () => {
  it('keeps each block with its kind, id and values, in order', () => {
    const result = validateDocument(page, valid);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const body = result.value.body as { type: string; id: string }[];
    expect(body.map((item) => `${item.type}:${item.id}`)).toEqual([
      'text:a1',
      'picture:b2',
      'figures:c3',
    ]);
    expect(body[1]).toMatchObject({ caption: 'Our team' });
    expect((result.value.translations as { fr: { body: unknown[] } }).fr.body[1]).toEqual({
      picture: { alt: "L'équipe" },
      caption: 'Notre équipe',
    });
  });

  it('gives a block sent without an id one of its own', () => {
    const result = validateDocument(page, {
      title: 'x',
      body: [{ type: 'figures', figures: [] }],
    });
    expect(result.ok && (result.value.body as { id: string }[])[0]!.id).toMatch(/^[a-z0-9]{12}$/);
  });

  it('names the block and field of each mistake', () => {
    const result = validateDocument(page, {
      title: 'x',
      body: [
        { type: 'text', id: 'a', text: null },
        { type: 'poem', id: 'b' },
        { type: 'picture', id: 'c', picture: null, caption: 'x'.repeat(30) },
        { type: 'person', id: 'd' },
      ],
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors).sort()).toEqual([
      'body.0.text',
      'body.1.type',
      'body.2.caption',
      'body.2.picture',
      'body.3.person',
    ]);
    expect(result.errors['body.1.type']).toMatch(/one of: text, picture, figures, person/);
  });

  it('refuses two blocks with one id and more blocks than allowed', () => {
    const twice = validateDocument(page, {
      title: 'x',
      body: [
        { type: 'figures', id: 'a', figures: [] },
        { type: 'figures', id: 'a', figures: [] },
      ],
    });
    expect(!twice.ok && twice.errors.body).toMatch(/same id/);
    const many = validateDocument(page, {
      title: 'x',
      body: Array.from({ length: 5 }, (_, i) => ({ type: 'figures', id: `f${i}`, figures: [] })),
    });
    expect(!many.ok && many.errors.body).toMatch(/at most 4 blocks/);
  });

  it('checks a translated text inside a block by its kind, under the translation path', () => {
    const result = validateDocument(page, {
      ...valid,
      translations: { fr: { body: [null, { caption: 'y'.repeat(30) }] } },
    });
    expect(!result.ok && result.errors).toEqual({
      'translations.fr.body.1.caption': 'Caption must be at most 20 characters',
    });
  });

  it('drops what a translation gives for fields its block does not have, and for blocks not there', () => {
    const result = validateDocument(page, {
      ...valid,
      translations: { fr: { body: [{ caption: 'Légende' }, null, null, { caption: 'x' }] } },
    });
    expect(result.ok && result.value.translations).toEqual({});
  });

  it('reads a block in a language, falling back to English text by text', () => {
    const checked = validateDocument(page, valid);
    if (!checked.ok) throw new Error('invalid');
    const { translations, ...english } = checked.value as typeof checked.value & {
      translations: { fr: Record<string, unknown> };
    };
    const { doc, fallback } = localizeDocument(page.fields, english, translations.fr);
    const body = doc.body as Record<string, unknown>[];
    expect(body[0]).toMatchObject({
      type: 'text',
      id: 'a1',
      text: paragraph('Travaillez avec nous.'),
    });
    expect(body[1]).toMatchObject({ caption: 'Notre équipe', picture: { alt: "L'équipe" } });
    expect(fallback).toEqual(['title']);
    const partial = localizeDocument(page.fields, english, { body: [null, { caption: 'Équipe' }] });
    expect((partial.doc.body as Record<string, unknown>[])[0]).toMatchObject({
      text: paragraph('Work with us.'),
      fallback: ['text'],
    });
    expect(partial.fallback).toEqual(['title', 'body']);
    expect(
      translationStatus(
        page.fields,
        english,
        { title: 'Carrières', body: [null, { caption: 'É' }] },
        {},
      ).state,
    ).toBe('translated');
    expect(translationStatus(page.fields, english, { title: 'Carrières' }, {}).missing).toEqual([
      'body',
    ]);
  });

  it('counts pictures, references and text inside blocks as the document’s own', () => {
    const checked = validateDocument(page, {
      ...valid,
      body: [...valid.body, { type: 'person', id: 'd4', person: 9 }],
    });
    if (!checked.ok) throw new Error('invalid');
    expect(imagesOf(page.fields, checked.value)).toEqual([
      {
        image: '/media/site/team.jpg',
        field: 'Body 2 › Picture',
        // The use gives its own alt text, at its path inside the body.
        described: true,
        use: { alt: 'The team', decorative: false, path: 'body.1.picture' },
      },
    ]);
    const refs = referencesOf(page.fields, checked.value);
    expect([...(refs.get('figures') ?? [])]).toEqual([4, 5]);
    expect([...(refs.get('people') ?? [])]).toEqual([9]);
    expect(plainTextOf(page.fields, checked.value)).toContain('Work with us.');
    expect(plainTextOf(page.fields, checked.value)).toContain('Our team');
    expect(hasTranslatable(page.fields.body)).toBe(true);
  });
});
