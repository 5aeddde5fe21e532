import type { ApiAnswer } from '@ia/shared';
import { describe, expect, it } from 'vitest';
import { createRenderer } from '../entry-server';
import { SAMPLE_MANIFEST, sampleApi, textOf, titleOf } from '../test/renderSitePage';

const KEY = 'k'.repeat(32);
const asked: string[] = [];

/** The sample API, plus one subscriber's preferences (and a 404 for any other key). */
async function newsletterApi(pathAndQuery: string): Promise<ApiAnswer> {
  const url = new URL(pathAndQuery, 'http://site.test');
  if (url.pathname !== '/api/newsletter/preferences') return sampleApi(pathAndQuery);
  asked.push(pathAndQuery);
  const known = url.searchParams.get('key') === KEY;
  return {
    status: known ? 200 : 404,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(
      known
        ? { email: 'a•••@example.org', language: 'fr', topics: ['health'], status: 'subscribed' }
        : { error: { code: 'not_found', message: 'This link is not known' } },
    ),
  };
}

const renderer = createRenderer({
  manifest: SAMPLE_MANIFEST,
  site: { siteName: 'Initiative for Africa' },
  fetchApi: newsletterApi,
  imageInfo: async () => ({ width: 1280, height: 800, contentType: 'image/jpeg' }),
});

async function render(url: string) {
  const result = await renderer.render({ url, origin: 'https://example.org' });
  if (result.type !== 'page') throw new Error(`${url} redirects`);
  return result;
}
const mainOf = (html: string) => /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? '';
const formsOf = (html: string) => [...html.matchAll(/<form[\s\S]*?<\/form>/g)].map((m) => m[0]);

describe('the newsletter pages', () => {
  it('subscribe: a form posting to its own address, labelled, the page’s language chosen', async () => {
    const { html, status } = await render('/fr/newsletter/subscribe');
    expect(status).toBe(200);
    const [form] = formsOf(mainOf(html));
    expect(form).toContain('method="post"');
    expect(form).toContain('action="/fr/newsletter/subscribe"');
    expect(form).toMatch(/<label for="newsletter-email"[^>]*>Adresse e-mail<\/label>/);
    expect(form).toMatch(/<input id="newsletter-email" type="email" name="email" required /);
    expect(form).toContain('maxlength="254"');
    expect(form).toMatch(/<option value="fr" selected>Français<\/option>/);
    // Each language's name in its own language.
    expect(form).toMatch(/<option value="ar" lang="ar" dir="rtl">العربية<\/option>/);
    expect(form).toMatch(/<legend[^>]*>Thèmes \(facultatif\)<\/legend>/);
    for (const topic of ['Éducation', 'Santé', 'Gouvernance'])
      expect(textOf(form!)).toContain(topic);
    expect(titleOf(html)).toContain('Abonnez-vous à notre lettre d’information');
  });

  it('subscribe: the fields to correct, in French, beside each field; then “check your inbox”', async () => {
    const bad = mainOf((await render('/fr/newsletter/subscribe?errors=email,topics')).html);
    expect(bad).toContain('role="alert"');
    expect(textOf(bad)).toContain('Veuillez corriger ce qui suit');
    expect(textOf(bad)).toContain('Veuillez saisir une adresse e-mail valide');
    expect(textOf(bad)).toContain(
      'Les thèmes doivent être choisis parmi Éducation, Santé et Gouvernance',
    );
    expect(bad).toMatch(/aria-invalid="true" aria-describedby="newsletter-email-error"/);
    expect(bad).toContain('href="#newsletter-email"');

    const sent = await render('/fr/newsletter/subscribe?result=sent');
    expect(textOf(mainOf(sent.html))).toContain('Consultez votre boîte de réception');
    expect(formsOf(mainOf(sent.html))).toEqual([]);
    // The same words in every language, Amharic and Hausa included.
    expect(textOf(mainOf((await render('/am/newsletter/subscribe?result=sent')).html))).toContain(
      'የገቢ መልእክት ሳጥንዎን ይመልከቱ',
    );
    expect(textOf(mainOf((await render('/ha/newsletter/subscribe?errors=email')).html))).toContain(
      'Da fatan za a shigar da ingantaccen adireshin imel',
    );
  });

  it('subscribe in Arabic: right to left, the address field left to right', async () => {
    const { html } = await render('/ar/newsletter/subscribe');
    expect(html).toMatch(/<html lang="ar" dir="rtl"/);
    expect(mainOf(html)).toMatch(/<input id="newsletter-email"[^>]*dir="ltr"/);
    expect(textOf(mainOf(html))).toContain('اشترك في نشرتنا الإخبارية');
  });

  it('confirm: opening the link shows a button that posts the token, nothing more', async () => {
    const { html } = await render(`/sw/newsletter/confirm?token=${'t'.repeat(32)}`);
    const [form] = formsOf(mainOf(html));
    expect(form).toContain('method="post"');
    expect(form).toContain('action="/sw/newsletter/confirm"');
    expect(form).toContain(`<input type="hidden" name="token" value="${'t'.repeat(32)}"`);
    expect(textOf(form!)).toBe('Thibitisha usajili wangu');
    expect(html).toContain('<meta name="robots" content="noindex');

    const done = mainOf((await render(`/sw/newsletter/confirm?result=subscribed&key=${KEY}`)).html);
    expect(textOf(done)).toContain('Umejiandikisha');
    expect(done).toContain(`href="/sw/newsletter/preferences?key=${KEY}"`);

    const expired = mainOf((await render('/fr/newsletter/confirm?result=expired')).html);
    expect(textOf(expired)).toContain('Ce lien a expiré ou a déjà été utilisé');
    expect(expired).toContain('href="/fr/newsletter/subscribe"');
  });

  it('preferences: the subscription’s language and topics, save and unsubscribe', async () => {
    const { html, status } = await render(`/fr/newsletter/preferences?key=${KEY}&result=saved`);
    expect(status).toBe(200);
    expect(asked).toContain(`/api/newsletter/preferences?key=${KEY}`);
    const main = mainOf(html);
    expect(textOf(main)).toContain('L’abonnement de a•••@example.org');
    expect(textOf(main)).toContain('Vos préférences sont enregistrées.');
    const [save, unsubscribe] = formsOf(main);
    expect(save).toContain(`<input type="hidden" name="key" value="${KEY}"`);
    expect(save).toMatch(/<option value="fr" selected>/);
    expect(save).toMatch(/value="health" checked\/>/);
    expect(save).not.toMatch(/value="education" checked/);
    expect(unsubscribe).toMatch(/<button[^>]*name="action" value="unsubscribe"[^>]*>Se désabonner/);

    const unknown = await render('/fr/newsletter/preferences?key=unknown-key-0000000000000');
    expect(unknown.status).toBe(404);
    expect(textOf(mainOf(unknown.html))).toContain('Ce lien est inconnu');
  });

  it('Insights: the sign-up form below the articles, instead of a mailto line', async () => {
    const main = mainOf((await render('/fr/insights')).html);
    expect(main).not.toContain('mailto:');
    const form = formsOf(main).find((candidate) => candidate.includes('newsletter'));
    expect(form).toContain('action="/fr/newsletter/subscribe"');
    expect(form).toContain('aria-labelledby="insights-newsletter-title"');
    expect(form).toMatch(/<label for="insights-newsletter-email"/);
  });
});
