import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../src/config.js';
import { silentLogger } from '../src/logger.js';
import { start, type RunningServer } from '../src/main.js';
import { ADMIN_ENV, signIn } from './admin-helpers.js';
import { randomBytes } from 'node:crypto';
import { createDb } from '../src/db/knex.js';
import { databaseUrl, rawRequest, withSearchPath, type TestServer } from './helpers.js';

/**
 * Storybook (/design/) cannot act with a staff session: it is served by a listener of its own,
 * on another origin than the site, with its relaxed policy there alone; the site only redirects
 * to it, and the admin API refuses what a script on that origin sends with a staff cookie.
 */
let folder: string;
let server: RunningServer;
/** On Postgres, a schema of this file's own (dropped after). */
const schema = databaseUrl ? `design_${randomBytes(5).toString('hex')}` : '';

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'ia-design-test-'));
  const design = join(folder, 'storybook');
  await mkdir(join(design, 'sb-assets'), { recursive: true });
  await writeFile(
    join(design, 'index.html'),
    '<!doctype html><title>Storybook</title><script>1</script>',
  );
  await writeFile(join(design, 'iframe.html'), '<!doctype html><title>Preview</title>');
  if (schema) {
    const admin = createDb({ client: 'postgres', url: databaseUrl! });
    await admin.raw('create schema ??', [schema]);
    await admin.destroy();
  }
  const config = parseConfig({
    ...ADMIN_ENV,
    DATABASE_URL: schema ? withSearchPath(databaseUrl!, schema) : '',
    DATA_DIR: join(folder, 'data'),
    DESIGN_DIR: design,
    SITE_DIR: join(folder, 'no-site'),
    HOST: '127.0.0.1',
    PORT: '0',
    BACKUP_EVERY: 'off',
    LOG_LEVEL: 'silent',
  });
  server = await start(config, { logger: silentLogger, skipDemoContent: true });
}, 60_000);
afterAll(async () => {
  await server?.close();
  await rm(folder, { recursive: true, force: true });
  if (schema) {
    const admin = createDb({ client: 'postgres', url: databaseUrl! });
    await admin.raw('drop schema if exists ?? cascade', [schema]);
    await admin.destroy();
  }
});

describe('Storybook at /design/', () => {
  it('is served from an origin of its own, with its policy there only', async () => {
    expect(server.designUrl).toBeDefined();
    const designOrigin = new URL(server.designUrl!).origin;
    expect(designOrigin).not.toBe(new URL(server.url).origin);

    const moved = await rawRequest(`${server.url}/design`);
    expect(moved.status).toBe(301);
    expect(moved.headers.location).toBe('/design/');
    for (const path of ['/design/', '/design/iframe.html?id=x', '/design/index.html']) {
      const site = await rawRequest(`${server.url}${path}`);
      expect(site.status, path).toBe(302);
      expect(site.headers.location, path).toBe(`${designOrigin}${path}`);
      expect(String(site.headers['content-security-policy'])).not.toMatch(/unsafe-eval/);
    }

    const page = await fetch(`${server.url}/design/`);
    expect(page.url).toBe(`${designOrigin}/design/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>Storybook</title>');
    expect(page.headers.get('content-security-policy')).toMatch(/'unsafe-eval'/);
    // Revalidated files are a 304 there, as anywhere (Storybook asks for its index so).
    const etag = page.headers.get('etag')!;
    const again = await rawRequest(`${designOrigin}/design/`, {
      headers: { 'If-None-Match': etag },
    });
    expect(again.status).toBe(304);
    // The design listener serves Storybook and nothing of the site.
    for (const path of ['/api/auth/me', '/api/admin/stories', '/admin/', '/']) {
      const answer = await rawRequest(`${designOrigin}${path}`);
      expect([301, 404], path).toContain(answer.status);
    }
  });

  it('cannot use a staff session: the admin API refuses requests from its origin', async () => {
    const cookie = await signIn({ url: server.url } as TestServer);
    const designOrigin = new URL(server.designUrl!).origin;
    // What a script on the design origin would send: the browser adds the cookie (same host)
    // and its own origin.
    const read = await fetch(`${server.url}/api/admin/stories`, {
      headers: { Cookie: cookie, Origin: designOrigin, 'Sec-Fetch-Site': 'same-site' },
    });
    expect(read.status).toBe(403);
    const write = await fetch(`${server.url}/api/admin/stories`, {
      method: 'POST',
      headers: {
        Cookie: cookie,
        Origin: designOrigin,
        'Sec-Fetch-Site': 'same-site',
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ document: { title: 'From Storybook' } }),
    });
    expect(write.status).toBe(403);
    // The site's own pages still may.
    const own = await fetch(`${server.url}/api/admin/stories`, {
      headers: { Cookie: cookie, Origin: server.url, 'Sec-Fetch-Site': 'same-origin' },
    });
    expect(own.status).toBe(200);
  });
});
