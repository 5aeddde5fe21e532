import { describe, expect, it } from 'vitest';
import { storyGridMessages } from '../StoryGrid/messages';
import { widgetInterfaceTexts } from './catalogue';
import { translator } from './messages';

describe("staff's wordings of the widgets' texts", () => {
  it('come before the shipped text in their language, by the module id and key', () => {
    const t = translator(storyGridMessages, 'fr', { 'storyGrid.readMore': 'Lire tout le récit' });
    expect(t('readMore')).toBe('Lire tout le récit');
    expect(t('since')).toBe('Depuis');
    expect(translator(storyGridMessages, 'fr')('readMore')).toBe("Lire l'histoire complète");
  });

  it('are listed from the message modules with where they show and the shipped wordings', () => {
    const french = widgetInterfaceTexts('fr');
    expect(french.find((text) => text.key === 'storyGrid.readMore')).toEqual({
      key: 'storyGrid.readMore',
      where: expect.stringContaining('Success stories') as string,
      english: 'Read Full Story',
      shipped: "Lire l'histoire complète",
    });
    // A language without its own wording ships the English.
    expect(
      widgetInterfaceTexts('ha').find((text) => text.key === 'storyGrid.readMore')?.shipped,
    ).toBe('Read Full Story');
    expect(new Set(french.map((text) => text.key)).size).toBe(french.length);
  });
});
