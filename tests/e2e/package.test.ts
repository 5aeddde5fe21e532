import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, repoRoot, startServer, watchErrors, type RunningServer } from './harness';

/**
 * The widget library as partners get it: `npm pack` makes the tarball, which is installed
 * outside this repository into a fresh Vite + React app (built, served and opened in Chromium
 * against the running server), into a Node script that renders the story grid with
 * react-dom/server, with React 19 and with React 18, and into a TypeScript check of the
 * declarations. Nothing else is configured in the app: what works here works for a partner.
 */

let server: RunningServer;
let browser: Browser;
let folder: string;
let tarball: string;
/** The first three stories the server answers, which every app below must show. */
let firstStories: { title: string; slug: string }[];

/** The version of a package this repository has installed (so npm finds it in its cache). */
const installed = (name: string): string =>
  (
    JSON.parse(readFileSync(join(repoRoot, 'node_modules', name, 'package.json'), 'utf8')) as {
      version: string;
    }
  ).version;

function npm(args: string[], cwd: string): string {
  return execFileSync('npm', args, {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, npm_config_fund: 'false', npm_config_audit: 'false' },
    timeout: 240_000,
  });
}

/** Runs a program in `cwd`; on failure the error says what it printed. */
function run(file: string, args: string[], cwd: string): string {
  try {
    return execFileSync(file, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    throw new Error(`${file} ${args.join(' ')} failed:\n${stdout ?? ''}\n${stderr ?? ''}`);
  }
}

/** A folder outside the repository with a package.json and the tarball installed. */
function app(name: string, dependencies: Record<string, string>, files: Record<string, string>) {
  const dir = join(folder, name);
  mkdirSync(join(dir, 'src'), { recursive: true });
  writeFileSync(
    join(dir, 'package.json'),
    JSON.stringify({ name, private: true, type: 'module', dependencies }, null, 2),
  );
  for (const [file, text] of Object.entries(files)) writeFileSync(join(dir, file), text);
  npm(['install', '--prefer-offline', '--ignore-scripts', '--no-package-lock'], dir);
  return dir;
}

const SSR_SCRIPT = `
import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { QueryClientProvider } from '@tanstack/react-query';
import {
  StoryGrid,
  WidgetProvider,
  createApiClient,
  createQueryClient,
  successStoriesQuery,
} from '@ia/widgets';
// Importing the elements entry on a server defines nothing and throws nothing.
const elements = await import('@ia/widgets/elements');
if (typeof elements.defineAll !== 'function') throw new Error('no defineAll');

const api = createApiClient(process.argv[2]);
const client = createQueryClient();
await client.prefetchQuery(successStoriesQuery(api, 3));
process.stdout.write(
  renderToString(
    h(QueryClientProvider, { client }, h(WidgetProvider, { api }, h(StoryGrid, { limit: 3 }))),
  ),
);
`;

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
};

/** Serves a built app's folder (another origin than the API's, as on a partner's site). */
async function serveFolder(dir: string): Promise<{ url: string; close: () => Promise<void> }> {
  const http: Server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    if (path === '/favicon.ico') return void response.writeHead(204).end();
    const file = join(dir, path === '/' ? 'index.html' : path);
    if (!file.startsWith(dir)) return void response.writeHead(404).end();
    try {
      const body = readFileSync(file);
      response.writeHead(200, {
        'Content-Type': MIME[extname(file)] ?? 'application/octet-stream',
      });
      response.end(body);
    } catch {
      response.writeHead(404).end('not found');
    }
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(http.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => http.close(() => resolve())),
  };
}

beforeAll(async () => {
  server = await startServer();
  firstStories = (await (
    await fetch(`${server.url}/api/success-stories?page=1&pageSize=3`)
  ).json()) as { title: string; slug: string }[];
  expect(firstStories).toHaveLength(3);
  browser = await launchBrowser();
  folder = mkdtempSync(join(tmpdir(), 'ia-package-'));
  const packed = JSON.parse(
    npm(['pack', '--json', '--pack-destination', folder, '-w', '@ia/widgets'], repoRoot),
  ) as { filename: string; files: { path: string }[] }[];
  tarball = join(folder, packed[0]!.filename);
  const files = packed[0]!.files.map((file) => file.path);
  // What a partner downloads: the build, the manifest and the docs; never sources or tests.
  expect(files).toEqual(
    expect.arrayContaining([
      'dist/lib/index.js',
      'dist/types/widgets/src/index.d.ts',
      'dist/lib/define-elements.js',
      'dist/types/widgets/src/jsx.d.ts',
      'custom-elements.json',
      'README.md',
      'CHANGELOG.md',
      'package.json',
    ]),
  );
  expect(
    files.filter((file) => file.startsWith('src/') || /\.(test|stories)\.|[Mm]ocks/.test(file)),
  ).toEqual([]);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  if (folder) rmSync(folder, { recursive: true, force: true });
  expect(await server?.stop()).toBe(0);
});

describe('the packed widget library', () => {
  it('declares no devDependencies, and marks as client modules only those that need the browser', () => {
    const packed = (path: string) =>
      execFileSync('tar', ['-xzOf', tarball, `package/${path}`], { encoding: 'utf8' });
    const manifest = JSON.parse(packed('package.json')) as Record<string, unknown>;
    expect(manifest.devDependencies).toBeUndefined();
    expect(manifest.peerDependencies).toBeDefined();
    const directives = (path: string) => packed(path).match(/^\s*['"]use client['"];?/gm) ?? [];
    // The style registry for Next.js: a client module, said once.
    expect(packed('dist/lib/next.js')).toMatch(/^['"]use client['"];\n/);
    expect(directives('dist/lib/next.js')).toHaveLength(1);
    expect(directives('dist/lib/ui/StoryCard.js')).toHaveLength(1);
    // The entries and the data helpers: a server component may import and call them, from the
    // main entry as from /data (0.2.0 allowed `createApiClient` from '@ia/widgets').
    for (const path of [
      'dist/lib/index.js',
      'dist/lib/data.js',
      'dist/lib/core/api.js',
      'dist/lib/core/queryClient.js',
      'dist/lib/StoryGrid/queries.js',
    ]) {
      expect({ path, directives: directives(path) }).toEqual({ path, directives: [] });
    }
  });

  it('works in a fresh Vite + React app on another origin, and type-checks there', async () => {
    const dir = app(
      'partner-app',
      {
        '@ia/widgets': `file:${tarball}`,
        react: installed('react'),
        'react-dom': installed('react-dom'),
        vite: installed('vite'),
        '@vitejs/plugin-react': installed('@vitejs/plugin-react'),
        typescript: installed('typescript'),
        '@types/react': installed('@types/react'),
        '@types/react-dom': installed('@types/react-dom'),
      },
      {
        'index.html':
          '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Partner</title></head><body><main id="root"></main><script type="module" src="/src/main.tsx"></script></body></html>',
        'vite.config.js':
          "import react from '@vitejs/plugin-react';\nexport default { plugins: [react()] };\n",
        'tsconfig.json': JSON.stringify({
          compilerOptions: {
            target: 'ES2022',
            module: 'ESNext',
            moduleResolution: 'Bundler',
            jsx: 'react-jsx',
            strict: true,
            noEmit: true,
            skipLibCheck: false,
            lib: ['ES2022', 'DOM'],
          },
          include: ['src'],
        }),
      },
    );
    writeFileSync(
      join(dir, 'src/main.tsx'),
      `import { createRoot } from 'react-dom/client';
import { StoryGrid, WidgetProvider, type StoryGridProps } from '@ia/widgets';
import type {} from '@ia/widgets/jsx';
import '@ia/widgets/elements';

const apiBase = new URLSearchParams(location.search).get('api') ?? '';
const props: StoryGridProps = { limit: 3, headingLevel: 2 };
createRoot(document.getElementById('root')!).render(
  <WidgetProvider apiBase={apiBase} lang="en">
    <h1>Partner page</h1>
    <StoryGrid {...props} />
    <ia-story-grid api-base={apiBase} limit={1} />
  </WidgetProvider>,
);
`,
    );
    // The declarations type the components, their props and the elements' JSX.
    run(join(dir, 'node_modules/.bin/tsc'), ['-p', '.'], dir);
    run(join(dir, 'node_modules/.bin/vite'), ['build', '--logLevel', 'error'], dir);

    const site = await serveFolder(join(dir, 'dist'));
    try {
      const page = await browser.newPage();
      const errors = watchErrors(page);
      await page.goto(`${site.url}/?api=${encodeURIComponent(server.url)}`);
      const expected = firstStories;
      for (const story of expected) {
        await page.getByRole('heading', { name: story.title, level: 2 }).waitFor();
      }
      // The elements entry defined the custom elements, which render with the app's React.
      expect(await page.evaluate(() => customElements.get('ia-story-grid') !== undefined)).toBe(
        true,
      );
      await page
        .locator('ia-story-grid')
        .getByRole('heading', { name: expected[0]!.title })
        .waitFor();
      expect(errors).toEqual([]);
      await page.close();
    } finally {
      await site.close();
    }
  }, 300_000);

  it.each([
    ['React 19', 'ssr-react-19', installed('react')],
    ['React 18', 'ssr-react-18', '^18.3.1'],
  ])(
    'renders the story grid with react-dom/server on %s',
    async (_name, dirName, react) => {
      // The stories asked for before any install (beforeAll): execFileSync blocks this process,
      // and a kept-alive connection the server closed meanwhile (after the previous render, when
      // it took over 5 s) would be reused by a fetch here and fail at once.
      const stories = firstStories;
      const dir = app(
        dirName,
        { '@ia/widgets': `file:${tarball}`, react, 'react-dom': react },
        { 'ssr.mjs': SSR_SCRIPT },
      );
      const html = execFileSync(process.execPath, ['ssr.mjs', server.url], {
        cwd: dir,
        encoding: 'utf8',
      });
      for (const story of stories) {
        expect(html).toContain(story.title.replace(/&/g, '&amp;').replace(/'/g, '&#x27;'));
        expect(html).toContain(`${server.url}/success-stories/${story.slug}`);
      }
    },
    300_000,
  );
});
