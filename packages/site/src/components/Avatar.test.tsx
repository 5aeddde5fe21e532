import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SECTOR_COLOURS, NEUTRAL_SECTOR_COLOURS } from './sectors';
import { AVATAR_COLOURS, Avatar, avatarColour, initials } from './Avatar';
import { contrastRatio } from './contrast';

describe('initials', () => {
  it('takes the first letters of the first and last names, upper case', () => {
    expect(initials('Adaeze Okonkwo')).toBe('AO');
    expect(initials('oluwaseun bakare')).toBe('OB');
    expect(initials('Chiamaka Nneka Obi')).toBe('CO');
  });

  it('gives one letter for a single name', () => {
    expect(initials('Folasade')).toBe('F');
  });

  it('skips titles and stray punctuation and spaces', () => {
    expect(initials('Dr. Ibrahim Musa')).toBe('IM');
    expect(initials('Prof Ngozi  Eze')).toBe('NE');
    expect(initials('  "Kofi"   Asante ')).toBe('KA');
    expect(initials('Chief')).toBe('C');
  });

  it('keeps letters outside ASCII whole', () => {
    expect(initials('Ọlájídé Ẹ̀kọ́')).toBe('ỌẸ');
    expect(initials('عائشة بلو')).toBe('عب');
  });

  it('gives ? when there is nothing to take', () => {
    expect(initials('')).toBe('?');
    expect(initials('   ')).toBe('?');
  });
});

describe('avatarColour', () => {
  it('is stable for a name, ignoring case and outer spaces', () => {
    expect(avatarColour('Zainab Lawal')).toBe(avatarColour(' zainab lawal '));
    expect(AVATAR_COLOURS).toContain(avatarColour('Zainab Lawal'));
  });

  it('spreads names over the palette', () => {
    const names = Array.from({ length: 60 }, (_, i) => `Person ${i}`);
    expect(new Set(names.map(avatarColour)).size).toBeGreaterThanOrEqual(6);
  });

  it('keeps white initials readable (WCAG AA, 4.5:1) on every colour', () => {
    for (const colour of AVATAR_COLOURS) {
      expect(contrastRatio(colour, '#ffffff'), colour).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe('sector colours', () => {
  it('keep text readable on white and on their tint', () => {
    for (const { strong, tint } of [...Object.values(SECTOR_COLOURS), NEUTRAL_SECTOR_COLOURS]) {
      expect(contrastRatio(strong, '#ffffff')).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(strong, tint)).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe('Avatar', () => {
  it('draws the initials inline, hidden from assistive technology by default', () => {
    const html = renderToStaticMarkup(<Avatar name="Kwame Mensah" />);
    expect(html).toContain('<svg');
    expect(html).toContain('aria-hidden="true"');
    expect(html).toContain('>KM</text>');
    expect(html).toContain(`fill="${avatarColour('Kwame Mensah')}"`);
    expect(html).not.toMatch(/https?:|<image|<img/);
  });

  it('is an image named by its label when it stands alone', () => {
    const html = renderToStaticMarkup(<Avatar name="Kwame Mensah" label="Kwame Mensah" />);
    expect(html).toContain('role="img"');
    expect(html).toContain('aria-label="Kwame Mensah"');
    expect(html).not.toContain('aria-hidden');
  });
});
