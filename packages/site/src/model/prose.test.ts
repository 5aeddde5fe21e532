import { describe, expect, it } from 'vitest';
import { proseBlocks, proseInline } from './prose';

describe('proseBlocks', () => {
  it('splits paragraphs on empty lines and reads lines starting with "- " as a list', () => {
    expect(
      proseBlocks('We store:\n\n- your name,\n- your message.\n\r\n\nWe keep them briefly.'),
    ).toEqual([
      { kind: 'paragraph', text: 'We store:' },
      { kind: 'list', items: ['your name,', 'your message.'] },
      { kind: 'paragraph', text: 'We keep them briefly.' },
    ]);
  });

  it('lets a list follow its lead-in line and a line follow the list without an empty line', () => {
    expect(proseBlocks('We store:\n- your name,\n• your e-mail\nThat is all.')).toEqual([
      { kind: 'paragraph', text: 'We store:' },
      { kind: 'list', items: ['your name,', 'your e-mail'] },
      { kind: 'paragraph', text: 'That is all.' },
    ]);
  });

  it('keeps single line breaks inside a paragraph and gives nothing for an empty text', () => {
    expect(proseBlocks('Line one\nline two')).toEqual([
      { kind: 'paragraph', text: 'Line one\nline two' },
    ]);
    expect(proseBlocks('  \n\n ')).toEqual([]);
    expect(proseBlocks('-5 degrees is cold')).toEqual([
      { kind: 'paragraph', text: '-5 degrees is cold' },
    ]);
  });
});

describe('proseInline', () => {
  it('finds links and placeholders between words', () => {
    expect(proseInline('Use the [contact form](/contact) or write to {email}.')).toEqual([
      { kind: 'text', text: 'Use the ' },
      { kind: 'link', text: 'contact form', href: '/contact' },
      { kind: 'text', text: ' or write to ' },
      { kind: 'placeholder', name: 'email' },
      { kind: 'text', text: '.' },
    ]);
    expect(proseInline('[Toolkit](https://example.org/toolkit.pdf)')).toEqual([
      { kind: 'link', text: 'Toolkit', href: 'https://example.org/toolkit.pdf' },
    ]);
  });

  it('shows only the words of a link to anything but the site or an https address', () => {
    expect(proseInline('Click [here](javascript:alert(1)) now')).toEqual([
      { kind: 'text', text: 'Click ' },
      { kind: 'text', text: 'here' },
      { kind: 'text', text: ') now' },
    ]);
    expect(proseInline('[old](http://example.org)')).toEqual([{ kind: 'text', text: 'old' }]);
  });

  it('leaves brackets that are not a link as they are', () => {
    expect(proseInline('A note [see below] and (this).')).toEqual([
      { kind: 'text', text: 'A note [see below] and (this).' },
    ]);
  });
});
