import { execFile, execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freePort,
  launchBrowser,
  repoRoot,
  startServer,
  watchErrors,
  type RunningServer,
} from './harness';

/**
 * The widget library in a Next.js App Router app, as a partner sets one up: a fresh app outside
 * the repository, Next.js and React from the npm registry, the library from the tarball
 * `npm pack` makes. A server component prefetches the stories with `@ia/widgets/data` (and
 * `createApiClient` from the main entry, which is no client boundary as a whole) and renders `<StoryGrid>` inside `<WidgetProvider state>`; the layout has the Emotion style
 * registry of `@ia/widgets/next`. `next build`, then `next start`: the server's HTML holds the
 * stories and their styles (not a spinner), the page hydrates in Chromium without a console
 * error, and a click is handled by the hydrated grid. The declarations are checked under
 * `moduleResolution` bundler (by `next build`), node16 and nodenext.
 *
 * About 4 minutes on the CI machine, most of it installing Next.js and `next build`.
 */

const NEXT_VERSION = '^16.0.0';

let server: RunningServer;
let browser: Browser;
let folder: string;
let app: string;
let next: ChildProcess | undefined;
let nextUrl: string;
let nextLog = '';
let stories: { title: string; slug: string; lang: string }[];

const installed = (name: string): string =>
  (
    JSON.parse(readFileSync(join(repoRoot, 'node_modules', name, 'package.json'), 'utf8')) as {
      version: string;
    }
  ).version;

const run = promisify(execFile);

async function exec(file: string, args: string[], cwd: string, env: Record<string, string> = {}) {
  try {
    return await run(file, args, {
      cwd,
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
      maxBuffer: 64 * 1024 * 1024,
      timeout: 480_000,
    });
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    throw new Error(`${file} ${args.join(' ')} failed:\n${stdout ?? ''}\n${stderr ?? ''}`);
  }
}

const FILES: Record<string, string> = {
  'next.config.mjs': 'export default {};\n',
  'app/icon.svg':
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><rect width="16" height="16" fill="#0b6e4f"/></svg>\n',
  'app/layout.tsx': `import type { ReactNode } from 'react';
import { WidgetStyleRegistry } from '@ia/widgets/next';

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="fr">
      <body>
        <WidgetStyleRegistry>{children}</WidgetStyleRegistry>
      </body>
    </html>
  );
}
`,
  // A server component: the data is fetched here, on the server, with the React-free entry.
  // createApiClient from the main entry, as 0.2.0 allowed: the entry is no client boundary.
  'app/page.tsx': `import { WidgetProvider, createApiClient } from '@ia/widgets';
import {
  createQueryClient,
  dehydrate,
  successStoriesQuery,
} from '@ia/widgets/data';
import { Stories } from './stories';

export const dynamic = 'force-dynamic';

export default async function Page() {
  const apiBase = process.env.IA_API_BASE!;
  const client = createQueryClient();
  await client.prefetchQuery(successStoriesQuery(createApiClient(apiBase), 3, 'fr'));
  return (
    <main>
      <h1>Un partenaire</h1>
      <WidgetProvider apiBase={apiBase} lang="fr" state={dehydrate(client)}>
        <Stories />
      </WidgetProvider>
    </main>
  );
}
`,
  // A client component of the partner's: the grid with a handler, which only hydration runs.
  'app/stories.tsx': `'use client';
import { useState } from 'react';
import { StoryGrid } from '@ia/widgets';

export function Stories() {
  const [opened, setOpened] = useState('');
  return (
    <>
      <p id="opened">{opened}</p>
      <StoryGrid
        limit={3}
        headingLevel={2}
        onStoryOpen={(story, event) => {
          event.preventDefault();
          setOpened(story.slug);
        }}
      />
    </>
  );
}
`,
  // Every entry's types, read by TypeScript under node16 and nodenext as well.
  'types/check.tsx': `import {
  StoryGrid,
  WidgetProvider,
  categoryName,
  type StoryGridProps,
  type WidgetProviderProps,
} from '@ia/widgets';
import {
  createApiClient,
  createQueryClient,
  dehydrate,
  impactExplorerQuery,
  initialExplorerState,
  successStoriesQuery,
  type ApiClient,
} from '@ia/widgets/data';
import { defineAll, defineStoryGrid } from '@ia/widgets/elements';
import type {} from '@ia/widgets/jsx';
import { WidgetStyleRegistry } from '@ia/widgets/next';

const api: ApiClient = createApiClient('https://example.org');
const client = createQueryClient();
export const ready: Promise<void> = client.prefetchQuery(successStoriesQuery(api, 3, 'fr'));
export const page = impactExplorerQuery(api, initialExplorerState, 6, 'ar');
const props: StoryGridProps = { limit: 3, headingLevel: 2 };
const provider: Omit<WidgetProviderProps, 'children'> = { lang: 'fr', state: dehydrate(client) };
export const tree = (
  <WidgetStyleRegistry>
    <WidgetProvider {...provider}>
      <StoryGrid {...props} />
      <ia-story-grid api-base="https://example.org" limit={3} />
    </WidgetProvider>
  </WidgetStyleRegistry>
);
export const name: string = categoryName('Health', 'fr').text;
export const define: Array<() => unknown> = [defineAll, () => defineStoryGrid({ nonce: 'n' })];
`,
};

const TSCONFIG = (resolution: 'node16' | 'nodenext') =>
  JSON.stringify({
    compilerOptions: {
      target: 'ES2022',
      module: resolution,
      moduleResolution: resolution,
      jsx: 'react-jsx',
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      lib: ['ES2022', 'DOM'],
      types: [],
    },
    files: ['types/check.tsx'],
  });

beforeAll(async () => {
  server = await startServer();
  stories = (await (
    await fetch(`${server.url}/api/success-stories?page=1&pageSize=3&lang=fr`)
  ).json()) as typeof stories;
  expect(stories).toHaveLength(3);
  folder = mkdtempSync(join(tmpdir(), 'ia-next-'));
  const packed = JSON.parse(
    execFileSync('npm', ['pack', '--json', '--pack-destination', folder, '-w', '@ia/widgets'], {
      cwd: repoRoot,
      encoding: 'utf8',
    }),
  ) as { filename: string }[];
  app = join(folder, 'partner-next-app');
  for (const [file, text] of Object.entries(FILES)) {
    mkdirSync(dirname(join(app, file)), { recursive: true });
    writeFileSync(join(app, file), text);
  }
  writeFileSync(
    join(app, 'package.json'),
    JSON.stringify(
      {
        name: 'partner-next-app',
        private: true,
        type: 'module',
        scripts: { build: 'next build', start: 'next start' },
        dependencies: {
          '@ia/widgets': `file:${join(folder, packed[0]!.filename)}`,
          next: NEXT_VERSION,
          react: installed('react'),
          'react-dom': installed('react-dom'),
        },
        devDependencies: {
          typescript: installed('typescript'),
          '@types/react': installed('@types/react'),
          '@types/react-dom': installed('@types/react-dom'),
          '@types/node': installed('@types/node'),
        },
      },
      null,
      2,
    ),
  );
  writeFileSync(join(app, 'tsconfig.node16.json'), TSCONFIG('node16'));
  writeFileSync(join(app, 'tsconfig.nodenext.json'), TSCONFIG('nodenext'));
  // From the npm registry only (Next.js's compiler comes as its platform's npm package).
  await exec(
    'npm',
    ['install', '--no-audit', '--no-fund', '--ignore-scripts', '--no-package-lock'],
    app,
  );
  browser = await launchBrowser();
}, 600_000);

afterAll(async () => {
  if (next && next.exitCode === null) {
    const exited = new Promise((resolve) => next!.once('exit', resolve));
    next.kill('SIGTERM');
    await exited;
  }
  await browser?.close();
  if (folder) rmSync(folder, { recursive: true, force: true });
  expect(await server?.stop()).toBe(0);
});

describe('the packed library in a Next.js App Router app', () => {
  it('has declarations that resolve under node16 and nodenext', async () => {
    const tsc = join(app, 'node_modules/typescript/bin/tsc');
    for (const resolution of ['node16', 'nodenext']) {
      await exec(process.execPath, [tsc, '-p', `tsconfig.${resolution}.json`], app);
    }
  }, 120_000);

  it('builds with next build (types checked with bundler resolution)', async () => {
    const { stdout } = await exec(join(app, 'node_modules/.bin/next'), ['build'], app);
    expect(stdout).toMatch(/Compiled successfully|✓/);
    expect(readFileSync(join(app, 'tsconfig.json'), 'utf8')).toMatch(
      /"moduleResolution": "bundler"/,
    );
  }, 600_000);

  it('serves the stories in the server HTML, styled, and hydrates without an error', async () => {
    const port = await freePort();
    nextUrl = `http://127.0.0.1:${port}`;
    next = spawn(
      join(app, 'node_modules/.bin/next'),
      ['start', '-p', String(port), '-H', '127.0.0.1'],
      {
        cwd: app,
        env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', IA_API_BASE: server.url },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    next.stdout?.on('data', (chunk) => (nextLog += chunk));
    next.stderr?.on('data', (chunk) => (nextLog += chunk));
    const deadline = Date.now() + 60_000;
    let html = '';
    for (;;) {
      try {
        const response = await fetch(nextUrl);
        if (response.ok) {
          html = await response.text();
          break;
        }
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) throw new Error(`next start did not answer:\n${nextLog}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }

    // The server's HTML: the stories in French (not the loading state), and their styles in a
    // <style data-emotion="ia …"> that the registry wrote, not between the widget's elements.
    const escape = (text: string) =>
      text.replace(/&/g, '&amp;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;');
    for (const story of stories) expect(html).toContain(escape(story.title));
    expect(html).not.toContain('status-loading');
    expect(html).toMatch(/<style data-emotion="ia [^"]+"[^>]*>[^<]*\.ia-[\w-]+\{/);
    expect(html).not.toMatch(/(?<!data-)\bpart="/);

    const context = await browser.newContext({ javaScriptEnabled: true });
    const page = await context.newPage();
    const errors = watchErrors(page);
    page.on('response', (response) => {
      if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`);
    });
    await page.goto(nextUrl);
    const first = page.getByRole('heading', { level: 2, name: stories[0]!.title });
    await first.waitFor();
    // Styled: the grid is a CSS grid and its cards have their border radius.
    const styles = await page.locator('[data-part~="grid"]').evaluate((grid) => ({
      display: getComputedStyle(grid).display,
      radius: getComputedStyle(grid.querySelector('[data-part~="card"]')!).borderTopLeftRadius,
    }));
    expect(styles).toEqual({ display: 'grid', radius: '12px' });
    // Hydrated: the partner's handler runs on a click (the link is not followed).
    await expect
      .poll(
        async () => {
          await page.locator('[data-part~="card-link"]').first().click();
          return page.locator('#opened').textContent();
        },
        { timeout: 20_000 },
      )
      .toBe(stories[0]!.slug);
    expect(page.url()).toBe(`${nextUrl}/`);
    expect(errors).toEqual([]);
    expect(nextLog).not.toMatch(/\berror\b/i);
    await context.close();
  }, 120_000);
});
