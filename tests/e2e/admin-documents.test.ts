import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './axe';
import { launchBrowser, startServer, type RunningServer } from './harness';

/**
 * The staff application's Documents screen: a PDF uploaded with its progress, listed with its
 * title, type, size, language and uses, its details changed, linked from rich text through the
 * link dialog's "A document", and its delete refused while a story links to it, saying which.
 * axe finds nothing on the screen nor on its dialog.
 */

const ADMIN_EMAIL = 'staff@example.org';
const ADMIN_PASSWORD = 'a long staff password';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer({ ADMIN_EMAIL, ADMIN_PASSWORD, SESSION_SECRET: 'a'.repeat(40) });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  const code = await server?.stop();
  expect(code).toBe(0);
});

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

async function signIn(page: Page, path: string) {
  await page.goto(`${server.url}${path}`);
  await page.getByRole('heading', { name: 'Staff sign in' }).waitFor();
  await page.getByLabel('Email address').fill(ADMIN_EMAIL);
  await page.getByLabel('Password').fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

describe('the Documents screen', () => {
  it('uploads, lists, edits, links and refuses to delete a document in use', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    await signIn(page, '/admin/documents');
    await page.getByRole('heading', { name: 'Documents', level: 1 }).waitFor();
    await page.getByText('The library has no documents yet').waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // Upload: the queue says it is uploaded, the list shows it.
    await page.getByLabel('Choose documents to upload').setInputFiles({
      name: 'Annual-report_2025.pdf',
      mimeType: 'application/pdf',
      buffer: PDF,
    });
    await page.getByRole('status').filter({ hasText: '1 of 1 uploaded.' }).waitFor();
    const row = page.getByRole('row').filter({ hasText: 'Annual report 2025' });
    await row.waitFor();
    expect(await row.getByRole('cell').allInnerTexts()).toEqual([
      expect.stringContaining('Annual-report_2025.pdf'),
      'PDF',
      '1 KB',
      'English',
      'Not used',
      expect.any(String),
    ]);

    // A refused file says which types are allowed, and nothing is added.
    await page.getByLabel('Choose documents to upload').setInputFiles({
      name: 'page.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('<!doctype html><script>alert(1)</script>'),
    });
    await page.getByText(/^Only PDF, Word .* can be uploaded$/).waitFor();

    // Its details: title and language, saved.
    await row.getByRole('button', { name: /Annual report 2025/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Document: Annual report 2025' });
    await dialog.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByLabel('Title').fill('Rapport annuel 2025');
    await dialog.getByLabel('Language').selectOption('fr');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const renamed = page.getByRole('row').filter({ hasText: 'Rapport annuel 2025' });
    await expect.poll(() => renamed.getByRole('cell').nth(3).innerText()).toBe('French');

    const [document] = (await (
      await context.request.get(`${server.url}/api/admin/documents?q=Rapport`)
    ).json()) as { id: number; url: string }[];
    expect(document).toBeDefined();
    const served = await context.request.get(`${server.url}${document!.url}`);
    expect(served.headers()['content-type']).toBe('application/pdf');
    expect(served.headers()['content-disposition']).toContain('Annual-report_2025.pdf');

    // The link dialog of rich text offers the library's documents.
    await page.goto(`${server.url}/admin/articles`);
    await page.getByRole('list', { name: 'Articles' }).getByRole('link').first().click();
    const body = page.locator('#field-en-body');
    await body.waitFor();
    await body.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.press('Control+k');
    const link = page.getByRole('dialog', { name: 'Link' });
    await link.getByLabel('A document').check();
    await link.getByLabel(/Rapport annuel 2025/).check();
    expect(await axeViolations(page)).toEqual([]);
    await link.getByRole('button', { name: 'Apply link' }).click();
    await link.waitFor({ state: 'hidden' });
    await expect
      .poll(() => body.locator(`a[href="${document!.url}"]`).textContent())
      .toBe('Rapport annuel 2025');

    // Used by a story: the delete is refused, saying where.
    const story = await context.request.post(`${server.url}/api/admin/stories`, {
      headers: { Origin: server.url },
      data: {
        document: {
          title: 'Clinics that stay open',
          category: 'Health',
          summary: 'A summary.',
          impact: '1,000 people',
          year: 2025,
          narrative: {
            type: 'doc',
            content: [
              {
                type: 'paragraph',
                content: [
                  {
                    type: 'text',
                    text: 'The report',
                    marks: [{ type: 'link', attrs: { href: document!.url } }],
                  },
                ],
              },
            ],
          },
          gallery: [],
          consentEndsAt: null,
          translations: {},
        },
      },
    });
    expect(story.status(), await story.text()).toBe(201);
    page.once('dialog', (leave) => void leave.accept());
    await page.goto(`${server.url}/admin/documents`);
    const used = page.getByRole('row').filter({ hasText: 'Rapport annuel 2025' });
    await expect.poll(() => used.getByRole('cell').nth(4).innerText()).toMatch(/Clinics/);
    await used.getByRole('button', { name: /Rapport annuel 2025/ }).click();
    const details = page.getByRole('dialog', { name: 'Document: Rapport annuel 2025' });
    await details.getByRole('button', { name: 'Delete this document' }).click();
    await details
      .getByRole('alert')
      .filter({ hasText: /not deleted.*Clinics that stay open/ })
      .waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('lists an uploaded PDF in a page’s documents block, which downloads it', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    await signIn(page, '/admin/documents');
    await page.getByRole('heading', { name: 'Documents', level: 1 }).waitFor();
    await page.getByLabel('Choose documents to upload').setInputFiles({
      name: 'Staff handbook.pdf',
      mimeType: 'application/pdf',
      buffer: PDF,
    });
    await page.getByRole('row').filter({ hasText: 'Staff handbook' }).waitFor();

    await page.goto(`${server.url}/admin/pages/new`);
    await page.getByRole('heading', { name: 'New page', level: 1 }).waitFor();
    await page.getByLabel(/^Title/).fill('Handbooks');
    await page.getByLabel('Address', { exact: true }).fill('handbooks');
    await page.getByLabel('Kind of block').selectOption({ label: 'List of documents' });
    await page.getByRole('button', { name: 'Add block' }).click();
    const block = page.getByRole('listitem', { name: 'Block 1: List of documents' });
    await block.getByLabel(/^Heading/).fill('For new staff');
    await block.getByText('No documents chosen yet.').waitFor();
    await block.getByLabel('Find a document by its title').fill('handbook');
    await block.getByLabel(/Staff handbook/).check();
    await block
      .getByRole('list', { name: 'Documents: chosen, in the order listed' })
      .getByText('Staff handbook (PDF, 1 KB)')
      .waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Save and publish' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /^Published\s*Saved / })
      .waitFor();

    // The site lists it, server-rendered, with its type and size; the link downloads it.
    const html = await (await fetch(`${server.url}/handbooks`)).text();
    expect(html).toContain('For new staff');
    const href = /<a [^>]*href="(\/documents\/[^"]+\.pdf)"[^>]*>Staff handbook<\/a>/.exec(
      html,
    )?.[1];
    expect(href).toBeDefined();
    expect(html).toMatch(/<bdi>PDF<\/bdi>, <bdi>1 kB<\/bdi>/);
    const served = await fetch(`${server.url}${href}`);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(served.headers.get('content-disposition')).toContain('Staff handbook.pdf');

    // Listed by the page only, it is used: the delete is refused, naming the page.
    await page.goto(`${server.url}/admin/documents`);
    const used = page.getByRole('row').filter({ hasText: 'Staff handbook' });
    await expect.poll(() => used.getByRole('cell').nth(4).innerText()).toMatch(/Handbooks/);
    expect(errors).toEqual([]);
    await context.close();
  });
});
