import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './axe';
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

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
};

function serveStatic(dir: string): Server {
  return createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    let file = normalize(join(dir, path));
    if (!file.startsWith(dir + sep) && file !== dir) {
      response.writeHead(403).end();
      return;
    }
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!existsSync(file)) {
      response.writeHead(404).end('not found');
      return;
    }
    response
      .writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' })
      .end(readFileSync(file));
  });
}

/** Listens on the first free port of 6100-6199. */
async function listen(server: Server): Promise<number> {
  const start = 6100 + Math.floor(Math.random() * 50);
  for (let port = start; port < 6200; port++) {
    const ok = await new Promise<boolean>((resolve) => {
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => resolve(true));
    });
    if (ok) return port;
  }
  throw new Error('No free port in 6100-6199');
}

interface IndexEntry {
  type: string;
  id: string;
  title: string;
  name: string;
}

let server: Server;
let browser: Browser;
let base: string;
let stories: IndexEntry[] = [];

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
  server = serveStatic(staticDir);
  base = `http://127.0.0.1:${await listen(server)}`;
  if (!hasChromium()) throw new Error(chromiumMissingMessage);
  browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
});

/** Console noise that is not a render error: the mocked 4xx/5xx answers of error stories. */
const expected = (text: string) => /Failed to load resource|\[MSW\]/.test(text);

describe('Storybook', () => {
  it('has a story for every widget', () => {
    expect(stories.length).toBeGreaterThan(0);
  });

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
