import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './axe';
import {
  launchBrowser,
  partnerPage,
  signInAsStaff,
  startPartnerSite,
  startServer,
  type RunningServer,
} from './harness';

/**
 * Interface texts staff can change: staff reword "Read Full Story" in English and French on the
 * "Interface texts" screen; `/impact`, `/fr/impact` and a partner's embed (another origin, only
 * the script tag) show the new wording without a restart or a rebuild; resetting brings back the
 * shipped text. axe finds nothing on the screen, at 1280 px and at 390 px in Arabic.
 */

const ADMIN_EMAIL = 'staff@example.org';
const ADMIN_PASSWORD = 'a long staff password';
const ENGLISH = 'Read the whole story';
const FRENCH = 'Lire tout le récit';

let server: RunningServer;
let browser: Browser;
let partner: Awaited<ReturnType<typeof startPartnerSite>>;

beforeAll(async () => {
  server = await startServer({ ADMIN_EMAIL, ADMIN_PASSWORD, SESSION_SECRET: 'a'.repeat(40) });
  browser = await launchBrowser();
  const grid = (lang: string) =>
    partnerPage(
      server.url,
      `<ia-story-grid api-base="${server.url}" lang="${lang}" limit="3"></ia-story-grid>`,
    );
  partner = await startPartnerSite({ '/en': grid('en'), '/fr': grid('fr') });
});

afterAll(async () => {
  await browser?.close();
  await partner?.close();
  expect(await server?.stop()).toBe(0);
});

/** The text of the story links of `/impact` (or `/fr/impact`) in a fresh browser, hydrated. */
async function impactLinks(path: string): Promise<string> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(() =>
    document.addEventListener('ia:hydrated', () => {
      (window as unknown as { hydrated: boolean }).hydrated = true;
    }),
  );
  await page.goto(`${server.url}${path}`);
  // Read once the browser took the page over: its wording must stay what the server sent.
  await page.waitForFunction(() => (window as unknown as { hydrated?: boolean }).hydrated);
  const text = await page.locator('main').innerText();
  await context.close();
  return text;
}

/** The text inside the partner's story grid once its stories are there, in a fresh browser. */
async function embedText(path: string, expected: string): Promise<string> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${partner.url}${path}`);
  await page.waitForFunction(
    (text) => document.querySelector('ia-story-grid')?.shadowRoot?.textContent?.includes(text),
    expected,
    { timeout: 20_000 },
  );
  const text = await page.evaluate(
    () => document.querySelector('ia-story-grid')!.shadowRoot!.textContent ?? '',
  );
  await context.close();
  return text;
}

/** The "Read Full Story" text of the story grid on the screen, in `language`. */
async function findReadMore(page: Page, language: string) {
  await page.getByRole('combobox', { name: 'Language' }).selectOption(language);
  await page.getByLabel('Search the texts').fill('storyGrid.readMore');
  const item = page.getByRole('listitem').filter({ hasText: 'storyGrid.readMore' });
  await item.waitFor();
  return item;
}

describe('interface texts', () => {
  it('staff reword a text in English and French; the site and the embed show it; reset brings the shipped one back', async () => {
    expect(await impactLinks('/impact')).toContain('Read Full Story');
    expect(await embedText('/fr', "Lire l'histoire complète")).not.toContain(FRENCH);

    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    await signInAsStaff(page, `${server.url}/admin/interface-texts`, ADMIN_EMAIL, ADMIN_PASSWORD, {
      dashboard: false,
    });
    await page.getByRole('heading', { name: 'Interface texts', level: 1 }).waitFor();
    await page.getByRole('status').filter({ hasText: /texts/ }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // English.
    let item = await findReadMore(page, 'en');
    await item.getByText('Success stories list').first().waitFor();
    await item.getByLabel('Your wording in English').fill(ENGLISH);
    await item.getByRole('button', { name: /^Save wording/ }).click();
    await page.getByText('Saved your wording (English)').waitFor();

    // French: the shipped French is shown beside the English.
    item = await findReadMore(page, 'fr');
    await item.getByText("Lire l'histoire complète").waitFor();
    // A wording that invents a placeholder is explained before it is sent.
    await item.getByLabel('Your wording in French').fill('Lire {title}');
    await item.getByText('{title} is not a placeholder of this text').waitFor();
    expect(await item.getByRole('button', { name: /^Save wording/ }).isDisabled()).toBe(true);
    await item.getByLabel('Your wording in French').fill(FRENCH);
    await item.getByRole('button', { name: /^Save wording/ }).click();
    await page.getByText('Saved your wording (French)').waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // The site and the partner's embed, without a restart.
    const english = await impactLinks('/impact');
    expect(english).toContain(ENGLISH);
    expect(english).not.toContain('Read Full Story');
    expect(await impactLinks('/fr/impact')).toContain(FRENCH);
    expect(await embedText('/en', ENGLISH)).toContain(ENGLISH);
    expect(await embedText('/fr', FRENCH)).toContain(FRENCH);

    // Reset, in both languages.
    item = await findReadMore(page, 'fr');
    await item.getByRole('button', { name: /^Reset to the shipped text/ }).click();
    await page.getByText('Back to the shipped text (French)').waitFor();
    item = await findReadMore(page, 'en');
    await item.getByRole('button', { name: /^Reset to the shipped text/ }).click();
    await page.getByText('Back to the shipped text (English)').waitFor();

    expect(await impactLinks('/impact')).toContain('Read Full Story');
    expect(await impactLinks('/fr/impact')).not.toContain(FRENCH);
    expect(await embedText('/en', 'Read Full Story')).not.toContain(ENGLISH);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('works at 390 px in Arabic, right to left, without axe violations', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await signInAsStaff(page, `${server.url}/admin/interface-texts`, ADMIN_EMAIL, ADMIN_PASSWORD, {
      dashboard: false,
    });
    await page.getByRole('heading', { name: 'Interface texts', level: 1 }).waitFor();
    const item = await findReadMore(page, 'ar');
    const field = item.getByLabel('Your wording in Arabic');
    expect(await field.getAttribute('dir')).toBe('rtl');
    expect(await field.getAttribute('lang')).toBe('ar');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});
