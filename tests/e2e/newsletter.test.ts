import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailServer, type MailServer } from '../../packages/server/test/mail-server';
import { axeViolations } from './axe';
import { closeSite, openSite, watchErrors, type RunningServer } from './harness';

/**
 * The newsletter's double opt-in as a reader on a phone does it, in French: the form of the
 * Insights page, the confirmation e-mail from a real SMTP server, the confirm page's button
 * (opening the link confirms nothing), then the preferences page. Each page passes axe at 390 px
 * and does not scroll sideways, Arabic included.
 */

let mail: MailServer;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  mail = await startMailServer();
  ({ server, browser } = await openSite({
    SMTP_URL: mail.url,
    MAIL_FROM: 'Initiative for Africa <news@ia.test>',
  }));
});
afterAll(async () => {
  await closeSite({ server, browser });
  await mail?.close();
});

async function phone(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  return context.newPage();
}

/** No violation, and nothing wider than the screen. */
async function checkPage(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

describe('the newsletter on a phone', () => {
  it('subscribes on /fr/insights, confirms by the e-mailed link’s button, then changes the language', async () => {
    const page = await phone();
    const errors = watchErrors(page);
    await page.goto(`${server.url}/fr/insights`);
    const form = page.getByRole('form', { name: 'Abonnez-vous à notre lettre d’information' });
    await form.getByLabel('Adresse e-mail').fill('fatou@example.org');
    expect(await form.getByLabel('Langue').inputValue()).toBe('fr');
    await form.getByLabel('Santé').check();
    await form.getByRole('button', { name: 'S’abonner' }).click();

    await page.waitForURL(`${server.url}/fr/newsletter/subscribe?result=sent`);
    await page
      .getByRole('heading', { name: 'Consultez votre boîte de réception', level: 1 })
      .waitFor();
    await checkPage(page);

    const [confirmation] = await mail.waitFor((m) => m.to === 'fatou@example.org');
    expect(confirmation!.subject).toContain('Confirmez votre abonnement');
    const link = confirmation!.link!;
    expect(link.startsWith(`${server.url}/fr/newsletter/confirm?token=`)).toBe(true);

    // Opening the link shows a button; a second opening still does (nothing was used).
    await page.goto(link);
    await page.goto(link);
    await page.getByRole('heading', { name: 'Confirmez votre abonnement', level: 1 }).waitFor();
    await checkPage(page);
    await page.getByRole('button', { name: 'Confirmer mon abonnement' }).click();
    await page.getByRole('heading', { name: 'Vous êtes abonné(e)', level: 1 }).waitFor();
    await checkPage(page);

    await page.getByRole('link', { name: 'Changer de langue ou de thèmes' }).click();
    await page.getByRole('heading', { name: 'Vos préférences d’abonnement', level: 1 }).waitFor();
    expect(await page.getByLabel('Santé').isChecked()).toBe(true);
    expect(await page.getByText('f•••@example.org').count()).toBe(1);
    await checkPage(page);
    await page.getByLabel('Langue').selectOption('pt');
    await page.getByRole('button', { name: 'Enregistrer mes préférences' }).click();
    await page.getByText('As suas preferências foram guardadas.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/pt/newsletter/preferences');
    expect(await page.getByLabel('Idioma').inputValue()).toBe('pt');
    await checkPage(page);

    // The link again: used, with a way to subscribe again.
    await page.goto(link);
    await page.getByRole('button', { name: 'Confirmer mon abonnement' }).click();
    await page
      .getByRole('heading', { name: 'Ce lien a expiré ou a déjà été utilisé', level: 1 })
      .waitFor();
    expect(
      await page.getByRole('link', { name: 'S’abonner de nouveau' }).getAttribute('href'),
    ).toBe('/fr/newsletter/subscribe');
    await checkPage(page);
    expect(errors).toEqual([]);
  });

  it('says what to correct, right to left in Arabic, and passes axe', async () => {
    const page = await phone();
    await page.goto(`${server.url}/ar/newsletter/subscribe`);
    await page.getByLabel('البريد الإلكتروني').fill('not-an-address@');
    // The browser's own check is left out: the server's answer is what is tested.
    await page.evaluate(() => document.querySelector('main form')?.setAttribute('novalidate', ''));
    await page.getByRole('button', { name: 'اشترك' }).click();
    await page.waitForURL(`${server.url}/ar/newsletter/subscribe?errors=email`);
    await page.getByRole('alert').getByText('يُرجى إدخال عنوان بريد إلكتروني صحيح').waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await page.getByLabel('البريد الإلكتروني').getAttribute('aria-invalid')).toBe('true');
    await checkPage(page);
  });
});
