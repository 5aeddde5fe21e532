import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * What staff do in the admin's rich-text editor, for the browser tests that write articles:
 * link the words just selected, and add the blocks that have small forms of their own.
 */

/** Links the selected `words` to `href` (Ctrl+K, the link dialog); the caret goes after them. */
export async function linkSelection(page: Page, words: string, href: string) {
  await expect.poll(() => page.evaluate(() => window.getSelection()?.toString())).toBe(words);
  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog', { name: 'Link' });
  await dialog.getByLabel('Link address').fill(href);
  await dialog.getByRole('button', { name: 'Apply link' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await expect
    .poll(() => page.locator(`[contenteditable] a[href="${href}"]`).last().textContent())
    .toBe(words);
  // Back in the text, the caret after the link (nothing selected that a key could replace).
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          document.activeElement?.getAttribute('contenteditable') === 'true' &&
          window.getSelection()?.isCollapsed,
      ),
    )
    .toBe(true);
  await page.keyboard.press('End');
}

/** The editor of the `body` field in `lang`, and its toolbar. */
export function bodyEditor(page: Page, lang: string): { editor: Locator; toolbar: Locator } {
  return {
    editor: page.locator(`#field-${lang}-body`),
    toolbar: page.getByRole('toolbar', { name: 'Formatting of body' }),
  };
}

/** Adds the library's first picture with its alt text (and a caption when given). */
export async function addLibraryImage(page: Page, lang: string, alt: string, caption?: string) {
  const { editor, toolbar } = bodyEditor(page, lang);
  await toolbar.getByRole('button', { name: 'Image from the library' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose a picture' });
  await picker.getByRole('list').getByRole('button').first().click();
  await picker.waitFor({ state: 'hidden' });
  await editor.getByLabel('Alt text: what the picture shows').fill(alt);
  if (caption !== undefined) {
    await editor.getByLabel('Caption (shown under the picture)').fill(caption);
  }
}

/** Adds a YouTube video with the title its play button says. */
export async function addVideo(page: Page, lang: string, title: string) {
  const { editor, toolbar } = bodyEditor(page, lang);
  await toolbar.getByRole('button', { name: 'YouTube video' }).click();
  await editor
    .getByLabel('YouTube video (its address or id)')
    .fill('https://www.youtube.com/watch?v=Xk5MeZ1bU4w');
  await editor.getByLabel('Title (the play button says it)').fill(title);
}

/** Starts a quote in a new paragraph at the end (Markdown `> `), with who said it. */
export async function addQuote(page: Page, lang: string, quote: string, attribution: string) {
  const { editor } = bodyEditor(page, lang);
  await editor.locator(':scope > p').last().click();
  await page.keyboard.type(`> ${quote}`);
  await editor.getByLabel('Who said it (optional)').fill(attribution);
}
