import { describe, expect, it } from 'vitest';
import { articles } from '../collections/publishing.js';
import { imagesOf, localizeDocument, translationStatus } from './localize.js';
import {
  RICH_TEXT_LIMITS,
  checkRichText,
  richTextExcerpt,
  richTextFromPlainText,
  richTextImages,
  richTextPlainText,
  richTextWordCount,
  withRichTextImageSizes,
  type RichTextDocument,
  type RichTextNode,
} from './richtext.js';
import { richTextHtml, richTextTree, type RichTextHtmlOptions } from './richtext-render.js';
import { documentsOf } from '../documents.js';
import { validateDocument } from './validate.js';

const text = (value: string, marks?: RichTextNode['marks']): RichTextNode => ({
  type: 'text',
  text: value,
  ...(marks ? { marks } : {}),
});
const p = (...content: RichTextNode[]): RichTextNode => ({ type: 'paragraph', content });
const doc = (...content: RichTextNode[]): RichTextDocument => ({ type: 'doc', content });
const check = (value: unknown) => checkRichText(value, { label: 'Body', maxChars: 1000 });

/** A document with one of every block and mark the editor makes. */
const everything = doc(
  p(
    text('Intro with '),
    text('bold', [{ type: 'bold' }]),
    text(' and '),
    text('italic', [{ type: 'italic' }]),
  ),
  { type: 'heading', attrs: { level: 2 }, content: [text('A heading')] },
  {
    type: 'bulletList',
    content: [
      { type: 'listItem', content: [p(text('one'))] },
      {
        type: 'listItem',
        content: [
          p(text('two')),
          {
            type: 'orderedList',
            attrs: { start: 3 },
            content: [{ type: 'listItem', content: [p(text('nested'))] }],
          },
        ],
      },
    ],
  },
  { type: 'blockquote', attrs: { attribution: 'A. Speaker' }, content: [p(text('Quoted.'))] },
  { type: 'image', attrs: { src: '/media/a.webp', alt: 'A picture', caption: 'Its caption' } },
  {
    type: 'video',
    attrs: { youtubeId: 'https://youtu.be/Xk5MeZ1bU4w', title: 'A film', poster: '/media/p.webp' },
  },
  { type: 'keyFigure', attrs: { value: '12,000', label: 'mothers', source: 'Clinic records' } },
  { type: 'callToAction', attrs: { label: 'Contact us', href: '/contact' } },
  { type: 'horizontalRule' },
  p(
    text('Inside', [{ type: 'link', attrs: { href: '/about' } }]),
    { type: 'hardBreak' },
    text('outside', [{ type: 'link', attrs: { href: 'https://example.org/x' } }]),
  ),
);

const PAGE = {
  sitePath: (path: string) => `/fr${path}`,
  newTabNote: 'nouvel onglet',
  sourceLabel: 'Source',
};
const FEED: RichTextHtmlOptions = {
  sitePath: (path) => `https://site.example/fr${path}`,
  sourceLabel: 'Source',
  imageUrl: (src, width) => `https://site.example${src}?w=${width}`,
};

describe('checking a rich-text document', () => {
  it('keeps every allowed block and mark, cleaned of what it does not know', () => {
    const result = check({
      ...everything,
      content: [
        {
          type: 'paragraph',
          attrs: { onclick: 'alert(1)', class: 'x', style: 'color:red' },
          content: [
            text('Linked', [
              {
                type: 'link',
                attrs: {
                  href: 'https://example.org',
                  target: '_self',
                  rel: 'opener',
                  onmouseover: 'x',
                },
              },
            ]),
          ],
        },
        ...everything.content,
      ],
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const first = result.value!.content[0]!;
    expect(first).toEqual(
      p(text('Linked', [{ type: 'link', attrs: { href: 'https://example.org' } }])),
    );
    // The video's address became its id.
    expect(result.value!.content.find((node) => node.type === 'video')!.attrs!.youtubeId).toBe(
      'Xk5MeZ1bU4w',
    );
    expect(result.value!.content).toHaveLength(everything.content.length + 1);
  });

  it('is null when empty', () => {
    expect(check(null)).toEqual({ ok: true, value: null });
    expect(check('')).toEqual({ ok: true, value: null });
    expect(check(doc(p(), p(text('  '))))).toEqual({ ok: true, value: null });
  });

  it('refuses HTML, unknown nodes and marks, each at its path', () => {
    const html = check('<p>Hello</p>');
    expect(html.ok).toBe(false);
    const result = check(
      doc(
        p(text('fine')),
        { type: 'script', content: [text('alert(1)')] },
        p(text('x', [{ type: 'underline' } as never])),
        p({ type: 'image', attrs: { src: '/media/a.webp', alt: 'inline' } }),
      ),
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues.map((issue) => issue.path.join('.'))).toEqual([
      'content.1.type',
      'content.2.content.0.marks.0.type',
      'content.3.content.0.type',
    ]);
    expect(result.issues[0]!.message).toBe(
      'Block 2: “script” is not something the editor allows (it allows paragraphs, headings, lists, quotes, images, videos, highlighted figures, buttons and dividers)',
    );
  });

  it('refuses javascript:, data: and other links that are not a page of the site or https', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'data:text/html;base64,PHNjcmlwdD4=',
      'vbscript:x',
      'http://example.org',
      '//evil.example/x',
      '/\\evil.example',
      'https://example.org/"onmouseover="x',
      'mailto:a@b.c',
    ]) {
      const result = check(doc(p(text('x', [{ type: 'link', attrs: { href } }]))));
      expect(result.ok, href).toBe(false);
      if (!result.ok) {
        expect(result.issues[0]!.path).toEqual([
          'content',
          0,
          'content',
          0,
          'marks',
          0,
          'attrs',
          'href',
        ]);
        expect(result.issues[0]!.message).toContain('Block 1 (paragraph): the link');
      }
    }
    const button = check(
      doc({ type: 'callToAction', attrs: { label: 'Go', href: 'https://example.org' } }),
    );
    expect(button.ok).toBe(false);
  });

  it('wants an image from the library with its alt text, and a video with a real id and title', () => {
    const result = check(
      doc(
        { type: 'image', attrs: { src: 'https://evil.example/x.png', alt: 'x' } },
        { type: 'image', attrs: { src: '/media/a.webp', alt: '  ' } },
        { type: 'image', attrs: { src: '/media/../secret', alt: 'x' } },
        {
          type: 'video',
          attrs: { youtubeId: 'https://evil.example/watch?v=Xk5MeZ1bU4w', title: 'x' },
        },
        { type: 'video', attrs: { youtubeId: 'Xk5MeZ1bU4w' } },
        { type: 'heading', attrs: { level: 1 }, content: [text('h1')] },
      ),
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues.map((issue) => issue.path.join('.'))).toEqual([
      'content.0.attrs.src',
      'content.1.attrs.alt',
      'content.2.attrs.src',
      'content.3.attrs.youtubeId',
      'content.4.attrs.title',
      'content.5.attrs.level',
    ]);
    expect(result.issues[1]!.message).toBe(
      'Block 2 (image): describe the image for people who cannot see it (alt text)',
    );
  });

  it('refuses documents that are too long, too large or nested too deeply', () => {
    const long = checkRichText(doc(p(text('x'.repeat(51)))), { label: 'Body', maxChars: 50 });
    expect(long.ok).toBe(false);
    if (!long.ok)
      expect(long.issues[0]).toEqual({
        path: [],
        message: 'Body must be at most 50 characters (it has 51)',
      });
    const large = check(doc(...Array.from({ length: 6000 }, () => p(text('x'.repeat(100))))));
    expect(large.ok).toBe(false);
    if (!large.ok) expect(large.issues[0]!.message).toMatch(/^Body is too large to store/);
    let nested: RichTextNode = p(text('deep'));
    for (let i = 0; i < RICH_TEXT_LIMITS.depth + 2; i += 1) {
      nested = {
        type: 'bulletList',
        content: [{ type: 'listItem', content: [p(text('x')), nested] }],
      };
    }
    const deep = checkRichText(doc(nested), { label: 'Body', maxChars: 100_000 });
    expect(deep.ok).toBe(false);
    if (!deep.ok) expect(deep.issues[0]!.message).toContain('nested too deeply');
  });

  it('names the field and path in a document’s 422 fields', () => {
    const result = validateDocument(articles, {
      headline: 'H',
      excerpt: 'E',
      category: 'C',
      body: doc(p(text('x', [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }]))),
      translations: { fr: { headline: 'T', excerpt: 'E', body: doc({ type: 'iframe' }) } },
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors)).toEqual([
      'body.content.0.content.0.marks.0.attrs.href',
      'translations.fr.body.content.0.type',
    ]);
  });
});

describe('rendering rich text', () => {
  it('makes each block the right element, for pages', () => {
    const tree = richTextTree(everything, PAGE);
    const html = richTextHtml(everything, { ...FEED, ...PAGE, imageUrl: (src) => src });
    expect(
      tree.map((node) =>
        typeof node === 'object' && 'tag' in node
          ? node.tag
          : typeof node === 'object'
            ? node.kind
            : node,
      ),
    ).toEqual(['p', 'h2', 'ul', 'figure', 'image', 'video', 'figure', 'p', 'hr', 'p']);
    expect(html).toContain('<p>Intro with <strong>bold</strong> and <em>italic</em></p>');
    expect(html).toContain(
      '<ul><li><p>one</p></li><li><p>two</p><ol start="3"><li><p>nested</p></li></ol></li></ul>',
    );
    expect(html).toContain(
      '<figure><blockquote><p>Quoted.</p></blockquote><figcaption>— A. Speaker</figcaption></figure>',
    );
    expect(html).toContain('<a href="/fr/about">Inside</a><br>');
    expect(html).toContain('<a href="/fr/contact">Contact us</a>');
    // External links open in a new tab on pages, saying so to screen readers.
    expect(tree[9]).toMatchObject({
      children: [
        { tag: 'a' },
        { tag: 'br' },
        {
          tag: 'a',
          attrs: { href: 'https://example.org/x', rel: 'noopener noreferrer', target: '_blank' },
          children: [
            'outside',
            { part: 'external-mark' },
            { part: 'visually-hidden', children: [' (nouvel onglet)'] },
          ],
        },
      ],
    });
    expect(richTextTree(everything, { ...PAGE, headingShift: 1 })[1]).toMatchObject({ tag: 'h3' });
  });

  it('makes feed HTML with absolute addresses and no player', () => {
    const html = richTextHtml(everything, FEED);
    expect(html).toContain('<a href="https://site.example/fr/about">Inside</a>');
    expect(html).toContain('<a href="https://example.org/x" rel="noopener noreferrer">outside</a>');
    expect(html).toContain(
      '<figure><img src="https://site.example/media/a.webp?w=1280" alt="A picture"><figcaption>Its caption</figcaption></figure>',
    );
    expect(html).toContain('<a href="https://www.youtube.com/watch?v=Xk5MeZ1bU4w">A film</a>');
    expect(html).toContain('<figcaption>mothers<span>Source: Clinic records</span></figcaption>');
    expect(html).not.toMatch(/iframe|script|target=/);
  });

  it('links a document of the library at its one address, never under a language', () => {
    const linked = doc(
      p(text('Annual report', [{ type: 'link', attrs: { href: '/documents/2026/11/ab.pdf' } }])),
    );
    expect(check(linked).ok).toBe(true);
    expect(richTextTree(linked, PAGE)[0]).toMatchObject({
      tag: 'p',
      children: [{ tag: 'a', attrs: { href: '/documents/2026/11/ab.pdf' } }],
    });
    expect(
      richTextHtml(linked, { ...FEED, documentUrl: (path) => `https://site.example${path}` }),
    ).toContain('<a href="https://site.example/documents/2026/11/ab.pdf">Annual report</a>');
    expect(
      documentsOf(
        { body: { type: 'richText', label: 'Body' } } as never,
        { body: linked },
        {
          fr: { body: linked },
        },
      ),
    ).toEqual([
      { document: '/documents/2026/11/ab.pdf', field: 'Body' },
      { document: '/documents/2026/11/ab.pdf', field: 'French: Body' },
    ]);
  });

  it('never turns stored text into markup, whatever the document holds', () => {
    const attacks: RichTextDocument = {
      type: 'doc',
      content: [
        p(text('<script>alert(1)</script><img src=x onerror=alert(1)>')),
        p(text('x', [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }])),
        p(
          text('y', [
            { type: 'link', attrs: { href: 'https://ok.example/"><script>alert(1)</script>' } },
          ]),
        ),
        { type: 'script', content: [text('alert(1)')] },
        { type: 'paragraph', attrs: { onclick: 'alert(1)' }, content: [text('z')] },
        { type: 'image', attrs: { src: 'javascript:alert(1)', alt: 'x' } },
        { type: 'image', attrs: { src: '/media/a.webp" onerror="alert(1)', alt: 'x' } },
        { type: 'image', attrs: { src: '/media/a.webp', alt: '"><script>alert(1)</script>' } },
        { type: 'video', attrs: { youtubeId: '"><script>', title: 'x' } },
        { type: 'callToAction', attrs: { label: 'Go', href: 'javascript:alert(1)' } },
        { type: 'heading', attrs: { level: '2 onclick=alert(1)' }, content: [text('h')] },
        { type: 'orderedList', attrs: { start: '1" onclick="x' }, content: [] },
        { type: 'blockquote', attrs: { attribution: '<b>x</b>' }, content: [p(text('q'))] },
        { type: 'blockquote', attrs: { attribution: 'empty' }, content: [{ type: 'script' }] },
      ] as RichTextNode[],
    };
    const html = richTextHtml(attacks, FEED);
    // Every tag is an allowed one with allowed attributes; every address is the site's or https.
    const tags = [...html.matchAll(/<\/?([^\s>/]+)([^>]*)>/g)];
    expect(tags.length).toBeGreaterThan(5);
    for (const [, name, attributes] of tags) {
      expect(['p', 'h2', 'ol', 'figure', 'figcaption', 'blockquote', 'img']).toContain(name);
      for (const [, attribute, value] of attributes!.matchAll(/\s([^=\s]+)="([^"]*)"/g)) {
        expect(['src', 'alt', 'href', 'start']).toContain(attribute);
        if (attribute !== 'alt') expect(value).toMatch(/^https:\/\/[^"<>\s]+$/);
      }
      expect(attributes!.replace(/\s[^=\s]+="[^"]*"/g, '').trim()).toBe('');
    }
    expect(html).toContain(
      '&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;',
    );
    expect(html).toContain('<p>x</p>');
    expect(html).toContain('<p>y</p>');
    expect(html).toContain('alt="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(html).toContain('<figcaption>— &lt;b&gt;x&lt;/b&gt;</figcaption>');
    expect(richTextHtml({ type: 'html', content: '<script>' } as never, FEED)).toBe('');
  });
});

describe('plain text of rich text', () => {
  it('reads blocks, list items, a quote’s attribution, captions, titles and figures', () => {
    expect(richTextPlainText(everything)).toBe(
      [
        'Intro with bold and italic',
        'A heading',
        'one\ntwo\nnested',
        'Quoted.\n— A. Speaker',
        'Its caption',
        'A film',
        '12,000 mothers (Clinic records)',
        'Contact us',
        'Inside\noutside',
      ].join('\n\n'),
    );
    expect(richTextPlainText(null)).toBe('');
    expect(richTextWordCount(everything)).toBe(25);
    expect(richTextExcerpt(everything, 30)).toBe('Intro with bold and italic A…');
  });

  it('makes paragraphs of plain text with nothing lost', () => {
    const source = 'First line\n  indented second line\n\n\nNext paragraph\r\n\r\nLast <b>&';
    const made = richTextFromPlainText(source)!;
    expect(made.content).toHaveLength(3);
    expect(made.content[0]).toEqual(
      p(text('First line'), { type: 'hardBreak' }, text('  indented second line')),
    );
    expect(richTextPlainText(made)).toBe(
      'First line\n  indented second line\n\nNext paragraph\n\nLast <b>&',
    );
    expect(check(made)).toEqual({ ok: true, value: made });
    expect(richTextFromPlainText('  \n\n ')).toBeNull();
  });
});

describe('rich text in the content model', () => {
  it('lists its pictures, with sizes for a page, each translation’s own too', () => {
    expect(richTextImages(everything)).toEqual([
      { src: '/media/a.webp', where: 'image in block 5', alt: 'A picture' },
      { src: '/media/p.webp', where: 'video poster in block 6' },
    ]);
    const sized = withRichTextImageSizes(everything, (src) =>
      src === '/media/a.webp' ? { width: 800, height: 600 } : undefined,
    )!;
    expect(sized.content[4]!.attrs).toMatchObject({ width: 800, height: 600 });
    // A poster the library lost is left out; the video stays.
    expect(sized.content[5]!.attrs!.poster).toBeUndefined();
    const uses = imagesOf(
      articles.fields,
      { body: everything, thumbnail: null },
      { fr: { body: doc({ type: 'image', attrs: { src: '/media/fr.webp', alt: 'x' } }) } },
    ).map((use) => use.image);
    expect(uses).toEqual(['/media/a.webp', '/media/p.webp', '/media/fr.webp']);
  });

  it('reads a translation’s own body, or the English one when it has none', () => {
    const french = doc(p(text('Bonjour')));
    expect(localizeDocument(articles.fields, { body: everything }, { body: french }).doc.body).toBe(
      french,
    );
    const fallback = localizeDocument(articles.fields, { body: everything }, { headline: 'Titre' });
    expect(fallback.doc.body).toBe(everything);
    expect(fallback.fallback).toContain('body');
    const status = translationStatus(
      articles.fields,
      { headline: 'H', body: everything },
      { headline: 'T' },
      {},
    );
    expect(status.missing).toEqual(['body']);
  });
});
