import { describe, expect, it } from 'vitest';
import { axeViolations } from './axe';
import { staffSite, watchErrors } from './harness';

/**
 * The staff application's editor of a blocks field, on a new page: a block of a chosen kind
 * added, its fields filled by the usual editors, moved earlier by keyboard, removed and brought
 * back with Undo, saved in that order; an address the site uses refused, naming it.
 */

const site = staffSite('blocks@example.org', 'a long blocks password');

describe('the blocks editor', () => {
  it('adds, orders, removes with undo and saves the blocks of a page', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = watchErrors(page);
    await site.signIn(page);

    await page.goto(`${site.server.url}/admin/pages/new`);
    await page.getByRole('heading', { name: 'New page', level: 1 }).waitFor();
    await page.getByLabel(/^Title/).fill('Careers');
    await page.getByLabel('Address', { exact: true }).fill('impact');

    const kind = page.getByLabel('Kind of block');
    await kind.selectOption({ label: 'Quote' });
    await page.getByRole('button', { name: 'Add block' }).click();
    const first = page.getByRole('listitem', { name: 'Block 1: Quote' });
    await first.getByLabel(/^Quote/).fill('Reform is a team sport.');
    await first.getByLabel(/^Who said it/).fill('Amina Bello');

    await kind.selectOption({ label: 'Call to action' });
    await page.getByRole('button', { name: 'Add block' }).click();
    const cta = page.getByRole('listitem', { name: 'Block 2: Call to action' });
    await cta.getByLabel(/^Button label/).fill('Apply now');
    await cta.getByLabel(/^Button link/).fill('/contact');

    // Moved by keyboard: the call to action comes first.
    await page.getByRole('button', { name: 'Earlier (block 2)' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('listitem', { name: 'Block 1: Call to action' }).waitFor();
    // Focus stays with the block moved (at the top now: its Later button).
    const focused = () => page.evaluate(() => document.activeElement?.textContent ?? '');
    expect(await focused()).toBe('Later (block 1)');

    // Removed, then brought back with what was written in it.
    await page.getByRole('button', { name: 'Remove block 2' }).click();
    await page.getByRole('status').getByText('Removed block 2 (Quote).').waitFor();
    expect(await page.getByRole('listitem', { name: /^Block 2/ }).count()).toBe(0);
    expect(await focused()).toBe('Undo');
    await page.keyboard.press('Enter');
    const back = page.getByRole('listitem', { name: 'Block 2: Quote' });
    expect(await back.getByLabel(/^Quote/).inputValue()).toBe('Reform is a team sport.');
    expect(await focused()).toBe('Earlier (block 2)');
    expect(await axeViolations(page)).toEqual([]);

    // An address of the site is refused, naming it; another one saves.
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page
      .getByRole('alert')
      .getByText(/The address \/impact is already used by the site/)
      .waitFor();
    await page.getByLabel('Address', { exact: true }).fill('careers');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.getByRole('heading', { name: 'Careers', level: 1 }).waitFor();
    await page.waitForURL(/\/admin\/pages\/\d+$/);

    const id = page.url().split('/').pop();
    const saved = await page.evaluate(
      async (path) =>
        (await fetch(path)).json() as Promise<{
          document: { body: { type: string; quote?: string }[] };
        }>,
      `/api/admin/pages/${id}`,
    );
    expect(saved.document.body.map((block) => block.type)).toEqual(['callToAction', 'quote']);
    expect(saved.document.body[1]!.quote).toBe('Reform is a team sport.');
    expect(errors.filter((e) => !/status of (401|422)/.test(e))).toEqual([]);
    await page.close();
  });
});
