import { describe, expect, it } from 'vitest';
import { visibleTexts, wordsOf } from './visibleWords';

/** The reading of a page the English-words test relies on (english-words.test.ts). */
describe('the words a visitor reads on a page', () => {
  const page = `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Accueil &amp; nouvelles</title>
    <meta name="description" content="Not read"><script>var english = "not read";</script>
    <style>.a{}</style><link rel="alternate" title="Not read either"></head>
    <body><p class="x">Bonjour <strong>à tous</strong></p>
    <div lang="en" dir="ltr"><p>Still in English</p><img src="/a.jpg" alt="A picture"></div>
    <p hidden>Hidden <span>text</span></p><pre><code>&lt;ia-story-grid&gt;</code></pre>
    <button aria-label="Fermer" title="Fermer la fenêtre"><svg aria-hidden="true"></svg></button>
    <input placeholder="Votre nom"><br><p>Écrivez à hello@example.org ou @initiative, F8</p>
    <script type="application/json" id="ia-state">{"text":"Not read"}</script></body></html>`;

  it('reads the title, the body, alt, title, aria-label and placeholder, with their language', () => {
    expect(visibleTexts(page)).toEqual([
      { text: 'Accueil & nouvelles', lang: 'fr' },
      { text: 'Bonjour', lang: 'fr' },
      { text: 'à tous', lang: 'fr' },
      { text: 'Still in English', lang: 'en' },
      { text: 'A picture', lang: 'en' },
      { text: 'Fermer la fenêtre', lang: 'fr' },
      { text: 'Fermer', lang: 'fr' },
      { text: 'Votre nom', lang: 'fr' },
      { text: 'Écrivez à hello@example.org ou @initiative, F8', lang: 'fr' },
    ]);
  });

  it('counts words of letters, not addresses, handles or codes', () => {
    expect(wordsOf('Écrivez à hello@example.org ou @initiative, F8 ; see example.org/a')).toEqual([
      'écrivez',
      'à',
      'ou',
      'see',
    ]);
    expect(wordsOf('Africa’s reform entrepreneurs, 500+ since 2011')).toEqual([
      "africa's",
      'reform',
      'entrepreneurs',
      'since',
    ]);
    expect(wordsOf('የአፍሪካ ተሐድሶ')).toHaveLength(2);
  });
});
