import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { WidgetProvider } from '../../core/WidgetContext';
import { storyGridMessages } from '../../StoryGrid/messages';
import { WIDGET_MESSAGES } from '../catalogue';
import { messagesModule, translator, useMessages } from '../messages';
import { WIDGET_LOCALES } from './all';
import { SPLIT_LANGUAGES, loadWidgetLocale, widgetLocaleReady } from './load';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the widgets’ texts in ha, yo, ig, pt and am', () => {
  it('give every key of every module visitors read, none empty, same placeholders', () => {
    for (const lang of SPLIT_LANGUAGES) {
      const locale = WIDGET_LOCALES[lang] as unknown as Record<string, Record<string, string>>;
      for (const messages of WIDGET_MESSAGES) {
        const id = messagesModule(messages)!.id;
        const english = messages.en as Record<string, string>;
        expect(Object.keys(locale[id] ?? {}).sort(), `${lang} ${id}`).toEqual(
          Object.keys(english).sort(),
        );
        for (const [key, text] of Object.entries(locale[id]!)) {
          expect(text.trim(), `${lang} ${id}.${key}`).not.toBe('');
          expect(placeholders(text), `${lang} ${id}.${key}`).toEqual(placeholders(english[key]!));
        }
      }
    }
  });

  it('are not beside the widgets: each language loads on its own, once', async () => {
    expect(widgetLocaleReady('fr')).toBe(true);
    expect(widgetLocaleReady('ig')).toBe(false);
    expect(translator(storyGridMessages, 'ig')('readMore')).toBe('Read Full Story');
    const first = loadWidgetLocale('ig');
    expect(loadWidgetLocale('ig-NG')).toBe(first);
    await first;
    expect(widgetLocaleReady('ig')).toBe(true);
    expect(widgetLocaleReady('ha')).toBe(false);
    expect(translator(storyGridMessages, 'ig')('readMore')).toBe('Gụọ Akụkọ Zuru Ezu');
    expect(
      translator(storyGridMessages, 'ig', { 'storyGrid.readMore': 'Gụọ ya' })('readMore'),
    ).toBe('Gụọ ya');
  });

  it('render in the widget’s language once loaded', async () => {
    function ReadMore() {
      return <span>{useMessages(storyGridMessages)('readMore')}</span>;
    }
    const html = () =>
      renderToString(
        <WidgetProvider lang="am" api={{ base: '' } as never}>
          <ReadMore />
        </WidgetProvider>,
      );
    await loadWidgetLocale('am');
    expect(html()).toContain('ሙሉ ታሪኩን ያንብቡ');
  });
});
