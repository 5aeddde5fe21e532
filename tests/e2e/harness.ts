import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import knex from 'knex';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright-core';
import {
  chromiumArgs,
  chromiumMissingMessage,
  chromiumPath,
  hasChromium,
} from '../../scripts/chromium.mjs';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

declare module 'vitest' {
  export interface ProvidedContext {
    /** A DATA_DIR the built server has filled with the demo content (tests/e2e/data-template.ts). */
    e2eDataTemplate: string | undefined;
  }
}

/** Settings that change what a first start writes: a server given one fills its own database. */
const SEED_SETTINGS = [
  'CONTACT_EMAIL',
  'DATABASE_URL',
  'DATA_DIR',
  'STORAGE_DRIVER',
  'S3_ENDPOINT',
];

/**
 * The filled DATA_DIR a server may start from, so that each test file does not draw the demo
 * pictures and fill the database again; undefined outside the e2e run's workers, on Postgres, or
 * when `env` changes what the first start writes.
 */
function dataTemplate(env: Record<string, string>): string | undefined {
  if (process.env.E2E_POSTGRES_URL || SEED_SETTINGS.some((key) => key in env)) return undefined;
  try {
    return inject('e2eDataTemplate');
  } catch {
    return undefined; // not in a test worker (the template's own start)
  }
}

export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

export interface RunningServer {
  url: string;
  dataDir: string;
  process: ChildProcess;
  output: () => string;
  /** Stops it and removes its DATA_DIR unless `keepData`. */
  stop: (options?: { keepData?: boolean }) => Promise<number | null>;
}

/**
 * With E2E_POSTGRES_URL (a Postgres server's address, e.g. postgres://postgres@127.0.0.1/test),
 * a database of its own for one server, made empty and dropped once the server stopped; else
 * undefined (the server then keeps SQLite in its DATA_DIR).
 */
async function postgresDatabase(): Promise<{ url: string; drop: () => Promise<void> } | undefined> {
  const server = process.env.E2E_POSTGRES_URL;
  if (!server) return undefined;
  const name = `ia_e2e_${randomBytes(6).toString('hex')}`;
  const admin = knex({ client: 'pg', connection: server });
  await admin.raw('create database ??', [name]);
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    drop: async () => {
      await admin.raw('drop database if exists ?? with (force)', [name]);
      await admin.destroy();
    },
  };
}

/**
 * Starts the built server (`packages/server/dist/main.js`) on a free port with a fresh DATA_DIR,
 * and a fresh Postgres database when E2E_POSTGRES_URL is set.
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  // A port found free can be taken by another process before the server binds it (the server
  // first migrates and seeds): then it is started again on another port.
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startServerOnce(env);
    } catch (error) {
      if (attempt >= 3 || !(error instanceof PortTakenError)) throw error;
    }
  }
}

class PortTakenError extends Error {}

async function startServerOnce(env: Record<string, string>): Promise<RunningServer> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'ia-e2e-'));
  const template = dataTemplate(env);
  if (template) cpSync(template, dataDir, { recursive: true });
  const database = await postgresDatabase();
  let log = '';
  const child = spawn(process.execPath, [join(repoRoot, 'packages/server/dist/main.js')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      DATABASE_URL: database?.url ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      // The address the browser reaches it at: e-mailed links, feeds and share tags are made
      // from it (never from the request's Host).
      PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const closed = new Promise((resolve) => child.once('close', resolve));
  child.stdout?.on('data', (chunk) => (log += chunk));
  child.stderr?.on('data', (chunk) => (log += chunk));
  const url = `http://127.0.0.1:${port}`;
  // Filling an empty database draws the demo pictures: on a busy 2-core machine that can
  // take more than a minute.
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) {
      await closed; // all its output read
      rmSync(dataDir, { recursive: true, force: true });
      await database?.drop();
      const message = `The server exited early:\n${log}`;
      if (!env.PORT && log.includes('EADDRINUSE')) throw new PortTakenError(message);
      throw new Error(message);
    }
    try {
      const response = await fetch(`${url}/readyz`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`The server did not become ready:\n${log}`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  return {
    url,
    dataDir,
    process: child,
    output: () => log,
    stop: async ({ keepData = false } = {}) => {
      if (child.exitCode !== null) {
        await database?.drop();
        return child.exitCode;
      }
      const exited = new Promise<number | null>((resolve) =>
        child.once('exit', (code) => resolve(code)),
      );
      child.kill('SIGTERM');
      const code = await exited;
      if (!keepData) rmSync(dataDir, { recursive: true, force: true });
      await database?.drop();
      return code;
    },
  };
}

/**
 * A partner's page: only our script tag in its head, then `body` (the elements), and optional
 * host CSS to check that widgets keep their look.
 */
export function partnerPage(apiBase: string, body: string, hostCss = ''): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>A partner's page</title>
<style>${hostCss}</style>
<script type="module" src="${apiBase}/embed.js"></script>
</head><body><h1>A partner organisation</h1>${body}</body></html>`;
}

/** A plain HTTP server for a page of "another site" (a partner's page), on its own port. */
export async function startPartnerSite(
  pages: Record<string, string>,
  /** Headers of every page (a partner's Content-Security-Policy, say). */
  headers: Record<string, string> = {},
): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer((request, response) => {
    const body = pages[request.url ?? '/'];
    if (request.url === '/favicon.ico') {
      response.writeHead(204).end();
      return;
    }
    if (body === undefined) {
      response.writeHead(404).end('not found');
      return;
    }
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', ...headers }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export async function launchBrowser(): Promise<Browser> {
  if (!hasChromium()) throw new Error(chromiumMissingMessage);
  return chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
}

/**
 * A test file's server (the demo content, `env` added) and browser, started together:
 * `beforeAll(async () => ({ server, browser } = await openSite(env)))`, and `closeSite` after,
 * which also checks the server stopped cleanly.
 */
export async function openSite(
  env: Record<string, string> = {},
): Promise<{ server: RunningServer; browser: Browser }> {
  const [server, browser] = await Promise.all([startServer(env), launchBrowser()]);
  return { server, browser };
}

export async function closeSite(site: { server?: RunningServer; browser?: Browser }) {
  await site.browser?.close();
  expect(await site.server?.stop()).toBe(0);
}

/**
 * Signs in on the staff application at `url` (its sign-in page, or a page of it that asks for
 * sign-in first) and, unless told not to, waits for the dashboard.
 */
export async function signInAsStaff(
  page: Page,
  url: string,
  email: string,
  password: string,
  { dashboard = true } = {},
) {
  await page.goto(url);
  await page.getByRole('heading', { name: 'Staff sign in' }).waitFor();
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  if (dashboard) await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
}

/** A test file's site (`staffSite`) with its staff account, once `beforeAll` has run. */
export interface StaffSite {
  server: RunningServer;
  browser: Browser;
  /** A folder of the test's own for files it makes (with `folder`), removed after. */
  folder: string;
  email: string;
  password: string;
  /** `signInAsStaff` with the account, at `path` of the site (the staff application's start). */
  signIn(page: Page, path?: string, options?: { dashboard?: boolean }): Promise<void>;
  /** A session cookie of the account, for the API (signed in at the first call, then kept). */
  cookie(): Promise<string>;
  /** A call of the JSON API as the account: its answer's JSON (an error above 299). */
  api<T = Record<string, unknown>>(method: string, path: string, body?: unknown): Promise<T>;
}

/**
 * A test file's site with a staff account (`email`, `password`; `env` added): `beforeAll` opens
 * it (`openSite`) and, with `folder`, makes a folder of its own; `afterAll` closes both. Its
 * fields are there once `beforeAll` has run.
 */
export function staffSite(
  email: string,
  password: string,
  options: { env?: () => Record<string, string>; folder?: string } = {},
): StaffSite {
  let session: Promise<string> | undefined;
  const site: StaffSite = {
    email,
    password,
    folder: '',
    server: undefined as unknown as RunningServer,
    browser: undefined as unknown as Browser,
    signIn: (page, path = '/admin/', signInOptions) =>
      signInAsStaff(page, `${site.server.url}${path}`, email, password, signInOptions),
    cookie() {
      session ??= fetch(`${site.server.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password }),
      }).then((login) => {
        expect(login.status).toBe(200);
        return (login.headers.get('set-cookie') ?? '').split(';')[0]!;
      });
      return session;
    },
    async api<T>(method: string, path: string, body?: unknown): Promise<T> {
      const response = await fetch(`${site.server.url}${path}`, {
        method,
        headers: {
          Cookie: await site.cookie(),
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      if (response.status >= 300) throw new Error(`${method} ${path}: ${text}`);
      return (text ? JSON.parse(text) : {}) as T;
    },
  };
  beforeAll(async () => {
    Object.assign(
      site,
      await openSite({
        ADMIN_EMAIL: email,
        ADMIN_PASSWORD: password,
        SESSION_SECRET: randomBytes(24).toString('hex'),
        ...options.env?.(),
      }),
    );
    if (options.folder) site.folder = mkdtempSync(join(tmpdir(), `ia-e2e-${options.folder}-`));
  });
  afterAll(async () => {
    if (site.folder) rmSync(site.folder, { recursive: true, force: true });
    await closeSite(site);
  });
  return site;
}

/** Errors but the expected 401 of "who is signed in?" before sign-in. */
export const unexpectedErrors = (errors: string[]) =>
  errors.filter((e) => !/status of 401 \(Unauthorized\)/.test(e));

/** Collects uncaught page errors and console errors so a test can assert there were none. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  return errors;
}

/**
 * Before the page's scripts run: records every change to the server's HTML until the site says
 * it has taken the page over (`ia:hydrated`), and every layout shift.
 */
export function watchHydration() {
  type Shift = PerformanceEntry & {
    value: number;
    hadRecentInput: boolean;
    sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
  };
  const state = window as unknown as {
    __hydration?: { changes: string[]; done: boolean };
    __shifts: { value: number; sources: string[] }[];
  };
  state.__shifts = [];
  const rect = (r: DOMRectReadOnly) => `${r.x},${r.y} ${r.width}x${r.height}`;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Shift[]) {
      if (entry.hadRecentInput) continue;
      state.__shifts.push({
        value: entry.value,
        sources: entry.sources.map(
          (source) =>
            `${(source.node as Element | undefined)?.outerHTML?.slice(0, 100) ?? source.node?.nodeName} ${rect(source.previousRect)} -> ${rect(source.currentRect)}`,
        ),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
  document.addEventListener('readystatechange', () => {
    if (document.readyState !== 'interactive') return;
    const root = document.getElementById('root');
    if (!root) return;
    const observer = new MutationObserver(() => {});
    observer.observe(root, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
    document.addEventListener('ia:hydrated', () => {
      state.__hydration = {
        done: true,
        changes: observer.takeRecords().map((record) => {
          const target = record.target as Element;
          return `${record.type} ${record.attributeName ?? ''} ${(target.outerHTML ?? target.textContent ?? '').slice(0, 120)}`;
        }),
      };
      observer.disconnect();
    });
  });
}

/**
 * What a page watched by `watchHydration` (an init script of its context) saw: the changes
 * hydration made to the server's HTML and the layout shift, once the site has taken it over.
 */
export async function hydrationReport(
  page: Page,
): Promise<{ changes: string[]; cls: number; shifted: string[] }> {
  await page.waitForFunction(() => (window as { __hydration?: unknown }).__hydration, null, {
    timeout: 15_000,
  });
  await page.waitForTimeout(300);
  return page.evaluate(() => {
    const state = window as unknown as {
      __hydration: { changes: string[] };
      __shifts: { value: number; sources: string[] }[];
    };
    return {
      changes: state.__hydration.changes,
      cls: state.__shifts.reduce((sum, shift) => sum + shift.value, 0),
      shifted: state.__shifts.flatMap((shift) => shift.sources),
    };
  });
}
