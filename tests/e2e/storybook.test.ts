import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './axe';
import { startServer, type RunningServer } from './harness';
import {
  chromiumArgs,
  chromiumMissingMessage,
  chromiumPath,
  hasChromium,
} from '../../scripts/chromium.mjs';

/**
 * Renders every Storybook story in Chromium and fails on any render error (an uncaught page
 * error, a console error other than a mocked HTTP failure, or Storybook's error display) and on
 * any accessibility violation axe-core finds in the story (WCAG 2.0 to 2.2, A and AA).
 * Uses the built `storybook-static/` (building it first when it is missing).
 */

const root = fileURLToPath(new URL('../..', import.meta.url));
const staticDir = join(root, 'storybook-static');

interface IndexEntry {
  type: string;
  id: string;
  title: string;
  name: string;
}

let server: RunningServer;
let browser: Browser;
let base: string;
let stories: IndexEntry[] = [];
let docs: IndexEntry[] = [];

beforeAll(async () => {
  if (!existsSync(join(staticDir, 'index.json'))) {
    const build = spawnSync('npm', ['run', 'build-storybook'], {
      cwd: root,
      stdio: 'inherit',
      shell: false,
    });
    if (build.status !== 0) throw new Error('Storybook did not build');
  }
  const index = JSON.parse(readFileSync(join(staticDir, 'index.json'), 'utf8')) as {
    entries: Record<string, IndexEntry>;
  };
  stories = Object.values(index.entries).filter((entry) => entry.type === 'story');
  docs = Object.values(index.entries).filter((entry) => entry.type === 'docs');
  // As designers open it: through the site's server, at /design/.
  server = await startServer();
  base = `${server.url}/design`;
  if (!hasChromium()) throw new Error(chromiumMissingMessage);
  browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
}, 300_000);

afterAll(async () => {
  await browser?.close();
  expect(await server?.stop()).toBe(0);
});

/** Console noise that is not a render error: the mocked 4xx/5xx answers of error stories. */
const expected = (text: string) => /Failed to load resource|\[MSW\]/.test(text);

describe('Storybook', () => {
  it('has a story for every widget', () => {
    expect(stories.length).toBeGreaterThan(0);
  });

  it('is served at /design/ with a docs page for every widget, whose controls change it', async () => {
    const moved = await fetch(`${server.url}/design`, { redirect: 'manual' });
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe('/design/');
    const home = await fetch(`${base}/`);
    expect(home.status).toBe(200);
    expect(home.headers.get('content-type')).toMatch(/^text\/html/);

    const widgets = [...new Set(stories.map((story) => story.title))];
    expect(docs.map((entry) => entry.title).sort()).toEqual(widgets.sort());

    const page = await browser.newPage();
    await page.goto(`${base}/iframe.html?id=widgets-storygrid--docs&viewMode=docs`);
    const table = page.locator('.docblock-argstable');
    await table.waitFor({ timeout: 30_000 });
    expect(await table.innerText()).toContain('limit');
    // The first story on the page follows its controls: a limit of 1 shows one card.
    const preview = page.locator('.docs-story').first();
    await preview.locator('article').first().waitFor({ timeout: 30_000 });
    const row = table.locator('tr', { hasText: 'limit' }).first();
    await row.getByRole('button', { name: 'Set number' }).click();
    const limit = row.locator('input').first();
    await limit.fill('1');
    await limit.press('Tab');
    await expect.poll(() => preview.locator('article').count(), { timeout: 15_000 }).toBe(1);
    await page.close();
  }, 120_000);

  it('renders every story without an error or an accessibility violation', async () => {
    const failures: string[] = [];
    const context = await browser.newContext();
    const page = await context.newPage();
    for (const story of stories) {
      const errors: string[] = [];
      const onError = (error: Error) => errors.push(`pageerror: ${error.message}`);
      const onConsole = (message: { type(): string; text(): string }) => {
        if (message.type() === 'error' && !expected(message.text())) {
          errors.push(`console: ${message.text()}`);
        }
      };
      page.on('pageerror', onError);
      page.on('console', onConsole);
      await page.goto(`${base}/iframe.html?id=${story.id}&viewMode=story`);
      const state = await page
        .waitForFunction(
          () => {
            const body = document.body.classList;
            if (body.contains('sb-show-errordisplay')) return 'error';
            const rootEl = document.getElementById('storybook-root');
            if (body.contains('sb-show-main') && rootEl && rootEl.childElementCount > 0) {
              return 'rendered';
            }
            return false;
          },
          undefined,
          { timeout: 20_000 },
        )
        .then((handle) => handle.jsonValue())
        .catch(() => 'timeout');
      // Give effects and mocked requests a moment to settle (errors surface late).
      await page.waitForTimeout(400);
      if (state !== 'rendered') {
        const message = await page
          .locator('#error-message, .sb-errordisplay')
          .first()
          .textContent()
          .catch(() => '');
        errors.push(`storybook: ${state} ${message ?? ''}`.trim());
      }
      if (state === 'rendered') {
        const violations = await axeViolations(page, '#storybook-root');
        errors.push(...violations.map((violation) => `axe: ${violation}`));
      }
      page.off('pageerror', onError);
      page.off('console', onConsole);
      if (errors.length) failures.push(`${story.title} / ${story.name}:\n  ${errors.join('\n  ')}`);
    }
    await context.close();
    expect(failures, failures.join('\n')).toEqual([]);
  }, 600_000);
});
