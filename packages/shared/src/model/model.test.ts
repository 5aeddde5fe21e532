import { describe, expect, it } from 'vitest';
import { COLLECTIONS, GLOBALS, RESERVED_ADMIN_NAMES } from '../collections/index.js';
import { defineCollection } from './define.js';
import { group, image, images, link, longText, number, references, text, video } from './fields.js';
import {
  describeChanges,
  imagesOf,
  localizeDocument,
  referencesOf,
  translationSources,
  translationStatus,
} from './localize.js';
import { isValidLink, validateDocument, youtubeIdOf } from './validate.js';

const sample = defineCollection({
  name: 'samples',
  label: 'Sample',
  plural: 'Samples',
  description: 'A collection for the tests.',
  section: 'Organisation',
  titleField: 'name',
  fields: {
    name: text('Name', { required: true, max: 40, translatable: false }),
    title: text('Title', { required: true, max: 60 }),
    body: longText('Body', { max: 200 }),
    count: number('Count', { integer: true, min: 0, max: 10 }),
    picture: image('Picture'),
    gallery: images('Gallery', { max: 2 }),
    film: video('Film'),
    more: link('More'),
    figures: references('Figures', 'figures', { max: 3 }),
    rows: group(
      'Rows',
      {
        label: text('Label', { required: true, max: 20 }),
        value: text('Value', { max: 10, translatable: false }),
      },
      { max: 3 },
    ),
  },
});

const valid = {
  name: 'One',
  title: 'The first',
  body: 'Line one\nLine two',
  count: 3,
  picture: { image: '/media/site/a.jpg', alt: 'A picture' },
  gallery: [{ image: '/media/site/b.jpg', alt: 'B' }],
  film: { youtubeId: 'https://www.youtube.com/watch?v=Xk5MeZ1bU4w', poster: null },
  more: '/about',
  figures: [1, 2],
  rows: [
    { label: 'First', value: '1' },
    { label: 'Second', value: '2' },
  ],
  translations: {
    fr: {
      title: 'Le premier',
      body: '',
      picture: { alt: 'Une image' },
      rows: [null, { label: 'Deuxième' }],
    },
  },
};

describe('validating a document from its declaration', () => {
  it('accepts a valid document, reads a YouTube address as its id and prunes empty translations', () => {
    const result = validateDocument(sample, valid);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.film).toEqual({ youtubeId: 'Xk5MeZ1bU4w', poster: null });
    expect(result.value.translations).toEqual({
      fr: {
        title: 'Le premier',
        picture: { alt: 'Une image' },
        rows: [null, { label: 'Deuxième' }],
      },
    });
  });

  it('takes a telephone number as people write it, and names the field of anything else', () => {
    const phones = defineCollection({
      name: 'phones',
      label: 'Phone',
      plural: 'Phones',
      description: 'Test',
      section: 'Test',
      titleField: 'phone',
      fields: { phone: text('Phone', { format: 'tel', translatable: false }) },
    });
    for (const phone of ['+234 1 234 5678', '(01) 234-5678', '0803.123.4567', '']) {
      expect(validateDocument(phones, { phone, translations: {} }).ok, phone).toBe(true);
    }
    for (const phone of [
      'call us',
      '+234',
      'tel:+2341234567',
      '1'.repeat(21),
      '+234 1 234 5678 x',
    ]) {
      const result = validateDocument(phones, { phone, translations: {} });
      expect(result.ok, phone).toBe(false);
      if (!result.ok) expect(result.errors.phone).toMatch(/Phone must be a telephone number/);
    }
  });

  it('names every field that breaks a rule by its path', () => {
    const result = validateDocument(sample, {
      ...valid,
      title: '   ',
      count: 11,
      // An empty alt text is the library's (the server checks it has one); this one cannot be stored.
      picture: { image: 'javascript:alert(1)', alt: 'a\u0000b' },
      gallery: [valid.gallery[0], valid.gallery[0], valid.gallery[0]],
      film: { youtubeId: 'not a video' },
      more: 'javascript:alert(1)',
      figures: [1, 1],
      rows: [{ label: 'x\u0000y', value: '1' }],
      translations: { xx: {} },
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors).sort()).toEqual(
      [
        'count',
        'figures',
        'film.youtubeId',
        'gallery',
        'more',
        'picture.alt',
        'picture.image',
        'rows.0.label',
        'title',
        'translations.xx',
      ].sort(),
    );
    expect(result.errors.title).toBe('Enter the title');
    expect(result.errors['rows.0.label']).toMatch(/cannot be stored/);
  });

  it('knows links and YouTube addresses', () => {
    expect(isValidLink('/contact?venture=A%20B')).toBe(true);
    expect(isValidLink('#contact')).toBe(true);
    expect(isValidLink('https://example.org/x')).toBe(true);
    for (const bad of [
      '//evil.example',
      '/\\evil',
      'http://example.org',
      'data:text/html,x',
      'mailto:a@b.c',
    ]) {
      expect(isValidLink(bad), bad).toBe(false);
    }
    expect(isValidLink('https://example.org', true)).toBe(false);
    expect(youtubeIdOf('https://youtu.be/Xk5MeZ1bU4w?t=3')).toBe('Xk5MeZ1bU4w');
    expect(youtubeIdOf('https://www.youtube-nocookie.com/embed/Xk5MeZ1bU4w')).toBe('Xk5MeZ1bU4w');
    expect(youtubeIdOf('https://evil.example/watch?v=Xk5MeZ1bU4w')).toBeUndefined();
  });
});

describe('reading a document in a language', () => {
  const english = validateDocument(sample, valid);
  if (!english.ok) throw new Error('invalid sample');
  const { translations, ...doc } = english.value as Record<string, unknown> & {
    translations: Record<string, Record<string, unknown>>;
  };

  it('takes each translated text and falls back to English for the rest, saying which', () => {
    const { doc: fr, fallback } = localizeDocument(sample.fields, doc, translations.fr);
    expect(fr.title).toBe('Le premier');
    expect(fr.body).toBe('Line one\nLine two');
    expect(fr.picture).toEqual({ image: '/media/site/a.jpg', alt: 'Une image' });
    expect(fr.rows).toEqual([
      { label: 'First', value: '1', fallback: ['label'] },
      { label: 'Deuxième', value: '2' },
    ]);
    expect(fallback.sort()).toEqual(['body', 'gallery', 'rows']);
  });

  it('says a translation is out of date once its English changes, and partial while fields are missing', () => {
    const sources = translationSources(sample.fields, doc, translations.fr!, {
      translation: undefined,
      sources: undefined,
    });
    expect(translationStatus(sample.fields, doc, translations.fr, sources).state).toBe('partial');
    const changed = { ...doc, title: 'The first, renamed' };
    const later = translationStatus(sample.fields, changed, translations.fr, sources);
    expect(later.outdated).toEqual(['title']);
    expect(later.state).toBe('outdated');
    // Translating it again brings it up to date.
    const again = translationSources(
      sample.fields,
      changed,
      { ...translations.fr, title: 'Le premier, renommé' },
      { translation: translations.fr, sources },
    );
    expect(
      translationStatus(sample.fields, changed, { ...translations.fr, title: 'x' }, again).outdated,
    ).toEqual([]);
    expect(translationStatus(sample.fields, doc, undefined, undefined).state).toBe('missing');
  });

  it('says a translation written for the launch needs review, unless out of date or absent', () => {
    const sources = translationSources(sample.fields, doc, translations.fr!, {
      translation: undefined,
      sources: undefined,
    });
    expect(translationStatus(sample.fields, doc, translations.fr, sources, true).state).toBe(
      'review',
    );
    const changed = { ...doc, title: 'The first, renamed' };
    expect(translationStatus(sample.fields, changed, translations.fr, sources, true).state).toBe(
      'outdated',
    );
    expect(translationStatus(sample.fields, doc, undefined, undefined, true).state).toBe('missing');
  });

  it('finds the images and references a document uses, and describes changes in words', () => {
    expect(imagesOf(sample.fields, doc).map((use) => use.image)).toEqual([
      '/media/site/a.jpg',
      '/media/site/b.jpg',
    ]);
    expect([...(referencesOf(sample.fields, doc).get('figures') ?? [])]).toEqual([1, 2]);
    expect(
      describeChanges(sample, { ...doc, translations }, { ...doc, title: 'New', translations: {} }),
    ).toEqual(['title', 'French translation removed']);
  });
});

describe('the site’s declarations', () => {
  it('have unique names that no admin path takes, and title fields that exist', () => {
    const names = COLLECTIONS.map((def) => def.name);
    expect(new Set(names).size).toBe(names.length);
    expect(new Set(GLOBALS.map((def) => def.name)).size).toBe(GLOBALS.length);
    for (const def of COLLECTIONS) {
      expect(RESERVED_ADMIN_NAMES as readonly string[]).not.toContain(def.name);
      expect(def.name).toMatch(/^[a-z][a-z0-9-]*$/);
      expect(def.fields[def.titleField], def.name).toBeDefined();
    }
  });

  it('refer only to declared collections', () => {
    const names = new Set(COLLECTIONS.map((def) => def.name));
    const check = (fields: Record<string, { type: string; to?: string; fields?: object }>) => {
      for (const field of Object.values(fields)) {
        if (field.type === 'reference') expect(names.has(field.to!), field.to).toBe(true);
        if (field.type === 'group') check(field.fields as never);
      }
    };
    for (const def of [...COLLECTIONS, ...GLOBALS]) check(def.fields as never);
  });
});
